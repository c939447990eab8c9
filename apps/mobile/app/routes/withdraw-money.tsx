import { randomUUID } from 'node:crypto'
import { errorCodes, isApiError } from '@liuhe/api'
import {
  cashPasswordRefusals,
  fenToYuan,
  formatWalletBalance,
  formatWalletFen,
  lotteryWalletCovers,
  rechargeAmountPattern,
  walletTexts,
  withdrawDeduction,
  withdrawDeductionAmountText,
  yuanToFen,
} from '@liuhe/domain'
import { AmountInput, BankCardRow, Button, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { z } from 'zod'
import { withdrawalNote } from '#app/components/account/records.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { WithdrawPasswordDialog } from '#app/components/wallet/WithdrawPasswordDialog.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { useHydrated } from '#app/hooks/useHydrated.ts'
import { textFieldsOf } from '#app/hooks/useTypedFields.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { requireViewer, walletOf } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf, platformFailure } from '#app/server/request/errors.server.ts'
import { readForm } from '#app/server/request/input.server.ts'
import { orderNoSchema } from '#app/server/wallet/recharge.server.ts'
import { passwordNotSet } from '#app/server/wallet/withdraw.server.ts'

export const access = memberRoute({ action: 'withdraw' })

export const meta: MetaFunction = () => [{ title: '提现' }]

/** Toast once a withdrawal is accepted (it is then reviewed). */
const SUBMITTED = '提现申请已提交，请等待审核'
/** Quick amounts of the withdraw field, 元. */
const QUICK_AMOUNTS = [100, 500, 1000, 2000, 5000, 10000]
const FORM_ID = 'withdraw-form'

export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  const api = platformFor(request, state.token)
  const orderNo = orderNoSchema.safeParse(new URL(request.url).searchParams.get('orderNo'))
  try {
    const [cards, limit, audit, submitted] = await Promise.all([
      api.wallet.bankCards(request.signal),
      api.auth.withdrawLimit(),
      // The 打码量 audit: what withdrawing now deducts, shown as the amount is typed.
      api.wallet.validWithdraw(request.signal),
      // The withdrawal just requested (?orderNo=), shown above the form.
      orderNo.success ? api.wallet.withdrawal(orderNo.data, request.signal).catch(() => null) : null,
    ])
    return data(
      {
        // What can be withdrawn is the lottery wallet (money), not the third-party games' wallet.
        lotteryFen: walletOf(state)?.lotteryFen ?? 0,
        hasPassword: state.profile?.extInfo?.fundPwd ?? true,
        cards,
        limit,
        charges: {
          feeRate: limit.feeRate,
          turnoverDeductFen: yuanToFen(audit.sumAllDeduct),
          deductPercent: audit.deductPercent,
        },
        submitted: submitted
          ? {
              orderNo: submitted.orderNo,
              amount: submitted.amount,
              actualAmount: submitted.actualAmount,
              note: withdrawalNote(submitted),
              statusText: submitted.statusText,
              cardNo: submitted.cardNo,
            }
          : null,
        idempotencyKey: randomUUID(),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

const formSchema = z.object({
  amount: z.string().max(20).catch(''),
  bankId: z.string().max(12).catch(''),
  cashPassword: z.string().max(32).optional().catch(undefined),
  idempotencyKey: z.string().max(64).optional().catch(undefined),
})

export async function action({ request }: ActionFunctionArgs) {
  const state = await requireViewer(request)
  const form = await readForm(request, formSchema)
  const values = { amount: form.amount.trim(), bankId: form.bankId }
  const answer = (message: string | null, needPassword = false) =>
    data({ values, message, needPassword, stamp: Date.now() }, { status: 400 })
  if (!values.bankId) return answer('请先绑定银行卡')
  if (!rechargeAmountPattern.test(values.amount)) return answer('请输入提现金额')
  try {
    const withdrawal = await platformFor(request, state.token).wallet.withdraw({
      // 元 as typed → whole fen → the 元 the platform takes.
      amount: fenToYuan(yuanToFen(Number(values.amount))),
      bankId: Number(values.bankId),
      cashPassword: form.cashPassword,
      idempotencyKey: form.idempotencyKey || undefined,
    })
    return redirectWithToast(
      request,
      `/withdraw-money?orderNo=${encodeURIComponent(withdrawal.orderNo)}`,
      SUBMITTED,
    )
  } catch (error) {
    const toSetPassword = await passwordNotSet(request, error, '/withdraw-money')
    if (toSetPassword) return toSetPassword
    // UC/CASH_PASSWORD: ask for the password; asked again after an empty one, with why.
    if (isApiError(error, errorCodes.cashPassword)) {
      return answer(form.cashPassword === undefined ? null : cashPasswordRefusals.required.message, true)
    }
    if (isApiError(error, errorCodes.cashPasswordError)) return answer(error.message, true)
    return answer(failureOf(error).message)
  }
}

export default function WithdrawMoney() {
  const { submitted } = useLoaderData<typeof loader>()
  // A new withdrawal starts the form afresh (amount cleared, dialog closed).
  return <WithdrawForm key={submitted?.orderNo ?? 'new'} />
}

function WithdrawForm() {
  const { lotteryFen, hasPassword, cards, limit, charges, submitted, idempotencyKey } =
    useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const [amount, setAmount] = useState(result?.values.amount ?? '')
  const [bankId, setBankId] = useState(result?.values.bankId || String(cards[0]?.id ?? ''))
  const [dialogOpen, setDialogOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // An amount typed before the page's code ran reached no handler: read it once the form is live
  // (the pattern of hooks/useTypedFields.ts), or the first render would clear it.
  useEffect(() => {
    const typed = formRef.current ? textFieldsOf(formRef.current).amount : undefined
    if (typed) setAmount(typed)
  }, [])
  // The platform asked for the password (or refused it): the dialog opens, fresh for each answer.
  useEffect(() => {
    if (result?.needPassword) setDialogOpen(true)
  }, [result])
  const submitting = navigation.state === 'submitting'
  const amountFen = rechargeAmountPattern.test(amount) ? yuanToFen(Number(amount)) : 0
  // The platform's own rule (domain withdrawDeduction): the fee and the 打码量 deduction, with why.
  const deduction = withdrawDeduction(amountFen, charges)
  // More than the lottery wallet holds: 余额不足 at once, as the platform would answer, and nothing is sent.
  const short = !lotteryWalletCovers({ lotteryFen }, amountFen)
  const passwordField = result?.needPassword && !hydrated
  return (
    <>
      <NavBar title="提现" backHref="/profile" />
      <main className={styles.page}>
        <section className={styles.balance} aria-label={walletTexts.lottery}>
          <span className={styles.balanceLabel}>{walletTexts.lottery}（元）</span>
          <span className={styles.balanceValue}>{formatWalletFen(lotteryFen)}</span>
        </section>
        {submitted ? (
          <section className={`${styles.card} ${styles.status}`} aria-label="提现申请">
            <h2 className={styles.statusTitle}>提现申请已提交</h2>
            <span className={styles.statusBadge}>{submitted.statusText}</span>
            <span className={styles.amount}>¥{formatWalletBalance(submitted.amount)}</span>
            <p className={styles.note}>
              到账账户 {submitted.cardNo}，预计到账 ¥{formatWalletBalance(submitted.actualAmount)}
            </p>
            <p className={styles.note}>{submitted.note}</p>
          </section>
        ) : null}
        {hasPassword ? null : (
          <p className={styles.note}>
            您还未设置取款密码，
            <Link className={styles.link} to="/password-withdraw-money">
              去设置取款密码
            </Link>
          </p>
        )}
        <Form
          method="post"
          id={FORM_ID}
          className={styles.form}
          noValidate
          ref={formRef}
          onSubmit={(event) => {
            if (short) event.preventDefault()
          }}
        >
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <section className={styles.card} aria-labelledby="cards-title">
            <h2 id="cards-title" className={styles.cardTitle}>
              到账账户
            </h2>
            {cards.length === 0 ? (
              <p className={styles.note}>
                您还没有绑定银行卡。
                <Link className={styles.link} to="/account-list">
                  去绑定银行卡
                </Link>
              </p>
            ) : (
              <fieldset className={styles.cards}>
                <legend className={styles.note}>选择提现到账的银行卡</legend>
                {cards.map((card) => (
                  <BankCardRow
                    key={card.id}
                    kind={card.kind}
                    bankName={card.bankName}
                    accountName={card.accountName}
                    cardNo={card.cardNo}
                    choice={{
                      name: 'bankId',
                      value: String(card.id),
                      checked: bankId === String(card.id),
                      onChange: setBankId,
                    }}
                  />
                ))}
                <Link className={styles.link} to="/account-list">
                  管理银行卡
                </Link>
              </fieldset>
            )}
          </section>
          <section className={styles.card} aria-labelledby="amount-title">
            <h2 id="amount-title" className={styles.cardTitle}>
              提现信息
            </h2>
            <AmountInput
              label="提现金额"
              name="amount"
              value={amount}
              onValueChange={setAmount}
              quickAmounts={QUICK_AMOUNTS}
              min={limit.minAmount}
              max={limit.maxAmount}
              error={
                short ? walletTexts.insufficient : result && !result.needPassword ? result.message : null
              }
            />
            <dl className={styles.details}>
              <dt className={styles.term}>手续费</dt>
              <dd className={styles.value}>
                {withdrawDeductionAmountText(deduction)}
                {deduction.reason ? `（${deduction.reason}）` : null}
              </dd>
              <dt className={styles.term}>预计到账</dt>
              <dd className={styles.value}>¥{formatWalletFen(deduction.actualFen)}</dd>
              <dt className={styles.term}>每日限制</dt>
              <dd className={styles.value}>
                {limit.dailyTimes}次，累计{limit.dailyMaxAmount}元
              </dd>
            </dl>
            <p className={styles.note}>
              打码量未达标的提现将扣除相应费用，
              <Link className={styles.link} to="/valid-withdraw">
                查看打码量
              </Link>
            </p>
            {passwordField ? (
              // Before scripts run, the password is asked in the form itself.
              <div className={styles.field}>
                <label className={styles.label} htmlFor="cash-password">
                  取款密码
                </label>
                <input
                  id="cash-password"
                  className={styles.input}
                  name="cashPassword"
                  type="password"
                  inputMode="numeric"
                  maxLength={4}
                  autoComplete="off"
                  aria-invalid={result?.message ? true : undefined}
                  aria-describedby={result?.message ? 'cash-password-error' : undefined}
                />
                {result?.message ? (
                  <p id="cash-password-error" role="alert" className={styles.fieldError}>
                    {result.message}
                  </p>
                ) : null}
              </div>
            ) : null}
            <Button
              type="submit"
              name="intent"
              value="withdraw"
              size="lg"
              fullWidth
              loading={submitting && !dialogOpen}
            >
              立即提现
            </Button>
          </section>
        </Form>
        <WithdrawPasswordDialog
          attempt={result?.stamp ?? 0}
          open={hydrated && dialogOpen}
          onOpenChange={setDialogOpen}
          formId={FORM_ID}
          error={result?.needPassword ? result.message : null}
          submitting={submitting}
        />
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="提现加载失败" />
}
