import { authBackTarget } from '@liuhe/domain'
import { IconButton } from '@liuhe/ui'
import { NavLink, useLocation, useNavigate } from '@remix-run/react'
import type { ReactNode } from 'react'
import * as styles from './auth.css.ts'
import { CUSTOMER_SERVICE_PATH } from './links'

/** The path of the page the browser came from, when it is a page of this app. */
function previousPath(): string | null {
  if (!document.referrer) return null
  const referrer = new URL(document.referrer)
  return referrer.origin === window.location.origin ? referrer.pathname : null
}

/** Login and register: back, contact support, the company logo and the 登录/注册 tabs. */
export function AuthShell({
  companyName,
  logoSrc,
  children,
}: {
  companyName: string
  logoSrc: string
  children: ReactNode
}) {
  const navigate = useNavigate()
  const { search } = useLocation()
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <IconButton
          icon="back"
          aria-label="返回"
          href="/"
          onClick={(event) => {
            // Home when the history is short or the previous page was a game chat page; otherwise back.
            if (authBackTarget(window.history.length, previousPath()) === undefined) {
              event.preventDefault()
              navigate(-1)
            }
          }}
        />
        <IconButton icon="support" aria-label="联系客服" href={CUSTOMER_SERVICE_PATH} />
      </header>
      <main>
        <div className={styles.brand}>
          {logoSrc ? (
            <img className={styles.logo} src={logoSrc} alt={companyName} />
          ) : (
            <span>{companyName}</span>
          )}
        </div>
        <nav className={styles.tabs} aria-label="登录注册">
          <NavLink className={styles.tab} to={{ pathname: '/auth/login', search }} replace>
            登录
          </NavLink>
          <NavLink className={styles.tab} to={{ pathname: '/auth/register', search }} replace>
            注册
          </NavLink>
        </nav>
        <div className={styles.panel}>{children}</div>
      </main>
    </div>
  )
}
