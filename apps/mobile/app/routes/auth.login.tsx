import { errorCodes, isApiError } from '@liuhe/api'
import {
  afterLoginTarget,
  failureTexts,
  isLoginDisabled,
  RATE_LIMITED_MESSAGE,
  themeFeatures,
  usesPopupCaptcha,
  validateLogin,
} from '@liuhe/domain'
import { Button, ConfirmDialog, visuallyHidden } from '@liuhe/ui'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { z } from 'zod'
import * as styles from '#app/components/auth/auth.css.ts'
import { CaptchaField } from '#app/components/auth/CaptchaField.tsx'
import { captchaImageUrl } from '#app/components/auth/captchaImage.ts'
import { CUSTOMER_SERVICE_PATH } from '#app/components/auth/links.ts'
import { PasswordField } from '#app/components/auth/PasswordField.tsx'
import { PopupCaptcha } from '#app/components/auth/PopupCaptcha.tsx'
import { TextField } from '#app/components/auth/TextField.tsx'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { useHydrated } from '#app/hooks/useHydrated.ts'
import { useTypedFields } from '#app/hooks/useTypedFields.ts'
import { useNativeAuth } from '#app/native/useNativeAuth.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { captchaKeyFor } from '#app/server/auth/captcha.server.ts'
import { nativeSignIn } from '#app/server/auth/nativeSignIn.server.ts'
import { getAccessToken, signIn } from '#app/server/auth/session.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readForm } from '#app/server/request/input.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '登录' }]

/** Toast after a successful login. */
const LOGIN_SUCCESS = '登录成功!'

const formSchema = z.object({
  intent: z.enum(['login', 'trial', 'native']).catch('login'),
  /** The token the native shell's login gave (intent `native`). */
  token: z.string().catch(''),
  account: z.string().catch(''),
  password: z.string().catch(''),
  valiCode: z.string().optional().catch(undefined),
  /** The popup captcha's ticket (captcha style 3). */
  captchaTicket: z.string().max(64).optional().catch(undefined),
  remember: z.string().optional().catch(undefined),
  redirectTo: z.string().optional().catch(undefined),
})

/** Which captcha the login form needs: none, the image code, or the popup (slider) captcha of style 3. */
async function captchaMode(request: Request): Promise<'none' | 'image' | 'popup'> {
  const api = platformFor(request)
  const [limit, config] = await Promise.all([api.auth.loginLimit(), api.content.config()])
  if (limit.vCode !== 1) return 'none'
  return usesPopupCaptcha(config.sys_config.vcode_style) ? 'popup' : 'image'
}

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo') ?? ''
  if (await getAccessToken(request)) throw redirect(afterLoginTarget(redirectTo))
  const mode = await captchaMode(request)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (mode !== 'none') {
    const { setCookie } = await captchaKeyFor(request, 'login')
    if (setCookie) headers.append('Set-Cookie', setCookie)
  }
  return data(
    {
      redirectTo,
      captchaSrc: mode === 'image' ? captchaImageUrl('login') : null,
      popupCaptcha: mode === 'popup',
      // Where the reset-password dialog leads: the theme's own page when it has one, else customer service.
      hasResetPage: themeFeatures[env.THEME].resetPasswordPage,
    },
    { headers },
  )
}

type LoginField = 'account' | 'password' | 'valiCode'

function failure(
  values: { account: string; remember: boolean },
  message: string,
  options: { field?: LoginField; resetPassword?: boolean; status?: number } = {},
) {
  return data(
    {
      values,
      field: options.field ?? null,
      message,
      resetPassword: options.resetPassword ?? false,
      stamp: Date.now(),
    },
    { status: options.status ?? 400 },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request, formSchema)
  const api = platformFor(request)
  const values = { account: form.account, remember: form.remember === 'on' }

  if (form.intent === 'native') {
    const cookie = await nativeSignIn(request, form.token, {
      toast: LOGIN_SUCCESS,
      remember: values.remember,
    })
    if (!cookie) return failure(values, failureTexts.system)
    return redirect(afterLoginTarget(form.redirectTo), { headers: { 'Set-Cookie': cookie } })
  }

  if (form.intent === 'trial') {
    try {
      const session = await api.auth.registerTrial()
      const cookie = await signIn(request, session.token, {
        rebateRatio: session.rebateRatio,
        toast: LOGIN_SUCCESS,
      })
      return redirect('/profile', { headers: { 'Set-Cookie': cookie } })
    } catch (error) {
      if (isApiError(error) && error.isRateLimited)
        return failure(values, RATE_LIMITED_MESSAGE, { status: 429 })
      return failure(values, failureOf(error).message)
    }
  }

  const mode = await captchaMode(request)
  const checked = validateLogin(
    { account: form.account, password: form.password, valiCode: form.valiCode, remember: values.remember },
    { captchaRequired: mode === 'image' },
  )
  if (!checked.ok) {
    return failure(values, checked.message ?? '请输入用户名和密码', { field: checked.field })
  }
  try {
    const { key } = mode !== 'none' ? await captchaKeyFor(request, 'login') : { key: undefined }
    const captchaTicket = mode === 'popup' ? form.captchaTicket : undefined
    const session = await api.auth.login({ ...checked.data, captchaKey: key, captchaTicket })
    const cookie = await signIn(request, session.token, {
      rebateRatio: session.rebateRatio,
      remember: checked.data.remember,
      toast: LOGIN_SUCCESS,
    })
    return redirect(afterLoginTarget(form.redirectTo), { headers: { 'Set-Cookie': cookie } })
  } catch (error) {
    if (!isApiError(error) || error.isUnreachable)
      return failure(values, failureOf(error).message, { status: 502 })
    if (error.isRateLimited) return failure(values, RATE_LIMITED_MESSAGE, { status: 429 })
    if (error.code === errorCodes.resetPassword)
      return failure(values, error.message, { resetPassword: true })
    const field = error.code === errorCodes.vCodeError ? 'valiCode' : undefined
    return failure(values, error.message, { field })
  }
}

