/** The texts of the responsible-gambling page, the 18+ dialog and the reality check. */
export const responsibleTexts = {
  pageTitle: '负责任博彩',
  footerLink: '理性投注 · 负责任博彩',
  adultTitle: '年满18周岁确认',
  adultMessage: '投注和充值仅限年满18周岁的用户。请确认您已年满18周岁，并理性投注。',
  adultConfirm: '我已年满18周岁',
  adultConfirmed: '已确认年满18周岁',
  limitsTitle: '充值与亏损限额',
  limitsHint: '降低限额立即生效；提高或取消限额须等待24小时后生效。留空表示不设限额。',
  limitsSaved: '限额已保存',
  blockTitle: '冷静期与自我排除',
  blockHint: '期间不能投注、充值或在聊天室发言，仍可浏览；开始后不能提前结束。',
  blockConfirmTitle: '确认开始',
  blockConfirm: (kind: string, label: string) =>
    `确定开始${label}的${kind}吗？开始后不能提前结束，期间不能投注、充值或发言。`,
  blockStarted: '已开始，期满前不能投注、充值或发言',
  realityTitle: '游戏时间提醒',
  realityIntervalLabel: '游戏时间提醒间隔',
  realitySaved: '提醒间隔已保存',
  realityContinue: '继续',
  realityExit: '退出',
  helpTitle: '求助热线',
} as const

/** Where a member can get help; shown on the responsible-gambling page. */
export const helpContacts: readonly { name: string; detail: string; href?: string }[] = [
  { name: '平和基金 戒赌辅导热线（香港）', detail: '1834 633', href: 'tel:1834633' },
  { name: '在线客服', detail: '7×24小时协助设置限额与冷静期', href: '/services' },
]
