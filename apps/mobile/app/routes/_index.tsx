import { isApiError, type LiveResult } from '@liuhe/api'
import { isCompleteSixMark, parseChinaTime, parseOpenNum } from '@liuhe/domain'
import { DrawCard } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useRevalidator, useRouteError } from '@remix-run/react'
import { useState } from 'react'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { HomeHeader } from '#app/components/home/HomeHeader.tsx'
import { useGameSocket } from '#app/hooks/useGameSocket.ts'
import { type DrawCardData, toDrawCardData } from '#app/lottery.server.ts'
import { gameSocketBase, platformAssetUrl, platformFor } from '#app/platform.server.ts'
import * as styles from '#app/styles/home.css.ts'

/** The live Macau six-mark game shown on home. */
const HOME_GAME_ID = 110

export const meta: MetaFunction = () => [
  { title: '六合彩资讯 - 新澳门六合彩开奖直播' },
  { name: 'description', content: '新澳门六合彩最新开奖结果、生肖与波色、开奖倒计时。' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const api = platformFor(request)
  try {
    const [info, company] = await Promise.all([
      api.lottery.openInfo(HOME_GAME_ID, request.signal),
      api.content.company().catch(() => null),
    ])
    return {
      draw: toDrawCardData(info),
      socketBase: gameSocketBase(),
      company: {
        name: company?.name ?? '六合资讯',
        logoSrc: company ? platformAssetUrl(company.logoUrl) : '',
      },
    }
  } catch (error) {
    if (isApiError(error) && !error.isUnreachable) throw data({ message: error.message }, { status: 502 })
    throw data({ message: '暂时无法连接服务器，请稍后再试' }, { status: 503 })
  }
}

/** Applies a result push to the card: a newer complete result replaces the previous one. */
function withPush(draw: DrawCardData, push: LiveResult | undefined): DrawCardData {
  if (!push || push.type !== 'RESULT' || push.turnNum === draw.previous?.turnNum) return draw
  const numbers = parseOpenNum(push.openNum)
  if (!isCompleteSixMark(numbers)) return draw
  const drawTime = push.openTime ? parseChinaTime(push.openTime) : Date.now()
  return { ...draw, previous: { turnNum: push.turnNum, numbers, drawTime } }
}

export default function Home() {
  const { draw, socketBase, company } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const [push, setPush] = useState<LiveResult>()

  const socketStatus = useGameSocket(socketBase, HOME_GAME_ID, (result) => {
    setPush(result)
    // The next turn and its close time come from the platform.
    revalidator.revalidate()
  })

  const shown = withPush(draw, push)
  return (
    <>
      <HomeHeader companyName={company.name} logoSrc={company.logoSrc} />
      <main className={styles.page} data-socket={socketStatus}>
        <h1 className={styles.visuallyHidden}>六合彩资讯</h1>
        <DrawCard
          {...shown}
          onCountdownEnd={() => {
            revalidator.revalidate()
          }}
        />
      </main>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : '系统错误。请再试一次'
  return <ErrorPage title="开奖信息加载失败" message={message} />
}
