import {
  failureTexts,
  formatMoney,
  nextVipLevel,
  themeFeatures,
  vipBenefitsOf,
  vipLevels,
  vipProgress,
  vipShortfall,
  vipThreshold,
} from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import * as styles from '#app/components/account/account.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

const TITLE = 'VIP特权'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The member's level and progress, and levels 1–9 with what each asks for and gives (VIP rules). */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  invariantResponse(themeFeatures[env.THEME].vipEnabled, '页面不存在')
  invariantResponse(state.profile, failureTexts.unreachable, 503)
  const { vipLevel: level, cycleBetAmount } = state.profile.userInfo
  try {
    const rules = await platformFor(request, state.token).user.vipRules()
    return data(
      {
        level,
        nextLevel: nextVipLevel(level) ?? null,
        cycleBet: Number(cycleBetAmount ?? 0),
        progress: vipProgress(cycleBetAmount, level, rules),
        shortfall: vipShortfall(cycleBetAmount, level, rules),
        levels: vipLevels.map((vipLevel) => ({
          vipLevel,
          threshold: vipThreshold(vipLevel, rules),
          benefits: vipBenefitsOf(vipLevel),
        })),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

const yuan = (amount: number) => formatMoney(amount, { symbol: false })

export default function ProfileVip() {
  const vip = useLoaderData<typeof loader>()
  const percent = Math.round(vip.progress * 100)
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/profile" />
      <main className={styles.main}>
        <section className={styles.vipHero} aria-labelledby="vip-level">
          <h1 id="vip-level" className={styles.vipBadge}>
            VIP{vip.level}
          </h1>
          <p className={styles.vipLine}>周期有效投注 {yuan(vip.cycleBet)} 元</p>
          <span
            className={styles.progress}
            role="progressbar"
            aria-label="VIP升级进度"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className={styles.progressBar} style={{ width: `${percent}%` }} />
          </span>
          <p className={styles.vipLine}>
            {vip.nextLevel
              ? `距离VIP${vip.nextLevel}还需有效投注 ${yuan(vip.shortfall)} 元（${percent}%）`
              : '已达到最高等级'}
          </p>
        </section>
        <section className={styles.card} aria-labelledby="vip-levels-title">
          <h2 id="vip-levels-title" className={styles.cardTitle}>
            等级与特权
          </h2>
          <ol className={styles.levelList}>
            {vip.levels.map((level) => (
              <li
                key={level.vipLevel}
                className={styles.level}
                aria-current={level.vipLevel === vip.level ? 'true' : undefined}
              >
                <span className={styles.levelName}>VIP{level.vipLevel}</span>
                <p className={styles.levelNeed}>
                  {level.threshold > 0 ? `周期有效投注达到 ${yuan(level.threshold)} 元` : '注册即享'}
                  {level.vipLevel === vip.level ? '（当前等级）' : ''}
                </p>
                <p className={styles.levelBenefits}>{level.benefits.join('、')}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="VIP特权加载失败" />
}
