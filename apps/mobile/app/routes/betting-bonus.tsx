import { formatFenGrouped, yuanToFen } from '@liuhe/domain'
import { Button, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import * as styles from '#app/components/account/account.css.ts'
import { ColumnHeads } from '#app/components/ColumnHeads.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { actionAnswer, actionFailure, claimedMessage } from '#app/server/account/actions.server.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

const TITLE = '洗码返水'

export const meta: MetaFunction = () => [{ title: TITLE }]

const yuanText = (fen: number) => formatFenGrouped(fen)

/** The wash-code rebate waiting to be claimed, by game kind (fen). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireViewer(request)
  try {
    const bonus = await platformFor(request, token).wallet.bettingBonus()
    return data(
      {
        rebate: bonus.rebate,
        amountFen: yuanToFen(bonus.amount),
        validBetFen: yuanToFen(bonus.validBet),
        lastClaimAt: bonus.lastClaimAt,
        rows: bonus.rows.map((row) => ({
          kind: row.kind,
          kindName: row.kindName,
          validBetFen: yuanToFen(row.validBet),
          rate: row.rate,
          amountFen: yuanToFen(row.amount),
        })),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

/** 领取: claims the rebate once; the platform refuses a second claim (暂无可领取的洗码). */
export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireViewer(request)
  try {
    const claim = await platformFor(request, token).wallet.claimBettingBonus()
    return actionAnswer(true, claimedMessage(claim.amount))
  } catch (error) {
    return actionFailure(error)
  }
}

export default function BettingBonus() {
  const bonus = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const claiming = navigation.state === 'submitting' && navigation.formAction === '/betting-bonus'
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/profile" />
      <main className={styles.main}>
        <section className={styles.summary} aria-labelledby="wash-amount-label">
          <h1 id="wash-amount-label" className={styles.summaryLabel}>
            可领取洗码（元）
          </h1>
          <p className={styles.summaryAmount}>{yuanText(bonus.amountFen)}</p>
          <p className={styles.summaryFigures}>
            <span>有效投注 {yuanText(bonus.validBetFen)} 元</span>
            <span>返水比例 {bonus.rebate}‰</span>
          </p>
          {bonus.lastClaimAt ? <p className={styles.summaryLabel}>上次领取 {bonus.lastClaimAt}</p> : null}
          <Form method="post">
            {result ? <ActionMessage message={result.message} stamp={result.stamp} /> : null}
            <Button type="submit" fullWidth size="lg" loading={claiming}>
              领取
            </Button>
          </Form>
        </section>
        <section className={styles.card} aria-labelledby="wash-kinds-title">
          <h2 id="wash-kinds-title" className={styles.cardTitle}>
            洗码明细
          </h2>
          {bonus.rows.length === 0 ? (
            <p className={styles.empty}>暂无数据</p>
          ) : (
            <table className={styles.table}>
              <ColumnHeads className={styles.th} columns={['游戏类型', '有效投注', '比例', '洗码金额']} />
              <tbody>
                {bonus.rows.map((row) => (
                  <tr key={row.kind}>
                    <th className={styles.td} scope="row">
                      {row.kindName}
                    </th>
                    <td className={styles.td}>{yuanText(row.validBetFen)}</td>
                    <td className={styles.td}>{row.rate}‰</td>
                    <td className={styles.td}>{yuanText(row.amountFen)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <p className={styles.balanceLine}>
          洗码按有效投注的返水比例计算，每个游戏类型单独计算并向下取整到分；领取后计入余额，可在资金明细中查看。
        </p>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="洗码返水加载失败" />
}
