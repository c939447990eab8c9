// A second platform process writing to the same SQLite file, for sqliteBusy.test.ts (run with `--import tsx`
// through child_process.fork). It answers the test's messages:
//   { hold: true }                  open a write transaction, credit 1 元, answer 'locked'; commit on 'release'
//   { place: keys, account, atMs }  place one 1 元 特码 form per idempotency key, answer { placed, errors }
// Before each placing run it answers 'started', so the test can release a held lock while this one writes.
import { placeBetForm } from '../src/betting/place'
import { createManualClock } from '../src/clock'
import { openDb } from '../src/db'
import { openTurn } from '../src/scheduler'
import { createStores } from '../src/store'

const file = process.argv[2]
if (!file) throw new Error('usage: sqliteWriter.ts <db file>')
const db = openDb(file)
const stores = createStores(db)
const send = (message: unknown) => process.send?.(message)

type Message =
  | { hold: true; account: string }
  | { release: true }
  | { place: string[]; account: string; atMs: number }

/** The write transaction a `hold` opened: `release` lets it commit, `committed` settles when it has. */
let held: { release: () => void; committed: Promise<void> } | undefined

/** Answers one message of the test (the header above). */
async function handle(message: Message): Promise<void> {
  if ('hold' in message) {
    const user = await stores.users.findUserAuth(message.account)
    if (!user) throw new Error(`no account ${message.account}`)
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked = () => {}
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve
    })
    // The credit's transaction (BEGIN IMMEDIATE: it holds the file's write lock) stays open until 'release'.
    const committed = stores.transaction(async (tx) => {
      await tx.wallet.post({ userId: user.userId, type: 'reward', amountFen: 100, at: Date.now() })
      locked()
      await released
    })
    // Its failure is answered where it is awaited: at once when it fails before holding, else at 'release'.
    committed.catch(() => {})
    held = { release, committed }
    await Promise.race([isLocked, committed])
    send('locked')
    return
  }
  if ('release' in message) {
    if (!held) throw new Error('nothing held')
    held.release()
    await held.committed
    held = undefined
    send('committed')
    return
  }
  const clock = createManualClock(message.atMs)
  const auth = await stores.users.findUserAuth(message.account)
  const game = await stores.lottery.findLotteryGame(110)
  if (!auth || !game) throw new Error('no account or game')
  const user = { userId: auth.userId, account: message.account, type: 'HY' }
  const turnNum = (await openTurn(stores.lottery, game, clock.now())).turnNum
  send('started')
  let placed = 0
  const errors: string[] = []
  for (const idempotencyKey of message.place) {
    try {
      await placeBetForm(stores, clock, {
        user,
        company: 'LH',
        form: {
          gameId: 110,
          turnNum,
          idempotencyKey,
          bets: [{ playId: 'sm.tema.a', selection: { kind: 'single', cell: '07' }, stake: 1 }],
        },
      })
      placed++
    } catch (error) {
      errors.push(String(error))
    }
  }
  send({ placed, errors })
}

// The messages are answered one after the other, in the order they came (placing a run is async). A message
// that fails ends the process, as it did when the messages were answered synchronously: the test sees it exit.
let handled: Promise<void> = Promise.resolve()
process.on('message', (message: Message) => {
  handled = handled
    .then(() => handle(message))
    .catch((error: unknown) => {
      console.error('[sqliteWriter] a message failed', error)
      process.exit(1)
    })
})
send('ready')
