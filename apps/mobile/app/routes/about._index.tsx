import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { APP_VERSION } from '#app/components/account/about.ts'
import * as styles from '#app/components/account/account.css.ts'
import { Menu } from '#app/components/account/Menu.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { assetUrl, platformFor } from '#app/server/platform/platform.server.ts'

export const access = publicRoute()

const TITLE = '关于我们'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The company's name and logo (a default when the platform is unreachable) and the app version. */
export async function loader({ request }: LoaderFunctionArgs) {
  const company = await platformFor(request)
    .content.company()
    .catch(() => null)
  return data(
    { name: company?.name || '六合资讯', logo: company?.logoUrl ? assetUrl(company.logoUrl) : null },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  )
}

export default function About() {
  const { name, logo } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/setting" />
      <main className={styles.main}>
        <section className={styles.aboutHero} aria-labelledby="about-name">
          {logo ? <img className={styles.aboutLogo} src={logo} alt="" /> : null}
          <h1 id="about-name" className={styles.cardTitle}>
            {name}
          </h1>
          <p className={styles.rewardMeta}>当前版本 v{APP_VERSION}</p>
        </section>
        <p className={styles.prose}>
          {name}
          专注于六合彩开奖资讯服务，提供香港、澳门及极速六合彩的开奖直播、历史记录、走势分析、图库与资料大全，并为会员提供安全便捷的钱包与游戏服务。我们坚持资料实时同步、资金安全透明，祝您好运连连。
        </p>
        <Menu
          label="关于"
          entries={[
            { href: '/about/user-agreement', label: '用户协议' },
            { href: '/about/privacy-agreement', label: '隐私协议' },
            { href: '/about/contact-us', label: '联系我们' },
          ]}
        />
      </main>
    </div>
  )
}
