import { Drawer, SearchBox, Select, Switch } from '@liuhe/ui'
import { useState } from 'react'
import type { BetGameChoice } from './betList'
import * as styles from './betList.css'

/** What the filter decides: the game, compact rows, and the search over the loaded bets. */
export interface BetFilter {
  gameId: number | null
  compact: boolean
  search: string
}

/** Texts of the filter drawer. */
export const betFilterTexts = {
  title: '筛选',
  game: '游戏',
  allGames: '全部游戏',
  compact: '简洁模式',
  search: '搜索注单',
  searchPlaceholder: '请输入注单号或玩法',
} as const

/** Props of {@link BetFilterDrawer}. */
export interface BetFilterDrawerProps {
  open: boolean
  /** Called with false when the drawer closes; a close without 完成 drops the draft. */
  onOpenChange: (open: boolean) => void
  games: readonly BetGameChoice[]
  /** The filter in force; the drawer starts its draft from it each time it opens. */
  applied: BetFilter
  /** Called by 完成 (or Enter in the search) with the draft. */
  onApply: (filter: BetFilter) => void
}

/**
 * The bet list's bottom drawer: game choice, compact mode and search. Like the game center's provider
 * drawer, changes are a draft: 完成 applies them, 重置 and closing go back to the filter in force.
 */
export function BetFilterDrawer({ open, onOpenChange, games, applied, onApply }: BetFilterDrawerProps) {
  const [draft, setDraft] = useState(applied)
  // The search box keeps its own text: a new key restarts it from the draft after 重置.
  const [searchKey, setSearchKey] = useState(0)

  // Each opening starts the draft from the filter in force (set while rendering, so the fields mount with it).
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setDraft(applied)
  }

  const options = [
    { value: '', label: betFilterTexts.allGames },
    ...games.map((game) => ({ value: String(game.gameId), label: game.gameName })),
  ]

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={betFilterTexts.title}
      onReset={() => {
        setDraft(applied)
        setSearchKey((key) => key + 1)
      }}
      onDone={() => onApply(draft)}
    >
      <div className={styles.filterBody}>
        <Select
          label={betFilterTexts.game}
          value={draft.gameId === null ? '' : String(draft.gameId)}
          options={options}
          onChange={(value) => setDraft((d) => ({ ...d, gameId: value ? Number(value) : null }))}
        />
        <Switch isSelected={draft.compact} onChange={(compact) => setDraft((d) => ({ ...d, compact }))}>
          {betFilterTexts.compact}
        </Switch>
        <SearchBox
          key={searchKey}
          label={betFilterTexts.search}
          placeholder={betFilterTexts.searchPlaceholder}
          defaultValue={draft.search}
          onValueChange={(search) => setDraft((d) => ({ ...d, search }))}
          onClear={() => setDraft((d) => ({ ...d, search: '' }))}
          onSubmit={(search) => {
            onApply({ ...draft, search })
            onOpenChange(false)
          }}
        />
      </div>
    </Drawer>
  )
}
