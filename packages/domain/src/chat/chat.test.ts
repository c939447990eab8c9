import { describe, expect, it } from 'vitest'
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MAINTENANCE_REPOLL_MS,
  CHAT_RECONNECT_MS,
  type ChatMessage,
  canChat,
  canLoadOlderChatPage,
  chatFailureOutcome,
  chatPageAfterFailure,
  chatPromptTexts,
  chatReconnectDelay,
  chatTexts,
  chatTokenFailureRedirect,
  isChatMaintenance,
  mergeChatMessages,
  nextOlderChatPage,
  shouldPromptPrivateMessage,
  shouldPromptRoomInvite,
  truncate8,
  winText,
} from './chat'

const user = { userinfo: { user_id: 1, nickname: 'a', chatLevel: 0 } }
const msg = (id: number, created_at: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  created_at,
  content: user,
  ...extra,
})

describe('mergeChatMessages', () => {
  it('drops messages without content or userinfo, command 70 and duplicate ids, sorted by created_at', () => {
    const merged = mergeChatMessages(
      [msg(1, '300'), msg(2, '100')],
      [
        msg(1, '300'),
        msg(3, '200'),
        msg(4, '50', { content: null }),
        msg(5, '60', { content: { userinfo: null } }),
        msg(6, '70', { command: 70 }),
        msg(7, '1000', { command: '4' }),
      ],
    )
    expect(merged.map((m) => m.id)).toEqual([2, 3, 1, 7])
  })
})

describe('shouldPromptRoomInvite', () => {
  it('prompts unless on a game page or already in the room', () => {
    expect(shouldPromptRoomInvite({ roomId: 3, page: 'index' })).toBe(true)
    expect(shouldPromptRoomInvite({ roomId: 3, page: 'chat-rooms', openRoomId: 1 })).toBe(true)
    expect(shouldPromptRoomInvite({ roomId: 3, page: 'chat-rooms', openRoomId: '3' })).toBe(false)
    for (const page of ['game-center', 'game', 'lucky-niu-niu'])
      expect(shouldPromptRoomInvite({ roomId: 3, page })).toBe(false)
  })
})

describe('shouldPromptPrivateMessage', () => {
  const base = {
    senderChatLevel: 2,
    recipientChatLevel: 0,
    isAddressee: true,
    page: 'index',
    senderId: 9,
    openChatUserId: null,
  }

  it('prompts a regular addressee for a staff message outside games and that chat', () => {
    expect(shouldPromptPrivateMessage(base)).toBe(true)
    expect(shouldPromptPrivateMessage({ ...base, openChatUserId: 8 })).toBe(true)
  })

  it('does not prompt in any other case', () => {
    expect(shouldPromptPrivateMessage({ ...base, senderChatLevel: 1 })).toBe(false)
    expect(shouldPromptPrivateMessage({ ...base, recipientChatLevel: 2 })).toBe(false)
    expect(shouldPromptPrivateMessage({ ...base, isAddressee: false })).toBe(false)
    for (const page of ['game-center', 'game', 'lucky-niu-niu'])
      expect(shouldPromptPrivateMessage({ ...base, page })).toBe(false)
    expect(shouldPromptPrivateMessage({ ...base, openChatUserId: '9' })).toBe(false)
  })

  it('uses the texts of docs/product.md', () => {
    expect(chatPromptTexts).toEqual({
      title: '您有一条新消息！',
      body: '是否立即查看？',
      cancel: '取消',
      confirm: '立即查看',
    })
    expect(chatTexts).toEqual({
      maintenance: '系统在维护中，请稍等！',
      unavailable: '聊天室目前不可用',
      tooManyTabs: '您打开的界面过多，请关闭其他的再试试！',
      loggedInElsewhere: '您的账户已在其他设备上登录',
      noPermission: '您暂无聊天权限',
      sessionEnded: '聊天登录已失效，请重新进入',
    })
  })
})

