import { cancelOrderNoParam, selectAllCancellable } from '@liuhe/domain'
import { Button, Checkbox, ConfirmDialog, useToast } from '@liuhe/ui'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { action } from '#app/routes/resources.bet-cancel.tsx'
import type { BetRowView } from './betList'
import * as styles from './betList.css'

/** Texts of the cancel bar and its confirmation. */
export const betCancelBarTexts = {
  selectAll: '全选',
  selectedCount: (count: number) => `已选 ${count} 注`,
  submit: '确认撤单',
  confirmTitle: '确认撤销所选注单？',
} as const

/** Props of {@link BetCancelBar}. */
export interface BetCancelBarProps {
  /** The rows on screen (after the filter): 全选 ticks their cancellable ones. */
  rows: readonly BetRowView[]
  /** sys_config.hy_is_cancel, for the cancel rules. */
  hyIsCancel: number
  /** Ticked order numbers. */
  selected: readonly string[]
  /** Called with the new ticked order numbers. */
  onSelectedChange: (selected: string[]) => void
  /** Called after the platform cancelled bets (the page's lists reload by themselves). */
  onCancelled: () => void
}

/**
 * Cancel mode's bar: 全选, the count, and a form posting the ticked order numbers to the cancel resource
 * route after a confirmation. The outcome (撤销成功 or the platform's refusal) shows as a toast.
 */
export function BetCancelBar({
  rows,
  hyIsCancel,
  selected,
  onSelectedChange,
  onCancelled,
}: BetCancelBarProps) {
  const fetcher = useFetcher<typeof action>()
  const form = useRef<HTMLFormElement>(null)
  const [confirming, setConfirming] = useState(false)
  const toast = useToast()
  const handled = useRef<unknown>(null)
  const cancelled = useRef(onCancelled)
  cancelled.current = onCancelled

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || handled.current === result) return
    handled.current = result
    toast.show(result.message)
    if (result.cancelled.length > 0) cancelled.current()
  }, [fetcher.state, fetcher.data, toast])

  const cancellable = selectAllCancellable(rows, hyIsCancel, Date.now())
  const allTicked = cancellable.length > 0 && cancellable.every((orderNo) => selected.includes(orderNo))
  const busy = fetcher.state !== 'idle'

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/resources/bet-cancel"
      className={styles.cancelBar}
      onSubmit={(event) => {
        // The platform is asked only once the member confirms.
        event.preventDefault()
        if (selected.length > 0 && !busy) setConfirming(true)
      }}
    >
      <input type="hidden" name="orderNo" value={cancelOrderNoParam(selected)} />
      <Checkbox
        isSelected={allTicked}
        isIndeterminate={selected.length > 0 && !allTicked}
        isDisabled={cancellable.length === 0}
        onChange={(on) => onSelectedChange(on ? cancellable : [])}
      >
        {betCancelBarTexts.selectAll}
      </Checkbox>
      <span className={styles.selectedCount}>{betCancelBarTexts.selectedCount(selected.length)}</span>
      <Button type="submit" size="sm" variant="danger" disabled={selected.length === 0} loading={busy}>
        {betCancelBarTexts.submit}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={betCancelBarTexts.confirmTitle}
        onConfirm={() => {
          if (form.current) fetcher.submit(form.current)
        }}
      />
    </fetcher.Form>
  )
}
