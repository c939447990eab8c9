import { Button, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { APP_VERSION } from '#app/components/account/about.ts'
import * as styles from '#app/components/account/account.css.ts'
import { Menu, type MenuEntry } from '#app/components/account/Menu.tsx'
import { forgetKeptPages } from '#app/pwa.ts'
import { getViewer } from '#app/viewer.server.ts'

const TITLE = '设置'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** Settings: the member entries only when signed in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await getViewer(request)
  return data({ signedIn: Boolean(token) }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function Setting() {
  const { signedIn } = useLoaderData<typeof loader>()
  const member: MenuEntry[] = [
    { href: '/personal-info', label: '个人资料', icon: 'profile' },
    { href: '/security-center', label: '安全中心', icon: 'lock' },
    { href: '/setting-chat-color', label: '聊天背景颜色', icon: 'support' },
  ]
  const general: MenuEntry[] = [
    { href: '/about', label: '关于我们', icon: 'star', hint: `v${APP_VERSION}` },
    { href: '/about/contact-us', label: '联系我们', icon: 'bell' },
  ]
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/profile" />
      <main className={styles.main}>
        <h1 className={styles.sectionTitle}>{TITLE}</h1>
        {signedIn ? <Menu label="账户设置" entries={member} /> : null}
        <Menu label="通用" entries={general} />
        {signedIn ? (
          <Form method="post" action="/logout" className={styles.form} onSubmit={forgetKeptPages}>
            <Button type="submit" variant="ghost" fullWidth>
              退出登录
            </Button>
          </Form>
        ) : (
          <div className={styles.form}>
            <Button href="/auth/login?redirectTo=%2Fsetting" fullWidth>
              登录
            </Button>
          </div>
        )}
      </main>
    </div>
  )
}
