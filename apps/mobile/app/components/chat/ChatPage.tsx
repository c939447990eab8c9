import { NavBar } from '@liuhe/ui'
import { type ReactNode, useState } from 'react'
import { ChatMaintenance } from './ChatMaintenance'
import { ChatView, type ChatViewProps } from './ChatView'
import * as styles from './chat.css'

/** What a chat route's loader answers (see chatPages.server.ts). */
export type ChatPageData =
  | ({ kind: 'chat'; title: string; online?: number } & Omit<ChatViewProps, 'hongbaoHref'>)
  | { kind: 'maintenance'; message: string }

/**
 * A chat page: the top bar, a public room's people online (live: the socket's `roomOnline` frames), then the
 * chat or the maintenance notice.
 */
export function ChatPage({
  page,
  backHref,
  fallbackTitle,
  hongbaoHref,
  right,
}: {
  page: ChatPageData
  backHref: string
  fallbackTitle: string
  hongbaoHref?: string
  right?: ReactNode
}) {
  const [online, setOnline] = useState(page.kind === 'chat' ? page.online : undefined)
  return (
    <div className={styles.page}>
      <NavBar title={page.kind === 'chat' ? page.title : fallbackTitle} backHref={backHref} right={right} />
      {page.kind === 'chat' && online !== undefined ? (
        <p className={styles.online} data-testid="room-online" aria-live="polite">
          {online}人在线
        </p>
      ) : null}
      <main className={styles.chatMain}>
        {page.kind === 'chat' ? (
          <ChatView
            key={page.roomId}
            {...page}
            hongbaoHref={hongbaoHref}
            onOnline={online === undefined ? undefined : setOnline}
          />
        ) : (
          <ChatMaintenance message={page.message} />
        )}
      </main>
    </div>
  )
}
