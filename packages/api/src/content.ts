import { fiveElements } from '@liuhe/domain'
import { z } from 'zod'
import { isApiError } from './errors'
import type { Http, RequestSpec } from './http'

/** A carousel slide; `noticeContent` is the image URL. */
export const carouselSlideSchema = z.object({
  id: z.number().int(),
  sort: z.number(),
  noticeContent: z.string(),
  redirectUrl: z.string(),
  noticeTitle: z.string(),
})
/** A carousel slide. */
export type CarouselSlide = z.infer<typeof carouselSlideSchema>

/** Notice lists: index_notice (modal), lottery_notice (marquee), roll_notice. */
export type NoticeType = 'index_notice' | 'lottery_notice' | 'roll_notice'
/** A notice. */
export const noticeSchema = z.object({
  id: z.number().int(),
  noticeTitle: z.string(),
  noticeContent: z.string(),
})
/** A notice. */
export type Notice = z.infer<typeof noticeSchema>

/** Company information: name, logo, app downloads and display settings. */
export const companySchema = z.object({
  name: z.string(),
  logoUrl: z.string(),
  bannerLogoUrl: z.string(),
  regLogoUrl: z.string(),
  homeCarousels: z.array(z.string()),
  iosDownloadUrl: z.string(),
  androidDownloadUrl: z.string(),
  domain: z.string(),
  encryptUrl: z.string(),
  appDisplay: z.number().int(),
  olUrl: z.string(),
  showWechatPopup: z.number().int(),
  companyDetailList: z.array(
    z.object({
      type: z.number().int(),
      content: z.string(),
      httpImageUrl: z.string(),
      wechatUrl: z.string(),
    }),
  ),
})
/** Company information. */
export type Company = z.infer<typeof companySchema>

/** `config.json`: recharge levels, chat maintenance, system config. */
export const configDataSchema = z.object({
  rech_level: z.array(
    z.object({
      vipLevel: z.number().int(),
      levelName: z.string(),
      enableChat: z.number().int(),
      rechMoney: z.number(),
    }),
  ),
  chat_maintenance_config: z.object({ configValue: z.string(), message: z.string() }),
  sys_config: z.object({
    time_zone: z.string(),
    vcode_style: z.string(),
    betting_content: z.string(),
    hy_is_cancel: z.number().int(),
  }),
  enable_chat_maintenance: z.object({ configValue: z.string() }),
})
/** `config.json`. */
export type ConfigData = z.infer<typeof configDataSchema>

/** `config_chat.json`. */
export const chatConfigSchema = z.object({
  enable_chat: z.number().int(),
  chat_url: z.string(),
  socket_url: z.string(),
  sec_per_mess: z.number(),
  max_message_length: z.number().int(),
  enable_image: z.number().int(),
  enable_hongbao: z.number().int(),
})
/** `config_chat.json`. */
export type ChatConfig = z.infer<typeof chatConfigSchema>

/** `app_config.json`. */
export const appConfigSchema = z.object({
  livestream_url: z.string(),
  home_lottery_setting: z.object({ gameId: z.number().int(), gameName: z.string() }),
})
/** `app_config.json`. */
export type AppConfig = z.infer<typeof appConfigSchema>

/** `/data/json/web_system_config.json`. */
export const webSystemConfigSchema = z.object({
  siteName: z.string(),
  theme: z.string(),
  defaultGameId: z.number().int(),
  customerServiceUrl: z.string(),
  appVersion: z.string(),
})
/** `web_system_config.json`. */
export type WebSystemConfig = z.infer<typeof webSystemConfigSchema>

/** `five-elements.json`: per lunar year, the numbers (two digits) of 金木水火土. */
export const fiveElementsSchema = z.array(
  z.object({
    year: z.number().int(),
    elements: z.array(z.object({ name: z.enum(fiveElements), values: z.array(z.string()) })),
  }),
)
/** `five-elements.json`. */
export type FiveElementsData = z.infer<typeof fiveElementsSchema>

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a call, retrying up to `retries` times `delayMs` apart when it times out or cannot reach the platform. */
async function withRetry<T>(call: () => Promise<T>, retries: number, delayMs: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (attempt >= retries || !isApiError(error) || !error.isUnreachable) throw error
      await wait(delayMs)
    }
  }
}

/** Content calls: carousel, notices, company info and the static config JSONs. */
export function contentApi(http: Http) {
  const staticJson = async <T>(path: string, schema: z.ZodType<T>, encryptable: boolean) => {
    const spec: RequestSpec<T> = { path, base: 'root', query: { _t: Date.now() }, schema, encryptable }
    return (await http.request(spec)).data
  }
  return {
    /** `GET /api/notice/queryPage?noticeType=0`: carousel slides, highest sort first. */
    async carousel(): Promise<CarouselSlide[]> {
      const query = { noticeType: 0, page: 1, rows: 20 }
      return (
        await http.request({ path: '/api/notice/queryPage', query, schema: z.array(carouselSlideSchema) })
      ).data
    },
    /** `GET /api/notice/list?type=`: one notice list. */
    async notices(type: NoticeType): Promise<Notice[]> {
      return (
        await http.request({ path: '/api/notice/list', query: { type }, schema: z.array(noticeSchema) })
      ).data
    },
    /** `GET /company/get`: company information. */
    async company(): Promise<Company> {
      return (await http.request({ path: '/company/get', schema: companySchema })).data
    },
    /** Static `config.json` (encrypted variant in encrypted mode). */
    config: () => staticJson('/sys-upload/data/json/config.json', configDataSchema, true),
    /** Static `config_chat.json` (encrypted variant in encrypted mode). */
    chatConfig: () => staticJson('/sys-upload/data/json/config_chat.json', chatConfigSchema, true),
    /** Static `five-elements.json`. */
    fiveElements: () => staticJson('/sys-upload/data/json/five-elements.json', fiveElementsSchema, false),
    /** Static `/data/json/web_system_config.json`. */
    webSystemConfig: () => staticJson('/data/json/web_system_config.json', webSystemConfigSchema, false),
    /** Static `app_config.json` (encrypted variant in encrypted mode), retried 3 times 100 ms apart. */
    appConfig: () =>
      withRetry(() => staticJson('/sys-upload/data/json/app_config.json', appConfigSchema, true), 3, 100),
  }
}