export default function Login() {
  const { redirectTo, captchaSrc, popupCaptcha, hasResetPage } = useLoaderData<typeof loader>()
  const [captchaOpen, setCaptchaOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const ticketRef = useRef<HTMLInputElement>(null)
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [typed, onTyped] = useTypedFields(formRef)
  const [resetOpen, setResetOpen] = useState(false)
  const native = useNativeAuth()
  const posted = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  // A login through the native shell shows on the login button while the shell answers and while it posts.
  const submittingIntent = native.pending || posted === 'native' ? 'login' : posted
  useEffect(() => {
    if (result?.resetPassword) setResetOpen(true)
  }, [result])

  // Before hydration the button stays enabled so the form works without JavaScript.
  const disabled =
    hydrated &&
    isLoginDisabled(
      { account: typed.account ?? '', password: typed.password ?? '' },
      { loading: false, submitting: submittingIntent === 'login' },
    )
  return (
    <>
      <Form
        method="post"
        className={styles.form}
        // Our own checks and messages (验证码不正确, …), not the browser's "Please fill out this field".
        noValidate
        ref={formRef}
        onSubmit={(event) => {
          // Style 3: the popup captcha first (its success submits again, with its ticket).
          if (popupCaptcha && hydrated && !ticketRef.current?.value) {
            event.preventDefault()
            const form = new FormData(event.currentTarget)
            const checked = validateLogin(
              { account: String(form.get('account') ?? ''), password: String(form.get('password') ?? '') },
              { captchaRequired: false },
            )
            if (checked.ok) setCaptchaOpen(true)
            return
          }
          native.intercept(event, 'login', (form) => {
            const text = (name: string) => String(form.get(name) ?? '')
            const checked = validateLogin(
              {
                account: text('account'),
                password: text('password'),
                valiCode: form.has('valiCode') ? text('valiCode') : undefined,
                remember: form.get('remember') === 'on',
              },
              { captchaRequired: captchaSrc !== null },
            )
            if (!checked.ok) return { message: checked.message ?? '请输入用户名和密码' }
            const { account, password, valiCode } = checked.data
            return {
              payload: { account, password, valiCode },
              extra: { redirectTo, ...(checked.data.remember ? { remember: 'on' } : {}) },
            }
          })
        }}
        onChange={onTyped}
      >
        <h1 className={visuallyHidden}>登录</h1>
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {popupCaptcha ? <input ref={ticketRef} type="hidden" name="captchaTicket" defaultValue="" /> : null}
        <TextField
          label="用户名"
          name="account"
          placeholder="请输入用户名"
          autoComplete="username"
          autoCapitalize="off"
          defaultValue={result?.values.account}
          required
        />
        <PasswordField
          label="密码"
          name="password"
          placeholder="请输入密码"
          autoComplete="current-password"
          required
        />
        {captchaSrc ? (
          <CaptchaField
            name="valiCode"
            src={result ? captchaImageUrl('login', result.stamp) : captchaSrc}
            error={result?.field === 'valiCode' ? result.message : null}
          />
        ) : null}
        <div className={styles.options}>
          <label className={styles.checkbox}>
            <input type="checkbox" name="remember" defaultChecked={result?.values.remember ?? true} />
            记住密码
          </label>
          <a className={styles.link} href={CUSTOMER_SERVICE_PATH}>
            忘记密码？
          </a>
        </div>
        {result && result.field !== 'valiCode' && (!result.resetPassword || !hydrated) ? (
          <ActionMessage message={result.message} stamp={result.stamp} />
        ) : null}
        <Button type="submit" fullWidth size="lg" disabled={disabled} loading={submittingIntent === 'login'}>
          登录
        </Button>
      </Form>
      <Form method="post" className={styles.secondaryForm}>
        <input type="hidden" name="intent" value="trial" />
        <Button type="submit" variant="secondary" fullWidth size="lg" loading={submittingIntent === 'trial'}>
          随便逛逛
        </Button>
      </Form>
      {popupCaptcha ? (
        <PopupCaptcha
          open={captchaOpen}
          onOpenChange={setCaptchaOpen}
          onPassed={(ticket) => {
            // The captcha's success logs in: the form goes again with the ticket (used once).
            if (!ticketRef.current || !formRef.current) return
            ticketRef.current.value = ticket
            formRef.current.requestSubmit()
            ticketRef.current.value = ''
          }}
        />
      ) : null}
      <ConfirmDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        title="温馨提示"
        message={result?.resetPassword ? result.message : ''}
        confirmLabel={hasResetPage ? '重置密码' : '联系客服'}
        onConfirm={() =>
          navigate(
            hasResetPage
              ? `/reset-password?account=${encodeURIComponent(result?.values.account ?? '')}`
              : CUSTOMER_SERVICE_PATH,
          )
        }
      />
    </>
  )
}

export function ErrorBoundary() {
  return <ErrorPage title="登录页加载失败" />
}
