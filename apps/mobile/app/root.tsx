import { activeNavItem, isThemeName, privateDomainNotice, themeFeatures } from '@liuhe/domain'
import { LinkProvider, ToastProvider, themeBrandColor, themeSchemeClass } from '@liuhe/ui'
import uiStyles from '@liuhe/ui/styles.css?url'
import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { ErrorPage, RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { AppBottomNav } from '#app/components/shell/AppBottomNav.tsx'
import { AppLink } from '#app/components/shell/AppLink.tsx'
import { FLASH_TOAST_MS, FlashToast, MUST_READ_TOAST_MS } from '#app/components/shell/FlashToast.tsx'
import { OfflineNotice } from '#app/components/shell/OfflineNotice.tsx'
import { usePageTransitions } from '#app/components/shell/pageTransitions.ts'
import * as styles from '#app/components/shell/shell.css.ts'
import { useNativeChatLinks } from '#app/native/useNativeChatLinks.ts'
import { bottomNavItems } from '#app/navigation.ts'
import { useNonce } from '#app/nonce.tsx'
import { htmlLang } from '#app/script.ts'
import { AGENT_ONLY_MESSAGE, guardRequest, refusedNavigationTarget } from '#app/server/auth/guard.server.ts'
import { clearSignIn, commitSession, getSession } from '#app/server/auth/session.server.ts'
import { getViewer, summarize } from '#app/server/auth/viewer.server.ts'
import { colorSchemeOf } from '#app/server/document/colorScheme.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import './root.css'
import './styles/global.css'

// Only a VIP gets the private-domain notice: nobody else loads its code.
/** The app-wide new-private-message prompt of signed-in members, loaded once the page is up. */
const PrivateMessageListener = lazy(() =>
  import('#app/components/chat/PrivateMessageListener.tsx').then((m) => ({
    default: m.PrivateMessageListener,
  })),
)
const VipDomainNotice = lazy(() =>
  import('#app/components/shell/VipDomainNotice.tsx').then((m) => ({ default: m.VipDomainNotice })),
)

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: uiStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
]

/**
 * The title of an error the root answers itself (the guard's 404 for a page not in this build or declared by
 * no route comes before any page's own meta); a page's own meta replaces it otherwise.
 */
export const meta: MetaFunction = ({ error }) =>
  error ? [{ title: isRouteErrorResponse(error) && error.status === 404 ? '页面不存在' : '出错了' }] : []

/**
 * Every request: the viewer (profile when signed in; a refused token ends the session with the platform's
 * message), the route guard of `guard.server.ts` (each route's declared access: log in first, agents only,
 * not in this build, or declared by no route), theme and colour scheme, navigation and the one-time toast.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request)
  const flashed = session.get('toast')
  const flashedMs = session.get('toastMs')
  const state = await getViewer(request)
  const colorScheme = await colorSchemeOf(request)
  const headers = new Headers()
  if (state.expiredMessage) clearSignIn(session)

  const decision = await guardRequest(request, state.viewer, env.THEME)
  // Not in this build, or declared by no route: the page is not found (access is denied by default).
  if (decision.kind === 'not-found' || decision.kind === 'undeclared') throw data(null, { status: 404 })
  if (decision.kind !== 'allow') {
    // The toast travels to the page the guard sends the user to.
    const toast =
      decision.kind === 'forbidden'
        ? AGENT_ONLY_MESSAGE
        : decision.kind === 'refused'
          ? decision.message
          : (state.expiredMessage ?? flashed)
    if (toast) session.flash('toast', toast)
    // A refusal cancelled what the reader tapped: its reason stays long enough to read.
    if (decision.kind !== 'redirect') session.flash('toastMs', MUST_READ_TOAST_MS)
    headers.append('Set-Cookie', await commitSession(session))
    throw redirect(decision.kind === 'redirect' ? decision.to : refusedNavigationTarget(request), { headers })
  }

  if (flashed || state.expiredMessage) headers.append('Set-Cookie', await commitSession(session))
  // Pages carrying a user's data (or a new cookie) must never be stored by a shared cache.
  if (state.token || headers.has('Set-Cookie')) headers.set('Cache-Control', 'private, no-store')
  return data(
    {
      theme: env.THEME,
      /** 跟随系统 / 浅色 / 深色, from the visitor's cookie: the server renders the matching theme class. */
      colorScheme,
      companyCode: env.COMPANY_CODE,
      // Pages show the platform's images (banners, logos, template pictures) straight from its address.
      assetOrigin: new URL(env.PLATFORM_PUBLIC_URL).origin,
      navItems: bottomNavItems(env.THEME),
      vipEnabled: themeFeatures[env.THEME].vipEnabled,
      viewer: summarize(state.profile),
      /** The VIP's private encrypted domain to tell them about, or null. */
      privateDomain: privateDomainNotice(env.THEME, state.viewer, state.profile?.userDetail.domain),
      signedIn: Boolean(state.token),
      toast: state.expiredMessage ?? flashed ?? null,
      /** How long the toast stays, in ms. */
      toastMs: (!state.expiredMessage && flashed && flashedMs) || FLASH_TOAST_MS,
      /** When this page was rendered: a copy kept for offline reading says how old it is. */
      renderedAt: Date.now(),
    },
    { headers },
  )
}

