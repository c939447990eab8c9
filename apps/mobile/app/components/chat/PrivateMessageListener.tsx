import { type ChatMessageFrame, type ChatServerFrame, chatCommands } from '@liuhe/api/sockets'
import { useLocation } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useChatSocket } from '#app/hooks/useChatSocket.ts'
import { type RoomInvite, useChatPrompt } from './ChatPromptHost'

/** Pages with their own chat socket, which raise the prompt themselves. */
const chatPages = /^\/(chat-rooms|services|talk)(\/|$)|^\/game\/[^/]+\/chat-rooms\//

/**
 * For a signed-in member, outside the chat pages: listens on the chat socket for new private messages and
 * invitations to public rooms, and raises 您有一条新消息！ where the domain's rules allow it (not on the game
 * center or a game).
 */
export function PrivateMessageListener() {
  const location = useLocation()
  const onChatPage = chatPages.test(location.pathname)
  const [identity, setIdentity] = useState<{
    socketUrl: string
    chatUserId: number
    chatLevel: number
  } | null>(null)
  /** True once another login took over the chat session: the listener stops (its token no longer works). */
  const [ended, setEnded] = useState(false)
  useEffect(() => {
    if (onChatPage || identity || ended) return
    let cancelled = false
    fetch('/resources/chat-token')
      .then((response) => (response.ok ? response.json() : null))
      .then((answer) => cancelled || setIdentity(answer))
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [onChatPage, identity, ended])
  const { offer, offerInvite, prompt, target } = useChatPrompt(identity)
  const prompting = target !== null
  // While 您有一条新消息！ is open, the chat page's code (and its styles) loads in one go: 立即查看 then waits
  // for the chat route's own small module and its data only, not for each level of the page's imports in turn.
  useEffect(() => {
    if (prompting) import('./ChatPage.tsx').catch(() => undefined)
  }, [prompting])
  const pathname = useRef(location.pathname)
  pathname.current = location.pathname
  const onFrame = useCallback(
    (frame: ChatServerFrame) => {
      if (frame.command === chatCommands.loggedInElsewhere) {
        setEnded(true)
        return
      }
      if (frame.command === chatCommands.inviteToRoom) {
        offerInvite(frame.content as RoomInvite, { pathname: pathname.current })
        return
      }
      if (frame.command !== chatCommands.newPrivateMessage) return
      const message = (frame.content as { message?: ChatMessageFrame } | null)?.message
      if (!message) return
      offer(message, { pathname: pathname.current })
      setDecided((n) => n + 1)
    },
    [offer, offerInvite],
  )
  /** Private messages decided on (prompted or not) on this page, committed with the prompt they raise. */
  const [decided, setDecided] = useState(0)
  // On the document for end-to-end tests: once it counts a message, that message's prompt (if any) shows.
  useEffect(() => {
    if (decided > 0) document.documentElement.dataset.chatPrivateDecided = String(decided)
  }, [decided])
  useChatSocket(onChatPage || ended ? null : (identity?.socketUrl ?? null), [], onFrame)
  return prompt
}
