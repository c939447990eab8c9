import type { ReactNode } from 'react'
import { Button } from '../../primitives/Button'
import { useLinkComponent } from '../../primitives/LinkProvider'
import * as styles from './AppHeader.css'

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  /** Company name: the logo's text, or its alt text when `logoSrc` is given. */
  companyName: string
  /** Logo image address; without it the name is shown as text. */
  logoSrc?: string
  /** Where the logo links (the app's home); without it the logo is not a link. */
  homeHref?: string
  /**
   * What a signed-in user sees at the right, e.g. a `HeaderBalance`; `null` or absent shows the guest's login
   * and register buttons. A slot, so a guest's page carries none of the signed-in code.
   */
  account?: ReactNode
  /** The login page: a guest sees a 登录 button linking there; no button without it. */
  loginHref?: string
  /** The register page: a guest sees a 注册 button linking there; no button without it. */
  registerHref?: string
}

/** The home header: logo, then login and register for guests or the signed-in user's `account` part. */
export function AppHeader({
  companyName,
  logoSrc,
  homeHref,
  account,
  loginHref,
  registerHref,
}: AppHeaderProps) {
  const Link = useLinkComponent()
  const signedIn = account !== null && account !== undefined
  const logo = logoSrc ? <img className={styles.logoImage} src={logoSrc} alt={companyName} /> : companyName
  return (
    <header className={styles.header} data-signed-in={signedIn || undefined}>
      {homeHref === undefined ? (
        <span className={styles.logo}>{logo}</span>
      ) : (
        <Link className={styles.logo} href={homeHref}>
          {logo}
        </Link>
      )}
      <div className={styles.actions}>
        {signedIn ? (
          account
        ) : (
          <>
            {loginHref === undefined ? null : (
              <Button href={loginHref} variant="secondary" size="sm">
                登录
              </Button>
            )}
            {registerHref === undefined ? null : (
              <Button href={registerHref} size="sm">
                注册
              </Button>
            )}
          </>
        )}
      </div>
    </header>
  )
}
