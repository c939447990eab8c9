import type { RechargeKind, RechargeStatus } from '@liuhe/domain'
import type { Db } from '../db'

/** A stored recharge order. */
export interface RechargeOrderRow {
  orderNo: string
  userId: number
  channelId: string
  kind: RechargeKind
  amountFen: number
  status: RechargeStatus
  payerName: string
  providerRef: string
  createdAt: number
  expiresAt: number
  paidAt: number | null
  creditedAt: number | null
  closedAt: number | null
}

/** A recharge order to store. */
export interface NewRechargeOrder {
  orderNo: string
  userId: number
  channelId: string
  kind: RechargeKind
  amountFen: number
  idemKey: string | null
  /** The hash of the request that used `idemKey` (`requestHash` in src/http/requestHash.ts). */
  requestHash: string | null
  createdAt: number
  expiresAt: number
}

const columns = `order_no AS orderNo, user_id AS userId, channel_id AS channelId, kind, amount_fen AS amountFen,
  status, payer_name AS payerName, provider_ref AS providerRef, created_at AS createdAt, expires_at AS expiresAt,
  paid_at AS paidAt, credited_at AS creditedAt, closed_at AS closedAt`

/** Recharge orders and the nonces of the payment notifications that moved them. */
export function createRechargeStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO recharge_orders (order_no, user_id, channel_id, kind, amount_fen, idem_key, request_hash,
       created_at, expires_at)
     VALUES (@orderNo, @userId, @channelId, @kind, @amountFen, @idemKey, @requestHash, @createdAt, @expiresAt)`,
  )
  const byNo = db.prepare(`SELECT ${columns} FROM recharge_orders WHERE order_no = ?`)
  const byKey = db.prepare(
    `SELECT ${columns}, request_hash AS requestHash FROM recharge_orders WHERE user_id = ? AND idem_key = ?`,
  )
  const page = db.prepare(
    `SELECT ${columns} FROM recharge_orders WHERE user_id = @userId AND (@status IS NULL OR status = @status)
     ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`,
  )
  const count = db.prepare(
    `SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = @userId AND (@status IS NULL OR status = @status)`,
  )
  const pending = db.prepare(
    "SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = ? AND status = 'pending'",
  )
  const expire = db.prepare(
    `UPDATE recharge_orders SET status = 'expired', closed_at = expires_at
     WHERE status = 'pending' AND expires_at <= ?`,
  )
  const paid = db.prepare(
    "UPDATE recharge_orders SET status = 'paid', payer_name = ?, paid_at = ? WHERE order_no = ? AND status = 'pending'",
  )
  const cancel = db.prepare(
    "UPDATE recharge_orders SET status = 'cancelled', closed_at = ? WHERE order_no = ? AND status = 'pending'",
  )
  const credit = db.prepare(
    `UPDATE recharge_orders SET status = 'credited', provider_ref = ?, paid_at = COALESCE(paid_at, ?), credited_at = ?
     WHERE order_no = ? AND status <> 'credited'`,
  )
  const nonce = db.prepare(
    'INSERT INTO payment_nonces (nonce, order_no, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  )

  return {
    insertOrder(order: NewRechargeOrder): void {
      insert.run(order)
    },
    findOrder(orderNo: string): RechargeOrderRow | undefined {
      return byNo.get(orderNo) as RechargeOrderRow | undefined
    },
    /** The order a member created with this idempotency key, if any. */
    findOrderByKey(
      userId: number,
      key: string,
    ): (RechargeOrderRow & { requestHash: string | null }) | undefined {
      return byKey.get(userId, key) as (RechargeOrderRow & { requestHash: string | null }) | undefined
    },
    /** A page of a member's orders, newest first, with the count of all that match. */
    pageOfOrders(query: {
      userId: number
      status?: RechargeStatus | undefined
      limit: number
      offset: number
    }) {
      const params = { ...query, status: query.status ?? null }
      return {
        rows: page.all(params) as RechargeOrderRow[],
        total: (count.get(params) as { n: number }).n,
      }
    },
    /** How many of a member's orders still wait for payment. */
    pendingCount(userId: number): number {
      return (pending.get(userId) as { n: number }).n
    },
    /** Marks every pending order whose time has run out expired (the status an order reads from then on). */
    expireDue(nowMs: number): void {
      expire.run(nowMs)
    },
    /** A pending bank order the member says was transferred; false when it was not pending. */
    markPaid(orderNo: string, payerName: string, at: number): boolean {
      return paid.run(payerName, at, orderNo).changes === 1
    },
    /** Cancels a pending order; false when it was not pending. */
    markCancelled(orderNo: string, at: number): boolean {
      return cancel.run(at, orderNo).changes === 1
    },
    /** Marks an order credited; false when it was credited already (nothing may then be credited again). */
    markCredited(orderNo: string, providerRef: string, at: number): boolean {
      return credit.run(providerRef, at, at, orderNo).changes === 1
    },
    /** Records a notification's nonce; false when it was seen before (a replay). */
    useNonce(value: string, orderNo: string, at: number): boolean {
      return nonce.run(value, orderNo, at).changes === 1
    },
  }
}

/** The recharge store of one database. */
export type RechargeStore = ReturnType<typeof createRechargeStore>
