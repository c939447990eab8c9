import { isThemeName, themeClass } from '@liuhe/ui'
import uiStyles from '@liuhe/ui/styles.css?url'
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { ErrorPage } from './components/ErrorPage'
import { env } from './env.server'
import './root.css'
import './styles/global.css'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: uiStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader(_args: LoaderFunctionArgs) {
  return { theme: env.THEME, companyCode: env.COMPANY_CODE }
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const theme = data && isThemeName(data.theme) ? data.theme : 'theme1'
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#d6202a" />
        <Meta />
        <Links />
      </head>
      <body className={themeClass[theme]}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="页面不存在" message="您访问的页面不存在或已被移除。" />
  }
  return <ErrorPage title="出错了" message="系统错误。请再试一次" />
}
