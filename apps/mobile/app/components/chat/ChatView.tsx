import type { BetCardRow } from '@liuhe/api'
import {
  CHAT_SESSION_CLOSE,
  type ChatMessageFrame,
  type ChatServerFrame,
  chatCommands,
} from '@liuhe/api/sockets'
import {
  betCardState,
  betCardTexts,
  CHAT_HISTORY_LIMIT,
  canLoadOlderChatPage,
  chatMuteTexts,
  chatPageAfterFailure,
  chatTexts,
  formatChinaTime,
  mergeChatMessages,
  nextOlderChatPage,
  roomOnlineFrameSchema,
  STAFF_CHAT_LEVEL,
  type WinNotice,
  winNoticeText,
} from '@liuhe/domain'
import { ChatComposer, ChatMessage, ChatMessageList, useToast, WinBanner } from '@liuhe/ui'
import { useLocation, useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useChatSocket } from '#app/hooks/useChatSocket.ts'
import { usePageVisible } from '#app/hooks/usePageVisible.ts'
import { forgetKeptPages } from '#app/keptPages.ts'
import { type RoomInvite, useChatPrompt } from './ChatPromptHost'
import * as styles from './chat.css'

const command = chatCommands

/** What the loader hands the view. */
export interface ChatViewProps {
  identity: {
    socketUrl: string
    chatUserId: number
    chatLevel: number
    enableChat: number
    isGuest: boolean
  }
  roomId: number
  /** 2 for a private chat (history's talk_type). */
  talkType?: number
  /** The first history page. */
  records: { rows: ChatMessageFrame[]; total: number }
  /** The room's enable_chat (public rooms). */
  roomEnabled?: number
  /** The private chat's friend (their chat id), for the prompt rule. */
  friendId?: number
  /** Where 发红包 goes; without it there is no red packet button. */
  hongbaoHref?: string
  /** The platform's public origin, for uploaded images. */
  assetOrigin: string
  /** The viewer's chat colour. */
  bubbleColor?: string
  /** Hears each message that arrives live (the betting page's panel counts them as unread while closed). */
  onIncoming?: (message: ChatMessageFrame) => void
  /** Hears the room's people count as the socket pushes it (the room header and the betting page's entry). */
  onOnline?: (online: number) => void
  /**
   * Whether the reader sees the chat now (default true; the betting page's panel while open): only then are
   * the messages shown marked read on the platform.
   */
  active?: boolean
}

/**
 * A card's state as the viewer sees it now: the platform's, except that an open card whose turn stopped
 * taking bets meanwhile shows 已封盘 (`betCardState`).
 */
const cardStateNow = (card: BetCardRow) =>
  card.state === 'open'
    ? betCardState({ nowMs: Date.now(), betEndTime: card.bet_end_time, settlement: 'pending' })
    : card.state

const refusalText = (code: string | undefined, msg: string | undefined) =>
  code === 'CHAT/MAINTENANCE' ? chatTexts.maintenance : msg || '发送失败，请再试一次'

