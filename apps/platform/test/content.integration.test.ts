import { type ApiError, createLiuheApi } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlatform } from '../src/platform'
import { seed } from '../src/seed'
import { configKeys, createConfigStore } from '../src/store/config'
import { openEngine } from './engines'
import { dataDir, startTestPlatform, testEngine } from './harness'

let env: Awaited<ReturnType<typeof startTestPlatform>>
let encrypted: ReturnType<typeof createPlatform>
let encryptedOrigin: string
const api = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )
const seedTime = fromChinaTime(2026, 11, 22, 12)

beforeAll(async () => {
  env = await startTestPlatform(seedTime)
  // A second platform on the same data in encrypted mode (PLATFORM_ENCRYPT=1).
  encrypted = createPlatform({ ...env.storage, clock: env.clock, encrypt: true, testHooks: true })
  encryptedOrigin = `http://127.0.0.1:${await encrypted.listen(0, '127.0.0.1')}`
})
afterAll(async () => {
  await encrypted.close()
  await env.stop()
})

describe('the HTTP server', () => {
  it('keeps an idle connection longer than a client keeps one, so a client never reuses one it is closing', async () => {
    // Node's fetch keeps an idle connection 4 s, or the server's announced timeout less 1 s.
    const response = await fetch(`${env.origin}/app-api/api/notice/queryPage?noticeType=1`)
    await response.arrayBuffer()
    expect(response.headers.get('keep-alive')).toBe('timeout=65')
  })
})

describe('carousel, notices and company', () => {
  it('lists carousel slides highest sort first, with generated banner images', async () => {
    const slides = await api().content.carousel()
    expect(slides).toHaveLength(5)
    expect(slides.map((s) => s.sort)).toEqual([5, 4, 3, 2, 1])
    expect(slides[0]).toMatchObject({ noticeContent: '/sys-upload/banners/1.svg', redirectUrl: '/game/110' })
    const image = await fetch(`${env.origin}${slides[0]!.noticeContent}`)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    expect(await image.text()).toContain('新澳门六合彩 每晚开奖')
    expect((await fetch(`${env.origin}/app-api/api/notice/queryPage?noticeType=3`)).status).toBe(400)
  })

  it('serves the three notice lists', async () => {
    const modal = await api().content.notices('index_notice')
    expect(modal[0]).toMatchObject({ noticeTitle: '系统公告' })
    const marquee = await api().content.notices('lottery_notice')
    expect(marquee.map((n) => n.noticeContent).join(' | ')).toContain('新澳门六合彩每晚21:32准时开奖')
    expect((await api().content.notices('roll_notice')).length).toBe(2)
    const bad = await fetch(`${env.origin}/app-api/api/notice/list?type=popup`)
    expect(await bad.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: '参数错误：type' })
  })

  it('serves the company info with WeChat details and generated logos', async () => {
    const company = await api().content.company()
    expect(company.companyDetailList[0]).toMatchObject({
      content: 'liuhe-kefu888',
      httpImageUrl: '/sys-upload/company/wechat-qr.svg',
    })
    expect(company.iosDownloadUrl).toMatch(/^https:/)
    for (const path of [
      company.logoUrl,
      company.bannerLogoUrl,
      company.regLogoUrl,
      company.companyDetailList[0]!.httpImageUrl,
    ]) {
      const response = await fetch(`${env.origin}${path}`)
      expect(response.headers.get('content-type'), path).toContain('image/svg+xml')
    }
  })
})

