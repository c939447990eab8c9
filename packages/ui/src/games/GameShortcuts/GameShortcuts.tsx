import { Icon, type IconName } from '../../primitives/Icon/Icon'
import * as styles from './GameShortcuts.css'

/** The five shortcuts of the game center, in order. */
export const gameShortcuts = [
  { key: 'recharge', label: '充值', icon: 'wallet' },
  { key: 'withdraw', label: '提现', icon: 'gift' },
  { key: 'washCode', label: '洗码', icon: 'refresh' },
  { key: 'details', label: '明细', icon: 'betList' },
  { key: 'promotions', label: '优惠', icon: 'promotions' },
] as const satisfies readonly { key: string; label: string; icon: IconName }[]
/** A shortcut key. */
export type GameShortcutKey = (typeof gameShortcuts)[number]['key']

/** Props of {@link GameShortcuts}. */
export interface GameShortcutsProps {
  /** Called with the pressed shortcut; the caller checks login and trial rules. */
  onSelect: (key: GameShortcutKey) => void
}

/** The row of five shortcuts: recharge, withdraw, wash-code, details, promotions. */
export function GameShortcuts({ onSelect }: GameShortcutsProps) {
  return (
    <nav aria-label="快捷入口">
      <ul className={styles.row}>
        {gameShortcuts.map((s) => (
          <li key={s.key}>
            <button type="button" className={styles.item} onClick={() => onSelect(s.key)}>
              <span className={styles.icon}>
                <Icon name={s.icon} size="md" />
              </span>
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
