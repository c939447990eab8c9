import { formatYuan, redPacketState } from '@liuhe/domain'
import { Button, NavBar, RedPacket } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useParams, useSubmit } from '@remix-run/react'
import * as styles from '#app/components/chat/chat.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { chatIdParam, viewerHongbao } from '#app/server/chat/chatRoutes.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

export const meta: MetaFunction = () => [{ title: '红包' }]

/** A red packet as the viewer sees it: closed (开), opened (their share) or grabbed out. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const packet = await viewerHongbao(request, params.hongbaoId)
  return data(
    {
      state: redPacketState({
        myShareFen: packet.my_share_fen,
        remainingCount: packet.count - packet.grabbed_count,
        expired: packet.status === 'refunded',
      }),
      greeting: packet.greeting,
      sender: packet.sender.nickname,
      shareFen: packet.my_share_fen,
      count: packet.count,
      grabbedCount: packet.grabbed_count,
      amount: formatYuan(packet.amount_fen),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** Grabs a share (once per user); a refusal (grabbed out, already grabbed, expired) says why. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = chatIdParam(params.hongbaoId, '红包不存在')
  const { token } = await requireViewer(request)
  try {
    await platformFor(request, token).chat.grabHongbao(id)
    return data({ message: null })
  } catch (error) {
    return data({ message: failureOf(error).message }, { status: 409 })
  }
}

export default function Hongbao() {
  const packet = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { roomId, hongbaoId } = useParams()
  const submit = useSubmit()
  return (
    <div className={styles.page}>
      <NavBar title="红包" backHref={`/chat-rooms/${roomId}`} />
      <main className={styles.main}>
        <div className={`${styles.card} ${styles.center}`}>
          <RedPacket
            state={packet.state}
            greeting={packet.greeting}
            sender={packet.sender}
            shareFen={packet.shareFen}
            onOpen={() => submit(null, { method: 'post' })}
          />
          {result?.message ? (
            <p className={styles.error} role="alert">
              {result.message}
            </p>
          ) : null}
          <p>
            已领取 {packet.grabbedCount}/{packet.count} 个，共 {packet.amount}
          </p>
          <Button variant="ghost" size="sm" href={`/chat-rooms/${roomId}/hong-bao/${hongbaoId}/history`}>
            查看领取记录
          </Button>
        </div>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="红包加载失败" />
}
