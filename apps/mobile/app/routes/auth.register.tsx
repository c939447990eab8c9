import { errorCodes, isApiError, type RegisterLimit } from '@liuhe/api'
import {
  configurableRegisterFields,
  failureTexts,
  formatDate,
  isLinkCode,
  isRegisterBlocked,
  RATE_LIMITED_MESSAGE,
  type RegisterField,
  type RegisterLimitConfig,
  registerFieldNames,
  registerFields,
  validateRegister,
} from '@liuhe/domain'
import { Button, visuallyHidden } from '@liuhe/ui'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useRef } from 'react'
import * as styles from '#app/components/auth/auth.css.ts'
import { CaptchaField } from '#app/components/auth/CaptchaField.tsx'
import { captchaImageUrl } from '#app/components/auth/captchaImage.ts'
import { PasswordField } from '#app/components/auth/PasswordField.tsx'
import { TextField } from '#app/components/auth/TextField.tsx'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { useHydrated } from '#app/hooks/useHydrated.ts'
import { useTypedFields } from '#app/hooks/useTypedFields.ts'
import { useNativeAuth } from '#app/native/useNativeAuth.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { captchaKeyFor } from '#app/server/auth/captcha.server.ts'
import { nativeSignIn } from '#app/server/auth/nativeSignIn.server.ts'
import { getAccessToken, getSession, signIn } from '#app/server/auth/session.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '注册' }]

const REGISTER_SUCCESS = '注册成功!'
const CONFIG_CHANGED = '操作超时！请再试试'

/** Fields the register-limit config switches (0 hidden, 1 required, 2 optional). */
const configurable = configurableRegisterFields

/** How one field shows under the config. */
type FieldMode = 'required' | 'optional' | 'hidden'

function modeOf(field: RegisterField, limit: RegisterLimit): FieldMode {
  if (field === 'account' || field === 'password' || field === 'password_confirmation') return 'required'
  if (field === 'vCode') return limit.vCode === 1 ? 'required' : 'hidden'
  const flag = limit[field]
  return flag === 1 ? 'required' : flag === 2 ? 'optional' : 'hidden'
}

/** The domain's config for these values: an optional field counts once the user filled it in. */
function validationConfig(limit: RegisterLimit, values: Record<string, string>): RegisterLimitConfig {
  const config: RegisterLimitConfig = { vCode: limit.vCode }
  for (const field of configurable) {
    const flag = limit[field]
    config[field] = flag === 1 || (flag === 2 && (values[field] ?? '').trim() !== '') ? 1 : 0
  }
  return config
}

/** Today in China (birthdays cannot be later). */
const today = () => formatDate(Date.now(), 'YYYY-MM-DD')

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAccessToken(request)) throw redirect('/profile')
  const limit = await platformFor(request).auth.registerLimit()
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (limit.vCode === 1) {
    const { setCookie } = await captchaKeyFor(request, 'reg')
    if (setCookie) headers.append('Set-Cookie', setCookie)
  }
  // The agent's promotion code: ?code on this page, or the one the home page was opened with.
  const code =
    new URL(request.url).searchParams.get('code') ?? (await getSession(request)).get('intrCode') ?? ''
  // A registration link's code shows the promotion-code field even when the config hides it.
  // Who the code belongs to, shown above the form (docs/product.md, Agent area); an unknown code is left
  // for the register call to refuse.
  const referrer = isLinkCode(code)
    ? await platformFor(request)
        .agent.linkInfo(code, request.signal)
        .catch(() => null)
    : null
  const fields = registerFields
    .map((field) => {
      const mode = modeOf(field.name, limit)
      return { ...field, mode: field.name === 'intrCode' && code && mode === 'hidden' ? 'optional' : mode }
    })
    .filter((field) => field.mode !== 'hidden' && field.name !== 'vCode')
  return data(
    {
      version: limit.version,
      fields,
      captchaSrc: limit.vCode === 1 ? captchaImageUrl('reg') : null,
      intrCode: code.slice(0, 32),
      referrer: referrer && { account: referrer.agentAccount, typeName: referrer.typeName },
      bonus: limit.sendMenoy,
      accountHint: limit.userAccountMessage,
      wechatPlaceholder: limit.wechatPlaceholder,
      today: today(),
      /** Required fields only: what blocks the button while empty. */
      blockingConfig: validationConfig(limit, {}),
    },
    { headers },
  )
}

