import type { AgentUserType } from '@liuhe/domain'
import type { Db } from '../db'

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

const linkColumns = `l.id, l.code, l.type, l.rebate, l.remark, l.created_at AS createdAt, l.updated_at AS updatedAt,
  (SELECT COUNT(*) FROM users u WHERE u.intr_code = l.code AND u.agent_id = l.agent_id) AS registCount`

const subColumns = `user_id AS userId, account, is_dl AS isDl, rebate, money_fen AS moneyFen,
  live_money_fen AS liveMoneyFen, rech_money_fen AS rechMoneyFen, created_at AS createdAt`

/**
 * The agent area: registration links and an agent's sub-users. Every query is scoped to the agent it is
 * given, so an agent can only ever read or change their own links and sub-users.
 */
export function createAgentStore(db: Db) {
  const insertLink = db.prepare(
    `INSERT INTO agent_links (agent_id, code, type, rebate, remark, created_at, updated_at)
     VALUES (@agentId, @code, @type, @rebate, @remark, @at, @at)`,
  )
  const updateLink = db.prepare(
    `UPDATE agent_links SET type = @type, rebate = @rebate, remark = @remark, updated_at = @at
     WHERE id = @id AND agent_id = @agentId`,
  )
  const deleteLink = db.prepare('DELETE FROM agent_links WHERE id = ? AND agent_id = ?')
  const linkPage = db.prepare(
    `SELECT ${linkColumns} FROM agent_links l WHERE l.agent_id = @agentId AND (@id IS NULL OR l.id = @id)
     ORDER BY l.id DESC LIMIT @limit OFFSET @offset`,
  )
  const linkCount = db.prepare(
    'SELECT COUNT(*) AS n FROM agent_links WHERE agent_id = @agentId AND (@id IS NULL OR id = @id)',
  )
  const codeTaken = db.prepare(
    'SELECT 1 FROM agent_links WHERE code = @code UNION ALL SELECT 1 FROM intr_codes WHERE code = @code LIMIT 1',
  )
  const linkByCode = db.prepare(
    `SELECT l.code, l.type, l.rebate, u.account AS agentAccount FROM agent_links l
       JOIN users u ON u.user_id = l.agent_id WHERE l.code = @code
     UNION ALL SELECT c.code, 0 AS type, NULL AS rebate, u.account AS agentAccount FROM intr_codes c
       JOIN users u ON u.user_id = c.agent_id WHERE c.code = @code
     LIMIT 1`,
  )
  const subFilter = `agent_id = @agentId AND (@account IS NULL OR account LIKE '%' || @account || '%' ESCAPE '\\')`
  const subPage = db.prepare(
    `SELECT ${subColumns} FROM users WHERE ${subFilter} ORDER BY created_at DESC, user_id DESC
     LIMIT @limit OFFSET @offset`,
  )
  const subTotals = db.prepare(
    `SELECT COUNT(*) AS n, COALESCE(SUM(money_fen + live_money_fen), 0) AS moneyFen FROM users WHERE ${subFilter}`,
  )
  const subById = db.prepare(`SELECT ${subColumns} FROM users WHERE agent_id = ? AND user_id = ?`)

  // The team report: the agent's sub-users (all, or the one asked for), their bets, casino rounds and
  // ledger rows in [fromMs, toMs).
  const subs = `SELECT user_id, rebate FROM users WHERE agent_id = @agentId AND (@userId IS NULL OR user_id = @userId)`
  const cpSums = db.prepare(
    `SELECT s.rebate, COALESCE(SUM(b.stake_fen * b.bet_count), 0) AS validFen, COALESCE(SUM(b.payout_fen), 0) AS winFen
     FROM bets b JOIN (${subs}) s ON s.user_id = b.user_id
     WHERE b.status = 1 AND b.settled_at >= @fromMs AND b.settled_at < @toMs GROUP BY b.user_id`,
  )
  const liveSums = db.prepare(
    `SELECT s.rebate, COALESCE(SUM(w.stake_fen), 0) AS stakeFen, COALESCE(SUM(w.valid_fen), 0) AS validFen,
            COALESCE(SUM(w.payout_fen), 0) AS winFen
     FROM casino_wagers w JOIN (${subs}) s ON s.user_id = w.user_id
     WHERE w.created_at >= @fromMs AND w.created_at < @toMs GROUP BY w.user_id`,
  )
  const ledgerSums = db.prepare(
    `SELECT
       COALESCE(SUM(CASE WHEN l.type IN ('recharge', 'onlinePay') THEN l.amount_fen END), 0) AS rechargeFen,
       COUNT(CASE WHEN l.type IN ('recharge', 'onlinePay') THEN 1 END) AS rechargeCount,
       COUNT(DISTINCT CASE WHEN l.type IN ('recharge', 'onlinePay') THEN l.user_id END) AS rechUserCount,
       COALESCE(SUM(CASE WHEN l.type = 'rebate' THEN l.amount_fen END), 0) AS rebateFen,
       COALESCE(SUM(CASE WHEN l.type IN ('reward', 'registerGift') THEN l.amount_fen END), 0) AS otherDiscountFen,
       COALESCE(-SUM(CASE WHEN l.type IN ('withdraw', 'withdrawReturn') THEN l.amount_fen END), 0) AS withdrawFen
     FROM ledger l JOIN (${subs}) s ON s.user_id = l.user_id
     WHERE l.created_at >= @fromMs AND l.created_at < @toMs`,
  )
  const firstRecharges = db.prepare(
    `SELECT COUNT(*) AS n FROM (
       SELECT MIN(l.created_at) AS first FROM ledger l JOIN (${subs}) s ON s.user_id = l.user_id
       WHERE l.type IN ('recharge', 'onlinePay') GROUP BY l.user_id
     ) WHERE first >= @fromMs AND first < @toMs`,
  )
  const team = db.prepare(
    `SELECT COUNT(*) AS teamCount, COALESCE(SUM(money_fen + live_money_fen), 0) AS teamMoneyFen,
            COUNT(CASE WHEN created_at >= @fromMs AND created_at < @toMs THEN 1 END) AS registCount
     FROM users WHERE agent_id = @agentId AND (@userId IS NULL OR user_id = @userId)`,
  )

  const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

  return {
    /** Stores a link; returns its id. */
    createLink(agentId: number, code: string, fields: LinkFields, at: number): number {
      return Number(insertLink.run({ agentId, code, ...fields, at }).lastInsertRowid)
    },
    /** Changes one of the agent's links; false when the agent has no link of that id. */
    updateLink(agentId: number, id: number, fields: LinkFields, at: number): boolean {
      return updateLink.run({ agentId, id, ...fields, at }).changes === 1
    },
    /** Removes one of the agent's links; false when the agent has no link of that id. */
    removeLink(agentId: number, id: number): boolean {
      return deleteLink.run(id, agentId).changes === 1
    },
    /** A page of the agent's links, newest first (only the link `id` when given). */
    linksOf(agentId: number, page: { limit: number; offset: number; id?: number | undefined }) {
      const params = { agentId, id: page.id ?? null }
      return {
        rows: linkPage.all({ ...params, limit: page.limit, offset: page.offset }) as AgentLinkRow[],
        total: (linkCount.get(params) as { n: number }).n,
      }
    },
    /** How many links the agent has. */
    linkCount(agentId: number): number {
      return (linkCount.get({ agentId, id: null }) as { n: number }).n
    },
    /** True when a promotion code is used by a link or a plain promotion code. */
    isCodeTaken(code: string): boolean {
      return codeTaken.get({ code }) !== undefined
    },
    /** What a promotion code registers: its type, rebate (links only) and agent's account; undefined if unknown. */
    findCode(
      code: string,
    ): { code: string; type: AgentUserType; rebate: number | null; agentAccount: string } | undefined {
      return linkByCode.get({ code }) as
        | { code: string; type: AgentUserType; rebate: number | null; agentAccount: string }
        | undefined
    },
    /** A page of the agent's sub-users (account containing `account` when given), newest first, with totals. */
    subUsersOf(agentId: number, query: { account?: string | undefined; limit: number; offset: number }) {
      const params = { agentId, account: query.account ? escapeLike(query.account) : null }
      const totals = subTotals.get(params) as { n: number; moneyFen: number }
      return {
        rows: subPage.all({ ...params, limit: query.limit, offset: query.offset }) as SubUserRow[],
        total: totals.n,
        moneyFen: totals.moneyFen,
      }
    },
    /** One of the agent's sub-users; undefined for anyone else. */
    subUser(agentId: number, userId: number): SubUserRow | undefined {
      return subById.get(agentId, userId) as SubUserRow | undefined
    },
    /** The team report's sums for the agent's sub-users (or the one sub-user) in [fromMs, toMs). */
    teamSums(query: {
      agentId: number
      userId?: number | undefined
      fromMs: number
      toMs: number
    }): TeamSums {
      const params = { ...query, userId: query.userId ?? null }
      const cp = cpSums.all(params) as { rebate: number; validFen: number; winFen: number }[]
      const live = liveSums.all(params) as {
        rebate: number
        stakeFen: number
        validFen: number
        winFen: number
      }[]
      const ledger = ledgerSums.get(params) as {
        rechargeFen: number
        rechargeCount: number
        rechUserCount: number
        rebateFen: number
        otherDiscountFen: number
        withdrawFen: number
      }
      const members = team.get(params) as { teamCount: number; teamMoneyFen: number; registCount: number }
      const sum = (rows: { [key: string]: number }[], key: string) =>
        rows.reduce((n, r) => n + (r[key] ?? 0), 0)
      return {
        cp: { bettingFen: sum(cp, 'validFen'), winFen: sum(cp, 'winFen') },
        live: { bettingFen: sum(live, 'stakeFen'), winFen: sum(live, 'winFen') },
        rebateFen: ledger.rebateFen,
        validBySub: [...cp, ...live].map((r) => ({ rebate: r.rebate, validFen: r.validFen })),
        rechargeFen: ledger.rechargeFen,
        rechargeCount: ledger.rechargeCount,
        rechUserCount: ledger.rechUserCount,
        otherDiscountFen: ledger.otherDiscountFen,
        withdrawFen: ledger.withdrawFen,
        firstRechargeCount: (firstRecharges.get(params) as { n: number }).n,
        ...members,
      }
    },
  }
}

/** The agent store of one database. */
export type AgentStore = ReturnType<typeof createAgentStore>
