import { guestViewer, trackRecordOf } from '@liuhe/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { ConflictError, InvalidInputError, NotFoundError, RefusedError } from '../errors'
import { inTransaction } from '../storage/transactions'
import type { Reader } from '../templates/views'
import { createTemplateStore, LIST_ITEMS_PER_GROUP } from './templates'
import { createTemplateVoteStore } from './templateVotes'

const guest: Reader = { viewer: guestViewer }

const card = (
  templateId: number,
  gameId: number,
  code: string,
  playCateName: string,
  sort: number,
  more: { locations?: string; is_database?: number } = {},
) => ({
  template_id: templateId,
  game_id: gameId,
  template_code: code,
  name: `${code}名`,
  sub_name: `${code}副`,
  note1: 'n1',
  note2: 'n2',
  color_theme: '#fff,#000',
  play_cate_name: playCateName,
  sort,
  locations: 'index,game',
  is_database: 0,
  ...more,
})

const item = (itemId: number, groupId: number, sort: number, more: { require_login?: number } = {}) => ({
  item_id: itemId,
  group_id: groupId,
  game_id: 110,
  turn_num: null,
  title: `第${itemId}行`,
  content: `内容${itemId}`,
  updated_time: 1_000 + itemId,
  sort,
  require_login: 0,
  ...more,
})

