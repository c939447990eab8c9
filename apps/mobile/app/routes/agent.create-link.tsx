import { rebateError } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { LinkForm } from '#app/components/agent/LinkForm.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import { agentRoute } from '#app/routeAccess.ts'
import { linkFormOf, noStore, requireAgent } from '#app/server/agent/agent.server.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'

export const access = agentRoute()

export const meta: MetaFunction = () => [{ title: '生成推广链接' }]

/** The form of a new registration link. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { range } = await requireAgent(request)
  return data({ range }, noStore)
}

export async function action({ request }: ActionFunctionArgs) {
  const { api, range } = await requireAgent(request)
  const { values, input } = await linkFormOf(request)
  const refuse = (message: string) => data({ values, message, stamp: Date.now() }, { status: 400 })
  const problem = rebateError(values.rebate === '' ? Number.NaN : input.rebate, range)
  if (problem) return refuse(problem)
  try {
    const link = await api.createLink(input)
    return redirectWithToast(request, `/agent/link/${link.id}`, '推广链接已生成')
  } catch (error) {
    return refuse(failureOf(error).message)
  }
}

export default function CreateLink() {
  const { range } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <>
      <NavBar title="生成推广链接" backHref="/agent" />
      <main className={wallet.page}>
        <section className={wallet.card} aria-labelledby="create-title">
          <h2 id="create-title" className={wallet.cardTitle}>
            新的推广链接
          </h2>
          <LinkForm
            key={result?.stamp}
            range={range}
            values={result?.values ?? { type: '0', rebate: String(range[1]), remark: '' }}
            message={result?.message}
            submitLabel="生成链接"
          />
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="生成推广链接加载失败" />
}
