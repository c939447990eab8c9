import type { Db } from '../db'
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
 * Every store of one database, each with its statements prepared once, here. The schema is complete by
 * then: `openDb` runs the migrations before anyone can create stores.
 */
export function createStores(db: Db) {
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
    documents: createDocumentStore(db),
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
