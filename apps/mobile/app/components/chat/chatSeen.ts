import { useEffect } from 'react'

/**
 * The cookie that keeps when the player last had the chat open (the room list or a room), epoch ms; the chat
 * entries on home and the profile page count the messages after it as unread
 * (app/server/chat/chatEntry.server.ts).
 */
export const CHAT_SEEN_COOKIE = 'chat_seen_at'

/** A year, in seconds: how long the browser keeps the cookie. */
const KEEP_SECONDS = 365 * 24 * 3600

/** Writes now as the time the player last had the chat open. */
export function markChatSeen(now = Date.now()): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads back.
  document.cookie = `${CHAT_SEEN_COOKIE}=${now}; path=/; max-age=${KEEP_SECONDS}; samesite=lax`
}

/**
 * Marks the chat seen while a chat page is open: when it opens, when the page is hidden or left (the
 * messages read meanwhile are not unread afterwards). Messages carry the platform's time, which may run ahead
 * of the browser's (a moved platform clock): `latestMessageAt`, the newest message the page showed, keeps the
 * mark from falling behind what was seen. A tap (a link, the back button) marks it before the
 * next page's loader asks for the counts; leaving with the browser's back marks it on popstate, which may
 * come after that request.
 */
export function useChatSeen(latestMessageAt = 0): void {
  useEffect(() => {
    const mark = () => markChatSeen(Math.max(Date.now(), latestMessageAt))
    mark()
    const onHide = mark
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onHide)
    document.addEventListener('click', onHide, true)
    window.addEventListener('popstate', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onHide)
      document.removeEventListener('click', onHide, true)
      window.removeEventListener('popstate', onHide)
      mark()
    }
  }, [latestMessageAt])
}
