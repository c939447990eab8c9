import { responsibleTexts } from '@liuhe/domain'
import { Button, Dialog, DialogActions, DialogContent } from '@liuhe/ui'

/** The reality check's dialog (RealityCheck.tsx loads it when a check is due): 继续 or 退出. */
export function RealityCheckDialog({
  message,
  onContinue,
  onExit,
}: {
  message: string
  onContinue: () => void
  onExit: () => void
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onContinue())}>
      <DialogContent title={responsibleTexts.realityTitle} description={message} data-testid="reality-check">
        <DialogActions>
          <Button variant="secondary" onClick={onExit}>
            {responsibleTexts.realityExit}
          </Button>
          <Button onClick={onContinue}>{responsibleTexts.realityContinue}</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  )
}
