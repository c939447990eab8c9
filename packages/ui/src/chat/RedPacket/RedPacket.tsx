import { formatYuan, HONGBAO_DEFAULT_GREETING, hongbaoTexts, type RedPacketState } from '@liuhe/domain'
import * as styles from './RedPacket.css'

/** Props of {@link RedPacket}. */
export interface RedPacketProps {
  /** Still to open, opened by the viewer, or all shares gone before they got one. */
  state: RedPacketState
  /** The sender's words; defaults to 恭喜发财，大吉大利. */
  greeting?: string
  /** Who sent it, e.g. the sender's nickname. */
  sender?: string
  /** The viewer's share in fen, shown once opened. */
  shareFen?: number | null
  /** Opens (grabs) a closed packet; without it a closed packet is not pressable. */
  onOpen?: () => void
  /** Called to see who grabbed what (opened or grabbed-out packets). */
  onDetails?: () => void
}

const stateText = (state: RedPacketState, shareFen: number | null | undefined): string => {
  if (state === 'opened') return shareFen != null ? `已领取 ${formatYuan(shareFen)}` : '已领取'
  if (state === 'grabbed-out') return hongbaoTexts.empty
  return '点击领取红包'
}

/** A red packet (红包) card in a chat: closed (press 开 to grab), opened (the viewer's share) or grabbed out. */
export function RedPacket({ state, greeting, sender, shareFen, onOpen, onDetails }: RedPacketProps) {
  const words = greeting?.trim() || HONGBAO_DEFAULT_GREETING
  const status = stateText(state, shareFen)
  const action = state === 'closed' ? onOpen : onDetails
  const body = (
    <>
      <span className={styles.seal} aria-hidden="true">
        {state === 'closed' ? '开' : '¥'}
      </span>
      <span className={styles.texts}>
        <span className={styles.greeting}>{words}</span>
        <span className={styles.status}>{status}</span>
      </span>
      <span className={styles.footer}>{sender ? `${sender}的红包` : '红包'}</span>
    </>
  )
  const label = `红包：${words}，${status}`
  return action ? (
    <button type="button" className={styles.packet} data-state={state} aria-label={label} onClick={action}>
      {body}
    </button>
  ) : (
    <figure className={styles.packet} data-state={state} aria-label={label}>
      {body}
    </figure>
  )
}
