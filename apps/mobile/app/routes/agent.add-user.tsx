import { errorCodes, isApiError } from '@liuhe/api'
import { rebateError, subUserAccountError } from '@liuhe/domain'
import { Button, NavBar, RebateSlider } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import * as styles from '#app/components/agent/agent.css.ts'
import { PasswordField } from '#app/components/auth/PasswordField.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import { agentRoute } from '#app/routeAccess.ts'
import { noStore, requireAgent } from '#app/server/agent/agent.server.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readForm } from '#app/server/request/input.server.ts'

export const access = agentRoute()

export const meta: MetaFunction = () => [{ title: '下级开户' }]

/** Toast once the account is opened. */
const OPENED = '开户成功'

/** The form to open an account under the agent: account, password, type and rebate. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { range } = await requireAgent(request)
  return data({ range }, noStore)
}

const formSchema = z.object({
  account: z.string().max(32).catch(''),
  password: z.string().max(64).catch(''),
  type: z.enum(['0', '1']).catch('0'),
  rebate: z.string().max(10).catch(''),
})

export async function action({ request }: ActionFunctionArgs) {
  const { api, range } = await requireAgent(request)
  const form = await readForm(request, formSchema)
  // The password is never sent back to the page.
  const values = { account: form.account.trim(), type: form.type, rebate: form.rebate }
  const refuse = (message: string, field: 'account' | 'password' | 'rebate' | null) =>
    data({ values, message, field, stamp: Date.now() }, { status: 400 })
  const rebate = Number(form.rebate)
  const problem = subUserAccountError(values.account, form.password)
  if (problem) return refuse(problem, problem.startsWith('用户名') ? 'account' : 'password')
  const rebateProblem = rebateError(form.rebate === '' ? Number.NaN : rebate, range)
  if (rebateProblem) return refuse(rebateProblem, 'rebate')
  try {
    await api.addSubUser({
      account: values.account,
      password: form.password,
      type: Number(form.type) as 0 | 1,
      rebate,
    })
    return redirectWithToast(
      request,
      `/agent/user-list?account=${encodeURIComponent(values.account)}`,
      OPENED,
    )
  } catch (error) {
    const field = isApiError(error, errorCodes.accountIsExist) ? 'account' : null
    return refuse(failureOf(error).message, field)
  }
}

export default function AddUser() {
  const { range } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const typed = result?.values
  const errorOf = (field: string) => (result?.field === field ? result.message : null)
  return (
    <>
      <NavBar title="下级开户" backHref="/agent" />
      <main className={wallet.page}>
        <section className={wallet.card} aria-labelledby="add-title">
          <h2 id="add-title" className={wallet.cardTitle}>
            为下级开通账户
          </h2>
          <Form method="post" className={wallet.form} noValidate key={result?.stamp}>
            <div className={wallet.field}>
              <label className={wallet.label} htmlFor="sub-account">
                用户名
              </label>
              <input
                id="sub-account"
                className={wallet.input}
                name="account"
                maxLength={15}
                autoComplete="off"
                autoCapitalize="off"
                placeholder="字母开头的6-15位字母或数字"
                defaultValue={typed?.account}
                aria-invalid={errorOf('account') ? true : undefined}
                aria-describedby={errorOf('account') ? 'sub-account-error' : undefined}
              />
              {errorOf('account') ? (
                <p id="sub-account-error" className={wallet.fieldError}>
                  {errorOf('account')}
                </p>
              ) : null}
            </div>
            <PasswordField
              label="登录密码"
              name="password"
              autoComplete="new-password"
              placeholder="8-25位，含大小写字母和数字"
              error={errorOf('password')}
            />
            <fieldset className={styles.choices}>
              <legend className={wallet.label}>开户类型</legend>
              <label className={styles.choice}>
                <input type="radio" name="type" value="0" defaultChecked={typed?.type !== '1'} />
                会员
              </label>
              <label className={styles.choice}>
                <input type="radio" name="type" value="1" defaultChecked={typed?.type === '1'} />
                代理
              </label>
            </fieldset>
            <RebateSlider
              name="rebate"
              min={range[0]}
              max={range[1]}
              defaultValue={
                typed?.rebate && Number.isFinite(Number(typed.rebate)) ? Number(typed.rebate) : range[1]
              }
              error={errorOf('rebate')}
            />
            {result && result.field === null ? (
              <p role="alert" className={wallet.fieldError}>
                {result.message}
              </p>
            ) : null}
            <Button type="submit" size="lg" fullWidth loading={navigation.state === 'submitting'}>
              确认开户
            </Button>
          </Form>
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="下级开户加载失败" />
}
