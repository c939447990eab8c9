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
import { missingResource, ok } from '../envelope'
import { NotFoundError } from '../errors'
import { digits } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import { configKeys } from '../store/config'
import { noticeTypes } from '../store/content'
import { svgQr, svgResponse, svgTile } from '../svgImages'

const carouselQuery = z.object({
  // Only the carousel (notice type 0) is served here; the notice lists have their own route.
  noticeType: z.literal('0').default('0'),
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
export function contentRoutes({ config, content }: Stores) {
  const app = new Hono()

  app.get('/api/notice/queryPage', validate('query', carouselQuery), async (c) => {
    const { page, rows } = c.req.valid('query')
    const { slides, total } = await content.listCarousel(page, rows)
    return ok(c, slides, total)
  })

  app.get('/api/notice/list', validate('query', z.object({ type: z.enum(noticeTypes) })), async (c) =>
    ok(c, await content.listNotices(c.req.valid('query').type)),
  )

  app.get('/company/get', async (c) => ok(c, await config.requireConfig(configKeys.company)))

  app.get('/promotion/list', async (c) => ok(c, await content.listPromotionGroups()))

  app.get('/promotion/detail', validate('query', z.object({ id: digits })), async (c) => {
    const promotion = await content.findPromotion(c.req.valid('query').id)
    if (!promotion) throw new NotFoundError('活动不存在')
    return ok(c, promotion)
  })
  return app
}

/** Static content at the host root: config JSONs, five elements and the generated SVG images. */
export function staticContentRoutes({ config, content }: Stores, clock: Clock) {
  const app = new Hono()
  const json = (key: string) => async (c: Context) => ok(c, await config.requireConfig(key))

  app.get('/sys-upload/data/json/config.json', json(configKeys.config))
  app.get('/sys-upload/data/json/config_chat.json', json(configKeys.configChat))
  app.get('/sys-upload/data/json/app_config.json', json(configKeys.appConfig))
  app.get('/data/json/web_system_config.json', json(configKeys.webSystemConfig))
  app.get('/sys-upload/data/json/five-elements.json', (c) => {
    const year = lunarYearAt(clock.now())
    return ok(c, [fiveElementsOfYear(year), fiveElementsOfYear(year + 1)])
  })

  app.get('/sys-upload/banners/:file', async (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'))
    const title = match ? await content.findCarouselTitle(Number(match[1])) : undefined
    if (!title) throw missingResource()
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
    if (!image) throw missingResource()
    return svgResponse(image())
  })
  app.get('/sys-upload/promotions/:file', async (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'))
    const promotion = match ? await content.findPromotion(Number(match[1])) : undefined
    if (!promotion) throw missingResource()
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
