import { avatarIds, formatDate, type UserInfoField, userInfoFieldError, userInfoFields } from '@liuhe/domain'
import { Avatar, Button, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import * as styles from '#app/components/account/account.css.ts'
import { userInfoRows } from '#app/components/account/userInfo.ts'
import { TextField } from '#app/components/auth/TextField.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { requireViewer, summarize } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf, platformFailure } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const TITLE = '修改资料'

export const meta: MetaFunction = () => [{ title: TITLE }]

const inputTypes: Record<UserInfoField, string> = {
  fullName: 'text',
  email: 'email',
  phone: 'tel',
  qq: 'text',
  weixin: 'text',
  birthday: 'date',
}

/** The details as they are now, to edit. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  try {
    const details = await platformFor(request, state.token).account.personalInfo()
    return data(
      {
        details,
        avatarId: summarize(state.profile)?.avatarId ?? null,
        today: formatDate(Date.now(), 'YYYY-MM-DD'),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

type Values = Partial<Record<UserInfoField | 'avatarId', string>>

function failure(values: Values, message: string, field: UserInfoField | null = null, status = 400) {
  return data({ values, field, message, stamp: Date.now() }, { status })
}

/**
 * modifyUserInfo: the filled details that changed, each checked with the register form's rule first (the
 * first failing one is reported and everything typed is kept); an empty field is left alone.
 */
export async function action({ request }: ActionFunctionArgs) {
  const state = await requireViewer(request)
  const form = await readFormData(request)
  const values: Values = {}
  for (const field of [...userInfoFields, 'avatarId'] as const) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value
  }
  const api = platformFor(request, state.token).account
  try {
    const current = await api.personalInfo()
    const changes: Partial<Record<UserInfoField, string>> & { avatarId?: number } = {}
    for (const field of userInfoFields) {
      const typed = (values[field] ?? '').trim()
      if (typed === '' || typed === (current[field] ?? '')) continue
      const problem = userInfoFieldError(field, typed, Date.now())
      if (problem) return failure(values, problem, field)
      changes[field] = typed
    }
    const avatarId = Number(values.avatarId)
    if (avatarIds.includes(avatarId) && avatarId !== summarize(state.profile)?.avatarId) {
      changes.avatarId = avatarId
    }
    if (Object.keys(changes).length === 0) return failure(values, '资料未修改')
    await api.modifyUserInfo(changes)
  } catch (error) {
    const { message, status } = failureOf(error, { refused: 400 })
    return failure(values, message, null, status)
  }
  return redirectWithToast(request, '/personal-info', '资料修改成功')
}

export default function UpdateAccount() {
  const { details, avatarId, today } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting'
  const chosenAvatar = Number(result?.values.avatarId ?? avatarId ?? 1)
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/personal-info" />
      <main className={styles.main}>
        <Form method="post" className={styles.form} noValidate>
          <h1 className={styles.cardTitle}>修改个人资料</h1>
          <fieldset className={styles.avatarSet}>
            <legend className={styles.fieldLabel}>头像</legend>
            <div className={styles.avatarGrid}>
              {avatarIds.map((id) => (
                <label key={id} className={styles.avatarChoice}>
                  <input
                    type="radio"
                    name="avatarId"
                    value={id}
                    defaultChecked={id === chosenAvatar}
                    className={styles.avatarRadio}
                  />
                  <Avatar id={id} size="md" label={`头像${id}`} />
                </label>
              ))}
            </div>
          </fieldset>
          {userInfoRows.map((row) => {
            const saved = details[row.name] ?? ''
            const locked = row.name === 'fullName' && saved !== ''
            return (
              <TextField
                key={row.name}
                label={row.label}
                name={row.name}
                type={inputTypes[row.name]}
                placeholder={row.placeholder}
                defaultValue={result?.values[row.name] ?? saved}
                readOnly={locked}
                max={row.name === 'birthday' ? today : undefined}
                error={result?.field === row.name ? result.message : null}
                inputMode={row.name === 'qq' ? 'numeric' : undefined}
              />
            )
          })}
          <p className={styles.rewardMeta}>真实姓名设置后不可修改，需与提现银行卡开户姓名一致。</p>
          {result && !result.field ? <ActionMessage message={result.message} stamp={result.stamp} /> : null}
          <Button type="submit" fullWidth size="lg" loading={saving}>
            保存
          </Button>
        </Form>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="个人资料加载失败" />
}
