import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { inTransaction } from '../storage/transactions'
import { createConfigStore } from './config'

describeEachEngine('the config store', (db) => {
  it('answers undefined for an absent key and reads back what was stored, JSON and all', async () => {
    const config = createConfigStore(db())
    expect(await config.getConfig('absent')).toBeUndefined()
    const value = { a: 1, nested: { list: [1, '二', null], flag: true }, text: '六合' }
    await config.setConfig('some', value)
    expect(await config.getConfig('some')).toEqual(value)
    await config.setConfig('scalar', 42)
    expect(await config.getConfig('scalar')).toBe(42)
  })

  it('replaces a stored value', async () => {
    const config = createConfigStore(db())
    await config.setConfig('replaced', { v: 1 })
    await config.setConfig('replaced', ['later'])
    expect(await config.getConfig('replaced')).toEqual(['later'])
    const { n } = await db()
      .selectFrom('config')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', 'replaced')
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(1)
  })

  it('requires a seeded value: answers it, or throws naming the key', async () => {
    const config = createConfigStore(db())
    await config.setConfig('seeded', { vCode: 0 })
    expect(await config.requireConfig('seeded')).toEqual({ vCode: 0 })
    await expect(config.requireConfig('never_seeded')).rejects.toThrow('config never_seeded is not seeded')
  })

  it('keeps the first value kept, however many are kept at once', async () => {
    const config = createConfigStore(db())
    expect(await config.keepConfig('kept', 'first')).toBe('first')
    expect(await config.keepConfig('kept', 'second')).toBe('first')
    expect(await config.getConfig('kept')).toBe('first')
    // Ten at once (on PostgreSQL over several connections): one wins, and every one answers it.
    const kept = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createConfigStore(db()).keepConfig('raced', `value ${i}`)),
    )
    expect(new Set(kept).size).toBe(1)
    expect(await config.getConfig('raced')).toBe(kept[0])
  })

  it('keys are compared byte for byte (case and all)', async () => {
    const config = createConfigStore(db())
    await config.setConfig('Case', 1)
    await config.setConfig('case', 2)
    expect(await config.getConfig('Case')).toBe(1)
    expect(await config.getConfig('case')).toBe(2)
    expect(await config.getConfig('CASE')).toBeUndefined()
  })

  it('reads and writes inside a caller transaction, undone with it', async () => {
    const config = createConfigStore(db())
    await expect(
      inTransaction(db(), async (trx) => {
        await createConfigStore(trx).setConfig('undone', 1)
        expect(await createConfigStore(trx).getConfig('undone')).toBe(1)
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(await config.getConfig('undone')).toBeUndefined()
  })
})
