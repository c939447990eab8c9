import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { createChallengeStore } from './challenges'

const NOW = 1_800_000_000_000
const LATER = NOW + 60_000

describeEachEngine('the challenge store', (db) => {
  const rowsOf = async (
    table: 'captcha_codes' | 'slider_challenges' | 'slider_tickets' | 'slider_failures',
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('keeps a captcha code per purpose and key, replaced by a new one, consumed by a take', async () => {
    const store = createChallengeStore(db())
    await store.putCode('login', 'key-one', 'AbCd', NOW, LATER)
    await store.putCode('reg', 'key-one', 'WXYZ', NOW, LATER)
    expect(await store.peekCode('login', 'key-one')).toBe('AbCd')
    expect(await store.peekCode('reg', 'key-one')).toBe('WXYZ')
    await store.putCode('login', 'key-one', 'EfGh', NOW, LATER + 1)
    expect(await store.peekCode('login', 'key-one')).toBe('EfGh')
    expect(await store.takeCode('login', 'key-one')).toEqual({ code: 'EfGh', expiresAt: LATER + 1 })
    expect(await store.takeCode('login', 'key-one')).toBeUndefined()
    expect(await store.peekCode('login', 'key-one')).toBeUndefined()
    expect(await store.takeCode('login', 'KEY-ONE')).toBeUndefined()
    expect(await store.takeCode('reg', 'key-one')).toEqual({ code: 'WXYZ', expiresAt: LATER })
  })

  it('gives a code to one of two takes at once', async () => {
    const store = createChallengeStore(db())
    await store.putCode('login', 'raced', 'RACE', NOW, LATER)
    const taken = await Promise.all([
      createChallengeStore(db()).takeCode('login', 'raced'),
      createChallengeStore(db()).takeCode('login', 'raced'),
    ])
    expect(taken.filter((entry) => entry !== undefined)).toEqual([{ code: 'RACE', expiresAt: LATER }])
  })

  it("drops a table's expired rows when it is written", async () => {
    const store = createChallengeStore(db())
    await store.putChallenge('old', 100, NOW, NOW + 10)
    await store.putChallenge('edge', 101, NOW, NOW + 20)
    // Written at NOW + 20: 'old' and 'edge' (expiring at that instant) go, the new one stays.
    await store.putChallenge('new', 102, NOW + 20, LATER)
    expect(await store.peekChallenge('old')).toBeUndefined()
    expect(await store.peekChallenge('edge')).toBeUndefined()
    expect(await store.peekChallenge('new')).toBe(102)
    // Another table is not pruned by it.
    await store.putTicket('ticket-old', 't1', NOW, NOW + 5)
    await store.putChallenge('newer', 103, LATER, LATER + 1)
    expect(await store.takeTicket('ticket-old')).toEqual({ ticket: 't1', expiresAt: NOW + 5 })
  })

  it('keeps slider challenges until an answer consumes them', async () => {
    const store = createChallengeStore(db())
    await store.putChallenge('slide', 120, NOW, LATER)
    await store.putChallenge('slide', 130, NOW, LATER + 5)
    expect(await store.peekChallenge('slide')).toBe(130)
    expect(await store.takeChallenge('slide')).toEqual({ x: 130, expiresAt: LATER + 5 })
    expect(await store.takeChallenge('slide')).toBeUndefined()
  })

  it("counts a key's wrong slider answers until they lapse, and a ticket forgets them", async () => {
    const store = createChallengeStore(db())
    expect(await store.failures('wrong', NOW)).toBe(0)
    await store.countFailure('wrong', NOW, NOW + 1_000)
    await store.countFailure('wrong', NOW + 10, NOW + 2_000)
    await store.countFailure('wrong', NOW + 20, NOW + 3_000)
    // Each failure moves the lapse time on.
    expect(await store.failures('wrong', NOW + 2_500)).toBe(3)
    expect(await store.failures('wrong', NOW + 3_000)).toBe(0)
    expect(await store.failures('other', NOW)).toBe(0)
    await store.putTicket('wrong', 'ticket-1', NOW + 30, LATER)
    expect(await store.failures('wrong', NOW + 30)).toBe(0)
    await store.putTicket('wrong', 'ticket-2', NOW + 40, LATER + 1)
    expect(await store.takeTicket('wrong')).toEqual({ ticket: 'ticket-2', expiresAt: LATER + 1 })
    expect(await store.takeTicket('wrong')).toBeUndefined()
  })

  it('counts every failure of a burst', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () => createChallengeStore(db()).countFailure('burst', NOW, LATER)),
    )
    expect(await createChallengeStore(db()).failures('burst', NOW)).toBe(8)
  })

  it('keeps at most 10 000 rows a table, dropping the ones expiring first', async () => {
    await db().deleteFrom('captcha_codes').execute()
    // 10 000 live codes: expiring at LATER + i % 5000, so two codes share each instant.
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      kind: i % 2 === 0 ? 'login' : 'reg',
      key: `k${String(i).padStart(5, '0')}`,
      code: 'CODE',
      expires_at: LATER + (i % 5000),
    }))
    for (let at = 0; at < rows.length; at += 1000)
      await db()
        .insertInto('captcha_codes')
        .values(rows.slice(at, at + 1000))
        .execute()
    const store = createChallengeStore(db())
    await store.putCode('login', 'fresh', 'NEW1', NOW, LATER + 10_000)
    expect(await rowsOf('captcha_codes')).toBe(10_000)
    // The two expiring at LATER are k00000 (login) and k05000 (login): the first by kind and key goes.
    expect(await store.peekCode('login', 'k00000')).toBeUndefined()
    expect(await store.peekCode('login', 'k05000')).toBe('CODE')
    expect(await store.peekCode('login', 'fresh')).toBe('NEW1')
    await store.putCode('reg', 'fresh', 'NEW2', NOW, LATER + 10_000)
    expect(await rowsOf('captcha_codes')).toBe(10_000)
    expect(await store.peekCode('login', 'k05000')).toBeUndefined()
    // Replacing a kept code when full still makes room for one (as it always did): one more goes.
    await store.putCode('reg', 'fresh', 'NEW3', NOW, LATER + 10_000)
    expect(await rowsOf('captcha_codes')).toBe(9_999)
    expect(await store.peekCode('reg', 'fresh')).toBe('NEW3')
  })

  it('keeps the single-key tables to 10 000 rows too, ties by key', async () => {
    await db().deleteFrom('slider_tickets').execute()
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      key: `t${String(9_999 - i).padStart(5, '0')}`,
      ticket: 'T',
      expires_at: LATER,
    }))
    for (let at = 0; at < rows.length; at += 1000)
      await db()
        .insertInto('slider_tickets')
        .values(rows.slice(at, at + 1000))
        .execute()
    const store = createChallengeStore(db())
    await store.putTicket('zz-new', 'N', NOW, LATER + 1)
    expect(await rowsOf('slider_tickets')).toBe(10_000)
    expect(await store.takeTicket('t00000')).toBeUndefined()
    expect(await store.takeTicket('t00001')).toEqual({ ticket: 'T', expiresAt: LATER })
  })
})