/**
 * A guest's page is the same for every guest, so a shared cache (a CDN, or the app server's own page
 * micro-cache) may keep it for a moment (ARCHITECTURE: public loaders let a CDN serve them); `Vary: Cookie`
 * keeps signed-in visitors, whose pages the loader marks `private, no-store`, out of that shared copy. The
 * times stay short because a page's countdown starts from the platform time it was rendered with: a copy
 * at most 1 s old (5 s while a CDN refreshes it) keeps the countdown within those seconds.
 */
const GUEST_PAGE_CACHE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=5'

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? GUEST_PAGE_CACHE,
  // The script (简体 / 繁體) follows the `lang` cookie, else the browser's languages (app/script.ts).
  Vary: 'Cookie, Accept-Language',
})

/** The guard runs on every page change, not only on the first load. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate

/** The browser bar's colour in dark mode: the dark page background. */
const DARK_THEME_COLOR = '#121316'

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const theme = data && isThemeName(data.theme) ? data.theme : 'theme1'
  const scheme = data?.colorScheme ?? 'system'
  return (
    <html lang={htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* The canvas, scrollbars and form controls follow the chosen scheme from the first paint. */}
        <meta name="color-scheme" content={scheme === 'system' ? 'light dark' : scheme} />
        {scheme === 'dark' ? (
          <meta name="theme-color" content={DARK_THEME_COLOR} />
        ) : scheme === 'light' ? (
          <meta name="theme-color" content={themeBrandColor[theme]} />
        ) : (
          <>
            <meta name="theme-color" content={themeBrandColor[theme]} media="(prefers-color-scheme: light)" />
            <meta name="theme-color" content={DARK_THEME_COLOR} media="(prefers-color-scheme: dark)" />
          </>
        )}
        <Meta />
        {data ? <link rel="preconnect" href={data.assetOrigin} /> : null}
        <Links />
      </head>
      <body className={themeSchemeClass[theme][scheme]}>
        <LinkProvider component={AppLink}>
          {/* A message flashed by the last request shows in the page itself, before (or without) its script. */}
          <ToastProvider initialMessage={data?.toast} initialDurationMs={data?.toastMs ?? FLASH_TOAST_MS}>
            {children}
          </ToastProvider>
        </LinkProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { navItems, toast, toastMs, signedIn, privateDomain, renderedAt } = useLoaderData<typeof loader>()
  // Marks the document once React has hydrated it: widgets that only work with JavaScript (a search over
  // a list kept in the page) are live from then on; end-to-end tests wait for it before using them.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useNativeChatLinks()
  usePageTransitions()
  const { pathname } = useLocation()
  // /macau-lottery and /recommend count as home (the theme's activePaths).
  const active = activeNavItem(navItems, pathname)
  return (
    <>
      <OfflineNotice renderedAt={renderedAt} />
      <div className={active ? styles.withNav : undefined}>
        <Outlet />
      </div>
      {active ? <AppBottomNav items={navItems} activeKey={active.key} signedIn={signedIn} /> : null}
      {/* Each root answer has its own renderedAt, and a flash is in one answer only. */}
      <FlashToast message={toast} id={renderedAt} durationMs={toastMs} />
      {signedIn ? (
        <Suspense fallback={null}>
          <PrivateMessageListener />
        </Suspense>
      ) : null}
      {privateDomain ? (
        <Suspense fallback={null}>
          <VipDomainNotice domain={privateDomain} delayMs={toast ? toastMs : 0} />
        </Suspense>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="页面不存在" message="您访问的页面不存在或已被移除。" />
  }
  // Input the app cannot read (`badInput` in input.server.ts): its own message, not a system error.
  if (isRouteErrorResponse(error) && error.status === 400) return <RouteErrorPage title="请求有误" />
  return <ErrorPage title="出错了" />
}
