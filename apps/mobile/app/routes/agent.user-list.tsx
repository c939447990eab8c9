import { normalizeSearch, yuanToFen } from '@liuhe/domain'
import { Button, NavBar, Pager, SubUserRow } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import * as styles from '#app/components/agent/agent.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import { agentRoute } from '#app/routeAccess.ts'
import { noStore, requireAgent } from '#app/server/agent/agent.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'
import { readQuery } from '#app/server/request/input.server.ts'

export const access = agentRoute()

export const meta: MetaFunction = () => [{ title: '下级管理' }]

const PAGE_SIZE = 20

const querySchema = z.object({
  account: z.string().max(32).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

/** The agent's sub-users, newest first, searched by account, 20 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAgent(request)
  const query = readQuery(request, querySchema)
  const account = normalizeSearch(query.account)
  try {
    const page = await api.subUsers(
      { page: query.page, rows: PAGE_SIZE, ...(account ? { account } : {}) },
      request.signal,
    )
    return data(
      {
        account,
        page: query.page,
        pages: Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE)),
        total: page.totalCount,
        teamMoneyFen: yuanToFen(page.otherData.teamMoney),
        users: page.rows.map((user) => ({ ...user, moneyFen: yuanToFen(user.money) })),
      },
      noStore,
    )
  } catch (error) {
    platformFailure(error)
  }
}

export default function UserList() {
  const { account, page, pages, total, users } = useLoaderData<typeof loader>()
  const pageHref = (n: number) =>
    `?${new URLSearchParams({ ...(account ? { account } : {}), page: String(n) })}`
  return (
    <>
      <NavBar title="下级管理" backHref="/agent" />
      <main className={wallet.page}>
        <section className={wallet.card} aria-labelledby="users-title">
          <h2 id="users-title" className={wallet.cardTitle}>
            我的下级
          </h2>
          <Form method="get" className={styles.filter} role="search" aria-label="搜索下级">
            <div className={styles.filterField}>
              <label className={wallet.label} htmlFor="search-account">
                账号
              </label>
              <input
                id="search-account"
                className={wallet.input}
                type="search"
                name="account"
                maxLength={32}
                placeholder="请输入下级账号"
                defaultValue={account}
              />
            </div>
            <Button type="submit">搜索</Button>
          </Form>
          <p className={styles.summary}>共 {total} 人</p>
          {users.length === 0 ? (
            <p className={wallet.empty}>暂无数据</p>
          ) : (
            <ul className={styles.list} aria-label="下级列表">
              {users.map((user) => (
                <li key={user.userId}>
                  <SubUserRow
                    account={user.account}
                    typeName={user.typeName}
                    rebate={user.rebate}
                    moneyFen={user.moneyFen}
                    createdAt={user.createdAt}
                    href={`/agent/user-detail/${user.userId}`}
                  />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <Pager
              page={page}
              hasMore={page < pages}
              hrefFor={pageHref}
              summary={`${page} / ${pages}`}
              label="分页"
            />
          ) : null}
          <Button href="/agent/add-user" variant="secondary" fullWidth>
            下级开户
          </Button>
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="下级列表加载失败" />
}