/** A chat (room or private): the virtualised history, the live socket, the composer and the win banner. */
export function ChatView(props: ChatViewProps) {
  const { identity, roomId, talkType, records, hongbaoHref, assetOrigin, bubbleColor, onIncoming } = props
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const [messages, setMessages] = useState(() => mergeChatMessages([], records.rows))
  const [paging, setPaging] = useState({ page: 1, total: records.total, loading: false })
  const [silenced, setSilenced] = useState(false)
  const [enableChat, setEnableChat] = useState(identity.enableChat)
  const [roomEnabled, setRoomEnabled] = useState(props.roomEnabled ?? 1)
  const [win, setWin] = useState<{ notice: WinNotice; seconds: number } | null>(null)
  const winSeconds = useRef(5)
  const { offer, offerInvite, prompt } = useChatPrompt(identity)

  /** Reads the newest history page again and takes its bet cards' states (after a draw settled them). */
  const refreshCards = useCallback(async () => {
    const query = new URLSearchParams({ room_id: String(roomId), page: '1' })
    const response = await fetch(`/resources/chat-records?${query}`).catch(() => undefined)
    if (!response?.ok) return
    const fresh = (await response.json()) as { rows: ChatMessageFrame[] }
    const cards = new Map(fresh.rows.filter((m) => m.content.type === 'betcard').map((m) => [m.id, m]))
    setMessages((now) => now.map((m) => cards.get(m.id) ?? m))
  }, [roomId])

  const onFrame = useCallback(
    (frame: ChatServerFrame) => {
      const content = (frame.content ?? {}) as Record<string, unknown>
      switch (frame.command) {
        case command.message: {
          const message = frame.content as ChatMessageFrame
          if (message.room_id !== roomId) break
          setMessages((now) => mergeChatMessages(now, [message]))
          onIncoming?.(message)
          // A draw's system line: the room's bet cards of that turn are settled now; their states are read again.
          if (message.content.type === 'system') void refreshCards()
          break
        }
        case command.messageUpdated: {
          const message = content.message as ChatMessageFrame | undefined
          if (message?.room_id === roomId)
            setMessages((now) => now.map((m) => (m.id === message.id ? message : m)))
          break
        }
        case command.roomOnline: {
          const parsed = roomOnlineFrameSchema.safeParse(frame.content)
          if (parsed.success && parsed.data.room_id === roomId) props.onOnline?.(parsed.data.online)
          break
        }
        case command.messagesCleared:
          if (Number(content.room_id) === roomId) setMessages([])
          break
        case command.silenced:
          setSilenced(Boolean(content.silenced))
          break
        case command.chatEnabled:
          setEnableChat(Number(content.enableChat))
          // Chat switched off for the member: back home (docs/product.md, "Chat": 「chat enabled」 0 in a
          // public room goes home); leaving the room closes its socket. A private chat stays (customer service
          // remains open).
          if (Number(content.enableChat) === 0 && !talkType) {
            toast.show(chatTexts.noPermission, { durationMs: 2000 })
            navigate('/')
          }
          break
        case command.roomEnabled:
          if (Number(content.room_id) === roomId) setRoomEnabled(Number(content.enable_chat))
          break
        case command.winPopupDuration:
          winSeconds.current = Number(content.seconds) || 5
          break
        case command.winNotice:
          setWin({ notice: content as unknown as WinNotice, seconds: winSeconds.current })
          break
        case command.loggedInElsewhere:
          // Log out, then reload (docs/product.md, "Chat"). Only reloading would take a new chat token here and
          // end the other login's chat in turn, back and forth.
          toast.show(chatTexts.loggedInElsewhere, { durationMs: 1500 })
          setTimeout(() => {
            forgetKeptPages()
            void fetch('/logout', { method: 'POST' })
              .catch(() => undefined)
              .finally(() => window.location.reload())
          }, 1500)
          break
        case command.tooManyTabs:
          toast.show(chatTexts.tooManyTabs, { durationMs: 3000 })
          break
        case command.newPrivateMessage: {
          const message = content.message as ChatMessageFrame | undefined
          if (message && message.room_id !== roomId)
            offer(message, { pathname: location.pathname, openChatUserId: props.friendId })
          break
        }
        case command.inviteToRoom:
          offerInvite(content as unknown as RoomInvite, {
            pathname: location.pathname,
            openRoomId: talkType ? null : roomId,
          })
          break
      }
    },
    [
      roomId,
      talkType,
      toast,
      navigate,
      offer,
      offerInvite,
      location.pathname,
      props.friendId,
      onIncoming,
      refreshCards,
      props.onOnline,
    ],
  )

  const { state, send, joined, endedCode } = useChatSocket(identity.socketUrl, [roomId], onFrame)

  // Read marks (apps/platform/src/chat/reads.ts): while the chat is seen (shown, on a visible page) and its
  // room joined, the newest message shown is marked read, so the unread counts drop on every device of the
  // member. `readMark` (on the element as data-read-mark) is the mark the platform answered.
  const visible = usePageVisible()
  const active = (props.active ?? true) && visible
  const newestId = messages.reduce((max, m) => Math.max(max, m.id), 0)
  const marked = useRef(-1)
  const [readMark, setReadMark] = useState<number | undefined>()
  const isJoined = joined.includes(roomId)
  useEffect(() => {
    if (!active || !isJoined || identity.isGuest || newestId <= marked.current) return
    marked.current = newestId
    void send({ command: 'READ', room_id: roomId, ...(newestId > 0 ? { message_id: newestId } : {}) }).then(
      (ack) => {
        if (ack.ok && typeof ack.last_read_id === 'number') setReadMark(ack.last_read_id)
        else marked.current = -1
      },
    )
  }, [active, isJoined, identity.isGuest, newestId, roomId, send])
  useEffect(() => {
    if (!isJoined) marked.current = -1
  }, [isJoined])

  useEffect(() => {
    if (!win) return
    const timer = setTimeout(() => setWin(null), win.seconds * 1000)
    return () => clearTimeout(timer)
  }, [win])

  const loadOlder = useCallback(async () => {
    const page = nextOlderChatPage(paging)
    setPaging((now) => ({ ...now, page, loading: true }))
    const query = new URLSearchParams({ room_id: String(roomId), page: String(page) })
    if (talkType) query.set('talk_type', String(talkType))
    try {
      const response = await fetch(`/resources/chat-records?${query}`)
      if (response.status === 403) {
        navigate(`/auth/login?redirect=${encodeURIComponent(location.pathname)}`)
        return
      }
      if (!response.ok) throw new Error(String(response.status))
      const older = (await response.json()) as { rows: ChatMessageFrame[]; total: number }
      setMessages((now) => mergeChatMessages(now, older.rows))
      setPaging({ page, total: older.total, loading: false })
    } catch {
      setPaging((now) => ({ ...now, page: chatPageAfterFailure(page), loading: false }))
    }
  }, [paging, roomId, talkType, navigate, location.pathname])

  const sendText = async (body: string, type: 'text' | 'image' = 'text') => {
    const ack = await send({ command: 'SEND', room_id: roomId, type, body })
    if (ack.ok) {
      if (ack.message) setMessages((now) => mergeChatMessages(now, [ack.message as ChatMessageFrame]))
      return
    }
    if (ack.code === 'CHAT/SILENCED') setSilenced(true)
    toast.show(refusalText(ack.code, ack.msg), { durationMs: 2000 })
  }

  /** 举报 someone else's message; the toast says it was received. */
  const report = async (messageId: number) => {
    const body = new FormData()
    body.set('message_id', String(messageId))
    const response = await fetch('/resources/chat-report', { method: 'POST', body }).catch(() => undefined)
    const answer = (await response?.json().catch(() => ({}))) as
      | { message?: string; already?: number }
      | undefined
    const text = response?.ok
      ? answer?.already === 1
        ? betCardTexts.alreadyReported
        : betCardTexts.reported
      : answer?.message || '举报失败，请再试一次'
    toast.show(text, { durationMs: 2000 })
  }

  /**
   * 屏蔽 a message's sender: the chat service leaves their messages out of this member's history and live
   * messages from now on; the ones shown go at once. /setting lists them to 取消屏蔽.
   */
  const mute = async (chatUserId: number) => {
    const body = new FormData()
    body.set('user_id', String(chatUserId))
    body.set('muted', '1')
    const response = await fetch('/resources/chat-mute', { method: 'POST', body }).catch(() => undefined)
    const answer = (await response?.json().catch(() => ({}))) as { message?: string } | undefined
    if (response?.ok) setMessages((now) => now.filter((m) => m.content.userinfo.user_id !== chatUserId))
    toast.show(response?.ok ? chatMuteTexts.muted : answer?.message || chatMuteTexts.failed, {
      durationMs: 2000,
    })
  }

  const sendImage = async (file: File) => {
    const body = new FormData()
    body.set('image', file)
    const response = await fetch('/resources/chat-upload', { method: 'POST', body })
    const answer = (await response.json().catch(() => ({}))) as { url?: string; message?: string }
    if (!response.ok || !answer.url) {
      toast.show(answer.message || '图片上传失败', { durationMs: 2000 })
      return
    }
    await sendText(answer.url, 'image')
  }

  const staff = identity.chatLevel === STAFF_CHAT_LEVEL
  const disabledReason =
    identity.isGuest && !talkType
      ? '游客无法发言，请先登录'
      : state === 'limited'
        ? chatTexts.tooManyTabs
        : state === 'ended'
          ? endedCode === CHAT_SESSION_CLOSE.loggedInElsewhere
            ? chatTexts.loggedInElsewhere
            : chatTexts.sessionEnded
          : silenced
            ? '您已被禁言'
            : enableChat === 0 && !talkType
              ? chatTexts.noPermission
              : roomEnabled === 0 && !staff && !talkType
                ? '聊天室已关闭发言'
                : undefined

  const shown = messages.length
  const hasOlder = canLoadOlderChatPage({ page: paging.page, shown, total: paging.total })
  const imageUrl = (body: string) => (/^(https?:)?\/\//.test(body) ? body : `${assetOrigin}${body}`)

  return (
    <div className={styles.chat} data-socket={state} data-read-mark={readMark}>
      {win ? (
        <div className={styles.banner}>
          <WinBanner
            nickname={winNoticeText(win.notice, identity.isGuest).nickname}
            gameName={win.notice.gameName}
            reward={win.notice.reward}
          />
        </div>
      ) : null}
      <div className={styles.list}>
        <ChatMessageList
          items={messages}
          getKey={(m) => String(m.id)}
          hasOlder={hasOlder && shown < CHAT_HISTORY_LIMIT}
          loadingOlder={paging.loading}
          onLoadOlder={loadOlder}
          renderItem={(m) => {
            const user = m.content.userinfo
            const own = user.user_id === identity.chatUserId
            const time = formatChinaTime(Number(m.created_at)).slice(11, 16)
            const common = {
              own,
              nickname: user.nickname,
              avatarId: user.avatarId,
              staff: user.chatLevel === STAFF_CHAT_LEVEL,
              time,
              bubbleColor,
              onReport: identity.isGuest || own ? undefined : () => void report(m.id),
              // Staff and the service account cannot be muted (chat/mutes.ts on the platform).
              onMute:
                identity.isGuest || own || user.chatLevel === STAFF_CHAT_LEVEL || user.isGuest === 1
                  ? undefined
                  : () => void mute(user.user_id),
              onAvatarPress:
                identity.isGuest || talkType
                  ? undefined
                  : () =>
                      navigate(
                        `/chat-rooms/${roomId}/friends/${user.user_id}?nickname=${encodeURIComponent(user.nickname)}`,
                      ),
            }
            if (m.deleted) return <ChatMessage kind="system" text="该消息已删除" time={time} />
            if (m.content.type === 'system')
              return <ChatMessage kind="system" text={m.content.body} time={time} />
            if (m.content.type === 'image')
              return <ChatMessage kind="image" imageUrl={imageUrl(m.content.body)} {...common} />
            if (m.content.type === 'betcard' && m.content.bet_card) {
              const card = m.content.bet_card as BetCardRow
              return (
                <ChatMessage
                  kind="betCard"
                  {...common}
                  betCard={{
                    gameName: card.game_name,
                    turnNum: card.turn_num,
                    playName: card.play_name,
                    lines: card.lines.map((l) => ({
                      picks: l.picks,
                      stake: l.stake,
                      betCount: l.bet_count,
                      odds: l.odds,
                    })),
                    state: cardStateNow(card),
                    hidden: card.hidden === 1,
                    followHref: identity.isGuest ? undefined : `/game/${card.game_id}?follow=${m.id}`,
                  }}
                />
              )
            }
            if (m.content.type === 'hongbao')
              return (
                <ChatMessage
                  kind="redPacket"
                  {...common}
                  redPacket={{
                    state: 'closed',
                    greeting: m.content.body,
                    sender: user.nickname,
                    onOpen: () => navigate(`/chat-rooms/${roomId}/hong-bao/${m.content.hongbao_id}`),
                  }}
                />
              )
            return <ChatMessage kind="text" text={m.content.body} {...common} />
          }}
        />
      </div>
      <ChatComposer
        onSend={(text) => void sendText(text)}
        onImage={identity.isGuest ? undefined : (file) => void sendImage(file)}
        onRedPacket={hongbaoHref && !identity.isGuest ? () => navigate(hongbaoHref) : undefined}
        disabledReason={disabledReason}
      />
      {prompt}
    </div>
  )
}
