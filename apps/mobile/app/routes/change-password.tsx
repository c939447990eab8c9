import { isApiError, walletErrorCodes } from '@liuhe/api'
import { passwordChangeError } from '@liuhe/domain'
import { Button, NavBar } from '@liuhe/ui'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import * as styles from '#app/components/account/account.css.ts'
import { PasswordChangeFields } from '#app/components/auth/PasswordChangeFields.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { redirectWithToast, renewSignIn } from '#app/server/auth/session.server.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readForm } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const TITLE = '修改登录密码'

export const meta: MetaFunction = () => [{ title: TITLE }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request)
  return data(null, { headers: { 'Cache-Control': 'private, no-store' } })
}

const formSchema = z.object({
  oldPassword: z.string().catch(''),
  newPassword: z.string().catch(''),
  confirmPassword: z.string().catch(''),
})

type Field = keyof z.infer<typeof formSchema>

/** Which field a refusal of the password rules is about, to show it there. */
function fieldOf(change: z.infer<typeof formSchema>, account: string): Field | null {
  if (change.oldPassword === '') return 'oldPassword'
  const onlyNew = passwordChangeError({ ...change, account, confirmPassword: change.newPassword })
  if (onlyNew) return 'newPassword'
  return 'confirmPassword'
}

const PASSWORD_CHANGED = '密码修改成功，其他设备已退出登录'

function failure(message: string, field: Field | null, status = 400) {
  return data({ message, field, stamp: Date.now() }, { status })
}

/**
 * Changes the login password (the register rules, checked first); the platform ends the account's other
 * sessions and gives this one a new token, stored in a new cookie. Passwords are never sent back to the page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const state = await requireViewer(request)
  const change = await readForm(request, formSchema)
  const account = state.profile?.userInfo.account ?? ''
  const problem = passwordChangeError({ ...change, account })
  if (problem) return failure(problem, fieldOf(change, account))
  let renewed: string | undefined
  try {
    renewed = (await platformFor(request, state.token).account.updatePassword(change)).token
  } catch (error) {
    if (isApiError(error, walletErrorCodes.passwordError)) return failure(error.message, 'oldPassword')
    const { message, status } = failureOf(error, { refused: 400 })
    return failure(message, null, status)
  }
  // The platform replaced this session's token too: the new one goes into a new cookie.
  if (renewed) {
    const cookie = await renewSignIn(request, renewed, PASSWORD_CHANGED)
    return redirect('/security-center', { headers: { 'Set-Cookie': cookie } })
  }
  return redirectWithToast(request, '/security-center', PASSWORD_CHANGED)
}

export default function ChangePassword() {
  const result = useActionData<typeof action>()
  const saving = useNavigation().state === 'submitting'
  const errorOf = (field: Field) => (result?.field === field ? result.message : null)
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/security-center" />
      <main className={styles.main}>
        <Form method="post" className={styles.form} noValidate>
          <h1 className={styles.cardTitle}>{TITLE}</h1>
          <PasswordChangeFields errorOf={errorOf} />
          <p className={styles.rewardMeta}>
            密码须为8-20位，包含大写字母、小写字母和数字。修改成功后，其他设备上的登录将自动退出。
          </p>
          {result && !result.field ? <ActionMessage message={result.message} stamp={result.stamp} /> : null}
          <Button type="submit" fullWidth size="lg" loading={saving}>
            确认修改
          </Button>
        </Form>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="修改密码加载失败" />
}
