import { formatFen } from '../money/fen'

/** A message of a member's inbox (站内信): its title and its text. */
export interface InboxMessage {
  title: string
  content: string
}

/**
 * What the platform writes into a member's inbox when their money moves without them on the page: a drawn
 * turn paid them, a withdrawal was decided, a recharge arrived, the VIP level went up. Amounts are fen,
 * written as 元 with two decimals. A turn that paid nothing writes no message: the betting page and the bet
 * list show it (docs/product.md, 开奖结算).
 */
export const inboxMessages = {
  /** A drawn turn paid the member: everything the turn's bets paid back. */
  won: (turn: { gameName: string; turnNum: string; payoutFen: number }): InboxMessage => ({
    title: '中奖通知',
    content: `恭喜您！${turn.gameName}第${turn.turnNum}期中奖，派彩${formatFen(turn.payoutFen)}元已存入您的账户。`,
  }),
  /** A withdrawal passed review. */
  withdrawApproved: (order: { orderNo: string; amountFen: number }): InboxMessage => ({
    title: '提现成功通知',
    content: `您的提现订单${order.orderNo}已审核通过，金额${formatFen(order.amountFen)}元。`,
  }),
  /** A withdrawal was rejected (with the back office's reason, when it gave one): the amount went back. */
  withdrawRejected: (order: { orderNo: string; amountFen: number; reason: string }): InboxMessage => ({
    title: '提现失败通知',
    content: `您的提现订单${order.orderNo}未通过审核${order.reason ? `（${order.reason}）` : ''}，${formatFen(order.amountFen)}元已退回您的账户。`,
  }),
  /** A recharge was credited to the balance. */
  rechargeCredited: (order: { orderNo: string; amountFen: number }): InboxMessage => ({
    title: '充值到账通知',
    content: `您的充值订单${order.orderNo}已到账，金额${formatFen(order.amountFen)}元。`,
  }),
  /** The member's VIP level went up. */
  vipPromoted: (vipLevel: number): InboxMessage => ({
    title: 'VIP晋级通知',
    content: `恭喜您晋级VIP${vipLevel}，尊享更多专属福利！`,
  }),
} as const
