import type { Kysely } from 'kysely'
import type { Db } from '../db'
import { openKysely } from '../storage/engine'
import type { Queries } from '../storage/queries'
import type { Database } from '../storage/schema'
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
 * Every store of one database, here. The stores still on better-sqlite3 prepare their statements once; those
 * moved to Kysely (storage/queries.ts) query through `queries`, the Kysely of the same handle, so that both
 * kinds see one database while the move goes on (docs/architecture.md, "Storage engines"). The schema is complete by
 * then: `openDb` runs the migrations before anyone can create stores.
 */
export function createStores(db: Db, queries: Queries = kyselyOf(db)) {
  const lottery = createLotteryStore(db)
  const templates = createTemplateStore(db)
  return {
    /**
     * Runs `work` in one transaction across stores (a bet form: wallet, bets and its answer together). It
     * takes the write lock first (BEGIN IMMEDIATE): a transaction that reads, then writes, while another
     * connection to the file committed in between, would fail with SQLITE_BUSY at its first write, past the
     * busy timeout; taken up front, the lock is waited for like any other (test/sqliteBusy.test.ts).
     */
    transaction: <T>(work: () => T): T => db.transaction(work).immediate(),
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
    content: createContentStore(db),
    documents: createDocumentStore(queries),
    gallery: createGalleryStore(db),
    galleryPictures: createGalleryPictureStore(db),
    games: createGameStore(db),
    guessLocks: createGuessLockStore(db),
    lottery,
    messages: createMessageStore(db),
    odds: createOddsStore(db),
    push: createPushStore(db),
    recharge: createRechargeStore(db),
    responsible: createResponsibleStore(db),
    rewards: createRewardStore(db),
    history: createLotteryHistory(lottery),
    search: createSearchStore(db),
    templates,
    templateVotes: createTemplateVoteStore(db, templates),
    templateSettlement: createTemplateSettlement(db, lottery),
    users: createUserStore(db),
    wallet: createWalletStore(db),
    withdrawals: createWithdrawalStore(db),
  }
}

/** The stores of one database, as the routes, the scheduler and the test hooks receive them. */
export type Stores = ReturnType<typeof createStores>
