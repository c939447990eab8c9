import type { ChatMessageFrame } from '@liuhe/api/sockets'
import { shouldPromptPrivateMessage, shouldPromptRoomInvite } from '@liuhe/domain'
import { ChatPrompt } from '@liuhe/ui'
import { useCallback, useState } from 'react'

/**
 * The page names the prompt rules know (docs/product.md, "Chat": never on the game center, a game or lucky
 * niu niu).
 */
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
 * private message prompts here, `offerInvite` whether an invitation to a public room does; 立即查看 is a link
 * to that private chat or room. Rendered as the app's link, it makes the router discover the chat's route
 * while the prompt is open (lazy route discovery finds the links on the page), so following it does not
 * wait for that first; `target` lets the caller load the chat page's code in the meantime too.
 */
export function useChatPrompt(viewer: { chatLevel: number; chatUserId: number } | null) {
  /** Where 立即查看 leads; null until a prompt shows. Kept while the prompt closes, so its link stays one. */
  const [target, setTarget] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const raise = useCallback((to: string) => {
    setTarget(to)
    setOpen(true)
  }, [])
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
        raise(
          `/chat-rooms/${incoming.room_id}/friends/${sender.user_id}?nickname=${encodeURIComponent(sender.nickname)}`,
        )
    },
    [viewer, raise],
  )
  const offerInvite = useCallback(
    (invite: RoomInvite, where: { pathname: string; openRoomId?: number | null }) => {
      if (!viewer || !Number.isSafeInteger(invite.room_id)) return
      const prompt = shouldPromptRoomInvite({
        roomId: invite.room_id,
        page: promptPageOf(where.pathname),
        openRoomId: where.openRoomId ?? null,
      })
      if (prompt) raise(`/chat-rooms/${invite.room_id}`)
    },
    [viewer, raise],
  )
  const prompt = <ChatPrompt open={open} onOpenChange={setOpen} href={target ?? undefined} />
  return { offer, offerInvite, prompt, target: open ? target : null }
}
