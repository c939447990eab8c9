import { hashString, seededRandom } from '../random'
import { DEFAULT_APP_PUBLIC_URL } from '../routes/payPage'
import { insertInChunks, type Queries } from '../storage/queries'
import { configKeys, createConfigStore } from '../store/config'
import type { SeedOptions } from './options'

const DAY_MS = 86_400_000

/** Company information; image URLs are SVGs the platform generates. `domain` comes from the seed's options. */
const company = {
  name: '六合资讯',
  logoUrl: '/sys-upload/company/logo.svg',
  bannerLogoUrl: '/sys-upload/company/banner-logo.svg',
  regLogoUrl: '/sys-upload/company/reg-logo.svg',
  homeCarousels: [] as string[],
  iosDownloadUrl: 'https://download.liuhe.example/ios/liuhe.mobileconfig',
  androidDownloadUrl: 'https://download.liuhe.example/android/liuhe-5.0.9.apk',
  encryptUrl: 'https://secure.liuhe.example',
  appDisplay: 0,
  olUrl: 'https://kefu.liuhe.example/chat',
  showWechatPopup: 1,
  companyDetailList: [
    {
      type: 1,
      content: 'liuhe-kefu888',
      httpImageUrl: '/sys-upload/company/wechat-qr.svg',
      wechatUrl: 'weixin://dl/chat?liuhe-kefu888',
    },
  ],
}

async function seedConfigs(trx: Queries, companyDomain: string): Promise<void> {
  const { setConfig } = createConfigStore(trx)
  await setConfig(configKeys.loginLimit, { vCode: 0 })
  await setConfig(configKeys.registerLimit, {
    birthday: 0,
    email: 0,
    fullName: 0,
    fundPwd: 0,
    intrCode: 0,
    qq: 0,
    weixin: 0,
    phone: 0,
    vCode: 0,
    sendMenoy: 18,
    userAccountMessage: '用户名必须是字母开头的6-15位的字母或者数字',
    wechatPlaceholder: '请输入您的微信账号',
  })
  await setConfig(configKeys.withdrawLimit, {
    minAmount: 100,
    maxAmount: 50_000,
    dailyTimes: 5,
    dailyMaxAmount: 200_000,
    feeRate: 0,
    usdtMinAmount: 100,
  })
  await setConfig(
    configKeys.vipRules,
    [0, 1_000, 10_000, 50_000, 100_000, 300_000, 800_000, 2_000_000, 5_000_000].map((betMoney, i) => ({
      vipLevel: i + 1,
      betMoney,
    })),
  )
  await setConfig(configKeys.company, { ...company, domain: companyDomain })
  await setConfig(configKeys.config, {
    rech_level: Array.from({ length: 9 }, (_, i) => ({
      vipLevel: i + 1,
      levelName: `VIP${i + 1}`,
      enableChat: i === 0 ? 0 : 1,
      rechMoney: [0, 100, 500, 2_000, 5_000, 10_000, 30_000, 80_000, 200_000][i],
    })),
    chat_maintenance_config: { configValue: '0', message: '系统在维护中，请稍等！' },
    sys_config: {
      time_zone: 'Asia/Shanghai',
      vcode_style: '1',
      betting_content: '理性投注，量力而行',
      hy_is_cancel: 1,
    },
    enable_chat_maintenance: { configValue: '0' },
  })
  await setConfig(configKeys.configChat, {
    enable_chat: 1,
    chat_url: '/api-messen',
    socket_url: '/ws-chat',
    sec_per_mess: 3,
    max_message_length: 200,
    enable_image: 1,
    enable_hongbao: 1,
  })
  await setConfig(configKeys.appConfig, {
    livestream_url: 'https://live.liuhe.example/macau/index.m3u8',
    home_lottery_setting: { gameId: 110, gameName: '新澳门六合彩' },
  })
  await setConfig(configKeys.webSystemConfig, {
    siteName: '六合资讯',
    theme: 'theme1',
    defaultGameId: 110,
    customerServiceUrl: 'https://kefu.liuhe.example/chat',
    appVersion: '5.0.9',
  })
  const random = seededRandom(hashString('secret-key'))
  await setConfig(
    configKeys.secretKey,
    Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join(''),
  )
}

const carousels = [
  { title: '新澳门六合彩 每晚开奖', redirectUrl: '/game/110' },
  { title: '首充送好礼 最高888元', redirectUrl: '/promotional' },
  { title: 'VIP晋级 专属福利', redirectUrl: '/profile-vip' },
  { title: '六合图库 每期更新', redirectUrl: '/gallery' },
  { title: '真人视讯 火热上线', redirectUrl: '/game-center#live' },
]

