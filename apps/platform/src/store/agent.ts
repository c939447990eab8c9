import type { AgentUserType } from '@liuhe/domain'
import type { Expression, ExpressionBuilder } from 'kysely'
import { containsTextIgnoringAsciiCase, lockedForUpdate, type Queries } from '../storage/queries'

/** A registration link as stored, with how many accounts registered through it. */
export interface AgentLinkRow {
  id: number
  code: string
  type: AgentUserType
  rebate: number
  remark: string
  registCount: number
  createdAt: number
  updatedAt: number
}

/** A link's editable fields. */
export interface LinkFields {
  type: AgentUserType
  rebate: number
  remark: string
}

/** A sub-user as the agent's list shows it. */
export interface SubUserRow {
  userId: number
  account: string
  /** 1 when the sub-user is an agent. */
  isDl: AgentUserType
  rebate: number
  moneyFen: number
  liveMoneyFen: number
  rechMoneyFen: number
  createdAt: number
}

/** What the team report reads for a date range, fen and counts (the route shapes it with the domain's rules). */
export interface TeamSums {
  cp: { bettingFen: number; winFen: number }
  live: { bettingFen: number; winFen: number }
  rebateFen: number
  /** Valid bets (lottery and casino) per sub-user with the sub-user's rebate, for the agent's commission. */
  validBySub: { rebate: number; validFen: number }[]
  rechargeFen: number
  rechargeCount: number
  rechUserCount: number
  otherDiscountFen: number
  withdrawFen: number
  firstRechargeCount: number
  registCount: number
  teamCount: number
  teamMoneyFen: number
}

/** The ledger types of a recharge (the team report's recharges). */
const rechargeTypes = ['recharge', 'onlinePay']

/**
 * The agent area: registration links and an agent's sub-users. Every query is scoped to the agent it is
 * given, so an agent can only ever read or change their own links and sub-users.
 */