describe('static config JSONs', () => {
  it('serves config, chat config, app config and the web system config', async () => {
    const config = await api().content.config()
    expect(config.sys_config).toEqual({
      time_zone: 'Asia/Shanghai',
      vcode_style: '1',
      betting_content: '理性投注，量力而行',
      hy_is_cancel: 1,
    })
    expect(config.enable_chat_maintenance.configValue).toBe('0')
    expect(config.rech_level).toHaveLength(9)
    expect((await api().content.chatConfig()).enable_chat).toBe(1)
    expect((await api().content.appConfig()).home_lottery_setting).toEqual({
      gameId: 110,
      gameName: '新澳门六合彩',
    })
    expect((await api().content.webSystemConfig()).appVersion).toBe('5.0.9')
  })

  it('groups 01-49 into the five elements of the lunar year', async () => {
    const [current, next] = await api().content.fiveElements()
    expect(current!.year).toBe(2026)
    expect(next!.year).toBe(2027)
    expect(current!.elements.map((e) => e.name)).toEqual(['金', '木', '水', '火', '土'])
    const all = current!.elements.flatMap((e) => e.values).sort()
    expect(all).toEqual(Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0')))
    // 2026 is a 丙午 year (天河水): number 01 stands for it.
    expect(current!.elements.find((e) => e.name === '水')!.values).toContain('01')
  })
})

describe('promotions', () => {
  it('lists promotions by classify type with covers, dates and template types', async () => {
    const groups = await api().promotions.list()
    expect(groups.map((g) => g.classifyName)).toEqual(['新人优惠', '充值优惠', 'VIP专享', '限时活动'])
    const items = groups.flatMap((g) => g.items)
    expect(items).toHaveLength(10)
    expect(items.every((p) => p.startTime < seedTime && p.endTime > seedTime)).toBe(true)
    const external = items.filter((p) => p.templateType === 3)
    expect(external.length).toBeGreaterThan(0)
    expect(external.every((p) => p.imageUrl.startsWith('https://'))).toBe(true)
    const cover = await fetch(`${env.origin}${items[0]!.coverUrl}`)
    expect(cover.headers.get('content-type')).toContain('image/svg+xml')
  })

  it("shows every promotion on the company's configured domain, following the company config", async () => {
    // Seeded from the app's default address (the seed's companyDomain option, APP_PUBLIC_URL's host).
    expect((await api().content.company()).domain).toBe('localhost:3000')
    const domains = async () => [
      ...new Set([
        ...(await api().promotions.list()).flatMap((g) => g.items.map((p) => p.domain)),
        (await api().promotions.detail(1)).domain,
      ]),
    ]
    expect(await domains()).toEqual(['localhost:3000'])
    const config = createConfigStore(env.queries)
    const company = await config.requireConfig<Record<string, unknown>>(configKeys.company)
    await config.setConfig(configKeys.company, { ...company, domain: 'www.liuhe-demo.cn' })
    try {
      expect(await domains()).toEqual(['www.liuhe-demo.cn'])
    } finally {
      await config.setConfig(configKeys.company, company)
    }
  })

  it('seeds the company domain it is given', async () => {
    const { db, close } = await openEngine(testEngine())
    try {
      await seed(db, dataDir, seedTime, { companyDomain: 'm.company.cn' })
      const company = await createConfigStore(db).requireConfig<{ domain: string }>(configKeys.company)
      expect(company.domain).toBe('m.company.cn')
    } finally {
      await close()
    }
  })

  it('serves a promotion detail with rich HTML, and 400 for an unknown one', async () => {
    const detail = await api().promotions.detail(1)
    expect(detail.name).toBe('新会员注册送18元')
    expect(detail.content).toContain('<table>')
    expect(await fail(api().promotions.detail(999))).toMatchObject({ status: 400, message: '活动不存在' })
    expect((await fetch(`${env.origin}/app-api/promotion/detail?id=abc`)).status).toBe(400)
  })
})

describe('encrypted mode', () => {
  const secure = () => createLiuheApi({ origin: encryptedOrigin, encrypted: true })

  it('answers AES-encrypted bodies that the client decrypts transparently', async () => {
    const raw = await fetch(`${encryptedOrigin}/sys-upload/data/json/config_encrypt.json`)
    const text = await raw.text()
    expect(text.startsWith('U2FsdGVkX1')).toBe(true)
    expect(await secure().content.config()).toEqual(await api().content.config())
    expect(await secure().content.chatConfig()).toEqual(await api().content.chatConfig())
    expect(await secure().content.appConfig()).toEqual(await api().content.appConfig())
    expect(await secure().auth.registerLimit()).toEqual(await api().auth.registerLimit())
    expect(await secure().content.company()).toEqual(await api().content.company())
    const apiRaw = await fetch(`${encryptedOrigin}/app-api/encrypt/company/get`)
    expect(apiRaw.headers.get('content-type')).toContain('text/plain')
  })

  it('logs in and reads the profile through /app-api/encrypt, errors staying plain', async () => {
    const { token } = await secure().auth.login({ account: 'demo01', password: 'Demo1234' })
    const user = createLiuheApi({ origin: encryptedOrigin, encrypted: true, token })
    expect((await user.user.info()).userInfo.account).toBe('demo01')
    expect(await fail(secure().auth.login({ account: 'demo01', password: 'Wrong1234' }))).toMatchObject({
      code: 'UC/LOGIN_FAILED',
      message: '用户名或密码错误',
    })
  })

  it('logs the encrypted paths asked for, not the plain ones it answers them with (test hooks)', async () => {
    await fetch(`${encryptedOrigin}/app-api/__test__/requests`, { method: 'DELETE' })
    await secure().content.config()
    await secure().content.company()
    await secure().lottery.openInfoStatic(110)
    const log = await (await fetch(`${encryptedOrigin}/app-api/__test__/requests`)).json()
    expect(log.data).toEqual([
      'GET /sys-upload/data/json/secret_key.json',
      'GET /sys-upload/data/json/config_encrypt.json',
      'GET /sys-upload/data/json/secret_key.json',
      'GET /app-api/encrypt/company/get',
      'GET /sys-upload/data/json/secret_key.json',
      'GET /sys-upload/data/lotery/110_encrypt.json',
    ])
  })

  it('is off on a plain platform', async () => {
    expect((await fetch(`${env.origin}/sys-upload/data/json/config_encrypt.json`)).status).toBe(404)
    expect((await fetch(`${env.origin}/sys-upload/data/json/secret_key.json`)).status).toBe(404)
    expect((await fetch(`${env.origin}/app-api/encrypt/company/get`)).status).toBe(404)
  })
})
