import { isApiError } from '@liuhe/api'
import { promotionDateRange, promotionTabs, promotionTarget } from '@liuhe/domain'
import { NavBar, PromotionCard, Tabs, TabsContent, TabsList, TabsTrigger } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import * as styles from '#app/components/promotions/promotions.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { assetUrl, platformFor } from '#app/server/platform/platform.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '优惠活动 - 六合彩资讯' }]

/** Promotion cards; a failed list shows as empty. */
export async function loader({ request }: LoaderFunctionArgs) {
  let groups: Awaited<ReturnType<ReturnType<typeof platformFor>['promotions']['list']>> = []
  try {
    groups = await platformFor(request).promotions.list()
  } catch (error) {
    if (!isApiError(error)) throw error
  }
  const promotions = groups.flatMap((g) =>
    g.items.map((p) => ({
      id: p.id,
      classifyType: p.classifyType,
      classifyName: p.classifyName || g.classifyName,
      name: p.name,
      coverUrl: assetUrl(p.coverUrl),
      dateRange: promotionDateRange(p.startTime, p.endTime),
      domain: p.domain,
      target: promotionTarget(p),
    })),
  )
  return data({ promotions }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}

export default function Promotions() {
  const { promotions } = useLoaderData<typeof loader>()
  const tabs = promotionTabs(promotions).map((t) => ({
    value: t.classifyType === null ? 'all' : String(t.classifyType),
    label: t.classifyName ?? '全部',
  }))
  return (
    <main className={styles.page}>
      <NavBar title="优惠活动" backHref="/" />
      <Tabs defaultValue="all">
        <TabsList aria-label="活动分类">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => {
          const shown = promotions.filter((p) => t.value === 'all' || String(p.classifyType) === t.value)
          return (
            <TabsContent key={t.value} value={t.value}>
              {shown.length === 0 ? (
                <p className={styles.empty}>暂无数据</p>
              ) : (
                <ul className={styles.list} aria-label={t.label}>
                  {shown.map((p, i) => (
                    <li key={p.id}>
                      <PromotionCard {...p} eager={i === 0} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          )
        })}
      </Tabs>
    </main>
  )
}
