import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { storageEngineFromEnv } from './engine'

const fallback = '/srv/liuhe/data/liuhe.sqlite'

describe('storageEngineFromEnv', () => {
  it('keeps the SQLite file when DATABASE_URL is absent or empty', () => {
    expect(storageEngineFromEnv({}, fallback)).toEqual({ kind: 'sqlite', file: fallback })
    expect(storageEngineFromEnv({ DATABASE_URL: '  ', PLATFORM_DB: 'data/x.sqlite' }, fallback)).toEqual({
      kind: 'sqlite',
      file: resolve('data/x.sqlite'),
    })
  })

  it('selects PostgreSQL for postgres:// and postgresql:// URLs', () => {
    for (const url of ['postgres://liuhe:secret@db.internal:5432/liuhe', 'postgresql://127.0.0.1/test'])
      expect(storageEngineFromEnv({ DATABASE_URL: url, PLATFORM_DB: 'ignored.sqlite' }, fallback)).toEqual({
        kind: 'postgres',
        url,
      })
  })

  it('refuses any other value, without repeating it', () => {
    for (const url of [
      'mysql://root:secret@db/liuhe',
      'sqlite:///tmp/x.sqlite',
      'postgres:',
      'liuhe.sqlite',
    ]) {
      const failure = (() => {
        try {
          storageEngineFromEnv({ DATABASE_URL: url }, fallback)
        } catch (error) {
          return (error as Error).message
        }
      })()
      expect(failure).toMatch(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/)
      expect(failure).not.toContain('secret')
    }
  })
})
