import { rebateError } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { LinkForm } from '#app/components/agent/LinkForm.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import { agentRoute } from '#app/routeAccess.ts'
import { idParam, linkFormOf, noStore, requireAgent } from '#app/server/agent/agent.server.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { failureOf, invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'

export const access = agentRoute()

export const meta: MetaFunction = () => [{ title: '修改推广链接' }]

/** The form of one of the agent's links, filled with its values (404 for another agent's link). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, range } = await requireAgent(request)
  const id = idParam(params.id)
  let found: Awaited<ReturnType<typeof api.links>>
  try {
    found = await api.links({ id }, request.signal)
  } catch (error) {
    platformFailure(error)
  }
  const link = found.rows[0]
  invariantResponse(link, '推广链接不存在')
  return data(
    {
      range,
      link: {
        id: link.id,
        code: link.code,
        type: String(link.type),
        rebate: String(link.rebate),
        remark: link.remark,
      },
    },
    noStore,
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api, range } = await requireAgent(request)
  const id = idParam(params.id)
  const { values, input } = await linkFormOf(request)
  const refuse = (message: string) => data({ values, message, stamp: Date.now() }, { status: 400 })
  const problem = rebateError(values.rebate === '' ? Number.NaN : input.rebate, range)
  if (problem) return refuse(problem)
  try {
    await api.updateLink(id, input)
    return redirectWithToast(request, `/agent/link/${id}`, '操作成功!')
  } catch (error) {
    return refuse(failureOf(error).message)
  }
}

export default function UpdateLink() {
  const { range, link } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <>
      <NavBar title="修改推广链接" backHref={`/agent/link/${link.id}`} />
      <main className={wallet.page}>
        <section className={wallet.card} aria-labelledby="update-title">
          <h2 id="update-title" className={wallet.cardTitle}>
            推广码 {link.code}
          </h2>
          <LinkForm
            key={result?.stamp}
            range={range}
            values={result?.values ?? link}
            message={result?.message}
            submitLabel="保存修改"
          />
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="推广链接加载失败" />
}
