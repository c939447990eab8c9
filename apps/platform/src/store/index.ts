import type { Kysely } from 'kysely'
import type { Db } from '../db'
import { openKysely } from '../storage/engine'
import type { Queries } from '../storage/queries'
import type { Database } from '../storage/schema'
import { guardedHandle } from '../storage/sqliteDialect'
import { inTransaction } from '../storage/transactions'
import { createAccountStore } from './account'
import { createAgentStore } from './agent'
import { createBetStore } from './bets'
import { createCasinoStore } from './casino'
import { createChallengeStore } from './challenges'
import { createChatStore } from './chat'
import { createChatBetCardStore } from './chatBetCards'
import { createChatMuteStore } from './chatMutes'
import { createChatReadStore } from './chatReads'
import { createConfigStore } from './config'
import { createContentStore } from './content'
import { createDocumentStore } from './documents'
import { createGalleryStore } from './gallery'
import { createGalleryPictureStore } from './galleryPictures'
import { createGameStore } from './games'
import { createGuessLockStore } from './guessLocks'
import { createLotteryStore } from './lottery'
import { createLotteryHistory } from './lotteryHistory'
import { createMessageStore } from './messages'
import { createOddsStore } from './odds'
import { createPushStore } from './push'
import { createRechargeStore } from './recharge'
import { createResponsibleStore } from './responsible'
import { createRewardStore } from './rewards'
import { createSearchStore } from './search'
import { createTemplateSettlement } from './templateSettlement'
import { createTemplateStore } from './templates'
import { createTemplateVoteStore } from './templateVotes'
import { createUserStore } from './user'
import { createWalletStore } from './wallet'
import { createWithdrawalStore } from './withdrawals'

/**
 * The Kysely over each SQLite handle, one per handle: its driver holds the handle's one connection and
 * statement cache (storage/sqliteDialect.ts). It leaves the handle open; the handle's owner closes it.
 */
const kyselyByHandle = new WeakMap<Db, Kysely<Database>>()

/** The Kysely of `db`'s handle ({@link kyselyByHandle}). */
export function kyselyOf(db: Db): Queries {
  let kysely = kyselyByHandle.get(db)
  if (!kysely) {
    kysely = openKysely({ kind: 'sqlite', db, closeOnDestroy: false })
    kyselyByHandle.set(db, kysely)
  }
  return kysely
}

/**
 * The stores still on better-sqlite3, over `db`: each prepares its statements once, so they are built once per
 * handle and shared by every transaction (they run on the one connection, inside whichever transaction the
 * handle has open).
 */
function sqliteStores(db: Db) {
  const lottery = createLotteryStore(db)
  const templates = createTemplateStore(db)
  return {
    account: createAccountStore(db),
    agent: createAgentStore(db),
    bets: createBetStore(db),
    casino: createCasinoStore(db),
    challenges: createChallengeStore(db),
    chat: createChatStore(db),
    chatBetCards: createChatBetCardStore(db),
    chatMutes: createChatMuteStore(db),
    chatReads: createChatReadStore(db),
    config: createConfigStore(db),
    galleryPictures: createGalleryPictureStore(db),
    guessLocks: createGuessLockStore(db),
    lottery,
    messages: createMessageStore(db),
    odds: createOddsStore(db),
    push: createPushStore(db),
    recharge: createRechargeStore(db),
    responsible: createResponsibleStore(db),
    rewards: createRewardStore(db),
    history: createLotteryHistory(lottery),
    templates,
    templateVotes: createTemplateVoteStore(db, templates),
    templateSettlement: createTemplateSettlement(db, lottery),
    users: createUserStore(db),
    wallet: createWalletStore(db),
    withdrawals: createWithdrawalStore(db),
  }
}

/**
 * The stores moved to Kysely (storage/queries.ts), over `queries`: the platform's Kysely, or one transaction
 * of it. Creating them prepares nothing (their statements are prepared at first use, by SQL text, in the
 * dialect), so each transaction gets its own.
 */
function kyselyStores(queries: Queries) {
  return {
    content: createContentStore(queries),
    documents: createDocumentStore(queries),
    gallery: createGalleryStore(queries),
    games: createGameStore(queries),
    search: createSearchStore(queries),
  }
}

/** The stores of one database, as the routes, the scheduler and the test hooks receive them. */
export type Stores = ReturnType<typeof sqliteStores> &
  ReturnType<typeof kyselyStores> & {
    /**
     * Runs `work` in one transaction across stores (a bet form: wallet, bets and its answer together), for work
     * on the stores still on better-sqlite3 only. It takes the write lock first (BEGIN IMMEDIATE): a transaction
     * that reads, then writes, while another connection to the file committed in between, would fail with
     * SQLITE_BUSY at its first write, past the busy timeout; taken up front, the lock is waited for like any
     * other (test/sqliteBusy.test.ts).
     */
    transaction<T>(work: () => T): T
    /**
     * Runs `work` in one transaction (BEGIN IMMEDIATE too, storage/sqliteDialect.ts) with the stores it passes,
     * whose queries all belong to it: the form of {@link Stores.transaction} for work that uses moved stores.
     * Inside it, use only the stores passed (a query through the outer stores fails at once). Nested, it runs in
     * the outer transaction. On SQLite the handle has one connection, so while it is open another task's
     * better-sqlite3 statement fails rather than join it (storage/sqliteDialect.ts `guardedHandle`).
     */
    transactionAsync<T>(work: (tx: Stores) => Promise<T>): Promise<T>
  }

/**
 * The stores of `db`'s handle, here. The stores still on better-sqlite3 prepare their statements once, on the
 * guarded handle (storage/sqliteDialect.ts); those moved to Kysely query through `queries`, the Kysely of the
 * same handle, so that both kinds see one database while the move goes on (docs/architecture.md, "Storage
 * engines"). The schema is complete by then: `openDb` runs the migrations before anyone can create stores.
 */
export function createStores(db: Db, queries: Queries = kyselyOf(db)): Stores {
  const handle = guardedHandle(db)
  const shared = sqliteStores(handle)
  const transaction = <T>(work: () => T): T => handle.transaction(work).immediate()
  /** The stores of one open transaction `trx`: nested transactions run in it. */
  const storesIn = (trx: Queries): Stores => {
    const inner: Stores = {
      ...shared,
      ...kyselyStores(trx),
      transaction,
      transactionAsync: (work) => work(inner),
    }
    return inner
  }
  return {
    ...shared,
    ...kyselyStores(queries),
    transaction,
    transactionAsync: (work) => inTransaction(queries, (trx) => work(storesIn(trx))),
  }
}
