import { randomBytes } from 'node:crypto'
import type { RechargeChannel, RechargeLevel, WithdrawLimit } from '@liuhe/domain'
import type { Stores } from '../store'
import { type ConfigStore, configKeys } from '../store/config'

/** Our receiving account, shown with a bank-transfer order. */
export interface ReceivingBankAccount {
  bankName: string
  accountName: string
  cardNo: string
  branch: string
}

/** The recharge settings (`recharge_config`); amounts in 元. */
export interface RechargeConfig {
  /** How long an order waits for its payment. */
  orderExpiryMinutes: number
  /** Orders a member may have waiting for payment at once. */
  maxPendingOrders: number
  channels: RechargeChannel[]
  /** The channels each VIP level may use; a level without an entry may use all. */
  rech_level: RechargeLevel[]
  bankAccount: ReceivingBankAccount
  usdt: { network: string; address: string; rate: number }
}

/** The recharge settings when `recharge_config` is not set (or lacks a field). */
export const defaultRechargeConfig: RechargeConfig = {
  orderExpiryMinutes: 30,
  maxPendingOrders: 5,
  channels: [
    {
      id: 'bank-transfer',
      kind: 'bank',
      name: '银行卡转账',
      configType: 20,
      minAmount: 100,
      maxAmount: 500_000,
      amounts: [100, 500, 1000, 5000, 10_000],
      sort: 1,
    },
    {
      id: 'usdt-trc20',
      kind: 'usdt',
      name: 'USDT (TRC20)',
      configType: 10,
      minAmount: 100,
      maxAmount: 1_000_000,
      amounts: [500, 1000, 5000, 10_000],
      sort: 2,
    },
    {
      id: 'alipay',
      kind: 'eWallet',
      name: '支付宝',
      configType: 2,
      minAmount: 50,
      maxAmount: 5000,
      amounts: [50, 100, 200, 500, 1000, 2000, 5000],
      sort: 3,
    },
    {
      id: 'wechat',
      kind: 'eWallet',
      name: '微信支付',
      configType: 2,
      minAmount: 50,
      maxAmount: 3000,
      amounts: [50, 100, 200, 300, 500, 1000, 3000],
      sort: 4,
    },
    {
      id: 'quick-pay',
      kind: 'directCharging',
      name: '快捷支付',
      configType: 10,
      minAmount: 10,
      maxAmount: 50_000,
      amounts: [100, 300, 500, 1000, 3000],
      sort: 5,
    },
  ],
  // New members start with the channels that need no history; VIP 3 and up see them all.
  rech_level: [
    { vipLevel: 1, channelIds: ['bank-transfer', 'usdt-trc20', 'alipay', 'quick-pay'] },
    { vipLevel: 2, channelIds: ['bank-transfer', 'usdt-trc20', 'alipay', 'quick-pay'] },
  ],
  bankAccount: {
    bankName: '中国工商银行',
    accountName: '六合资讯科技有限公司',
    cardNo: '6222020200112233445',
    branch: '澳门分行',
  },
  usdt: { network: 'TRC20', address: 'TLiuheDemoRecharge1111111111111111', rate: 7.2 },
}

/** The wallet's other settings (`wallet_rules`). */
export interface WalletRules {
  /** A withdrawal not rejected within this time is approved. */
  withdrawReviewMinutes: number
  /** The turnover shortfall (元) a withdrawal may have without a deduction (放宽额度). */
  relaxQuota: number
  /** Percent of each unmet requirement's amount deducted from a withdrawal. */
  deductPercent: number
  /** The turnover a credited recharge asks for, as a multiple of its amount. */
  rechargeMultiple: number
  /** The turnover a claimed wash-code rebate asks for. */
  rebateMultiple: number
  /** Cards and addresses a member may save. */
  maxBankCards: number
  /** How old a payment notification may be (its timestamp against the platform clock). */
  notificationMaxAgeMinutes: number
}

/** The wallet rules when `wallet_rules` is not set (or lacks a field). */
export const defaultWalletRules: WalletRules = {
  withdrawReviewMinutes: 10,
  relaxQuota: 10,
  deductPercent: 5,
  rechargeMultiple: 1,
  rebateMultiple: 1,
  maxBankCards: 5,
  notificationMaxAgeMinutes: 10,
}

/** The recharge settings in force. */
export async function rechargeConfigOf(stores: Stores): Promise<RechargeConfig> {
  return {
    ...defaultRechargeConfig,
    ...(await stores.config.getConfig<Partial<RechargeConfig>>(configKeys.rechargeConfig)),
  }
}

/** The wallet rules in force. */
export async function walletRulesOf(stores: Stores): Promise<WalletRules> {
  return {
    ...defaultWalletRules,
    ...(await stores.config.getConfig<Partial<WalletRules>>(configKeys.walletRules)),
  }
}

/** The withdraw limits in force (the seed writes them; `withdraw_limit.json` serves them). */
export function withdrawLimitOf(stores: Stores): Promise<WithdrawLimit> {
  return stores.config.requireConfig<WithdrawLimit>(configKeys.withdrawLimit)
}

/**
 * The key payment notifications are signed with (HMAC-SHA256). It is made on the platform's first start
 * and kept in the config, so it survives restarts and differs between installations; the simulated provider
 * signs with it, and a real provider is given it.
 */
export function ensurePaymentSecret(config: ConfigStore): Promise<string> {
  return ensureSecret(config, configKeys.paymentSecret)
}

/**
 * The key a third-party game's launch ticket is signed with (HMAC-SHA256), made and kept like
 * {@link ensurePaymentSecret}'s.
 */
export function ensureLaunchSecret(config: ConfigStore): Promise<string> {
  return ensureSecret(config, configKeys.launchSecret)
}

/**
 * The secret kept under `key`, made when there is none. Processes (or routes) starting together keep one: the
 * first stored wins ({@link ConfigStore.keepConfig}), and each answers the one stored.
 */
async function ensureSecret(config: ConfigStore, key: string): Promise<string> {
  const stored = await config.getConfig<string>(key)
  if (stored) return stored
  const secret = randomBytes(32).toString('hex')
  if (stored === undefined) return config.keepConfig(key, secret)
  // An empty value is replaced, as it always was.
  await config.setConfig(key, secret)
  return secret
}