describe('winText', () => {
  it('cuts nickname and game name to 8 characters plus ellipsis and writes the reward in 元', () => {
    expect(winText({ nickname: '超级幸运的玩家一号啊', gameName: '澳门六合彩', reward: '1288.5' })).toEqual({
      nickname: '超级幸运的玩家一...',
      gameName: '澳门六合彩',
      reward: '1288.5元',
    })
    expect(winText({ nickname: null, gameName: 'abcdefghi', reward: 10 })).toEqual({
      nickname: '',
      gameName: 'abcdefgh...',
      reward: '10元',
    })
    expect(truncate8('12345678')).toBe('12345678')
  })
})

describe('chat permission', () => {
  it('needs enableChat, the VIP level allowing chat, and the room flag for regular users', () => {
    expect(canChat({ enableChat: 1 })).toBe(true)
    expect(canChat({ enableChat: undefined })).toBe(true)
    expect(canChat({ enableChat: 0 })).toBe(false)
    expect(canChat({ enableChat: 1, vipLevelAllowsChat: false })).toBe(false)
    expect(canChat({ enableChat: 1, chatLevel: 0, room: { enable_chat: 0 } })).toBe(false)
    expect(canChat({ enableChat: 1, chatLevel: 0, room: { enable_chat: 1 } })).toBe(true)
    expect(canChat({ enableChat: 1, chatLevel: 2, room: { enable_chat: 0 } })).toBe(true)
  })

  it("is in maintenance unless the config value is '0'", () => {
    expect(isChatMaintenance('0')).toBe(false)
    expect(isChatMaintenance(0)).toBe(false)
    expect(isChatMaintenance(undefined)).toBe(false)
    expect(isChatMaintenance('1')).toBe(true)
  })
})

describe('chatTokenFailureRedirect', () => {
  it('leaves an individual chat for the room list, anything else for home', () => {
    expect(chatTokenFailureRedirect('/chat-rooms/5')).toBe('/chat-rooms')
    expect(chatTokenFailureRedirect('/chat-rooms/5/friends/2')).toBe('/chat-rooms')
    expect(chatTokenFailureRedirect('/chat-rooms')).toBe('/')
    expect(chatTokenFailureRedirect('/profile')).toBe('/')
    expect(chatTokenFailureRedirect('/')).toBeUndefined()
  })
})

describe('chat socket reconnect', () => {
  it('reconnects after 3 s unless closed on purpose', () => {
    expect(CHAT_RECONNECT_MS).toBe(3000)
    expect(chatReconnectDelay({ closedOnPurpose: false })).toBe(3000)
    expect(chatReconnectDelay({ closedOnPurpose: true })).toBeNull()
  })

  it('re-polls the maintenance config every 120 s', () => {
    expect(CHAT_MAINTENANCE_REPOLL_MS).toBe(120_000)
  })
})

describe('chat history paging', () => {
  it('loads older pages while fewer than 150 are shown and the server has more', () => {
    expect(CHAT_HISTORY_LIMIT).toBe(150)
    expect(canLoadOlderChatPage({ page: 1, shown: 100, total: 400 })).toBe(true)
    expect(canLoadOlderChatPage({ page: 1, shown: 149, total: 400 })).toBe(true)
    expect(canLoadOlderChatPage({ page: 2, shown: 150, total: 400 })).toBe(false)
    expect(canLoadOlderChatPage({ page: 1, shown: 40, total: 40 })).toBe(false)
    expect(canLoadOlderChatPage({ page: 1, shown: 0, total: 0 })).toBe(false)
  })

  it('asks for the next page, and steps back after a failed one (never below 1)', () => {
    expect(nextOlderChatPage({ page: 1 })).toBe(2)
    expect(chatPageAfterFailure(3)).toBe(2)
    expect(chatPageAfterFailure(1)).toBe(1)
  })

  it('sends 403 to login and 405 home as unavailable', () => {
    expect(chatFailureOutcome(403)).toBe('login')
    expect(chatFailureOutcome(401)).toBe('login')
    expect(chatFailureOutcome(405)).toBe('unavailable')
    expect(chatFailureOutcome(500)).toBe('error')
    expect(chatFailureOutcome(undefined)).toBe('error')
  })
})