function failure(
  values: Record<string, string>,
  message: string,
  field: RegisterField | null,
  status = 400,
  /** Every failing field's message (the form's own check); the platform's refusals name one field. */
  errors: Partial<Record<RegisterField, string>> = field ? { [field]: message } : {},
) {
  // The captcha is cleared after a failure; everything else stays as typed.
  const { vCode: _cleared, ...kept } = values
  return data({ values: kept, field, message, errors, stamp: Date.now() }, { status })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const values: Record<string, string> = {}
  for (const name of registerFieldNames) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value
  }
  if (form.get('intent') === 'native') {
    const token = form.get('token')
    const cookie = await nativeSignIn(request, typeof token === 'string' ? token : '', {
      toast: REGISTER_SUCCESS,
    })
    if (!cookie) return failure(values, failureTexts.system, null)
    return redirect('/profile', { headers: { 'Set-Cookie': cookie } })
  }
  const api = platformFor(request)
  const limit = await api.auth.registerLimit()
  if (form.get('version') !== limit.version) return failure(values, CONFIG_CHANGED, null)

  const checked = validateRegister(values, validationConfig(limit, values), Date.now())
  if (!checked.ok) return failure(values, checked.message, checked.field, 400, checked.errors)
  const { password, password_confirmation, ...fields } = checked.data
  // The code of a registration link goes along even when the config hides the field (the platform looks it up).
  const intrCode = fields.intrCode ?? values.intrCode?.trim()
  if (intrCode) fields.intrCode = intrCode.slice(0, 32)
  try {
    const { key } = limit.vCode === 1 ? await captchaKeyFor(request, 'reg') : { key: undefined }
    const session = await api.auth.register({
      ...fields,
      account: fields.account ?? '',
      password: password ?? '',
      confirmPassword: password_confirmation ?? '',
      version: limit.version,
      captchaKey: key,
    })
    const cookie = await signIn(request, session.token, {
      rebateRatio: session.rebateRatio,
      toast: REGISTER_SUCCESS,
    })
    return redirect('/profile', { headers: { 'Set-Cookie': cookie } })
  } catch (error) {
    if (!isApiError(error) || error.isUnreachable) return failure(values, failureOf(error).message, null, 502)
    if (error.isRateLimited) return failure(values, RATE_LIMITED_MESSAGE, null, 429)
    if (error.code === errorCodes.configChanged) return failure(values, CONFIG_CHANGED, null)
    if (error.code === errorCodes.vCodeError) return failure(values, error.message, 'vCode')
    if (error.code === errorCodes.intrCodeNotExist) return failure(values, error.message, 'intrCode')
    return failure(values, error.message, null)
  }
}

const inputProps: Partial<Record<RegisterField, Record<string, string | number>>> = {
  account: { autoComplete: 'username', autoCapitalize: 'off', maxLength: 15 },
  email: { type: 'email', autoComplete: 'email' },
  fullName: { autoComplete: 'name' },
  fundPwd: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 4, autoComplete: 'off' },
  qq: { inputMode: 'numeric' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  intrCode: { autoComplete: 'off' },
}

export default function Register() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const typedValue = (name: RegisterField) =>
    result?.values[name] ?? (name === 'intrCode' ? page.intrCode : undefined)
  // Every failing field shows its message under it at once (not one field per submit).
  const errorOf = (name: RegisterField) => result?.errors[name] ?? null
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [typed, onTyped] = useTypedFields(formRef, page.version)
  const native = useNativeAuth()
  // Required fields empty or password = account block the button (once scripts run; without them the
  // server answers with every failing field).
  const blocked = hydrated && isRegisterBlocked(typed, page.blockingConfig, false)

  return (
    // A new config version rebuilds the form: fields the platform switched on or off appear or go.
    <Form
      method="post"
      className={styles.form}
      key={page.version}
      noValidate
      onSubmit={(event) =>
        // Inside the native shell the shell registers (the platform checks the fields as for a post).
        native.intercept(event, 'register', (form) => {
          const payload: Record<string, string> = {}
          for (const [name, value] of form.entries()) if (typeof value === 'string') payload[name] = value
          return { payload }
        })
      }
      ref={formRef}
      onChange={onTyped}
    >
      <h1 className={visuallyHidden}>注册</h1>
      <input type="hidden" name="version" value={page.version} />
      {page.bonus > 0 ? <p className={styles.note}>注册即送 {page.bonus} 元新人彩金</p> : null}
      {page.referrer ? (
        <p className={styles.note}>
          推荐人：{page.referrer.account}（注册为{page.referrer.typeName}）
        </p>
      ) : null}
      {page.fields.map((field) => {
        const common = {
          label: field.label,
          name: field.name,
          placeholder:
            field.name === 'weixin' && page.wechatPlaceholder ? page.wechatPlaceholder : field.placeholder,
          defaultValue: typedValue(field.name),
          error: errorOf(field.name),
          required: field.mode === 'required',
        }
        if (field.name === 'password' || field.name === 'password_confirmation') {
          return <PasswordField key={field.name} {...common} autoComplete="new-password" />
        }
        if (field.name === 'birthday') {
          return <TextField key={field.name} {...common} type="date" max={page.today} />
        }
        if (field.name === 'phone') {
          return <TextField key={field.name} {...common} {...inputProps.phone} lead="+86" />
        }
        return <TextField key={field.name} {...common} {...inputProps[field.name]} />
      })}
      {page.captchaSrc ? (
        <CaptchaField
          name="vCode"
          src={result ? captchaImageUrl('reg', result.stamp) : page.captchaSrc}
          error={errorOf('vCode')}
        />
      ) : null}
      {result && result.field === null ? (
        <ActionMessage message={result.message} stamp={result.stamp} />
      ) : null}
      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={blocked}
        loading={navigation.state === 'submitting' || native.pending}
      >
        注册
      </Button>
    </Form>
  )
}

export function ErrorBoundary() {
  return <ErrorPage title="注册页加载失败" />
}