const indexNotices = [
  {
    title: '系统公告',
    content: '尊敬的会员：本站已全面升级，资料与开奖信息实时同步，祝您好运连连！',
  },
  { title: '防骗提醒', content: '本站客服不会以任何理由索取您的密码，请勿轻信陌生链接。' },
]
const lotteryNotices = [
  '新澳门六合彩每晚21:32准时开奖，敬请关注',
  '香港六合彩开奖日请留意官方公告',
  '理性投注，量力而行',
]
const rollNotices = ['欢迎来到六合资讯，祝您购彩愉快！', '充值到账快，提现秒到账，7×24小时在线客服']

async function seedNotices(trx: Queries): Promise<void> {
  const lists: [string, { title: string; content: string; redirectUrl?: string }[]][] = [
    ['carousel', carousels.map((slide, i) => ({ ...slide, content: `/sys-upload/banners/${i + 1}.svg` }))],
    ['index_notice', indexNotices],
    ['lottery_notice', lotteryNotices.map((content) => ({ title: '开奖公告', content }))],
    ['roll_notice', rollNotices.map((content) => ({ title: '滚动公告', content }))],
  ]
  await insertInChunks(
    trx,
    'notices',
    lists.flatMap(([type, notices]) =>
      notices.map((n, i) => ({
        type,
        title: n.title,
        content: n.content,
        redirect_url: n.redirectUrl ?? '',
        sort: notices.length - i,
      })),
    ),
  )
}

const promotionClasses = [
  { classifyType: 1, classifyName: '新人优惠', label: 'NEW' },
  { classifyType: 2, classifyName: '充值优惠', label: 'HOT' },
  { classifyType: 3, classifyName: 'VIP专享', label: 'VIP' },
  { classifyType: 4, classifyName: '限时活动', label: '' },
]

const promotionNames = [
  [1, '新会员注册送18元'],
  [1, '首充100%彩金'],
  [2, '每日首充送10%'],
  [2, '周末充值加赠'],
  [2, 'USDT充值额外1.5%'],
  [3, 'VIP晋级礼金'],
  [3, 'VIP每月红包'],
  [4, '六合彩连中有奖'],
  [4, '真人视讯周返水'],
  [4, '电子游艺幸运大奖'],
] as const

function promotionHtml(name: string, start: string, end: string): string {
  return [
    `<h2>${name}</h2>`,
    `<p><strong>活动时间：</strong>${start} 至 ${end}</p>`,
    '<p><strong>活动对象：</strong>本站所有正式会员</p>',
    '<h3>活动内容</h3>',
    '<table><tr><th>存款金额</th><th>赠送彩金</th><th>流水要求</th></tr>',
    '<tr><td>100+</td><td>18元</td><td>5倍</td></tr>',
    '<tr><td>1000+</td><td>188元</td><td>8倍</td></tr>',
    '<tr><td>10000+</td><td>1888元</td><td>10倍</td></tr></table>',
    '<h3>活动规则</h3>',
    '<ol><li>每位会员每天限申请一次。</li><li>彩金自动发放至中心钱包。</li>',
    '<li>如发现套利行为，本站有权取消其参与资格。</li></ol>',
  ].join('')
}

const ymd = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

async function seedPromotions(trx: Queries, nowMs: number): Promise<void> {
  const colours = ['#e53935', '#fb8c00', '#8e24aa', '#1e88e5', '#43a047']
  const rows = promotionNames.map(([classifyType, name], i) => {
    const id = i + 1
    const cls = promotionClasses.find((c) => c.classifyType === classifyType)!
    const start = nowMs - (30 + i * 3) * DAY_MS
    const end = nowMs + (60 - i * 2) * DAY_MS
    const external = i % 4 === 3
    return {
      id,
      classify_type: classifyType,
      classify_name: cls.classifyName,
      label: cls.label,
      name,
      cover_url: `/sys-upload/promotions/${id}.svg`,
      color: colours[i % colours.length]!,
      start_time: start,
      end_time: end,
      // Served with the company's domain (store/content.ts): the row keeps none.
      domain: '',
      template_type: external ? 3 : 1,
      image_url: external ? `https://activity.liuhe.example/promo/${id}` : '',
      content: external ? '' : promotionHtml(name, ymd(start), ymd(end)),
      sort: promotionNames.length - i,
    }
  })
  await insertInChunks(trx, 'promotions', rows)
}

/**
 * Seeds configs (limits, VIP rules, company, app and chat config, AES key), notices and promotions. The
 * company's domain is `options.companyDomain`, by default the host of the app's default address.
 */
export async function seedContent(
  trx: Queries,
  _dataDir: string,
  nowMs: number,
  options: SeedOptions,
): Promise<void> {
  await seedConfigs(trx, options.companyDomain ?? new URL(DEFAULT_APP_PUBLIC_URL).host)
  await seedNotices(trx)
  await seedPromotions(trx, nowMs)
}
