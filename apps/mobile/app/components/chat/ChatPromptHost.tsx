import type { ChatMessageFrame } from '@liuhe/api/sockets'
import { shouldPromptPrivateMessage } from '@liuhe/domain'
import { ChatPrompt } from '@liuhe/ui'
import { useNavigate } from '@remix-run/react'
import { useCallback, useState } from 'react'

/** The page names the prompt rule knows (spec: never on the game center, a game or lucky niu niu). */
export function promptPageOf(pathname: string): string {
  if (pathname === '/game-center' || pathname.startsWith('/game-center/')) return 'game-center'
  if (pathname === '/game/95' || pathname.startsWith('/game/95/')) return 'lucky-niu-niu'
  if (pathname.startsWith('/game/')) return 'game'
  if (pathname === '/') return 'index'
  return pathname.slice(1).split('/')[0] ?? ''
}

/**
 * The new private message prompt (您有一条新消息！ / 是否立即查看？): `offer` decides with the domain's rule
 * whether a new private message prompts here; 立即查看 opens that private chat.
 */
export function usePrivateMessagePrompt(viewer: { chatLevel: number; chatUserId: number } | null) {
  const navigate = useNavigate()
  const [message, setMessage] = useState<ChatMessageFrame | null>(null)
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
      if (prompt) setMessage(incoming)
    },
    [viewer],
  )
  const prompt = (
    <ChatPrompt
      open={message !== null}
      onOpenChange={(open) => open || setMessage(null)}
      onConfirm={() => {
        if (!message) return
        const sender = message.content.userinfo
        navigate(
          `/chat-rooms/${message.room_id}/friends/${sender.user_id}?nickname=${encodeURIComponent(sender.nickname)}`,
        )
      }}
    />
  )
  return { offer, prompt }
}
