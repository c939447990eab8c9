import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { AuthShell } from '#app/components/auth/AuthShell.tsx'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { assetUrl, platformFor } from '#app/server/platform/platform.server.ts'

export const access = publicRoute()

/** The auth pages' shared shell: the company's logo (a missing company answer only hides it). */
export async function loader({ request }: LoaderFunctionArgs) {
  const company = await platformFor(request)
    .content.company()
    .catch(() => null)
  return {
    companyName: company?.name ?? '六合资讯',
    logoSrc: company ? assetUrl(company.regLogoUrl || company.logoUrl) : '',
  }
}

export default function AuthLayout() {
  const { companyName, logoSrc } = useLoaderData<typeof loader>()
  return (
    <AuthShell companyName={companyName} logoSrc={logoSrc}>
      <Outlet />
    </AuthShell>
  )
}

export function ErrorBoundary() {
  return <ErrorPage title="出错了" />
}
