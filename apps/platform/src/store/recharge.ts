import type { RechargeKind, RechargeStatus } from '@liuhe/domain'
import type { Queries } from '../storage/queries'

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

const columns = [
  'order_no as orderNo',
  'user_id as userId',
  'channel_id as channelId',
  'kind',
  'amount_fen as amountFen',
  'status',
  'payer_name as payerName',
  'provider_ref as providerRef',
  'created_at as createdAt',
  'expires_at as expiresAt',
  'paid_at as paidAt',
  'credited_at as creditedAt',
  'closed_at as closedAt',
] as const

/** Recharge orders and the nonces of the payment notifications that moved them. */
export function createRechargeStore(db: Queries) {
  const ofMember = (query: { userId: number; status?: RechargeStatus | undefined }) => {
    const mine = db.selectFrom('recharge_orders').where('user_id', '=', query.userId)
    return query.status === undefined ? mine : mine.where('status', '=', query.status)
  }

  return {
    async insertOrder(order: NewRechargeOrder): Promise<void> {
      await db
        .insertInto('recharge_orders')
        .values({
          order_no: order.orderNo,
          user_id: order.userId,
          channel_id: order.channelId,
          kind: order.kind,
          amount_fen: order.amountFen,
          idem_key: order.idemKey,
          request_hash: order.requestHash,
          created_at: order.createdAt,
          expires_at: order.expiresAt,
        })
        .execute()
    },
    async findOrder(orderNo: string): Promise<RechargeOrderRow | undefined> {
      return (await db
        .selectFrom('recharge_orders')
        .select(columns)
        .where('order_no', '=', orderNo)
        .executeTakeFirst()) as RechargeOrderRow | undefined
    },
    /** The order a member created with this idempotency key, if any. */
    async findOrderByKey(
      userId: number,
      key: string,
    ): Promise<(RechargeOrderRow & { requestHash: string | null }) | undefined> {
      return (await db
        .selectFrom('recharge_orders')
        .select([...columns, 'request_hash as requestHash'])
        .where('user_id', '=', userId)
        .where('idem_key', '=', key)
        .executeTakeFirst()) as (RechargeOrderRow & { requestHash: string | null }) | undefined
    },
    /**
     * A page of a member's orders, newest first (orders made in the same millisecond: by order number,
     * descending), with the count of all that match.
     */
    async pageOfOrders(query: {
      userId: number
      status?: RechargeStatus | undefined
      limit: number
      offset: number
    }): Promise<{ rows: RechargeOrderRow[]; total: number }> {
      const rows = await ofMember(query)
        .select(columns)
        .orderBy('created_at', 'desc')
        .orderBy('order_no', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute()
      const { n } = await ofMember(query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return { rows: rows as RechargeOrderRow[], total: Number(n) }
    },
    /** How many of a member's orders still wait for payment. */
    async pendingCount(userId: number): Promise<number> {
      const { n } = await ofMember({ userId, status: 'pending' })
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(n)
    },
    /** Marks every pending order whose time has run out expired (the status an order reads from then on). */
    async expireDue(nowMs: number): Promise<void> {
      await db
        .updateTable('recharge_orders')
        .set((eb) => ({ status: 'expired', closed_at: eb.ref('expires_at') }))
        .where('status', '=', 'pending')
        .where('expires_at', '<=', nowMs)
        .execute()
    },
    /** A pending bank order the member says was transferred; false when it was not pending. */
    async markPaid(orderNo: string, payerName: string, at: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('recharge_orders')
        .set({ status: 'paid', payer_name: payerName, paid_at: at })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
      return numUpdatedRows === 1n
    },
    /** Cancels a pending order; false when it was not pending. */
    async markCancelled(orderNo: string, at: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('recharge_orders')
        .set({ status: 'cancelled', closed_at: at })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
      return numUpdatedRows === 1n
    },
    /**
     * Marks an order credited; false when it was credited already (nothing may then be credited again). One
     * conditional UPDATE: of two concurrent calls, one changes the order (PostgreSQL reads the condition again
     * once the other's commit is in).
     */
    async markCredited(orderNo: string, providerRef: string, at: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('recharge_orders')
        .set((eb) => ({
          status: 'credited',
          provider_ref: providerRef,
          paid_at: eb.fn.coalesce('paid_at', eb.val(at)),
          credited_at: at,
        }))
        .where('order_no', '=', orderNo)
        .where('status', '<>', 'credited')
        .executeTakeFirstOrThrow()
      return numUpdatedRows === 1n
    },
    /** Records a notification's nonce; false when it was seen before (a replay). */
    async useNonce(value: string, orderNo: string, at: number): Promise<boolean> {
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('payment_nonces')
        .values({ nonce: value, order_no: orderNo, received_at: at })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirstOrThrow()
      return numInsertedOrUpdatedRows === 1n
    },
  }
}

/** The recharge store of one database. */
export type RechargeStore = ReturnType<typeof createRechargeStore>