export function createAgentStore(db: Queries) {
  /** The agent's links (only the link `id` when given). */
  const linksMatching = (agentId: number, id: number | undefined) => {
    const query = db.selectFrom('agent_links as l').where('l.agent_id', '=', agentId)
    return id === undefined ? query : query.where('l.id', '=', id)
  }
  /**
   * The agent's sub-users (account containing `account` when given: a plain substring, ASCII letters in
   * either case, as SQLite's LIKE matched them).
   */
  const subsMatching = (agentId: number, account: string | undefined) => {
    const query = db.selectFrom('users').where('agent_id', '=', agentId)
    return account === undefined
      ? query
      : query.where((eb) => containsTextIgnoringAsciiCase(db, eb.ref('account'), account))
  }
  /** The team report's sub-users: all of the agent's, or the one asked for, with their rebates. */
  const teamOf = (agentId: number, userId: number | undefined) => {
    const query = db.selectFrom('users').select(['user_id', 'rebate']).where('agent_id', '=', agentId)
    return (userId === undefined ? query : query.where('user_id', '=', userId)).as('s')
  }
  const subColumns = [
    'user_id as userId',
    'account',
    'is_dl as isDl',
    'rebate',
    'money_fen as moneyFen',
    'live_money_fen as liveMoneyFen',
    'rech_money_fen as rechMoneyFen',
    'created_at as createdAt',
  ] as const
  const subRow = (row: {
    userId: number
    account: string
    isDl: number
    rebate: number
    moneyFen: number
    liveMoneyFen: number
    rechMoneyFen: number
    createdAt: number
  }): SubUserRow => ({ ...row, isDl: row.isDl as AgentUserType })

  return {
    /**
     * Holds the agent's users row until the transaction the store runs in ends, so that another transaction
     * locking the same agent (a second link being created) waits: on PostgreSQL a row lock (FOR UPDATE); on
     * SQLite the transaction already holds the database's write lock (BEGIN IMMEDIATE,
     * storage/sqliteDialect.ts). Outside a transaction it throws, as the lock would end with the statement.
     */
    async lockAgent(agentId: number): Promise<void> {
      if (!db.isTransaction) throw new Error('the agent is locked inside a transaction only')
      await lockedForUpdate(
        db,
        db.selectFrom('users').select('user_id').where('user_id', '=', agentId),
      ).execute()
    },
    /** Stores a link; returns its id. */
    async createLink(agentId: number, code: string, fields: LinkFields, at: number): Promise<number> {
      const { id } = await db
        .insertInto('agent_links')
        .values({
          agent_id: agentId,
          code,
          type: fields.type,
          rebate: fields.rebate,
          remark: fields.remark,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },
    /** Changes one of the agent's links; false when the agent has no link of that id. */
    async updateLink(agentId: number, id: number, fields: LinkFields, at: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('agent_links')
        .set({ type: fields.type, rebate: fields.rebate, remark: fields.remark, updated_at: at })
        .where('id', '=', id)
        .where('agent_id', '=', agentId)
        .executeTakeFirst()
      return numUpdatedRows === 1n
    },
    /** Removes one of the agent's links; false when the agent has no link of that id. */
    async removeLink(agentId: number, id: number): Promise<boolean> {
      const { numDeletedRows } = await db
        .deleteFrom('agent_links')
        .where('id', '=', id)
        .where('agent_id', '=', agentId)
        .executeTakeFirst()
      return numDeletedRows === 1n
    },
    /** A page of the agent's links, newest first (only the link `id` when given). */
    async linksOf(
      agentId: number,
      page: { limit: number; offset: number; id?: number | undefined },
    ): Promise<{ rows: AgentLinkRow[]; total: number }> {
      const rows = await linksMatching(agentId, page.id)
        .select((eb) => [
          'l.id',
          'l.code',
          'l.type',
          'l.rebate',
          'l.remark',
          'l.created_at as createdAt',
          'l.updated_at as updatedAt',
          eb
            .selectFrom('users as u')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('u.intr_code', '=', 'l.code')
            .whereRef('u.agent_id', '=', 'l.agent_id')
            .as('registCount'),
        ])
        .orderBy('l.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
      const { n } = await linksMatching(agentId, page.id)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return {
        rows: rows.map((r) => ({
          ...r,
          type: r.type as AgentUserType,
          registCount: Number(r.registCount ?? 0),
        })),
        total: Number(n),
      }
    },
    /** How many links the agent has. */
    async linkCount(agentId: number): Promise<number> {
      const { n } = await linksMatching(agentId, undefined)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(n)
    },
    /** True when a promotion code is used by a link or a plain promotion code. */
    async isCodeTaken(code: string): Promise<boolean> {
      const link = await db.selectFrom('agent_links').select('id').where('code', '=', code).executeTakeFirst()
      if (link) return true
      const plain = await db
        .selectFrom('intr_codes')
        .select('code')
        .where('code', '=', code)
        .executeTakeFirst()
      return plain !== undefined
    },
    /** What a promotion code registers: its type, rebate (links only) and agent's account; undefined if unknown. */
    async findCode(
      code: string,
    ): Promise<
      { code: string; type: AgentUserType; rebate: number | null; agentAccount: string } | undefined
    > {
      const link = await db
        .selectFrom('agent_links as l')
        .innerJoin('users as u', 'u.user_id', 'l.agent_id')
        .select(['l.code', 'l.type', 'l.rebate', 'u.account as agentAccount'])
        .where('l.code', '=', code)
        .executeTakeFirst()
      if (link) return { ...link, type: link.type as AgentUserType }
      const plain = await db
        .selectFrom('intr_codes as c')
        .innerJoin('users as u', 'u.user_id', 'c.agent_id')
        .select(['c.code', 'u.account as agentAccount'])
        .where('c.code', '=', code)
        .executeTakeFirst()
      return plain && { code: plain.code, type: 0, rebate: null, agentAccount: plain.agentAccount }
    },
    /** A page of the agent's sub-users (account containing `account` when given), newest first, with totals. */
    async subUsersOf(
      agentId: number,
      query: { account?: string | undefined; limit: number; offset: number },
    ): Promise<{ rows: SubUserRow[]; total: number; moneyFen: number }> {
      const account = query.account || undefined
      const totals = await subsMatching(agentId, account)
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          total(eb, eb('money_fen', '+', eb.ref('live_money_fen'))).as('moneyFen'),
        ])
        .executeTakeFirstOrThrow()
      const rows = await subsMatching(agentId, account)
        .select(subColumns)
        .orderBy('created_at', 'desc')
        .orderBy('user_id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute()
      return { rows: rows.map(subRow), total: Number(totals.n), moneyFen: Number(totals.moneyFen) }
    },
    /** One of the agent's sub-users; undefined for anyone else. */
    async subUser(agentId: number, userId: number): Promise<SubUserRow | undefined> {
      const row = await db
        .selectFrom('users')
        .select(subColumns)
        .where('agent_id', '=', agentId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row && subRow(row)
    },
    /**
     * The team report's sums for the agent's sub-users (or the one sub-user) in [fromMs, toMs): their settled
     * bets, casino rounds and ledger rows then, and the team as it is.
     */
    async teamSums(query: {
      agentId: number
      userId?: number | undefined
      fromMs: number
      toMs: number
    }): Promise<TeamSums> {
      const { agentId, userId, fromMs, toMs } = query
      const cp = await db
        .selectFrom('bets as b')
        .innerJoin(teamOf(agentId, userId), 's.user_id', 'b.user_id')
        .select((eb) => [
          's.rebate',
          total(eb, eb('b.stake_fen', '*', eb.ref('b.bet_count'))).as('validFen'),
          total(eb, eb.ref('b.payout_fen')).as('winFen'),
        ])
        .where('b.status', '=', 1)
        .where('b.settled_at', '>=', fromMs)
        .where('b.settled_at', '<', toMs)
        .groupBy(['b.user_id', 's.rebate'])
        .orderBy('b.user_id')
        .execute()
      const live = await db
        .selectFrom('casino_wagers as w')
        .innerJoin(teamOf(agentId, userId), 's.user_id', 'w.user_id')
        .select((eb) => [
          's.rebate',
          total(eb, eb.ref('w.stake_fen')).as('stakeFen'),
          total(eb, eb.ref('w.valid_fen')).as('validFen'),
          total(eb, eb.ref('w.payout_fen')).as('winFen'),
        ])
        .where('w.created_at', '>=', fromMs)
        .where('w.created_at', '<', toMs)
        .groupBy(['w.user_id', 's.rebate'])
        .orderBy('w.user_id')
        .execute()
      const ledger = await db
        .selectFrom('ledger as l')
        .innerJoin(teamOf(agentId, userId), 's.user_id', 'l.user_id')
        .select((eb) => {
          const amountOf = (types: string[]) =>
            total(eb, eb.case().when('l.type', 'in', types).then(eb.ref('l.amount_fen')).end())
          const isRecharge = eb.case().when('l.type', 'in', rechargeTypes)
          return [
            amountOf(rechargeTypes).as('rechargeFen'),
            eb.fn.count<number>(isRecharge.then(eb.lit(1)).end()).as('rechargeCount'),
            eb.fn
              .count<number>(eb.case().when('l.type', 'in', rechargeTypes).then(eb.ref('l.user_id')).end())
              .distinct()
              .as('rechUserCount'),
            amountOf(['rebate']).as('rebateFen'),
            amountOf(['reward', 'registerGift']).as('otherDiscountFen'),
            amountOf(['withdraw', 'withdrawReturn']).as('withdrawnFen'),
          ]
        })
        .where('l.created_at', '>=', fromMs)
        .where('l.created_at', '<', toMs)
        .executeTakeFirstOrThrow()
      const firsts = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('ledger as l')
            .innerJoin(teamOf(agentId, userId), 's.user_id', 'l.user_id')
            .select((inner) => inner.fn.min('l.created_at').as('first'))
            .where('l.type', 'in', rechargeTypes)
            .groupBy('l.user_id')
            .as('f'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('f.first', '>=', fromMs)
        .where('f.first', '<', toMs)
        .executeTakeFirstOrThrow()
      let members = db.selectFrom('users').where('agent_id', '=', agentId)
      if (userId !== undefined) members = members.where('user_id', '=', userId)
      const team = await members
        .select((eb) => [
          eb.fn.countAll<number>().as('teamCount'),
          total(eb, eb('money_fen', '+', eb.ref('live_money_fen'))).as('teamMoneyFen'),
          eb.fn
            .count<number>(
              eb
                .case()
                .when(eb.and([eb('created_at', '>=', fromMs), eb('created_at', '<', toMs)]))
                .then(eb.lit(1))
                .end(),
            )
            .as('registCount'),
        ])
        .executeTakeFirstOrThrow()
      const cpRows = cp.map((r) => ({
        rebate: r.rebate,
        validFen: Number(r.validFen),
        winFen: Number(r.winFen),
      }))
      const liveRows = live.map((r) => ({
        rebate: r.rebate,
        stakeFen: Number(r.stakeFen),
        validFen: Number(r.validFen),
        winFen: Number(r.winFen),
      }))
      const sum = <K extends string>(rows: Record<K, number>[], key: K) =>
        rows.reduce((n, r) => n + r[key], 0)
      return {
        cp: { bettingFen: sum(cpRows, 'validFen'), winFen: sum(cpRows, 'winFen') },
        live: { bettingFen: sum(liveRows, 'stakeFen'), winFen: sum(liveRows, 'winFen') },
        rebateFen: Number(ledger.rebateFen),
        validBySub: [...cpRows, ...liveRows].map((r) => ({ rebate: r.rebate, validFen: r.validFen })),
        rechargeFen: Number(ledger.rechargeFen),
        rechargeCount: Number(ledger.rechargeCount),
        rechUserCount: Number(ledger.rechUserCount),
        otherDiscountFen: Number(ledger.otherDiscountFen),
        // Withdrawals are negative ledger amounts (their returns positive): the report shows what left.
        withdrawFen: 0 - Number(ledger.withdrawnFen),
        firstRechargeCount: Number(firsts.n),
        teamCount: Number(team.teamCount),
        teamMoneyFen: Number(team.teamMoneyFen),
        registCount: Number(team.registCount),
      }
    },
  }
}

/**
 * SUM of `value` over the group, 0 for none, as a BIGINT: PostgreSQL answers a SUM of BIGINTs as NUMERIC (a
 * string through pg), the cast makes it a number on both engines.
 */
function total<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, value: Expression<number | null>) {
  return eb.cast<number>(eb.fn.coalesce(eb.fn.sum<number | null>(value), eb.lit(0)), 'bigint')
}

/** The agent store of one database. */
export type AgentStore = ReturnType<typeof createAgentStore>
