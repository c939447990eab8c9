import { gameCategories, RECOMMEND_CATEGORY_HASHES, recommendGameIds } from '@liuhe/domain'
import { IconLinkGrid, type IconName, visuallyHidden } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { HomeHeader } from '#app/components/home/HomeHeader.tsx'
import * as styles from '#app/components/home/home.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { env } from '#app/server/platform/env.server.ts'
import { assetUrl, platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '推荐 - 六合彩资讯' }]

/** The glyph of each game-center category on the grid: each its own (@liuhe/ui's Icon set). */
const categoryIcons = {
  fish: 'fish',
  live: 'live',
  electronic: 'slot',
  card: 'cards',
  sport: 'sport',
} as const satisfies Record<(typeof RECOMMEND_CATEGORY_HASHES)[number], IconName>

export async function loader({ request }: LoaderFunctionArgs) {
  const api = platformFor(request)
  try {
    const [groups, company] = await Promise.all([api.games.groups(), api.content.company().catch(() => null)])
    const games = new Map(groups.flatMap((group) => group.games).map((game) => [game.gameId, game]))
    const lottery = recommendGameIds(env.COMPANY_CODE).flatMap((id) => {
      const game = games.get(id)
      return game
        ? [
            {
              key: String(id),
              label: game.gameName,
              href: `/game/${id}`,
              imageSrc: assetUrl(game.imageUrl),
            },
          ]
        : []
    })
    const categories = RECOMMEND_CATEGORY_HASHES.map((key) => ({
      key,
      label: gameCategories.find((c) => c.key === key)?.label ?? key,
      href: `/game-center#${key}`,
      icon: categoryIcons[key],
    }))
    return data(
      {
        company: {
          name: company?.name ?? '六合资讯',
          logoSrc: company ? assetUrl(company.logoUrl) : '',
        },
        lottery,
        more: [
          ...categories,
          { key: 'services', label: '在线客服', href: '/services', icon: 'support' as const },
        ],
      },
      { headers: { 'Cache-Control': 'private, max-age=0' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

export default function Recommend() {
  const page = useLoaderData<typeof loader>()
  return (
    <>
      <HomeHeader companyName={page.company.name} logoSrc={page.company.logoSrc} />
      <main className={styles.page}>
        <h1 className={visuallyHidden}>推荐</h1>
        <nav className={styles.shortcuts} aria-label="首页栏目">
          <a className={styles.shortcut} href="/">
            资讯
          </a>
        </nav>
        <IconLinkGrid label="彩票推荐" items={page.lottery} />
        <IconLinkGrid label="更多游戏" items={page.more} columns={3} />
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="推荐加载失败" />
}
