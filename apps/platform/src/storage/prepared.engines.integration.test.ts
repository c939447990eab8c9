import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { preparedQuery } from './prepared'
import { inTransaction } from './transactions'

const storedValue = preparedQuery<{ key: string }, { value: string }>((db, p) =>
  db.selectFrom('config').select('value').where('key', '=', p.key),
)
const insertValue = preparedQuery<{ key: string; value: string }, never>((db, p) =>
  db.insertInto('config').values({ key: p.key, value: p.value }),
)
// One slot used twice, beside a value fixed when the query was built.
const keysBetween = preparedQuery<{ from: string; to: string; limit: number }, { key: string }>((db, p) =>
  db
    .selectFrom('config')
    .select('key')
    .where('key', '>=', p.from)
    .where('key', '<', p.to)
    .where('key', '!=', 'prepared-skipped')
    .orderBy('key')
    .limit(p.limit),
)
const setValue = preparedQuery<{ key: string; value: string }, never>((db, p) =>
  db.updateTable('config').set({ value: p.value }).where('key', '=', p.key),
)

describeEachEngine('a prepared query', (db) => {
  it('binds each call its own values, compiled once per engine', async () => {
    await insertValue.run(db(), { key: 'prepared-a', value: '"一"' })
    await insertValue.run(db(), { key: 'prepared-b', value: '"二"' })
    await insertValue.run(db(), { key: 'prepared-skipped', value: '"跳"' })
    await insertValue.run(db(), { key: 'prepared-c', value: '"三"' })
    expect(await storedValue.first(db(), { key: 'prepared-a' })).toEqual({ value: '"一"' })
    expect(await storedValue.first(db(), { key: 'prepared-b' })).toEqual({ value: '"二"' })
    expect(await storedValue.first(db(), { key: 'prepared-absent' })).toBeUndefined()
    const keys = (limit: number) =>
      keysBetween
        .rows(db(), { from: 'prepared-', to: 'prepared.', limit })
        .then((rows) => rows.map((r) => r.key))
    expect(await keys(10)).toEqual(['prepared-a', 'prepared-b', 'prepared-c'])
    expect(await keys(2)).toEqual(['prepared-a', 'prepared-b'])
  })

  it('answers the rows a write changed', async () => {
    await insertValue.run(db(), { key: 'prepared-set', value: '1' })
    expect(await setValue.run(db(), { key: 'prepared-set', value: '2' })).toBe(1)
    expect(await setValue.run(db(), { key: 'prepared-none', value: '2' })).toBe(0)
    expect(await storedValue.first(db(), { key: 'prepared-set' })).toEqual({ value: '2' })
  })

  it('runs in the transaction it is given: a rolled back write is gone', async () => {
    await expect(
      inTransaction(db(), async (trx) => {
        await insertValue.run(trx, { key: 'prepared-rolled-back', value: '1' })
        expect(await storedValue.first(trx, { key: 'prepared-rolled-back' })).toEqual({ value: '1' })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await storedValue.first(db(), { key: 'prepared-rolled-back' })).toBeUndefined()
  })

  it('refuses a call that misses a value, naming it', async () => {
    await expect(storedValue.first(db(), {} as { key: string })).rejects.toThrow(
      'a prepared query misses the value of key',
    )
  })
})
