import type { ReactNode } from 'react'
import { Button } from '../../primitives/Button'
import * as styles from './AppHeader.css'

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  /** Company name: the logo's text, or its alt text when `logoSrc` is given. */
  companyName: string
  /** Logo image address; without it the name is shown as text. */
  logoSrc?: string
  /** Where the logo links; defaults to `/`. */
  homeHref?: string
  /**
   * What a signed-in user sees at the right, e.g. a `HeaderBalance`; `null` or absent shows the guest's login
   * and register buttons. A slot, so a guest's page carries none of the signed-in code.
   */
  account?: ReactNode
  /** Login page; defaults to `/auth/login`. */
  loginHref?: string
  /** Register page; defaults to `/auth/register`. */
  registerHref?: string
}

/** The home header: logo, then login and register for guests or the signed-in user's `account` part. */
export function AppHeader({
  companyName,
  logoSrc,
  homeHref = '/',
  account,
  loginHref = '/auth/login',
  registerHref = '/auth/register',
}: AppHeaderProps) {
  const signedIn = account !== null && account !== undefined
  return (
    <header className={styles.header} data-signed-in={signedIn || undefined}>
      <a className={styles.logo} href={homeHref}>
        {logoSrc ? <img className={styles.logoImage} src={logoSrc} alt={companyName} /> : companyName}
      </a>
      <div className={styles.actions}>
        {signedIn ? (
          account
        ) : (
          <>
            <Button href={loginHref} variant="secondary" size="sm">
              登录
            </Button>
            <Button href={registerHref} size="sm">
              注册
            </Button>
          </>
        )}
      </div>
    </header>
  )
}
