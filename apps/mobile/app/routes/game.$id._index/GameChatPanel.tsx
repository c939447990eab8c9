import type { ChatMessageFrame } from '@liuhe/api/sockets'
import { ChatEntryBadge, IconButton } from '@liuhe/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ChatMaintenance } from '#app/components/chat/ChatMaintenance.tsx'
import { ChatView } from '#app/components/chat/ChatView.tsx'
import type { GameRoomPanel } from '#app/server/chat/chatPages.server.ts'
import * as styles from './gameChat.css.ts'

type PanelData = GameRoomPanel | { kind: 'maintenance'; message: string } | null

const PANEL_ID = 'game-chat-panel'

/**
 * The betting page's 聊天室: a button with the people in the game's room and the messages unread there
 * (from the member's read marks on the platform, then those that arrive while its panel is closed), and the room itself in a panel over the page — the page (and the slip's picks) stays
 * as it is underneath. The room is loaded once the page is up and stays joined, so the unread count moves.
 */
export function GameChatPanel({ gameId }: { gameId: number }) {
  const [panel, setPanel] = useState<PanelData>(null)
  const [open, setOpen] = useState(false)
  const [unread, setUnread] = useState(0)
  const [online, setOnline] = useState(0)
  const openRef = useRef(open)
  openRef.current = open

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/resources/game-chat?gameId=${gameId}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<PanelData>) : null))
      .then((loaded) => {
        setPanel(loaded)
        if (loaded?.kind === 'chat') {
          setUnread(loaded.unread)
          setOnline(loaded.online)
        }
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [gameId])

  const onIncoming = useCallback((_message: ChatMessageFrame) => {
    if (!openRef.current) setUnread((n) => n + 1)
  }, [])

  if (!panel) return null
  const toggle = () => {
    setOpen((now) => !now)
    setUnread(0)
  }
  return (
    <>
      <div className={styles.entry}>
        <ChatEntryBadge
          online={panel.kind === 'chat' ? online : 0}
          unread={unread}
          expanded={open}
          controls={PANEL_ID}
          onPress={toggle}
        />
      </div>
      <section id={PANEL_ID} className={styles.panel} aria-label="聊天室" hidden={!open}>
        <header className={styles.header}>
          <h2 className={styles.title}>{panel.kind === 'chat' ? panel.title : '聊天室'}</h2>
          <IconButton icon="close" aria-label="收起聊天室" onClick={() => setOpen(false)} />
        </header>
        <div className={styles.body}>
          {panel.kind === 'chat' ? (
            <ChatView {...panel} onIncoming={onIncoming} onOnline={setOnline} active={open} />
          ) : (
            <ChatMaintenance message={panel.message} />
          )}
        </div>
      </section>
    </>
  )
}
