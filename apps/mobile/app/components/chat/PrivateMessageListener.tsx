import { type ChatMessageFrame, type ChatServerFrame, chatCommands } from '@liuhe/api/sockets'
import { useLocation } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useChatSocket } from '#app/hooks/useChatSocket.ts'
import { usePrivateMessagePrompt } from './ChatPromptHost'

/** Pages with their own chat socket, which raise the prompt themselves. */
const chatPages = /^\/(chat-rooms|services|talk)(\/|$)|^\/game\/[^/]+\/chat-rooms\//

/**
 * For a signed-in member, outside the chat pages: listens on the chat socket for new private messages and
 * raises 您有一条新消息！ where the domain's rule allows it (not on the game center or a game).
 */
export function PrivateMessageListener() {
  const location = useLocation()
  const onChatPage = chatPages.test(location.pathname)
  const [identity, setIdentity] = useState<{
    socketUrl: string
    chatUserId: number
    chatLevel: number
  } | null>(null)
  useEffect(() => {
    if (onChatPage || identity) return
    let cancelled = false
    fetch('/resources/chat-token')
      .then((response) => (response.ok ? response.json() : null))
      .then((answer) => cancelled || setIdentity(answer))
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [onChatPage, identity])
  const { offer, prompt } = usePrivateMessagePrompt(identity)
  const pathname = useRef(location.pathname)
  pathname.current = location.pathname
  const onFrame = useCallback(
    (frame: ChatServerFrame) => {
      if (frame.command !== chatCommands.newPrivateMessage) return
      const message = (frame.content as { message?: ChatMessageFrame } | null)?.message
      if (message) offer(message, { pathname: pathname.current })
    },
    [offer],
  )
  useChatSocket(onChatPage ? null : (identity?.socketUrl ?? null), [], onFrame)
  return prompt
}
