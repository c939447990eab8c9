import { afterLoginTarget, fundPasswordChangeError } from '@liuhe/domain'
import { Button, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { FundPasswordField } from '#app/components/wallet/PasswordField.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readForm } from '#app/server/request/input.server.ts'

export const access = memberRoute({ action: 'withdraw' })

export const meta: MetaFunction = () => [{ title: '取款密码' }]

/** Toast once the password is saved (docs/product.md, "Wallet pages"). */
const SAVED = '操作成功!'

/** Where to go once the password is set: the page that sent the member here (one of ours), else withdraw. */
function nextPage(request: Request, given?: string | null): string {
  const wanted = given ?? new URL(request.url).searchParams.get('redirectTo')
  return wanted ? afterLoginTarget(wanted) : '/withdraw-money'
}

export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  return data(
    {
      hasPassword: state.profile?.extInfo?.fundPwd ?? false,
      redirectTo: nextPage(request),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const formSchema = z.object({
  oldFundPwd: z.string().max(32).optional().catch(undefined),
  fundPwd: z.string().max(32).catch(''),
  confirmFundPwd: z.string().max(32).catch(''),
  redirectTo: z.string().max(200).optional().catch(undefined),
})

export async function action({ request }: ActionFunctionArgs) {
  const state = await requireViewer(request)
  const form = await readForm(request, formSchema)
  const hasPassword = state.profile?.extInfo?.fundPwd ?? false
  const refuse = (message: string) => data({ message, stamp: Date.now() }, { status: 400 })
  const problem = fundPasswordChangeError({ hasPassword, ...form })
  if (problem) return refuse(problem)
  try {
    await platformFor(request, state.token).account.updateFundPassword({
      oldFundPwd: hasPassword ? form.oldFundPwd : undefined,
      fundPwd: form.fundPwd,
      confirmFundPwd: form.confirmFundPwd,
    })
    return redirectWithToast(request, nextPage(request, form.redirectTo), SAVED)
  } catch (error) {
    return refuse(failureOf(error).message)
  }
}

export default function PasswordWithdrawMoney() {
  const { hasPassword, redirectTo } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <>
      <NavBar title={hasPassword ? '修改取款密码' : '设置取款密码'} backHref="/withdraw-money" />
      <main className={styles.page}>
        <section className={styles.card}>
          <Form method="post" className={styles.form} noValidate>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <p className={styles.note}>取款密码为4位数字，用于提现和绑定银行卡时验证身份。</p>
            {hasPassword ? (
              <FundPasswordField id="old-fund-pwd" name="oldFundPwd" label="原取款密码" />
            ) : null}
            <FundPasswordField id="fund-pwd" name="fundPwd" label={hasPassword ? '新取款密码' : '取款密码'} />
            <FundPasswordField
              id="confirm-fund-pwd"
              name="confirmFundPwd"
              label="确认取款密码"
              placeholder="请再次输入取款密码"
            />
            {result ? (
              <p role="alert" className={styles.fieldError}>
                {result.message}
              </p>
            ) : null}
            <Button type="submit" size="lg" fullWidth loading={navigation.state === 'submitting'}>
              确定
            </Button>
          </Form>
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="取款密码加载失败" />
}