describeEachEngine('the template store', (db, engine) => {
  let alice = 0
  let bob = 0

  beforeAll(async () => {
    const users = await db()
      .insertInto('users')
      .values([
        { account: 'alice01', password_hash: 'x', created_at: 0 },
        { account: 'bob0001', password_hash: 'x', created_at: 0 },
      ])
      .returning('user_id')
      .execute()
    alice = users[0]!.user_id
    bob = users[1]!.user_id
    await db()
      .insertInto('games')
      .values([
        { game_id: 110, game_name: '澳门六合彩', category: 'LOTTERY', type: 'LOTTERY' },
        { game_id: 70, game_name: '香港六合彩', category: 'LOTTERY', type: 'LOTTERY' },
      ])
      .execute()
    await db()
      .insertInto('templates')
      .values([
        card(1, 110, 'MB01', '生肖', 2),
        // Shown on the home page only, its locations written in capitals (matched ignoring ASCII case).
        card(2, 110, 'MB02', '特码', 1, { locations: 'INDEX' }),
        // Ties card 1 in sort: by id.
        card(3, 110, 'MB03', '生肖', 2, { locations: 'game' }),
        card(4, 110, 'DB01', '资料', 0, { is_database: 1 }),
        card(5, 70, 'MB01', '生肖', 1),
        // No location at all: listed only without a location filter.
        card(6, 110, 'MB06', '平特', 3, { locations: 'indexes,gamer' }),
      ])
      .execute()
    await db()
      .insertInto('template_groups')
      .values([
        { group_id: 11, template_id: 1, document_id: null, group_name: '主', sort: 2 },
        { group_id: 12, template_id: 1, document_id: null, group_name: '次', sort: 1 },
        { group_id: 13, template_id: 1, document_id: null, group_name: '同序', sort: 1 },
        { group_id: 41, template_id: 4, document_id: 401, group_name: '资料组', sort: 1 },
        { group_id: 42, template_id: 4, document_id: null, group_name: '卡组', sort: 1 },
      ])
      .execute()
    const many = Array.from({ length: LIST_ITEMS_PER_GROUP + 2 }, (_, i) =>
      // Sorts 8, 8, 7, 7, …: ties by item id.
      item(100 + i, 11, 8 - Math.floor(i / 2)),
    )
    await db()
      .insertInto('template_items')
      .values([...many, item(201, 12, 1, { require_login: 1 }), item(202, 12, 5), item(401, 41, 1)])
      .execute()
    await db()
      .insertInto('documents')
      .values({ document_id: 401, game_id: 110, template_id: 4, sub_name: '资料甲' })
      .execute()
    await db()
      .insertInto('template_polls')
      .values([
        { poll_id: 1, template_id: 1, game_turn: '2026100', poll_status: 1 },
        { poll_id: 3, template_id: 3, game_turn: '2026100', poll_status: 0 },
      ])
      .execute()
    await db()
      .insertInto('template_poll_options')
      .values([
        { poll_id: 1, option_id: 2, option_text: '牛', option_value: '2', option_vote: 0 },
        { poll_id: 1, option_id: 1, option_text: '鼠', option_value: '1', option_vote: 4 },
        { poll_id: 3, option_id: 1, option_text: '鼠', option_value: '1', option_vote: 0 },
      ])
      .execute()
    await db()
      .insertInto('template_records')
      .values([
        { template_id: 1, turn_num: '2026099', note: '开:马49*' },
        { template_id: 1, turn_num: '2026098', note: '开:鼠01' },
        { template_id: 1, turn_num: '2026097', note: '开:牛02*' },
        { template_id: 3, turn_num: '2026099', note: '开:马49*' },
        { template_id: 3, turn_num: '2026098', note: '开:鼠01*' },
        { template_id: 5, turn_num: '2026099', note: '开:马49*' },
      ])
      .execute()
    await db()
      .insertInto('template_ads')
      .values([
        { ad_id: 1, template_code: 'AD02', content: '乙', sort: 1 },
        { ad_id: 2, template_code: 'AD01', content: '甲', sort: 1 },
        { ad_id: 3, template_code: 'AD02', content: '丙', sort: 2 },
      ])
      .execute()
  })

  it('pages a game’s cards in catalogue order, filtered, each group’s rows cut to the list’s', async () => {
    const store = createTemplateStore(db())
    const page = await store.listTemplates({ gameId: 110 }, { offset: 0, limit: 10 }, guest)
    expect(page.total).toBe(4)
    expect(page.rows.map((t) => t.id)).toEqual([2, 1, 3, 6])
    const first = page.rows[1]!
    expect(first).toMatchObject({
      id: 1,
      gameId: 110,
      templateCode: 'MB01',
      name: 'MB01名',
      subName: 'MB01副',
      note1: 'n1',
      note2: 'n2',
      colorTheme: '#fff,#000',
      playCateName: '生肖',
      like: 0,
      likeCount: 0,
      agreeCount: 0,
      disagreeCount: 0,
    })
    // Groups by sort, highest first, ties by id; rows by sort, highest first, ties by id, 15 in a list.
    expect(first.groups.map((g) => [g.id, g.groupName, g.sort])).toEqual([
      [11, '主', 2],
      [12, '次', 1],
      [13, '同序', 1],
    ])
    expect(first.groups[0]!.items.map((r) => r.id)).toEqual(
      Array.from({ length: LIST_ITEMS_PER_GROUP }, (_, i) => 100 + i),
    )
    // A login-locked row hides its content from a guest.
    expect(first.groups[1]!.items.map((r) => [r.id, r.content, r.locked])).toEqual([
      [202, '内容202', 'unlocked'],
      [201, '', 'login-locked'],
    ])
    expect(first.groups[2]!.items).toEqual([])
    expect(first.vote).toMatchObject({ id: 1, optionId: null })
    expect(page.rows[0]!.groups).toEqual([])
    expect(page.rows[0]!.vote).toBeNull()

    const ids = async (
      by: { playCateName?: string; location?: 'index' | 'game' },
      offset = 0,
      limit = 10,
    ) => {
      const answer = await store.listTemplates({ gameId: 110, ...by }, { offset, limit }, guest)
      return [answer.rows.map((t) => t.id), answer.total]
    }
    expect(await ids({ playCateName: '生肖' })).toEqual([[1, 3], 2])
    expect(await ids({ location: 'index' })).toEqual([[2, 1], 2])
    expect(await ids({ location: 'game' })).toEqual([[1, 3], 2])
    expect(await ids({ playCateName: '生肖', location: 'index' })).toEqual([[1], 1])
    expect(await ids({}, 1, 2)).toEqual([[1, 3], 4])
    expect(await ids({}, 8, 2)).toEqual([[], 4])
    expect(await ids({ playCateName: '无' })).toEqual([[], 0])
    expect(await store.listTemplates({ gameId: 999 }, { offset: 0, limit: 10 }, guest)).toEqual({
      rows: [],
      total: 0,
    })
  })

  it('lists the play categories by their lowest sort, ties by name', async () => {
    const store = createTemplateStore(db())
    expect(await store.templatePlayCategories(110)).toEqual([
      { playCateName: '特码', sort: 1 },
      { playCateName: '生肖', sort: 2 },
      { playCateName: '平特', sort: 3 },
    ])
    expect(await store.templatePlayCategories(110, 'game')).toEqual([{ playCateName: '生肖', sort: 2 }])
    expect(await store.templatePlayCategories(999)).toEqual([])
  })

  it('answers one card with every row, or a library document’s rows, and refuses others', async () => {
    const store = createTemplateStore(db())
    const full = await store.getTemplate(110, 1, undefined, guest)
    expect(full.groups[0]!.items).toHaveLength(LIST_ITEMS_PER_GROUP + 2)
    const document = await store.getTemplate(110, 4, 401, guest)
    expect(document.subName).toBe('资料甲')
    expect(document.groups.map((g) => [g.id, g.items.map((r) => r.id)])).toEqual([[41, [401]]])
    expect((await store.getTemplate(110, 4, undefined, guest)).groups.map((g) => g.id)).toEqual([42])
    await expect(store.getTemplate(70, 1, undefined, guest)).rejects.toThrow(new NotFoundError('模板不存在'))
    await expect(store.getTemplate(110, 999, undefined, guest)).rejects.toThrow(
      new NotFoundError('模板不存在'),
    )
    await expect(store.getTemplate(110, 4, 999, guest)).rejects.toThrow(new NotFoundError('资料不存在'))
    await expect(store.getTemplate(110, 1, 401, guest)).rejects.toThrow(new NotFoundError('资料不存在'))
    await expect(store.requireTemplate(999)).rejects.toBeInstanceOf(NotFoundError)
    expect(await store.requireTemplate(5)).toMatchObject({ template_id: 5, game_id: 70 })
  })

  it('answers a card’s track record and ranks a game’s cards by accuracy', async () => {
    const store = createTemplateStore(db())
    expect(await store.templateRecord(110, 1)).toEqual(
      trackRecordOf([
        { turnNum: '2026099', note: '开:马49*' },
        { turnNum: '2026098', note: '开:鼠01' },
        { turnNum: '2026097', note: '开:牛02*' },
      ]),
    )
    expect((await store.templateRecord(110, 2)).issues).toBe(0)
    await expect(store.templateRecord(70, 1)).rejects.toBeInstanceOf(NotFoundError)
    const ranking = await store.templateRanking(110, 10, 10)
    expect(ranking.map((r) => [r.templateId, r.templateCode, r.record.rates[0]!.hits])).toEqual([
      [3, 'MB03', 2],
      [1, 'MB01', 2],
    ])
    expect(ranking[0]).toMatchObject({ gameId: 110, name: 'MB03名', playCateName: '生肖' })
    expect(await store.templateRanking(110, 10, 1)).toHaveLength(1)
    expect(await store.templateRanking(999, 100, 10)).toEqual([])
  })

  it('answers the ad slots grouped by code, in ad order', async () => {
    expect(await createTemplateStore(db()).listAds()).toEqual([
      {
        templateCode: 'AD02',
        status: 1,
        groups: [
          {
            id: 1,
            groupName: 'AD02',
            items: [
              { id: 1, content: '乙', sort: 1 },
              { id: 3, content: '丙', sort: 2 },
            ],
          },
        ],
      },
      {
        templateCode: 'AD01',
        status: 1,
        groups: [{ id: 2, groupName: 'AD01', items: [{ id: 2, content: '甲', sort: 1 }] }],
      },
    ])
  })

  describe('favourites and votes', () => {
    it('sets and clears a favourite once, and pages a user’s favourites newest first', async () => {
      const templates = createTemplateStore(db())
      const votes = createTemplateVoteStore(db(), templates)
      const reader = { userId: alice, viewer: guestViewer }
      expect(await templates.listLikedTemplates(reader, { offset: 0, limit: 10 })).toEqual({
        rows: [],
        total: 0,
      })
      expect(await votes.setTemplateLike(alice, 1, 1, 100)).toEqual({ templateId: 1, like: 1 })
      expect(await votes.setTemplateLike(alice, 3, 1, 200)).toEqual({ templateId: 3, like: 1 })
      expect(await votes.setTemplateLike(alice, 5, 1, 200)).toEqual({ templateId: 5, like: 1 })
      // A repeat keeps the first stamp.
      expect(await votes.setTemplateLike(alice, 1, 1, 300)).toEqual({ templateId: 1, like: 1 })
      await votes.setTemplateLike(bob, 1, 1, 100)
      await expect(votes.setTemplateLike(alice, 999, 1, 100)).rejects.toThrow(new NotFoundError('模板不存在'))

      const liked = await templates.listLikedTemplates(reader, { offset: 0, limit: 10 })
      // Favourites of the same moment: the higher card id first.
      expect(liked.rows.map((t) => [t.id, t.like, t.likeCount])).toEqual([
        [5, 1, 1],
        [3, 1, 1],
        [1, 1, 2],
      ])
      expect(liked.total).toBe(3)
      const second = await templates.listLikedTemplates(reader, { offset: 2, limit: 2 })
      expect(second).toEqual({ rows: [liked.rows[2]], total: 3 })
      expect((await templates.getTemplate(110, 1, undefined, reader)).like).toBe(1)
      expect((await templates.getTemplate(110, 1, undefined, guest)).like).toBe(0)

      expect(await votes.setTemplateLike(alice, 5, 0, 400)).toEqual({ templateId: 5, like: 0 })
      expect(await votes.setTemplateLike(alice, 5, 0, 400)).toEqual({ templateId: 5, like: 0 })
      expect(
        (await templates.listLikedTemplates(reader, { offset: 0, limit: 10 })).rows.map((t) => t.id),
      ).toEqual([3, 1])
    })

    it('counts 准/不准 votes, once per user and card', async () => {
      const templates = createTemplateStore(db())
      const votes = createTemplateVoteStore(db(), templates)
      expect(await votes.voteTemplate(alice, 3, 1, 100)).toEqual({
        documentId: 3,
        vote: 1,
        agreeCount: 1,
        disagreeCount: 0,
      })
      expect(await votes.voteTemplate(bob, 3, 0, 100)).toEqual({
        documentId: 3,
        vote: 0,
        agreeCount: 1,
        disagreeCount: 1,
      })
      await expect(votes.voteTemplate(alice, 3, 0, 200)).rejects.toThrow(
        new ConflictError('TEMPLATE/VOTED', '您已经投票过了！'),
      )
      await expect(votes.voteTemplate(alice, 999, 0, 200)).rejects.toBeInstanceOf(NotFoundError)
      const view = await templates.getTemplate(110, 3, undefined, guest)
      expect([view.agreeCount, view.disagreeCount]).toEqual([1, 1])
    })

    it('records a poll vote once per user, counting it, and refuses closed polls and unknown options', async () => {
      const templates = createTemplateStore(db())
      const votes = createTemplateVoteStore(db(), templates)
      expect(await templates.findPoll(1, undefined)).toEqual({
        id: 1,
        templateId: 1,
        gameTurn: '2026100',
        pollStatus: 1,
        pollOptions: [
          { option_id: 1, option_text: '鼠', option_value: '1', option_vote: 4 },
          { option_id: 2, option_text: '牛', option_value: '2', option_vote: 0 },
        ],
        optionId: null,
      })
      expect(await templates.findPoll(999, alice)).toBeNull()
      const voted = await votes.votePoll(alice, 1, 2, 100)
      expect(voted.optionId).toBe(2)
      expect(voted.pollOptions.map((o) => o.option_vote)).toEqual([4, 1])
      await expect(votes.votePoll(alice, 1, 1, 200)).rejects.toThrow(
        new ConflictError('TEMPLATE/VOTED', '您已经投票过了！'),
      )
      await expect(votes.votePoll(bob, 999, 1, 200)).rejects.toThrow(new NotFoundError('投票不存在'))
      await expect(votes.votePoll(bob, 3, 1, 200)).rejects.toThrow(
        new RefusedError('TEMPLATE/POLL_CLOSED', '投票已结束'),
      )
      await expect(votes.votePoll(bob, 1, 7, 200)).rejects.toBeInstanceOf(InvalidInputError)
      expect((await templates.findPoll(1, alice))?.optionId).toBe(2)
      expect((await templates.findPoll(1, bob))?.optionId).toBeNull()
      // Refused votes left nothing.
      const counts = await db().selectFrom('template_poll_votes').select(['user_id', 'option_id']).execute()
      expect(counts).toEqual([{ user_id: alice, option_id: 2 }])

      expect(await templates.viewerState(alice, [3, 1, 5, 1])).toEqual([
        { templateId: 3, like: 1, optionId: null },
        { templateId: 1, like: 1, optionId: 2 },
        { templateId: 5, like: 0, optionId: null },
        { templateId: 1, like: 1, optionId: 2 },
      ])
      expect(await templates.viewerState(bob, [1])).toEqual([{ templateId: 1, like: 1, optionId: null }])
      expect(await templates.viewerState(alice, [])).toEqual([])
    })

    it('keeps a vote inside the caller’s transaction: undone with it', async () => {
      const templates = createTemplateStore(db())
      const failed = inTransaction(db(), async (trx) => {
        await createTemplateVoteStore(trx, createTemplateStore(trx)).votePoll(bob, 1, 1, 300)
        throw new Error('rolled back')
      })
      await expect(failed).rejects.toThrow('rolled back')
      expect((await templates.findPoll(1, bob))?.optionId).toBeNull()
      expect((await templates.findPoll(1, bob))?.pollOptions.map((o) => o.option_vote)).toEqual([4, 1])
    })

    if (engine === 'postgres')
      it('counts one of two votes of a user sent together', async () => {
        const templates = createTemplateStore(db())
        const votes = createTemplateVoteStore(db(), templates)
        const results = await Promise.allSettled([
          votes.votePoll(bob, 1, 1, 400),
          votes.votePoll(bob, 1, 2, 400),
        ])
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
        const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
        expect(refused.reason).toBeInstanceOf(ConflictError)
        const poll = await templates.findPoll(1, bob)
        const total = poll!.pollOptions.reduce((n, o) => n + o.option_vote, 0)
        // alice's vote, bob's one, and the 4 the options began with.
        expect(total).toBe(6)
        const { n } = await db()
          .selectFrom('template_poll_votes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('poll_id', '=', 1)
          .executeTakeFirstOrThrow()
        expect(Number(n)).toBe(2)
      })
  })
})
