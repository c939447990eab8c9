import type { Kysely } from 'kysely'
import type { Db } from '../db'
import { createLeaseStore } from '../shared/lease'
import { openKysely } from '../storage/engine'
import { isPostgres, type Queries } from '../storage/queries'
import type { Database } from '../storage/schema'
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
 * How to make each store over `queries` (storage/queries.ts): the platform's Kysely, or one transaction of it.
 * Making one prepares nothing (on SQLite the dialect prepares a statement at its first use, by SQL text).
 * `stores` answers the other stores of the same `queries`, for a store built on another.
 */
const storeMakers = {
  agent: (queries: Queries) => createAgentStore(queries),
  leases: (queries: Queries) => createLeaseStore(queries),
  galleryPictures: (queries: Queries) => createGalleryPictureStore(queries),
  templates: (queries: Queries) => createTemplateStore(queries),
  templateVotes: (queries: Queries, stores: { templates: ReturnType<typeof createTemplateStore> }) =>
    createTemplateVoteStore(queries, stores.templates),
  challenges: (queries: Queries) => createChallengeStore(queries),
  config: (queries: Queries) => createConfigStore(queries),
  guessLocks: (queries: Queries) => createGuessLockStore(queries),
  odds: (queries: Queries) => createOddsStore(queries),
  push: (queries: Queries) => createPushStore(queries),
  content: (queries: Queries) => createContentStore(queries),
  documents: (queries: Queries) => createDocumentStore(queries),
  gallery: (queries: Queries) => createGalleryStore(queries),
  games: (queries: Queries) => createGameStore(queries),
  search: (queries: Queries) => createSearchStore(queries),
  account: (queries: Queries) => createAccountStore(queries),
  messages: (queries: Queries) => createMessageStore(queries),
  responsible: (queries: Queries) => createResponsibleStore(queries),
  users: (queries: Queries) => createUserStore(queries),
  casino: (queries: Queries) => createCasinoStore(queries),
  recharge: (queries: Queries) => createRechargeStore(queries),
  rewards: (queries: Queries) => createRewardStore(queries),
  wallet: (queries: Queries) => createWalletStore(queries),
  withdrawals: (queries: Queries) => createWithdrawalStore(queries),
  chat: (queries: Queries) => createChatStore(queries),
  chatBetCards: (queries: Queries) => createChatBetCardStore(queries),
  chatMutes: (queries: Queries) => createChatMuteStore(queries),
  chatReads: (queries: Queries) => createChatReadStore(queries),
  bets: (queries: Queries) => createBetStore(queries),
  lottery: (queries: Queries) => createLotteryStore(queries),
  history: (_queries: Queries, stores: { lottery: ReturnType<typeof createLotteryStore> }) =>
    createLotteryHistory(stores.lottery),
  templateSettlement: (queries: Queries) => createTemplateSettlement(queries),
}

type KyselyStores = { readonly [K in keyof typeof storeMakers]: ReturnType<(typeof storeMakers)[K]> }

/**
 * Every store over `queries`, each made at its first use and kept: a transaction (a bet form's) uses a few of
 * some thirty stores, and making all of them for each one was a measurable part of a bet form's time.
 */
function kyselyStores(queries: Queries): KyselyStores {
  const stores = {} as KyselyStores
  for (const [name, make] of Object.entries(storeMakers)) {
    Object.defineProperty(stores, name, {
      enumerable: true,
      get() {
        const store = (make as (queries: Queries, stores: KyselyStores) => unknown)(queries, stores)
        Object.defineProperty(stores, name, { enumerable: true, value: store })
        return store
      },
      configurable: true,
    })
  }
  return stores
}

/** The stores of one database, as the routes, the scheduler and the test hooks receive them. */
export type Stores = KyselyStores & {
  /**
   * Runs `work` in one transaction across stores (a bet form: wallet, bets and its answer together) with the
   * stores it passes, whose queries all belong to it (storage/transactions.ts `inTransaction`: BEGIN IMMEDIATE
   * on SQLite, so a transaction that reads, then writes, waits for the write lock up front instead of failing
   * at its first write; test/sqliteBusy.test.ts). Inside it, use only the stores passed: on SQLite a query
   * through the outer stores fails at once (storage/sqliteDialect.ts). Nested, it runs in the outer
   * transaction. The work awaits store work only: no network, timers or password hashing inside.
   */
  transaction<T>(work: (tx: Stores) => Promise<T>): Promise<T>
  /**
   * Whether transactions of these stores run side by side: on PostgreSQL outside a transaction (a pool of
   * connections). Not on SQLite (one connection, one writer) nor inside a transaction (one connection).
   */
  readonly concurrent: boolean
}

/**
 * The stores of a database: a SQLite handle (its Kysely, {@link kyselyOf}) or a Kysely of either engine
 * (docs/platform.md, "Storage engines"). The schema is complete by then: `openDb` and `migratePostgres`
 * run the migrations before anyone can create stores.
 */
export function createStores(source: Db | Queries): Stores {
  const queries = 'selectFrom' in source ? source : kyselyOf(source)
  /** The stores of one open transaction `trx`: nested transactions run in it. */
  const storesIn = (trx: Queries): Stores => {
    const inner: Stores = Object.assign(kyselyStores(trx), {
      transaction: <T>(work: (tx: Stores) => Promise<T>): Promise<T> => work(inner),
      concurrent: false,
    })
    return inner
  }
  return Object.assign(kyselyStores(queries), {
    transaction: <T>(work: (tx: Stores) => Promise<T>) =>
      inTransaction(queries, (trx) => work(storesIn(trx))),
    concurrent: isPostgres(queries) && !queries.isTransaction,
  })
}
