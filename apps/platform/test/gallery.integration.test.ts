import { type ApiError, createLiuheApi, errorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'

let env: Awaited<ReturnType<typeof startTestPlatform>>
const seedTime = fromChinaTime(2026, 11, 22, 12)
const api = (token?: string) => createLiuheApi({ origin: env.origin, companyCode: 'LH', token })
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )

beforeAll(async () => {
  env = await startTestPlatform(seedTime)
})
afterAll(() => env.stop())

describe('gallery lists', () => {
  it('groups items under their initials with the default query (groupType 1, gameId 110, rows 30)', async () => {
    const groups = await api().gallery.list()
    expect(groups.map((g) => g.initials)).toEqual('ABCDEFGHJKLMNOPQRSTWXYZ'.split(''))
    const a = groups[0]!
    expect(a.dataList.totalCount).toBe(3)
    expect(a.dataList.data[0]).toMatchObject({ name: '澳门跑狗图', gameId: 110, initials: 'A' })
    expect(a.dataList.data[0]!.imageUrl).toMatch(/^\/sys-upload\/gallery\/\d+\/color\.png$/)
    // Every group's latest image is the open issue's, made when the last draw opened it (21:32 the day
    // before): none is under 86.4 s old at noon.
    const items = groups.flatMap((g) => g.dataList.data)
    expect(new Set(items.map((i) => i.updatedTime)).size).toBe(1)
    expect(items.filter((i) => seedTime / 1000 - i.updatedTime < 86.4)).toEqual([])
  })

  it('filters by initial, popularity, search text, category and game; black and white variant', async () => {
    const s = await api().gallery.list({ initials: 'S' })
    expect(s).toHaveLength(1)
    expect(s[0]!.dataList.data.map((i) => i.name)).toEqual(['四不像', '神算图', '生肖卡'])
    const popular = (await api().gallery.list({ popular: true })).flatMap((g) => g.dataList.data)
    expect(popular.length).toBeGreaterThan(0)
    expect(popular.every((i) => i.popular === 1)).toBe(true)
    const searched = (await api().gallery.list({ searchText: '跑狗' })).flatMap((g) => g.dataList.data)
    expect(searched.map((i) => i.name).sort()).toEqual(['澳门跑狗图', '跑狗图', '新报跑狗'].sort())
    const category = (await api().gallery.list({ categoryType: 3 })).flatMap((g) => g.dataList.data)
    expect(category.every((i) => i.name.includes('玄机'))).toBe(true)
    const hk = (await api().gallery.list({ gameId: 70, groupType: 2, rows: 1 })).flatMap(
      (g) => g.dataList.data,
    )
    expect(hk.every((i) => i.gameId === 70 && i.imageUrl.endsWith('/bw.png'))).toBe(true)
    expect(hk).toHaveLength(23)
  })

  it('searches flat with a total, and pages', async () => {
    const page1 = await api().gallery.search({ searchText: '图', rows: 5 })
    expect(page1.data).toHaveLength(5)
    expect(page1.totalCount).toBeGreaterThan(20)
    const page2 = await api().gallery.search({ searchText: '图', rows: 5, page: 2 })
    expect(page2.data[0]!.groupId).not.toBe(page1.data[0]!.groupId)
    expect(await api().gallery.search({ searchText: '没有这个图' })).toEqual({ data: [], totalCount: 0 })
  })

  it('lists game tabs, group names, categories and play categories', async () => {
    expect((await api().gallery.games()).map((g) => g.gameId)).toEqual([110, 70])
    const names = await api().gallery.groupNames(110)
    expect(names).toHaveLength(69)
    expect(names[0]).toMatchObject({ name: '澳门跑狗图', initials: 'A' })
    expect((await api().gallery.categories()).map((c) => c.categoryName)).toEqual([
      '六合图库',
      '跑狗系列',
      '玄机系列',
      '生肖图纸',
    ])
    const play = await api().gallery.playCategories(110)
    expect(play.reduce((sum, c) => sum + c.count, 0)).toBe(69)
  })

  it('rejects bad queries with 400', async () => {
    for (const query of ['?rows=0', '?page=-1', '?initials=AB', '?groupType=3', '?gameId=x']) {
      const response = await fetch(`${env.origin}/app-api/gallery${query}`)
      expect(response.status, query).toBe(400)
    }
  })
})

describe('gallery detail and likes', () => {
  it('answers the latest image and a page of the group, newest issue first', async () => {
    const [first] = (await api().gallery.list({ initials: 'A' }))[0]!.dataList.data
    const detail = await api().gallery.groupDetail(first!.groupId, { rows: 3 })
    expect(detail.groupList.totalCount).toBe(8)
    expect(detail.groupList.data).toHaveLength(3)
    expect(detail.latest).toEqual(detail.groupList.data[0])
    expect(detail.latest!.gameTurn).toBe(first!.gameTurn)
    const turns = detail.groupList.data.map((i) => Number(i.gameTurn))
    expect(turns).toEqual([...turns].sort((a, b) => b - a))
    expect(detail.latest!.imageUrl).toMatch(/\/color\.png$/)
    expect(detail.latest!.thumbUrl).toMatch(/\/thumb-color\.png$/)
  })

  it('answers an unknown group with 400 and a message', async () => {
    expect(await fail(api().gallery.groupDetail(987_654))).toMatchObject({
      status: 400,
      message: '图库不存在',
    })
    expect((await fetch(`${env.origin}/app-api/gallery/group/detail`)).status).toBe(400)
  })

  it('likes and unlikes an image for the signed-in user', async () => {
    const { token } = await api().auth.login({ account: 'demo01', password: 'Demo1234' })
    const group = (await api().gallery.list({ initials: 'B' }))[0]!.dataList.data[0]!.groupId
    const image = (await api().gallery.groupDetail(group)).latest!
    const liked = await api(token).gallery.toggleLike(image.id, true)
    expect(liked).toEqual({ galleryId: image.id, like: 1, likeCount: image.likeCount + 1 })
    expect((await api(token).gallery.groupDetail(group)).latest!.like).toBe(1)
    expect((await api().gallery.groupDetail(group)).latest!.like).toBe(0)
    expect((await api(token).gallery.toggleLike(image.id, true)).likeCount).toBe(image.likeCount + 1)
    expect((await api(token).gallery.toggleLike(image.id, false)).likeCount).toBe(image.likeCount)
    expect(await fail(api().gallery.toggleLike(image.id, true))).toMatchObject({
      status: 401,
      code: errorCodes.notLogin,
    })
    expect(await fail(api(token).gallery.toggleLike(999_999, true))).toMatchObject({
      status: 400,
      message: '图片不存在',
    })
  })
})
