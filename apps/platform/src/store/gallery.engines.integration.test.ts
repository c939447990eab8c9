import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { NotFoundError } from '../errors'
import { createGalleryStore, imageUrls } from './gallery'

const group = (
  groupId: number,
  gameId: number,
  name: string,
  initials: string,
  more: { popular?: number; sort?: number; play_category_id?: number } = {},
) => ({
  group_id: groupId,
  game_id: gameId,
  group_type: 1,
  play_category_id: 1,
  name,
  initials,
  popular: 0,
  sort: 0,
  ...more,
})

const image = (id: number, groupId: number, gameTurn: string, likeCount = 0) => ({
  id,
  group_id: groupId,
  game_turn: gameTurn,
  updated_time: 1_000 + id,
  like_count: likeCount,
})

describeEachEngine('the gallery store', (db) => {
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
      .values({ game_id: 110, game_name: '澳门六合彩', category: 'LOTTERY', type: 'LOTTERY' })
      .execute()
    await db()
      .insertInto('gallery_groups')
      .values([
        group(1, 110, '新澳门跑狗图', 'B', { sort: 1, play_category_id: 2 }),
        group(2, 110, '四不像 Abc', 'A', { sort: 1, popular: 1 }),
        group(3, 110, '香港挂牌', 'A', { sort: 5, play_category_id: 3 }),
        group(4, 110, '澳门abc%图', 'B', { sort: 1, popular: 1, play_category_id: 2 }),
        group(5, 110, '无图', 'A', { sort: 9 }),
        group(6, 70, '香港跑狗图', 'A'),
      ])
      .execute()
    await db()
      .insertInto('gallery_images')
      .values([
        image(11, 1, '2026101'),
        image(12, 1, '2026103'),
        image(13, 1, '2026102'),
        image(21, 2, '2026099'),
        image(31, 3, '2026100', 2),
        image(41, 4, '2026100'),
        image(61, 6, '2026050'),
      ])
      .execute()
  })

  it('lists each group with its newest issue, by initial, sort and group id, filtered', async () => {
    const store = createGalleryStore(db())
    const all = await store.listGroupItems({ gameId: 110, variant: 'bw' })
    // Group 5 has no image yet: no item.
    expect(all.map((item) => [item.groupId, item.gameTurn])).toEqual([
      [3, '2026100'],
      [2, '2026099'],
      [1, '2026103'],
      [4, '2026100'],
    ])
    expect(all[2]).toEqual({
      groupId: 1,
      gameId: 110,
      name: '新澳门跑狗图',
      initials: 'B',
      popular: 0,
      gameTurn: '2026103',
      ...imageUrls(12, 'bw'),
      updatedTime: 1012,
    })
    const ids = async (filter: Partial<Parameters<typeof store.listGroupItems>[0]>) =>
      (await store.listGroupItems({ gameId: 110, variant: 'color', ...filter })).map((item) => item.groupId)
    expect(await ids({ initials: 'B' })).toEqual([1, 4])
    expect(await ids({ popular: true })).toEqual([2, 4])
    expect(await ids({ categoryId: 2 })).toEqual([1, 4])
    expect(await ids({ initials: 'A', categoryId: 1 })).toEqual([2])
    // A plain, case-sensitive substring: `%` is no wildcard.
    expect(await ids({ searchText: 'abc' })).toEqual([4])
    expect(await ids({ searchText: 'Abc' })).toEqual([2])
    expect(await ids({ searchText: 'abc%' })).toEqual([4])
    expect(await ids({ searchText: '%' })).toEqual([4])
    expect(await ids({ searchText: '跑狗' })).toEqual([1])
    // Falsy filters are absent.
    expect(await ids({ initials: '', searchText: '', categoryId: 0, popular: false })).toEqual([3, 2, 1, 4])
    expect(await ids({ initials: 'C' })).toEqual([])
    expect(await store.listGroupItems({ gameId: 999, variant: 'color' })).toEqual([])
  })

  it('names the gallery games from the games table, else from the catalogue', async () => {
    expect(await createGalleryStore(db()).listGalleryGames()).toEqual([
      { gameId: 110, gameName: '澳门六合彩' },
      { gameId: 70, gameName: '香港六合彩' },
    ])
  })

  it('lists group names by initial then sort (ties by group id) and counts groups per category', async () => {
    const store = createGalleryStore(db())
    expect(await store.listGroupNames(110)).toEqual([
      { groupId: 5, name: '无图', initials: 'A' },
      { groupId: 3, name: '香港挂牌', initials: 'A' },
      { groupId: 2, name: '四不像 Abc', initials: 'A' },
      { groupId: 1, name: '新澳门跑狗图', initials: 'B' },
      { groupId: 4, name: '澳门abc%图', initials: 'B' },
    ])
    expect(await store.listGroupNames(999)).toEqual([])
    expect(await store.listPlayCategories(110)).toEqual([
      { playCategoryId: 1, playCategoryName: '六合图库', count: 2 },
      { playCategoryId: 2, playCategoryName: '跑狗系列', count: 2 },
      { playCategoryId: 3, playCategoryName: '玄机系列', count: 1 },
      { playCategoryId: 4, playCategoryName: '生肖图纸', count: 0 },
    ])
    expect((await store.listPlayCategories(999)).map((category) => category.count)).toEqual([0, 0, 0, 0])
  })

  it('finds a group or rejects an unknown one', async () => {
    const store = createGalleryStore(db())
    expect(await store.requireGroup(6)).toEqual({ groupId: 6, gameId: 70, name: '香港跑狗图' })
    await expect(store.requireGroup(999)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('pages a group’s images newest issue first with the total and the user’s like flag', async () => {
    const store = createGalleryStore(db())
    await db().insertInto('gallery_likes').values({ user_id: alice, gallery_id: 13 }).execute()
    const first = await store.listGroupImages(1, { variant: 'color', userId: alice, page: 1, rows: 2 })
    expect(first).toEqual({
      images: [
        {
          id: 12,
          groupId: 1,
          name: '新澳门跑狗图',
          gameTurn: '2026103',
          ...imageUrls(12, 'color'),
          like: 0,
          likeCount: 0,
          updatedTime: 1012,
        },
        {
          id: 13,
          groupId: 1,
          name: '新澳门跑狗图',
          gameTurn: '2026102',
          ...imageUrls(13, 'color'),
          like: 1,
          likeCount: 0,
          updatedTime: 1013,
        },
      ],
      total: 3,
    })
    const second = await store.listGroupImages(1, { variant: 'bw', userId: alice, page: 2, rows: 2 })
    expect(second.images.map((row) => [row.id, row.like])).toEqual([[11, 0]])
    expect(second.total).toBe(3)
    const anonymous = await store.listGroupImages(1, { variant: 'bw', page: 1, rows: 10 })
    expect(anonymous.images.map((row) => [row.id, row.like])).toEqual([
      [12, 0],
      [13, 0],
      [11, 0],
    ])
    expect(await store.listGroupImages(1, { variant: 'bw', page: 3, rows: 2 })).toEqual({
      images: [],
      total: 3,
    })
    expect(await store.listGroupImages(5, { variant: 'bw', page: 1, rows: 2 })).toEqual({
      images: [],
      total: 0,
    })
    expect((await store.latestGroupImage(1, 'bw', alice))?.id).toBe(12)
    expect((await store.latestGroupImage(3, 'color'))?.likeCount).toBe(2)
    expect(await store.latestGroupImage(5, 'color')).toBeUndefined()
  })

  it('likes and unlikes once per user, keeping the count at or above zero', async () => {
    const store = createGalleryStore(db())
    expect(await store.setGalleryLike(alice, 31, true)).toBe(3)
    expect(await store.setGalleryLike(alice, 31, true)).toBe(3)
    expect(await store.setGalleryLike(bob, 31, true)).toBe(4)
    expect(await store.setGalleryLike(alice, 31, false)).toBe(3)
    expect(await store.setGalleryLike(alice, 31, false)).toBe(3)
    const liked = await store.listGroupImages(3, { variant: 'color', userId: bob, page: 1, rows: 1 })
    expect(liked.images.map((row) => [row.like, row.likeCount])).toEqual([[1, 3]])
    // Image 13 has alice's like but a count of 0: unliking leaves 0.
    expect(await store.setGalleryLike(alice, 13, false)).toBe(0)
    await expect(store.setGalleryLike(alice, 999, true)).rejects.toBeInstanceOf(NotFoundError)
  })
})
