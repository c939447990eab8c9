import { themeBrandColor } from '@liuhe/ui'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { publicRoute } from '#app/routeAccess.ts'
import { env } from '#app/server/platform/env.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'

export const access = publicRoute()

/** The name when the platform cannot say the company's (the home page's fallback too). */
const FALLBACK_NAME = '六合资讯'

/**
 * The web app manifest of this company build: its name from the platform, its theme's colour, the icons, and
 * `display: standalone`, so the browser offers to install the app (docs/architecture.md, "Offline,
 * installable, notifications, native shell").
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const company = await platformFor(request)
    .content.company()
    .catch(() => null)
  const name = company?.name || FALLBACK_NAME
  const manifest = {
    id: '/',
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    description: '六合彩开奖结果、直播、资料与图库',
    lang: 'zh-CN',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeBrandColor[env.THEME],
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
