/**
 * What moves money in a wallet. Every change of a balance is one ledger row of one of these types, written
 * with the change, so a balance always equals the sum of its rows. Each type has the label the bills page
 * shows.
 */
export const ledgerTypes = {
  /** The balance an account had when the ledger started (carried over, or given at creation). */
  opening: '期初余额',
  /** A trial account's play money. */
  trialGift: '试玩金',
  /** The new-member bonus of registration. */
  registerGift: '注册彩金',
  /** A bank transfer recharge. */
  recharge: '转账充值',
  /** A recharge paid online (third-party, QR, USDT). */
  onlinePay: '在线支付',
  /** A bet placed. */
  bet: '投注',
  /** A settled bet paid out (win or 和局). */
  payout: '派奖',
  /** A cancelled bet refunded. */
  refund: '撤单退款',
  /** A withdrawal held or paid. */
  withdraw: '提现',
  /** A rejected withdrawal given back. */
  withdrawReturn: '提现退回',
  /** Wash-code (洗码) rebate claimed. */
  rebate: '洗码返水',
  /** A promotion reward claimed. */
  reward: '活动奖励',
  /** Money moved between the main and the third-party game wallet. */
  transfer: '额度转换',
  /** A red packet sent. */
  hongbaoSend: '发红包',
  /** A red packet share grabbed. */
  hongbaoGrab: '抢红包',
  /** The unclaimed rest of a red packet returned. */
  hongbaoRefund: '红包退回',
  /** A round staked in a third-party (casino) game. */
  casinoBet: '游戏投注',
  /** A third-party (casino) game round paid out. */
  casinoPayout: '游戏派彩',
} as const
/** A ledger row type. */
export type LedgerType = keyof typeof ledgerTypes

/** The type codes, for schemas and filters. */
export const ledgerTypeCodes = Object.keys(ledgerTypes) as [LedgerType, ...LedgerType[]]

/** The label the bills page shows for a ledger type. */
export function ledgerTypeLabel(type: string): string {
  return ledgerTypes[type as LedgerType] ?? '其他'
}
