import { responsibleTexts } from '@liuhe/domain'
import { useToast } from '@liuhe/ui'
import { useFetcher } from '@remix-run/react'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'

/** The dialog code loads when the dialog first opens (most members confirmed long ago). */
const ConfirmDialog = lazy(() => import('./dialogs.ts').then((m) => ({ default: m.ConfirmDialog })))

/**
 * The 18+ confirmation before a member's first bet or recharge. `guard(proceed)` runs `proceed` at once for
 * a member who has confirmed, and otherwise asks first (我已年满18周岁 stores the confirmation, then
 * proceeds). The platform refuses unconfirmed bets and recharges too (RG/ADULT_REQUIRED), so a form sent
 * before the page's script runs is refused with the same text.
 */
export function useAdultGate(confirmedAtLoad: boolean) {
  const fetcher = useFetcher<{ ok: boolean; message: string | null }>()
  const toast = useToast()
  const [confirmed, setConfirmed] = useState(confirmedAtLoad)
  const [open, setOpen] = useState(false)
  const pending = useRef<(() => void) | null>(null)

  useEffect(() => setConfirmed(confirmedAtLoad), [confirmedAtLoad])
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) {
      setConfirmed(true)
      const proceed = pending.current
      pending.current = null
      proceed?.()
    } else if (fetcher.data.message) {
      toast.show(fetcher.data.message)
    }
  }, [fetcher.state, fetcher.data, toast])

  const guard = useCallback(
    (proceed: () => void) => {
      if (confirmed) {
        proceed()
        return
      }
      pending.current = proceed
      setOpen(true)
    },
    [confirmed],
  )

  const dialog = open ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={responsibleTexts.adultTitle}
        message={responsibleTexts.adultMessage}
        confirmLabel={responsibleTexts.adultConfirm}
        onConfirm={() => fetcher.submit({}, { method: 'post', action: '/resources/responsible-adult' })}
        onCancel={() => {
          pending.current = null
        }}
      />
    </Suspense>
  ) : null
  return { confirmed, guard, dialog }
}
