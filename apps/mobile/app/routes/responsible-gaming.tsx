import type { ResponsibleSettings } from '@liuhe/api'
import {
  blockKindNames,
  blockOptionById,
  blockOptions,
  currentPeriodNames,
  helpContacts,
  type LimitKind,
  type LimitPeriod,
  limitFieldName,
  limitKindNames,
  limitKinds,
  limitPeriodNames,
  limitPeriods,
  limitsFormSchema,
  realityCheckIntervals,
  responsibleTexts,
} from '@liuhe/domain'
import { Button, ConfirmDialog, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { useRef, useState } from 'react'
import * as accountStyles from '#app/components/account/account.css.ts'
import { TextField } from '#app/components/auth/TextField.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/responsible/responsible.css.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf, platformFailure } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = memberRoute()

export const meta: MetaFunction = () => [{ title: responsibleTexts.pageTitle }]

export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  try {
    const settings = await platformFor(request, state.token).responsible.settings(request.signal)
    return data({ settings }, { headers: { 'Cache-Control': 'private, no-store' } })
  } catch (error) {
    platformFailure(error)
  }
}

type Intent = 'limits' | 'block' | 'reality'

/** A refused form: the message (under `field` when it is one field's), and what was sent, to show again. */
function refused(
  intent: Intent,
  message: string,
  values: Record<string, string>,
  field: string | null = null,
) {
  return data({ intent, message, field, values, confirmBlock: null as string | null }, { status: 400 })
}

const failureText = (error: unknown) => failureOf(error).message

/**
 * The three forms of the page (`intent`): limits, a cool-off or self-exclusion (asked to confirm first:
 * without script the page shows the confirmation, with script a dialog does), and the reality-check
 * interval. Success reloads the page with a toast; a refusal keeps what was typed.
 */
export async function action({ request }: ActionFunctionArgs) {
  const state = await requireViewer(request)
  const form = await readFormData(request)
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]))
  const api = platformFor(request, state.token).responsible
  const intent = values.intent
  if (intent === 'limits') {
    const parsed = limitsFormSchema.safeParse(values)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      return refused('limits', issue.message, values, String(issue.path[0] ?? ''))
    }
    try {
      await api.setLimits({
        depositDay: values.depositDay ?? '',
        depositWeek: values.depositWeek ?? '',
        depositMonth: values.depositMonth ?? '',
        lossDay: values.lossDay ?? '',
        lossWeek: values.lossWeek ?? '',
        lossMonth: values.lossMonth ?? '',
      })
    } catch (error) {
      return refused('limits', failureText(error), values)
    }
    return redirectWithToast(request, '/responsible-gaming', responsibleTexts.limitsSaved)
  }
  if (intent === 'block') {
    const option = blockOptionById(values.option ?? '')
    if (!option) return refused('block', '请选择冷静期或自我排除的时长', values)
    if (values.confirmed !== '1') {
      return data({ intent: 'block' as Intent, message: null, field: null, values, confirmBlock: option.id })
    }
    try {
      await api.startBlock(option.id)
    } catch (error) {
      return refused('block', failureText(error), values)
    }
    return redirectWithToast(request, '/responsible-gaming', responsibleTexts.blockStarted)
  }
  if (intent === 'reality') {
    try {
      await api.setRealityCheck(Number(values.minutes))
    } catch (error) {
      return refused('reality', failureText(error), values)
    }
    return redirectWithToast(request, '/responsible-gaming', responsibleTexts.realitySaved)
  }
  return refused('limits', '参数错误', values)
}

type Limit = ResponsibleSettings['limits'][LimitKind][LimitPeriod]

/** What a limit's field starts with: the raise waiting if there is one (the member's latest choice). */
const shownAmount = (limit: Limit) => {
  const amount = limit.pending ? limit.pending.amount : limit.amount
  return amount === null ? '' : String(amount)
}

