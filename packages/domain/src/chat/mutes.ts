/**
 * 屏蔽 in the chat: a member mutes another member, whose messages and bet cards they no longer see (rooms,
 * live, private chat) until they unmute them in /setting (docs/product.md, "Bet cards"). The texts the app
 * and the platform quote.
 */
export const chatMuteTexts = {
  /** The action beside 举报 on someone else's message. */
  mute: '屏蔽',
  muted: '已屏蔽，可在设置中取消屏蔽',
  unmute: '取消屏蔽',
  unmuted: '已取消屏蔽',
  /** /setting's section of muted members. */
  listTitle: '已屏蔽的用户',
  empty: '暂无屏蔽的用户',
  invalid: '不能屏蔽该用户',
  notFound: '用户不存在',
  failed: '操作失败，请再试一次',
} as const

/** The accessible name of the mute action on a message of `nickname`. */
export const muteActionLabel = (nickname: string) => `屏蔽${nickname}`
