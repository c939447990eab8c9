import { cashPasswordRefusals } from '@liuhe/domain'
import { Button, Dialog, DialogActions, DialogClose, DialogContent, PinInput } from '@liuhe/ui'
import { useEffect, useState } from 'react'
import * as styles from './wallet.css.ts'

/**
 * The withdrawal-password dialog (error catalogue: UC/CASH_PASSWORD opens it). Its 确定 submits the form
 * `formId` with the four digits as `cashPassword`; an empty password is refused here with 请输入取款密码.
 * `error` is the platform's refusal of the last password (交易密码输入错误！).
 */
export function WithdrawPasswordDialog({
  open,
  onOpenChange,
  formId,
  error,
  attempt,
  submitting,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  formId: string
  error: string | null
  /** Changes with every answer of the platform: the digits typed are cleared for the next try. */
  attempt: number
  submitting: boolean
}) {
  const [password, setPassword] = useState('')
  const [empty, setEmpty] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt clears the digits on purpose
  useEffect(() => {
    setPassword('')
    setEmpty(false)
  }, [attempt])
  const message = empty ? cashPasswordRefusals.required.message : error
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="验证取款密码" description="为了您的资金安全，提现需验证取款密码">
        <div className={styles.dialogBody}>
          <PinInput
            key={attempt}
            label="取款密码"
            autoFocus
            onChange={(value) => {
              setPassword(value)
              setEmpty(false)
            }}
            onComplete={setPassword}
          />
          {/* The digits travel with the withdraw form, which stands outside the dialog. */}
          <input type="hidden" name="cashPassword" value={password} form={formId} />
          {message ? (
            <p role="alert" className={styles.fieldError}>
              {message}
            </p>
          ) : null}
        </div>
        <DialogActions>
          <DialogClose>
            <Button variant="secondary">取消</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            name="intent"
            value="withdraw"
            loading={submitting}
            onClick={(event) => {
              if (password === '') {
                event.preventDefault()
                setEmpty(true)
              }
            }}
          >
            确定
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  )
}
