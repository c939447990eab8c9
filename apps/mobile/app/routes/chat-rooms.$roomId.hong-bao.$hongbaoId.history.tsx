import { formatChinaTime, formatFen, formatYuan } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useParams } from '@remix-run/react'
import * as styles from '#app/components/chat/chat.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { viewerHongbao } from '#app/server/chat/chatRoutes.server.ts'

export const access = memberRoute()

export const meta: MetaFunction = () => [{ title: '领取记录' }]

/** Who grabbed what of a red packet. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const packet = await viewerHongbao(request, params.hongbaoId)
  return data(
    {
      greeting: packet.greeting,
      sender: packet.sender.nickname,
      summary: `已领取 ${packet.grabbed_count}/${packet.count} 个，共 ${formatFen(packet.grabbed_fen)}/${formatYuan(packet.amount_fen)}`,
      shares: packet.shares.map((share) => ({
        nickname: share.user.nickname,
        amount: formatYuan(share.amount_fen),
        at: formatChinaTime(Number(share.at)),
      })),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function HongbaoHistory() {
  const packet = useLoaderData<typeof loader>()
  const { roomId, hongbaoId } = useParams()
  return (
    <div className={styles.page}>
      <NavBar title="领取记录" backHref={`/chat-rooms/${roomId}/hong-bao/${hongbaoId}`} />
      <main className={styles.main}>
        <section className={styles.card} aria-label="领取记录">
          <h2 className={styles.groupTitle}>
            {packet.sender}的红包：{packet.greeting}
          </h2>
          <p>{packet.summary}</p>
          {packet.shares.length === 0 ? <p className={styles.notice}>暂无数据</p> : null}
          <ul className={styles.shares}>
            {packet.shares.map((share) => (
              <li key={`${share.nickname}-${share.at}`} className={styles.share}>
                <span>{share.nickname}</span>
                <span>{share.amount}</span>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="领取记录加载失败" />
}
