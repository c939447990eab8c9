import { describe, expect, it, vi } from 'vitest'
import { openDb } from '../src/db'
import { LATEST_SCHEMA_VERSION, schemaVersion } from '../src/migrations'
import { createStores } from '../src/store'
import { guestReader } from '../src/templates/views'

describe('openDb', () => {
  it('brings a new file to the latest schema', () => {
    const db = openDb(':memory:')
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION)
    db.close()
  })
})

describe('createStores', () => {
  it('prepares every statement once (when the stores are created, or at its first run through Kysely) and none per call', async () => {
    const db = openDb(':memory:')
    const stores = createStores(db)
    const range = { offset: 0, limit: 20 }
    let prepare: ReturnType<typeof vi.spyOn> | undefined
    for (let i = 0; i < 3; i++) {
      // The first round prepares the Kysely stores' statements (storage/sqliteDialect.ts); the next two must not.
      if (i === 1) prepare = vi.spyOn(db, 'prepare')
      await stores.lottery.listLotteryGames()
      await stores.history.historyGroups(
        {
          gameId: 110,
          gameName: '',
          lotteryKind: 'sixMark',
          schedule: { kind: 'daily', hour: 21, minute: 32 },
          maintain: '',
        },
        0,
      )
      await stores.templates.listTemplates({ gameId: 110 }, range, guestReader)
      await stores.templateSettlement.settleTemplateDraw({
        gameId: 110,
        turnNum: '2026001',
        openTime: 0,
        openNum: '',
      })
      await stores.documents.listDocuments({ gameId: 110 }, range)
      await stores.games.listGames({ category: 'hot', providers: ['PG'], search: '麻将', page: 1, rows: 10 })
      await stores.gallery.listGroupItems({ gameId: 110, variant: 'color', initials: 'A' })
      await stores.content.listCarousel(1, 10)
      await stores.users.findUserByToken('no-such-token', 0)
      await stores.users.isTaken('email', 'a@b.cn')
      await stores.config.getConfig('login_limit')
    }
    expect(prepare).toBeDefined()
    expect(prepare).not.toHaveBeenCalled()
    db.close()
  })
})
