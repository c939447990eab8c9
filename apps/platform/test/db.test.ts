import { describe, expect, it } from 'vitest'
import { openDb } from '../src/db'

describe('openDb', () => {
  it('compiles a SQL text once and reuses the statement', () => {
    const db = openDb(':memory:')
    const sql = 'SELECT value FROM meta WHERE key = ?'
    expect(db.prepare(sql)).toBe(db.prepare(sql))
    expect(db.prepare('SELECT key FROM meta')).not.toBe(db.prepare(sql))
    db.close()
  })

  it('reads fresh rows through a reused statement', () => {
    const db = openDb(':memory:')
    const read = () =>
      db.prepare('SELECT value FROM meta WHERE key = ?').get('k') as { value: string } | undefined
    expect(read()).toBeUndefined()
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('k', 'one')
    expect(read()?.value).toBe('one')
    db.prepare('UPDATE meta SET value = ? WHERE key = ?').run('two', 'k')
    expect(read()?.value).toBe('two')
    db.close()
  })
})
