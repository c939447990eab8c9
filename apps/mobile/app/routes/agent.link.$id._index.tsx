import { AgentLinkCard, Button, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useCopy } from '#app/components/agent/useCopy.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import { agentRoute } from '#app/routeAccess.ts'
import { idParam, linkView, noStore, requireAgent } from '#app/server/agent/agent.server.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { failureOf, invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'
import { qrDataUrl } from '#app/server/wallet/qr.server.ts'

export const access = agentRoute()

export const meta: MetaFunction = () => [{ title: '推广链接' }]

/** One of the agent's links with its QR code (made on the server) and 复制 buttons; 404 for anyone else's. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAgent(request)
  const id = idParam(params.id)
  let found: Awaited<ReturnType<typeof api.links>>
  try {
    found = await api.links({ id }, request.signal)
  } catch (error) {
    platformFailure(error)
  }
  const link = found.rows[0]
  invariantResponse(link, '推广链接不存在')
  const view = linkView(link, request)
  // ?remove=1 asks to confirm the removal (a second step that needs no script).
  const confirmRemove = new URL(request.url).searchParams.get('remove') === '1'
  return data({ link: view, qr: await qrDataUrl(view.link), confirmRemove }, noStore)
}

/** 删除链接: removes the link, then back to the agent home. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireAgent(request)
  const id = idParam(params.id)
  try {
    await api.removeLink(id)
    return redirectWithToast(request, '/agent', '推广链接已删除')
  } catch (error) {
    return data({ message: failureOf(error).message, stamp: Date.now() }, { status: 400 })
  }
}

export default function AgentLinkPage() {
  const { link, qr, confirmRemove } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const copy = useCopy()
  return (
    <>
      <NavBar title="推广链接" backHref="/agent" />
      <main className={wallet.page}>
        <AgentLinkCard
          code={link.code}
          link={link.link}
          typeName={link.typeName}
          rebate={link.rebate}
          remark={link.remark}
          registCount={link.registCount}
          createdAt={link.createdAt}
          qrSrc={qr}
          onCopy={copy}
        />
        <p className={wallet.note}>
          好友扫描二维码或打开链接注册，即成为您的下级{link.type === 1 ? '代理' : '会员'}。
        </p>
        <div className={wallet.actions}>
          <Button href={`/agent/link/${link.id}/update`} size="lg" fullWidth>
            修改链接
          </Button>
          {confirmRemove ? (
            <section className={wallet.card} aria-labelledby="remove-title">
              <h2 id="remove-title" className={wallet.cardTitle}>
                确认删除该推广链接？
              </h2>
              <p className={wallet.note}>删除后该推广码将无法再用于注册，已注册的下级不受影响。</p>
              <Form method="post" className={wallet.actions}>
                <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
                  确认删除
                </Button>
                <Button href={`/agent/link/${link.id}`} variant="ghost" fullWidth>
                  取消
                </Button>
              </Form>
            </section>
          ) : (
            <Button href={`/agent/link/${link.id}?remove=1`} variant="ghost" fullWidth>
              删除链接
            </Button>
          )}
          {result ? (
            <p role="alert" className={wallet.fieldError}>
              {result.message}
            </p>
          ) : null}
        </div>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="推广链接加载失败" />
}
