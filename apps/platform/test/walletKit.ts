import { randomBytes } from 'node:crypto'
import { type ApiError, createLiuheApi } from '@liuhe/api'
import type { BetForm } from '@liuhe/domain'
import { sql } from 'kysely'
import { expect } from 'vitest'
import { hashPassword } from '../src/auth/passwords'
import type { Queries } from '../src/storage/queries'
import { createStores } from '../src/store'
import { configKeys } from '../src/store/config'
import { type PaymentNotification, SIGNATURE_HEADER, signNotification } from '../src/wallet/recharge'
import type { startTestPlatform } from './harness'

/** A test platform of the harness. */
export type TestEnv = Awaited<ReturnType<typeof startTestPlatform>>

/** The error of a call that must fail. */
export const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )

/**
 * The number a query of one row selects as `n` (a count, a sum, a column), on either engine: a tagged template
 * whose values are bound as parameters (Kysely's `sql`), e.g. `` count(q)`SELECT COUNT(*) AS n FROM bets WHERE
 * user_id = ${userId}` ``. PostgreSQL's SUM of a BIGINT is NUMERIC, which `pg` reads as text: made a number;
 * NULL (MIN of no rows) stays null.
 */
export const countIn =
  (queries: Queries) =>
  async (strings: TemplateStringsArray, ...values: unknown[]): Promise<number> => {
    const { rows } = await sql<{ n: number | string | null }>(strings, ...values).execute(queries)
    const n = rows[0]?.n
    if (n === undefined) throw new Error('the count selected no row')
    return (typeof n === 'string' ? Number(n) : n) as number
  }

/** What the wallet tests need around one test platform: members, hooks, notifications and counts. */
export function walletKit(env: TestEnv, prefix: string) {
  const stores = createStores(env.queries)
  const guest = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })
  const as = (token: string) => createLiuheApi({ origin: env.origin, companyCode: 'LH', token })
  let members = 0

  /**
   * A new member holding `yuan` 元 (opened with its ledger row), with withdrawal password `1234` unless told
   * otherwise, confirmed 18+ unless `adult: false`; returns its client, id, token and account.
   */
  async function memberWith(
    yuan: number,
    options: { type?: 'HY' | 'TEST'; fundPwd?: string | null; vipLevel?: number; adult?: boolean } = {},
  ) {
    const now = env.clock.now()
    members++
    const account = `${prefix}${String(members).padStart(4, '0')}`
    const fundPwd = options.fundPwd === undefined ? '1234' : options.fundPwd
    const userId = await stores.users.insertUser({
      account,
      passwordHash: hashPassword('Secret123'),
      type: options.type ?? 'HY',
      createdAt: now,
      fundPwdHash: fundPwd === null ? undefined : hashPassword(fundPwd),
    })
    if (options.vipLevel)
      await env.queries
        .updateTable('users')
        .set({ vip_level: options.vipLevel })
        .where('user_id', '=', userId)
        .execute()
    await stores.wallet.post({ userId, type: 'opening', amountFen: Math.round(yuan * 100), at: now })
    // Confirmed 18+ unless told otherwise (responsible.integration.test.ts tests the refusal).
    if (options.adult !== false) await stores.responsible.confirmAdult(userId, now)
    // Long-lived, so tests that move the clock by days keep their member signed in.
    const token = await stores.users.issueToken(userId, now, 365 * 86_400_000)
    return { api: as(token), userId, token, account }
  }

  /** Calls a test hook (JSON); returns the answer's status and body. */
  async function hook(path: string, body: unknown) {
    const response = await fetch(`${env.origin}/app-api/__test__/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      body: (await response.json()) as { data?: unknown; code?: string; msg?: string },
    }
  }

  /** The payment secret, read straight from the database: the platform kept it before it listened. */
  const secret = async () => {
    const stored = await env.queries
      .selectFrom('config')
      .select('value')
      .where('key', '=', configKeys.paymentSecret)
      .executeTakeFirst()
    if (typeof stored?.value !== 'string') throw new Error('the payment secret is not kept yet')
    return JSON.parse(stored.value) as string
  }

  /** A paid notification of an order, as the provider would send it now. */
  function notification(orderNo: string, amount: number, over: Partial<PaymentNotification> = {}) {
    return {
      orderNo,
      amount: amount.toFixed(2),
      status: 'paid' as const,
      providerRef: 'P1',
      nonce: randomBytes(16).toString('hex'),
      timestamp: env.clock.now(),
      ...over,
    }
  }

  /** Posts a notification body to the notify endpoint, signed with `key` (default: the platform's secret). */
  async function notify(body: string, signature?: string | null) {
    const signed = signature === undefined ? signNotification(await secret(), body) : signature
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (signed !== null) headers[SIGNATURE_HEADER] = signed
    const response = await fetch(`${env.origin}/app-api/api/recharge/notify`, {
      method: 'POST',
      headers,
      body,
    })
    return {
      status: response.status,
      body: (await response.json()) as { data?: unknown; code?: string; msg?: string },
    }
  }

  /** Posts a form to the platform as a signed-in client would (for bodies the typed client never sends). */
  async function postForm(token: string, path: string, form: Record<string, string>) {
    const response = await fetch(`${env.origin}/app-api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body: new URLSearchParams(form).toString(),
    })
    return { status: response.status, body: (await response.json()) as { code?: string; msg?: string } }
  }

  const count = countIn(env.queries)
  const moneyOf = async (userId: number) => (await stores.wallet.balancesOf(userId)).moneyFen
  const ledgerRowsOf = (userId: number) => count`SELECT COUNT(*) AS n FROM ledger WHERE user_id = ${userId}`

  /** The open turn of a game. */
  const openTurn = async (gameId = 110) => (await guest().lottery.openInfo(gameId)).cur.turnNum
  let forms = 0
  /** A bet form of 特码A on one number per line, for the open turn. */
  async function temaForm(stakes: number[], gameId = 110): Promise<BetForm> {
    forms++
    return {
      gameId,
      turnNum: await openTurn(gameId),
      idempotencyKey: `${prefix}-form-${forms}`,
      bets: stakes.map((stake, i) => ({
        playId: 'sm.tema.a',
        selection: { kind: 'single' as const, cell: String(i + 1).padStart(2, '0') },
        stake,
      })),
    }
  }
  /** Draws a game now on chosen numbers (settling its open turn). */
  async function draw(gameId: number, openNum: string) {
    const answer = await hook('draw', { gameId, openNum })
    expect(answer.status).toBe(200)
  }

  return {
    stores,
    guest,
    as,
    memberWith,
    hook,
    notification,
    notify,
    postForm,
    secret,
    count,
    moneyOf,
    ledgerRowsOf,
    temaForm,
    draw,
  }
}
