import {
  fiveElementNumbers,
  fiveElements,
  formatChinaTime,
  fromChinaTime,
  lunarNewYearDate,
  lunarYearAt,
} from '@liuhe/domain'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { badRequest, intParam, ok, PlatformError } from '../envelope'
import { configKeys, requireConfig } from '../store/config'
import {
  findCarouselTitle,
  findPromotion,
  listCarousel,
  listNotices,
  listPromotionGroups,
  noticeTypes,
} from '../store/content'
import { svgQr, svgResponse, svgTile } from '../svgImages'
import { parseFields } from './formBody'

const pageSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(10),
})

/** The five-element groups of numbers 01–49 in a lunar year (the domain's 纳音 rule). */
export function fiveElementsOfYear(lunarYear: number) {
  const { month, day } = lunarNewYearDate(lunarYear)
  const groups = fiveElementNumbers(fromChinaTime(lunarYear, month, day, 12))
  return {
    year: lunarYear,
    elements: fiveElements.map((name) => ({
      name,
      values: groups[name].map((n) => String(n).padStart(2, '0')),
    })),
  }
}

/** Content routes under the API prefix: carousel, notices, company info, promotions. */
export function contentRoutes(db: Db, _clock: Clock) {
  const app = new Hono()

  app.get('/api/notice/queryPage', (c) => {
    const noticeType = c.req.query('noticeType') ?? '0'
    if (noticeType !== '0') badRequest('noticeType')
    const { page, rows } = parseFields(pageSchema, c.req.query())
    const { slides, total } = listCarousel(db, page, rows)
    return ok(c, slides, total)
  })

  app.get('/api/notice/list', (c) => {
    const type = noticeTypes.find((t) => t === c.req.query('type'))
    if (!type) badRequest('type')
    return ok(c, listNotices(db, type))
  })

  app.get('/company/get', (c) => ok(c, requireConfig(db, configKeys.company)))

  app.get('/promotion/list', (c) => ok(c, listPromotionGroups(db)))

  app.get('/promotion/detail', (c) => {
    const promotion = findPromotion(db, intParam(c, 'id'))
    if (!promotion) throw new PlatformError('SYS/NOT_FOUND', '活动不存在')
    return ok(c, promotion)
  })
  return app
}

/** Static content at the host root: config JSONs, five elements and the generated SVG images. */
export function staticContentRoutes(db: Db, clock: Clock) {
  const app = new Hono()
  const json = (key: string) => (c: Context) => ok(c, requireConfig(db, key))

  app.get('/sys-upload/data/json/config.json', json(configKeys.config))
  app.get('/sys-upload/data/json/config_chat.json', json(configKeys.configChat))
  app.get('/sys-upload/data/json/app_config.json', json(configKeys.appConfig))
  app.get('/data/json/web_system_config.json', json(configKeys.webSystemConfig))
  app.get('/sys-upload/data/json/five-elements.json', (c) => {
    const year = lunarYearAt(clock.now())
    return ok(c, [fiveElementsOfYear(year), fiveElementsOfYear(year + 1)])
  })

  app.get('/sys-upload/banners/:file', (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'))
    const title = match ? findCarouselTitle(db, Number(match[1])) : undefined
    if (!title) throw new PlatformError('SYS/NOT_FOUND', '资源不存在', 404)
    return svgResponse(svgTile({ width: 750, height: 300, title, subtitle: '六合资讯', radius: 0 }))
  })
  const companyImages: Record<string, () => string> = {
    'logo.svg': () => svgTile({ width: 240, height: 80, title: '六合资讯', radius: 16 }),
    'banner-logo.svg': () =>
      svgTile({ width: 360, height: 90, title: '六合资讯', subtitle: 'LIUHE', radius: 0 }),
    'reg-logo.svg': () =>
      svgTile({ width: 200, height: 200, title: '六合', subtitle: '欢迎注册', radius: 100 }),
    'wechat-qr.svg': () => svgQr('liuhe-kefu888'),
  }
  app.get('/sys-upload/company/:file', (c) => {
    const image = companyImages[c.req.param('file')]
    if (!image) throw new PlatformError('SYS/NOT_FOUND', '资源不存在', 404)
    return svgResponse(image())
  })
  app.get('/sys-upload/promotions/:file', (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'))
    const promotion = match ? findPromotion(db, Number(match[1])) : undefined
    if (!promotion) throw new PlatformError('SYS/NOT_FOUND', '资源不存在', 404)
    return svgResponse(
      svgTile({
        width: 690,
        height: 260,
        title: promotion.name,
        subtitle: `${formatChinaTime(promotion.startTime).slice(0, 10)} ~ ${formatChinaTime(promotion.endTime).slice(0, 10)}`,
      }),
    )
  })
  return app
}
