import type { ChatAck, ChatClientFrame, ChatServerFrame } from '@liuhe/api/sockets'
import { failureTexts } from '@liuhe/domain'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The chat socket's state: 'idle' before hydration; 'limited' once the too-many-tabs command closed it;
 * 'ended' once the platform closed it because its login ended (logout, password change, logged in elsewhere:
 * `CHAT_SESSION_CLOSE_CODES` in @liuhe/api), after which the client does not reconnect.
 */
export type ChatSocketState = 'idle' | 'connecting' | 'open' | 'closed' | 'limited' | 'ended'

/** The rooms each mounted chat socket of this page has joined (for `data-chat-joined`). */
const joinedBySocket = new Map<symbol, readonly number[]>()

/** Writes the rooms all of the page's chat sockets joined to `data-chat-joined` (none: no attribute). */
function markJoined() {
  const rooms = [...new Set([...joinedBySocket.values()].flat())]
  const root = document.documentElement
  if (rooms.length) root.dataset.chatJoined = rooms.join(' ')
  else delete root.dataset.chatJoined
}

/**
 * Keeps the chat socket open while mounted (joining `rooms`), hands every server frame to `onFrame`, and
 * sends client commands, resolving with the server's ack. The socket client (reconnect after 3 s unless
 * closed on purpose or limited, heartbeat) loads after hydration, outside the page's first JavaScript.
 */
export function useChatSocket(
  url: string | null,
  rooms: readonly number[],
  onFrame: (frame: ChatServerFrame) => void,
) {
  const handler = useRef(onFrame)
  handler.current = onFrame
  const [state, setState] = useState<ChatSocketState>('idle')
  /** The close code that ended the session (state 'ended'). */
  const [endedCode, setEndedCode] = useState<number | undefined>()
  /** The rooms whose join the server acknowledged on the current connection. */
  const [joined, setJoined] = useState<readonly number[]>([])
  const socket = useRef<{ send(frame: ChatClientFrame): boolean; close(): void } | null>(null)
  const pending = useRef(new Map<string, (ack: ChatAck) => void>())
  const ackCommand = useRef(30)
  const roomKey = rooms.join(',')

  useEffect(() => {
    if (!url) return
    let cancelled = false
    setState('connecting')
    import('@liuhe/api/sockets')
      .then(({ connectChatSocket, chatCommands }) => {
        if (cancelled) return
        ackCommand.current = chatCommands.ack
        socket.current = connectChatSocket({
          url,
          rooms: roomKey ? roomKey.split(',').map(Number) : [],
          onStatus: (status) => {
            if (status !== 'open') setJoined([])
            setState((now) => (now === 'limited' || now === 'ended' ? now : status))
          },
          onEnded: (code) => {
            setEndedCode(code)
            setState('ended')
          },
          onJoined: (room) => setJoined((now) => (now.includes(room) ? now : [...now, room])),
          onTooManyTabs: () => setState('limited'),
          onFrame: (frame) => {
            if (frame.command === chatCommands.ack) {
              const ack = frame.content as ChatAck
              const resolve = pending.current.get(ack.ref)
              if (resolve) {
                pending.current.delete(ack.ref)
                resolve(ack)
                return
              }
            }
            handler.current(frame)
          },
        })
      })
      .catch(() => cancelled || setState('closed'))
    return () => {
      cancelled = true
      socket.current?.close()
      socket.current = null
    }
  }, [url, roomKey])

  /** Sends a command and waits for its ack (10 s, else a refusal with the system error text). */
  const send = useCallback((frame: ChatClientFrame): Promise<ChatAck> => {
    const ref = crypto.randomUUID()
    return new Promise<ChatAck>((resolve) => {
      const timer = setTimeout(() => {
        pending.current.delete(ref)
        resolve({ ref, ok: false, msg: failureTexts.system })
      }, 10_000)
      pending.current.set(ref, (ack) => {
        clearTimeout(timer)
        resolve(ack)
      })
      if (!socket.current?.send({ ...frame, ref })) {
        clearTimeout(timer)
        pending.current.delete(ref)
        resolve({ ref, ok: false, msg: '连接中，请稍后再试' })
      }
    })
  }, [])

  // The socket's state and joined rooms on the document, for end-to-end tests to wait on (like
  // data-hydrated): `data-chat-joined` lists the rooms (space-separated) whose frames now reach this page.
  useEffect(() => {
    if (url) document.documentElement.dataset.chatSocket = state
  }, [url, state])
  // Several sockets may be open on one page (the betting page's room panel beside the app-wide listener):
  // the attribute lists the rooms every one of them joined.
  const instance = useRef(Symbol('chat socket'))
  useEffect(() => {
    if (!url) return
    const key = instance.current
    joinedBySocket.set(key, joined)
    markJoined()
    return () => {
      joinedBySocket.delete(key)
      markJoined()
    }
  }, [url, joined])

  return { state, send, joined, endedCode }
}
