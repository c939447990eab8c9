import type { ChatMessageFrame } from '@liuhe/api/sockets'
import { shouldPromptPrivateMessage, shouldPromptRoomInvite } from '@liuhe/domain'
import { ChatPrompt } from '@liuhe/ui'
import { useNavigate } from '@remix-run/react'
import { useCallback, useState } from 'react'

/** The page names the prompt rules know (spec: never on the game center, a game or lucky niu niu). */
export function promptPageOf(pathname: string): string {
  if (pathname === '/game-center' || pathname.startsWith('/game-center/')) return 'game-center'
  if (pathname === '/game/95' || pathname.startsWith('/game/95/')) return 'lucky-niu-niu'
  if (pathname.startsWith('/game/')) return 'game'
  if (pathname === '/') return 'index'
  return pathname.slice(1).split('/')[0] ?? ''
}

/** An invitation to a public room (the inviteToRoom command's content). */
export interface RoomInvite {
  room_id: number
  room_name?: string
}

/**
 * The chat prompts (您有一条新消息！ / 是否立即查看？): `offer` decides with the domain's rule whether a new
 * private message prompts here, `offerInvite` whether an invitation to a public room does; 立即查看 opens that
 * private chat or room.
 */
export function useChatPrompt(viewer: { chatLevel: number; chatUserId: number } | null) {
  const navigate = useNavigate()
  /** Where 立即查看 leads; null while no prompt shows. */
  const [target, setTarget] = useState<string | null>(null)
  const offer = useCallback(
    (incoming: ChatMessageFrame, where: { pathname: string; openChatUserId?: number | null }) => {
      if (!viewer) return
      const sender = incoming.content.userinfo
      const prompt = shouldPromptPrivateMessage({
        senderChatLevel: sender.chatLevel,
        recipientChatLevel: viewer.chatLevel,
        isAddressee: sender.user_id !== viewer.chatUserId,
        page: promptPageOf(where.pathname),
        senderId: sender.user_id,
        openChatUserId: where.openChatUserId ?? null,
      })
      if (prompt)
        setTarget(
          `/chat-rooms/${incoming.room_id}/friends/${sender.user_id}?nickname=${encodeURIComponent(sender.nickname)}`,
        )
    },
    [viewer],
  )
  const offerInvite = useCallback(
    (invite: RoomInvite, where: { pathname: string; openRoomId?: number | null }) => {
      if (!viewer || !Number.isSafeInteger(invite.room_id)) return
      const prompt = shouldPromptRoomInvite({
        roomId: invite.room_id,
        page: promptPageOf(where.pathname),
        openRoomId: where.openRoomId ?? null,
      })
      if (prompt) setTarget(`/chat-rooms/${invite.room_id}`)
    },
    [viewer],
  )
  const prompt = (
    <ChatPrompt
      open={target !== null}
      onOpenChange={(open) => open || setTarget(null)}
      onConfirm={() => {
        if (target) navigate(target)
      }}
    />
  )
  return { offer, offerInvite, prompt }
}
