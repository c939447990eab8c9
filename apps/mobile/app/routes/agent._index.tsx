import { AgentLinkCard, Button, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import * as styles from '#app/components/agent/agent.css.ts'
import { useCopy } from '#app/components/agent/useCopy.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import { agentRoute } from '#app/routeAccess.ts'
import { linkView, noStore, requireAgent } from '#app/server/agent/agent.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = agentRoute()

export const meta: MetaFunction = () => [{ title: '推广赚钱' }]

/** The agent area's entries (the agent routes of `@liuhe/domain`'s `routeTable`; docs/product.md, Agent area). */
const entries = [
  { href: '/agent/team-overview', label: '团队总览', mark: '览' },
  { href: '/agent/user-list', label: '下级管理', mark: '员' },
  { href: '/agent/add-user', label: '下级开户', mark: '开' },
  { href: '/agent/create-link', label: '生成链接', mark: '链' },
  { href: '/agent/declare', label: '代理声明', mark: '声' },
] as const

/** The agent home: who the agent is, the entries, and their registration links. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { state, api, range } = await requireAgent(request)
  try {
    const links = await api.links({ rows: 50 }, request.signal)
    return data(
      {
        account: state.profile?.userInfo.account ?? '',
        rebate: range[1],
        links: links.rows.map((link) => linkView(link, request)),
      },
      noStore,
    )
  } catch (error) {
    platformFailure(error)
  }
}

export default function AgentHome() {
  const { account, rebate, links } = useLoaderData<typeof loader>()
  const copy = useCopy()
  return (
    <>
      <NavBar title="推广赚钱" backHref="/profile" />
      <main className={wallet.page}>
        <section className={styles.hero} aria-labelledby="agent-title">
          <h1 id="agent-title" className={styles.heroTitle}>
            代理中心 · {account}
          </h1>
          <p className={styles.heroNote}>
            我的返点 {rebate}，下级返点可设置 0 至 {rebate}
          </p>
        </section>
        <nav aria-label="代理功能">
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <li key={entry.href}>
                <Link className={styles.entry} to={entry.href}>
                  <span className={styles.entryMark} aria-hidden="true">
                    {entry.mark}
                  </span>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={wallet.card} aria-labelledby="links-title">
          <h2 id="links-title" className={wallet.cardTitle}>
            我的推广链接
          </h2>
          {links.length === 0 ? (
            <p className={wallet.empty}>暂无推广链接，生成一个分享给好友吧</p>
          ) : (
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.id}>
                  <AgentLinkCard
                    code={link.code}
                    link={link.link}
                    typeName={link.typeName}
                    rebate={link.rebate}
                    remark={link.remark}
                    registCount={link.registCount}
                    createdAt={link.createdAt}
                    onCopy={copy}
                    actions={
                      <>
                        <Link
                          className={wallet.link}
                          to={`/agent/link/${link.id}/update`}
                          aria-label={`修改推广码 ${link.code}`}
                        >
                          修改
                        </Link>
                        <Link
                          className={wallet.link}
                          to={`/agent/link/${link.id}`}
                          aria-label={`查看推广码 ${link.code}`}
                        >
                          二维码
                        </Link>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <Button href="/agent/create-link" size="lg" fullWidth>
            生成推广链接
          </Button>
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="代理中心加载失败" />
}