export default function ResponsibleGaming() {
  const { settings } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = (intent: Intent) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const failed = (intent: Intent) => (result && result.intent === intent && result.message ? result : null)
  const limitsFailure = failed('limits')
  const blockFailure = failed('block')

  return (
    <div className={accountStyles.page}>
      <NavBar title={responsibleTexts.pageTitle} backHref="/profile" />
      <main className={accountStyles.main}>
        {settings.block ? <output className={styles.banner}>{settings.block.message}</output> : null}

        {settings.adultConfirmed ? null : (
          <Form method="post" action="/resources/responsible-adult" className={styles.section}>
            <h2 className={styles.title}>{responsibleTexts.adultTitle}</h2>
            <p className={styles.hint}>{responsibleTexts.adultMessage}</p>
            <input type="hidden" name="redirectTo" value="/responsible-gaming" />
            <Button type="submit">{responsibleTexts.adultConfirm}</Button>
          </Form>
        )}

        <Form method="post" className={styles.section} noValidate aria-labelledby="limits-title">
          <h2 id="limits-title" className={styles.title}>
            {responsibleTexts.limitsTitle}
          </h2>
          <p className={styles.hint}>{responsibleTexts.limitsHint}</p>
          <input type="hidden" name="intent" value="limits" />
          {limitKinds.map((kind) => (
            <fieldset key={kind} className={styles.group}>
              <legend className={styles.legend}>{limitKindNames[kind]}限额（元）</legend>
              {limitPeriods.map((period) => {
                const name = limitFieldName(kind, period)
                const limit = settings.limits[kind][period]
                return (
                  <div key={period}>
                    <TextField
                      label={`${limitPeriodNames[period]}${limitKindNames[kind]}限额`}
                      name={name}
                      inputMode="numeric"
                      placeholder="不设限额"
                      defaultValue={limitsFailure ? (limitsFailure.values[name] ?? '') : shownAmount(limit)}
                      error={limitsFailure?.field === name ? limitsFailure.message : null}
                    />
                    <p className={styles.limitNote}>
                      {currentPeriodNames[period]}已{kind === 'deposit' ? '充值' : '亏损'}
                      {limit.used}元{limit.amount === null ? '' : ` · 当前限额${limit.amount}元`}
                    </p>
                    {limit.pending ? (
                      <p className={styles.pendingNote}>
                        {limit.pending.amount === null ? '取消限额' : `提高至${limit.pending.amount}元`}将于
                        {limit.pending.effectiveAt.slice(0, 16)}生效
                      </p>
                    ) : null}
                  </div>
                )
              })}
            </fieldset>
          ))}
          {limitsFailure && !limitsFailure.field ? (
            <p className={styles.error} role="alert">
              {limitsFailure.message}
            </p>
          ) : null}
          <Button type="submit" fullWidth loading={busy('limits')}>
            保存限额
          </Button>
        </Form>

        <Form method="post" className={styles.section} aria-labelledby="reality-title">
          <h2 id="reality-title" className={styles.title}>
            {responsibleTexts.realityTitle}
          </h2>
          <p className={styles.hint}>投注时每隔一段时间提醒您已游戏的时间和净输赢。</p>
          <input type="hidden" name="intent" value="reality" />
          <label className={accountStyles.selectField}>
            <span className={accountStyles.fieldLabel}>{responsibleTexts.realityIntervalLabel}</span>
            <select
              name="minutes"
              className={accountStyles.select}
              defaultValue={settings.realityCheckMinutes}
            >
              {realityCheckIntervals.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes}分钟
                </option>
              ))}
            </select>
          </label>
          {failed('reality') ? <p className={styles.error}>{failed('reality')?.message}</p> : null}
          <Button type="submit" variant="secondary" fullWidth loading={busy('reality')}>
            保存提醒间隔
          </Button>
        </Form>

        <BlockForm
          confirmBlock={result?.intent === 'block' ? result.confirmBlock : null}
          chosen={result?.intent === 'block' ? (result.values.option ?? null) : null}
          failure={blockFailure?.message ?? null}
          busy={busy('block')}
        />

        <section className={styles.section} aria-labelledby="help-title">
          <h2 id="help-title" className={styles.title}>
            {responsibleTexts.helpTitle}
          </h2>
          <p className={styles.hint}>如果您觉得投注已影响生活、工作或家庭，请及时寻求帮助。</p>
          <ul className={styles.contacts}>
            {helpContacts.map((c) => (
              <li key={c.name} className={styles.contact}>
                <span>{c.name}</span>
                {c.href?.startsWith('/') ? (
                  <Link className={styles.contactLink} to={c.href}>
                    {c.detail}
                  </Link>
                ) : (
                  <a className={styles.contactLink} href={c.href}>
                    {c.detail}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  )
}

/**
 * The cool-off and self-exclusion form. With script, 开始 opens a confirmation dialog and sends the form
 * confirmed; before the script runs, the server answers with the same question on the page.
 */
function BlockForm(props: {
  confirmBlock: string | null
  chosen: string | null
  failure: string | null
  busy: boolean
}) {
  const submit = useSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const [asking, setAsking] = useState<string | null>(null)
  const pendingOption = props.confirmBlock ? blockOptionById(props.confirmBlock) : undefined
  const askingOption = asking ? blockOptionById(asking) : undefined
  const question = (id: string) => {
    const option = blockOptionById(id)!
    return responsibleTexts.blockConfirm(blockKindNames[option.kind], option.label)
  }
  return (
    <Form
      method="post"
      ref={formRef}
      className={styles.section}
      aria-labelledby="block-title"
      onSubmit={(event) => {
        // The on-page confirmation (shown before the script ran) is the member's answer already.
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        if (submitter?.getAttribute('name') === 'confirmed') return
        const data = new FormData(event.currentTarget)
        event.preventDefault()
        const option = data.get('option')
        if (typeof option === 'string') setAsking(option)
        else submit(event.currentTarget)
      }}
    >
      <h2 id="block-title" className={styles.title}>
        {responsibleTexts.blockTitle}
      </h2>
      <p className={styles.hint}>{responsibleTexts.blockHint}</p>
      <input type="hidden" name="intent" value="block" />
      {(['coolOff', 'selfExclusion'] as const).map((kind) => (
        <fieldset key={kind} className={styles.group}>
          <legend className={styles.legend}>{blockKindNames[kind]}</legend>
          <div className={styles.options}>
            {blockOptions
              .filter((o) => o.kind === kind)
              .map((o) => (
                <label key={o.id} className={styles.option}>
                  <input type="radio" name="option" value={o.id} defaultChecked={props.chosen === o.id} />
                  {o.label}
                </label>
              ))}
          </div>
        </fieldset>
      ))}
      {props.failure ? (
        <p className={styles.error} role="alert">
          {props.failure}
        </p>
      ) : null}
      {pendingOption ? (
        <div className={styles.group}>
          <p className={styles.error}>{question(pendingOption.id)}</p>
          <Button type="submit" name="confirmed" value="1" variant="danger" fullWidth loading={props.busy}>
            {responsibleTexts.blockConfirmTitle}
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="secondary" fullWidth loading={props.busy}>
          开始
        </Button>
      )}
      <ConfirmDialog
        open={askingOption !== undefined}
        onOpenChange={(open) => {
          if (!open) setAsking(null)
        }}
        title={responsibleTexts.blockConfirmTitle}
        message={askingOption ? question(askingOption.id) : ''}
        confirmLabel={responsibleTexts.blockConfirmTitle}
        onConfirm={() => {
          const form = formRef.current
          if (!form || !asking) return
          const data = new FormData(form)
          data.set('option', asking)
          data.set('confirmed', '1')
          submit(data, { method: 'post' })
        }}
      />
    </Form>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="负责任博彩加载失败" />
}
