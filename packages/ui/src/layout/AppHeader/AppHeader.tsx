import { Button } from '../../primitives/Button'
import { RefreshButton } from '../../primitives/RefreshButton'
import * as styles from './AppHeader.css'

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  /** Company name: the logo's text, or its alt text when `logoSrc` is given. */
  companyName: string
  /** Logo image address; without it the name is shown as text. */
  logoSrc?: string
  /** Where the logo links; defaults to `/`. */
  homeHref?: string
  /** The signed-in user's balance; `null` or absent shows the guest's login and register buttons. */
  user?: { balance: number } | null
  /** Called when the balance refresh is pressed (the icon spins 500 ms). */
  onRefresh?: () => void
  /** Login page; defaults to `/auth/login`. */
  loginHref?: string
  /** Register page; defaults to `/auth/register`. */
  registerHref?: string
}

const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The home header: logo, then login and register for guests or the balance with a refresh for users. */
export function AppHeader({
  companyName,
  logoSrc,
  homeHref = '/',
  user,
  onRefresh,
  loginHref = '/auth/login',
  registerHref = '/auth/register',
}: AppHeaderProps) {
  return (
    <header className={styles.header} data-signed-in={user ? true : undefined}>
      <a className={styles.logo} href={homeHref}>
        {logoSrc ? <img className={styles.logoImage} src={logoSrc} alt={companyName} /> : companyName}
      </a>
      {user ? (
        <div className={styles.actions}>
          <span className={styles.balance}>
            余额
            <span className={styles.amount}>{money.format(user.balance)}</span>
          </span>
          <RefreshButton onRefresh={() => onRefresh?.()} />
        </div>
      ) : (
        <div className={styles.actions}>
          <Button href={loginHref} variant="secondary" size="sm">
            登录
          </Button>
          <Button href={registerHref} size="sm">
            注册
          </Button>
        </div>
      )}
    </header>
  )
}
