import { errorCodes, isApiError } from '@liuhe/api'
import { passwordChangeError } from '@liuhe/domain'
import { Button, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  Form,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from '@remix-run/react'
import { z } from 'zod'
import * as styles from '#app/components/account/account.css.ts'
import { CaptchaField } from '#app/components/auth/CaptchaField.tsx'
import { captchaImageUrl } from '#app/components/auth/captchaImage.ts'
import { PasswordChangeFields } from '#app/components/auth/PasswordChangeFields.tsx'
import { TextField } from '#app/components/auth/TextField.tsx'
import { ErrorPage, RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { isRouteOfTheme, publicRoute } from '#app/routeAccess.ts'
import { captchaKeyFor } from '#app/server/auth/captcha.server.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf, invariantResponse } from '#app/server/request/errors.server.ts'
import { readForm } from '#app/server/request/input.server.ts'

export const access = publicRoute({ themes: ['theme2'] })

const TITLE = '重置密码'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The page exists in the themes its declaration names (theme2); elsewhere it is not found. */
function requireResetPage() {
  invariantResponse(isRouteOfTheme(access, env.THEME), '页面不存在')
}

async function captchaRequired(request: Request): Promise<boolean> {
  return (await platformFor(request).auth.loginLimit()).vCode === 1
}

export async function loader({ request }: LoaderFunctionArgs) {
  requireResetPage()
  const account = new URL(request.url).searchParams.get('account') ?? ''
  const needsCaptcha = await captchaRequired(request)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (needsCaptcha) {
    const { setCookie } = await captchaKeyFor(request, 'login')
    if (setCookie) headers.append('Set-Cookie', setCookie)
  }
  return data(
    { account: account.slice(0, 64), captchaSrc: needsCaptcha ? captchaImageUrl('login') : null },
    { headers },
  )
}

const formSchema = z.object({
  account: z.string().catch(''),
  oldPassword: z.string().catch(''),
  newPassword: z.string().catch(''),
  confirmPassword: z.string().catch(''),
  valiCode: z.string().optional().catch(undefined),
})

function failure(account: string, message: string, field: 'valiCode' | null = null, status = 400) {
  return data({ account, message, field, stamp: Date.now() }, { status })
}

/**
 * Sets a new login password by account and current password (the register rules, checked first), for an
 * account whose login answers UC/RESET_PASSWORD; the platform signs every device out, so the user logs in
 * again with the new password.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireResetPage()
  const form = await readForm(request, formSchema)
  const account = form.account.trim()
  if (!account) return failure(form.account, '请输入用户名')
  const problem = passwordChangeError({ ...form, account })
  if (problem) return failure(form.account, problem)
  const needsCaptcha = await captchaRequired(request)
  if (needsCaptcha && !form.valiCode?.trim()) return failure(form.account, '请输入验证码', 'valiCode')
  try {
    const { key } = needsCaptcha ? await captchaKeyFor(request, 'login') : { key: undefined }
    await platformFor(request).auth.resetPassword({ ...form, account, captchaKey: key })
  } catch (error) {
    if (isApiError(error, errorCodes.vCodeError)) return failure(form.account, error.message, 'valiCode')
    const { message, status } = failureOf(error, { refused: 400 })
    return failure(form.account, message, null, status)
  }
  return redirectWithToast(request, '/auth/login', '密码重置成功，请使用新密码登录')
}

export default function ResetPassword() {
  const { account, captchaSrc } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const saving = useNavigation().state === 'submitting'
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/auth/login" />
      <main className={styles.main}>
        <Form method="post" className={styles.form} noValidate>
          <h1 className={styles.cardTitle}>{TITLE}</h1>
          <TextField
            label="用户名"
            name="account"
            placeholder="请输入用户名"
            autoComplete="username"
            autoCapitalize="off"
            defaultValue={result?.account ?? account}
            required
          />
          <PasswordChangeFields />
          {captchaSrc ? (
            <CaptchaField
              name="valiCode"
              src={result ? captchaImageUrl('login', result.stamp) : captchaSrc}
              error={result?.field === 'valiCode' ? result.message : null}
            />
          ) : null}
          <p className={styles.rewardMeta}>
            密码须为8-20位，包含大写字母、小写字母和数字。重置成功后，所有设备上的登录将自动退出。
          </p>
          {result && !result.field ? <ActionMessage message={result.message} stamp={result.stamp} /> : null}
          <Button type="submit" fullWidth size="lg" loading={saving}>
            确认重置
          </Button>
        </Form>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  // A theme without the page (`themeFeatures`) answers 404.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="页面不存在" message="您访问的页面不存在或已被移除。" />
  }
  return <RouteErrorPage title="重置密码加载失败" />
}
