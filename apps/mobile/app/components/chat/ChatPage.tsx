import { NavBar } from '@liuhe/ui'
import type { ReactNode } from 'react'
import { ChatMaintenance } from './ChatMaintenance'
import { ChatView, type ChatViewProps } from './ChatView'
import * as styles from './chat.css'
import { useChatSeen } from './chatSeen'

/** What a chat route's loader answers (see chatPages.server.ts). */
export type ChatPageData =
  | ({ kind: 'chat'; title: string } & Omit<ChatViewProps, 'hongbaoHref'>)
  | { kind: 'maintenance'; message: string }

/** A chat page: the top bar, then the chat or the maintenance notice. */
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
  useChatSeen()
  return (
    <div className={styles.page}>
      <NavBar title={page.kind === 'chat' ? page.title : fallbackTitle} backHref={backHref} right={right} />
      <main className={styles.chatMain}>
        {page.kind === 'chat' ? (
          <ChatView key={page.roomId} {...page} hongbaoHref={hongbaoHref} />
        ) : (
          <ChatMaintenance message={page.message} />
        )}
      </main>
    </div>
  )
}
