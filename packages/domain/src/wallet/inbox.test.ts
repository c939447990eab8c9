import { describe, expect, it } from 'vitest'
import { inboxMessages } from './inbox'

describe('inbox messages', () => {
  it('tells a member a drawn turn paid out, with the game, the issue and the amount in 元', () => {
    expect(inboxMessages.won({ gameName: '新澳门六合彩', turnNum: '2026326', payoutFen: 49_000 })).toEqual({
      title: '中奖通知',
      content: '恭喜您！新澳门六合彩第2026326期中奖，派彩490.00元已存入您的账户。',
    })
  })

  it('tells a member a withdrawal was approved, or rejected with its reason and the amount returned', () => {
    expect(inboxMessages.withdrawApproved({ orderNo: 'W1', amountFen: 20_050 })).toEqual({
      title: '提现成功通知',
      content: '您的提现订单W1已审核通过，金额200.50元。',
    })
    expect(
      inboxMessages.withdrawRejected({ orderNo: 'W2', amountFen: 10_000, reason: '银行卡信息有误' }),
    ).toEqual({
      title: '提现失败通知',
      content: '您的提现订单W2未通过审核（银行卡信息有误），100.00元已退回您的账户。',
    })
    expect(inboxMessages.withdrawRejected({ orderNo: 'W3', amountFen: 1, reason: '' }).content).toBe(
      '您的提现订单W3未通过审核，0.01元已退回您的账户。',
    )
  })

  it('tells a member a recharge was credited, and a VIP promotion', () => {
    expect(inboxMessages.rechargeCredited({ orderNo: 'R1', amountFen: 50_000 })).toEqual({
      title: '充值到账通知',
      content: '您的充值订单R1已到账，金额500.00元。',
    })
    expect(inboxMessages.vipPromoted(3)).toEqual({
      title: 'VIP晋级通知',
      content: '恭喜您晋级VIP3，尊享更多专属福利！',
    })
  })
})
