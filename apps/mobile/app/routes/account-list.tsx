import { errorCodes, isApiError } from '@liuhe/api'
import { bankCardError, cashPasswordRefusals, type PayoutKind } from '@liuhe/domain'
import { BankCardRow, Button, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { FundPasswordField } from '#app/components/wallet/PasswordField.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf, platformFailure } from '#app/server/request/errors.server.ts'
import { readForm, readQuery } from '#app/server/request/input.server.ts'
import { passwordNotSet } from '#app/server/wallet/withdraw.server.ts'

export const access = memberRoute()

export const meta: MetaFunction = () => [{ title: '银行卡管理' }]

/** Toast once a card is saved (docs/product.md, "Wallet pages"). */
const SAVED = '操作成功!'

const querySchema = z.object({
  edit: z.coerce.number().int().positive().optional().catch(undefined),
  kind: z.enum(['bank', 'usdt']).catch('bank'),
})

/** The member's saved cards (numbers masked), and the form to add one or change one (`?edit=`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  const query = readQuery(request, querySchema)
  try {
    const cards = await platformFor(request, state.token).wallet.bankCards(request.signal)
    const editing = cards.find((card) => card.id === query.edit) ?? null
    return data(
      { cards, editing, kind: (editing?.kind ?? query.kind) as PayoutKind },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

const formSchema = z.object({
  id: z.coerce.number().int().positive().optional().catch(undefined),
  kind: z.enum(['bank', 'usdt']).catch('bank'),
  bankName: z.string().max(60).catch(''),
  accountName: z.string().max(60).catch(''),
  cardNo: z.string().max(80).catch(''),
  cashPassword: z.string().max(32).catch(''),
})

export async function action({ request }: ActionFunctionArgs) {
  const state = await requireViewer(request)
  const form = await readForm(request, formSchema)
  const values = {
    kind: form.kind,
    bankName: form.bankName,
    accountName: form.accountName,
    cardNo: form.cardNo,
  }
  const refuse = (message: string) => data({ values, message, stamp: Date.now() }, { status: 400 })
  const problem = bankCardError(values)
  if (problem) return refuse(problem)
  if (form.cashPassword === '') return refuse(cashPasswordRefusals.required.message)
  try {
    await platformFor(request, state.token).wallet.updateBank({
      id: form.id,
      ...values,
      cashPassword: form.cashPassword,
    })
    return redirectWithToast(request, '/account-list', SAVED)
  } catch (error) {
    const toSetPassword = await passwordNotSet(request, error, '/account-list')
    if (toSetPassword) return toSetPassword
    if (isApiError(error, errorCodes.cashPassword)) return refuse(cashPasswordRefusals.required.message)
    return refuse(failureOf(error).message)
  }
}

export default function AccountList() {
  const { cards, editing, kind } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const typed = result?.values
  const usdt = kind === 'usdt'
  return (
    <>
      <NavBar title="银行卡管理" backHref="/withdraw-money" />
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="cards-title">
          <h2 id="cards-title" className={styles.cardTitle}>
            我的银行卡
          </h2>
          {cards.length === 0 ? (
            <p className={styles.empty}>暂无数据</p>
          ) : (
            <ul className={styles.cards} aria-label="已绑定的银行卡">
              {cards.map((card) => (
                <li key={card.id}>
                  <BankCardRow
                    kind={card.kind}
                    bankName={card.bankName}
                    accountName={card.accountName}
                    cardNo={card.cardNo}
                    action={
                      <Link
                        className={styles.link}
                        to={`?edit=${card.id}`}
                        aria-label={`修改 ${card.bankName} ${card.cardNo.slice(-4)}`}
                      >
                        修改
                      </Link>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.card} aria-labelledby="card-form-title">
          <h2 id="card-form-title" className={styles.cardTitle}>
            {editing ? '修改银行卡' : '添加银行卡'}
          </h2>
          {editing ? null : (
            <nav className={styles.tabs} aria-label="账户类型">
              <Link
                className={styles.channel}
                to="?kind=bank"
                replace
                aria-current={usdt ? undefined : 'true'}
              >
                银行卡
              </Link>
              <Link
                className={styles.channel}
                to="?kind=usdt"
                replace
                aria-current={usdt ? 'true' : undefined}
              >
                USDT地址
              </Link>
            </nav>
          )}
          <Form method="post" className={styles.form} noValidate key={`${editing?.id ?? 'new'}-${kind}`}>
            {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
            <input type="hidden" name="kind" value={kind} />
            {usdt ? null : (
              <>
                <div className={styles.field}>
                  <label className={styles.label} htmlFor="bank-name">
                    开户银行
                  </label>
                  <input
                    id="bank-name"
                    className={styles.input}
                    name="bankName"
                    maxLength={30}
                    placeholder="请输入开户银行"
                    defaultValue={typed?.bankName ?? editing?.bankName}
                  />
                </div>
                <div className={styles.field}>
                  <label className={styles.label} htmlFor="account-name">
                    持卡人姓名
                  </label>
                  <input
                    id="account-name"
                    className={styles.input}
                    name="accountName"
                    maxLength={15}
                    autoComplete="name"
                    placeholder="请输入持卡人姓名"
                    defaultValue={typed?.accountName ?? editing?.accountName}
                  />
                </div>
              </>
            )}
            <div className={styles.field}>
              <label className={styles.label} htmlFor="card-no">
                {usdt ? 'USDT地址（TRC20/ERC20）' : '银行卡号'}
              </label>
              <input
                id="card-no"
                className={styles.input}
                name="cardNo"
                maxLength={80}
                inputMode={usdt ? 'text' : 'numeric'}
                autoComplete="off"
                placeholder={
                  usdt
                    ? '请输入USDT地址'
                    : editing
                      ? `请重新输入卡号（尾号${editing.cardNo.slice(-4)}）`
                      : '请输入银行卡号'
                }
                defaultValue={typed?.cardNo}
              />
            </div>
            <FundPasswordField id="card-cash-password" name="cashPassword" label="取款密码" />
            {result ? (
              <p role="alert" className={styles.fieldError}>
                {result.message}
              </p>
            ) : null}
            <Button type="submit" size="lg" fullWidth loading={navigation.state === 'submitting'}>
              {editing ? '保存修改' : '确认添加'}
            </Button>
            {editing ? (
              <Button href="/account-list" variant="ghost" fullWidth>
                取消修改
              </Button>
            ) : null}
          </Form>
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="银行卡加载失败" />
}
