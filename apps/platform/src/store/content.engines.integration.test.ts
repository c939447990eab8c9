import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { configKeys } from './config'
import { createContentStore } from './content'

const promotion = (id: number, classifyType: number, sort: number) => ({
  id,
  classify_type: classifyType,
  classify_name: `类${classifyType}`,
  label: `L${classifyType}-${id}`,
  name: `活动${id}`,
  cover_url: `/c/${id}.png`,
  color: '#fff',
  start_time: 1000 + id,
  end_time: 2000 + id,
  domain: 'placeholder',
  template_type: 1,
  image_url: `/i/${id}.png`,
  content: `<p>${id}</p>`,
  sort,
})

describeEachEngine('the content store', (db) => {
  it('answers empty lists, no total and undefined on an empty database', async () => {
    const store = createContentStore(db())
    expect(await store.listCarousel(1, 10)).toEqual({ slides: [], total: 0 })
    expect(await store.findCarouselTitle(1)).toBeUndefined()
    expect(await store.listNotices('index_notice')).toEqual([])
    expect(await store.listPromotionGroups()).toEqual([])
    expect(await store.findPromotion(1)).toBeUndefined()
    expect(await store.setPromotionContent(1, '<b>x</b>')).toBe(false)
  })

  it('pages the carousel highest sort first (ties by id) and lists each notice list on its own', async () => {
    const notice = (id: number, type: string, sort: number) => ({
      id,
      type,
      title: `T${id}`,
      content: `C${id}`,
      redirect_url: `/r/${id}`,
      sort,
    })
    await db()
      .insertInto('notices')
      .values([
        notice(1, 'carousel', 1),
        notice(2, 'carousel', 5),
        notice(3, 'carousel', 1),
        notice(4, 'index_notice', 0),
        notice(5, 'index_notice', 9),
        notice(6, 'roll_notice', 0),
      ])
      .execute()
    const store = createContentStore(db())
    const first = await store.listCarousel(1, 2)
    expect(first).toEqual({
      slides: [
        { id: 2, sort: 5, noticeContent: 'C2', redirectUrl: '/r/2', noticeTitle: 'T2' },
        { id: 1, sort: 1, noticeContent: 'C1', redirectUrl: '/r/1', noticeTitle: 'T1' },
      ],
      total: 3,
    })
    expect((await store.listCarousel(2, 2)).slides.map((slide) => slide.id)).toEqual([3])
    expect(await store.listCarousel(3, 2)).toEqual({ slides: [], total: 3 })
    expect(await store.findCarouselTitle(3)).toBe('T3')
    expect(await store.findCarouselTitle(4)).toBeUndefined()
    expect(await store.listNotices('index_notice')).toEqual([
      { id: 5, noticeTitle: 'T5', noticeContent: 'C5' },
      { id: 4, noticeTitle: 'T4', noticeContent: 'C4' },
    ])
    expect((await store.listNotices('roll_notice')).map((row) => row.id)).toEqual([6])
    expect(await store.listNotices('lottery_notice')).toEqual([])
  })

  it('groups promotions by classify type in order, serving the company domain', async () => {
    await db()
      .insertInto('promotions')
      .values([promotion(1, 2, 0), promotion(2, 1, 0), promotion(3, 2, 7), promotion(4, 1, 0)])
      .execute()
    const store = createContentStore(db())
    const withoutDomain = await store.listPromotionGroups()
    expect(withoutDomain.flatMap((group) => group.items.map((item) => item.domain))).toEqual(['', '', '', ''])

    await db()
      .insertInto('config')
      .values({ key: configKeys.company, value: JSON.stringify({ domain: 'https://m.example.cn' }) })
      .execute()
    const groups = await store.listPromotionGroups()
    expect(groups.map((group) => [group.classifyType, group.classifyName, group.label])).toEqual([
      [1, '类1', 'L1-2'],
      [2, '类2', 'L2-3'],
    ])
    expect(groups.map((group) => group.items.map((item) => item.id))).toEqual([
      [2, 4],
      [3, 1],
    ])
    expect(groups[0]!.items[0]).toEqual({
      id: 2,
      classifyType: 1,
      classifyName: '类1',
      name: '活动2',
      coverUrl: '/c/2.png',
      color: '#fff',
      startTime: 1002,
      endTime: 2002,
      domain: 'https://m.example.cn',
      templateType: 1,
      imageUrl: '/i/2.png',
    })
  })

  it('finds one promotion with its content and replaces the content', async () => {
    const store = createContentStore(db())
    expect(await store.setPromotionContent(3, '<img src=x onerror=alert(1)>')).toBe(true)
    expect(await store.findPromotion(3)).toEqual({
      id: 3,
      classifyType: 2,
      classifyName: '类2',
      name: '活动3',
      coverUrl: '/c/3.png',
      color: '#fff',
      startTime: 1003,
      endTime: 2003,
      domain: 'https://m.example.cn',
      templateType: 1,
      imageUrl: '/i/3.png',
      label: 'L2-3',
      content: '<img src=x onerror=alert(1)>',
    })
    expect((await store.findPromotion(1))?.content).toBe('<p>1</p>')
    expect(await store.findPromotion(99)).toBeUndefined()
    // An id from an address past BIGINT finds nothing on both engines.
    expect(await store.findPromotion(Number('99999999999999999999'))).toBeUndefined()
    expect(await store.findCarouselTitle(Number('99999999999999999999'))).toBeUndefined()
    expect(await store.setPromotionContent(99, 'x')).toBe(false)
  })
})
