import { type BonusStatus, bonusStatusTexts, formatFenGrouped, formatMoney, yuanToFen } from '@liuhe/domain'
import { Button, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import * as styles from '#app/components/account/account.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { actionAnswer, actionFailure, claimedMessage } from '#app/server/account/actions.server.ts'
import { balanceOf, requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'
import { readFormFields } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const TITLE = '福利中心'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The tabs: rewards to claim, claimed, expired (the reward statuses 0, 1, 2). */
const tabs: readonly { status: BonusStatus; label: string }[] = [
  { status: 0, label: '待领取' },
  { status: 1, label: '已领取' },
  { status: 2, label: '已过期' },
]

const statusSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(2)
  .catch(0)
  .transform((n) => n as BonusStatus)

const yuanText = (fen: number) => formatFenGrouped(fen)

/** The member's promotion rewards of one status (`?status=0|1|2`) and the balance. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  const status = statusSchema.parse(new URL(request.url).searchParams.get('status') ?? undefined)
  try {
    const rewards = await platformFor(request, state.token).wallet.bonusCenter()
    const counts = tabs.map((tab) => rewards.filter((r) => r.status === tab.status).length)
    return data(
      {
        status,
        counts,
        balance: balanceOf(state),
        rewards: rewards
          .filter((r) => r.status === status)
          .map((r) => ({
            id: r.id,
            title: r.title,
            amountFen: yuanToFen(r.amount),
            multiple: r.multiple,
            statusText: r.statusText,
            expiresAt: r.expiresAt,
            claimedAt: r.claimedAt,
          })),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

const claimSchema = z.object({ id: z.coerce.number().int().positive() })

/** 立即领取: claims one reward once (该奖励已领取 / 该奖励已过期 afterwards). */
export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireViewer(request)
  const form = claimSchema.safeParse(await readFormFields(request))
  if (!form.success) return actionAnswer(false, '参数错误')
  try {
    const reward = await platformFor(request, token).wallet.claimBonus(form.data.id)
    return actionAnswer(true, claimedMessage(reward.amount))
  } catch (error) {
    return actionFailure(error)
  }
}

export default function BonusCenter() {
  const { status, counts, balance, rewards } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const claimingId = navigation.state === 'submitting' ? navigation.formData?.get('id') : null
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/profile" />
      <main className={styles.main}>
        <div className={styles.bar}>
          <nav aria-label="奖励状态">
            <ul className={styles.tabs}>
              {tabs.map((tab, index) => (
                <li key={tab.status} style={{ flex: 1, display: 'flex' }}>
                  <Link
                    className={styles.tab}
                    to={`/bonus-center?status=${tab.status}`}
                    aria-current={tab.status === status ? 'page' : undefined}
                    preventScrollReset
                  >
                    {tab.label}（{counts[index]}）
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {balance !== null ? (
          <p className={styles.balanceLine} aria-live="polite">
            账户余额 <span data-testid="bonus-balance">{formatMoney(balance, { symbol: false })}</span> 元
          </p>
        ) : null}
        {result ? (
          <div className={styles.card}>
            <ActionMessage message={result.message} stamp={result.stamp} />
          </div>
        ) : null}
        {rewards.length === 0 ? (
          <p className={styles.empty}>暂无数据</p>
        ) : (
          <ul
            className={styles.rewardList}
            aria-label={`${tabs.find((tab) => tab.status === status)?.label ?? ''}奖励`}
          >
            {rewards.map((reward) => (
              <li key={reward.id} className={styles.reward}>
                <div>
                  <p className={styles.rewardTitle}>{reward.title}</p>
                  <p className={styles.rewardMeta}>流水要求 {reward.multiple} 倍</p>
                  <p className={styles.rewardMeta}>
                    {reward.claimedAt ? `领取时间 ${reward.claimedAt}` : `截止时间 ${reward.expiresAt}`}
                  </p>
                </div>
                <div className={styles.rewardSide}>
                  <p className={styles.rewardAmount}>{yuanText(reward.amountFen)} 元</p>
                  {status === 0 ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={reward.id} />
                      <Button
                        type="submit"
                        size="sm"
                        loading={claimingId === String(reward.id)}
                        aria-label={`${bonusStatusTexts[0]} ${reward.title}`}
                      >
                        {bonusStatusTexts[0]}
                      </Button>
                    </Form>
                  ) : (
                    <span className={styles.rewardMeta}>{bonusStatusTexts[status]}</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="福利中心加载失败" />
}
