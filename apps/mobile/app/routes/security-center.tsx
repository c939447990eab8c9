import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import * as styles from '#app/components/account/account.css.ts'
import { Menu } from '#app/components/account/Menu.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'

export const access = memberRoute()

const TITLE = '安全中心'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The account's security entries; whether a withdrawal password is set comes from the profile. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  const fundPwd = state.profile?.extInfo.fundPwd
  return data(
    { hasFundPassword: fundPwd === undefined ? null : Boolean(fundPwd) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function SecurityCenter() {
  const { hasFundPassword } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/profile" />
      <main className={styles.main}>
        <h1 className={styles.sectionTitle}>账户安全</h1>
        <Menu
          label="安全设置"
          entries={[
            { href: '/change-password', label: '修改登录密码', icon: 'lock' },
            {
              href: '/password-withdraw-money',
              label: '取款密码',
              icon: 'wallet',
              hint: hasFundPassword === null ? undefined : hasFundPassword ? '已设置' : '未设置',
            },
            { href: '/account-list', label: '银行卡管理', icon: 'plus' },
            { href: '/personal-info', label: '个人资料', icon: 'profile' },
          ]}
        />
        <p className={styles.balanceLine}>
          为了您的资金安全，请定期修改登录密码，不要将密码告知他人。本站客服不会索取您的登录密码或取款密码。
        </p>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="安全中心加载失败" />
}
