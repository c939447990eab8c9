import { CAPTCHA_AUTO_PASS_MESSAGE, captchaAutoPasses, failureTexts } from '@liuhe/domain'
import { SliderCaptcha, type SliderCaptchaChallenge, useToast } from '@liuhe/ui'
import { useCallback, useEffect, useState } from 'react'

/** What a verification gave: the ticket login sends, or the message to show. */
export type PopupCaptchaVerdict = { ok: true; ticket: string } | { ok: false; message: string }

/**
 * The popup captcha of captcha style 3 behind one interface: ours draws the platform's slider challenge
 * and checks the answer through `/resources/slider-captcha`; a company using its provider's script would
 * implement the same two calls (the provider's challenge, and its verification giving a ticket).
 */
export interface PopupCaptchaProvider {
  challenge(): Promise<SliderCaptchaChallenge>
  /** Checks a position, or asks for the automatic pass (`'auto'`, after 3 consecutive errors). */
  verify(answer: number | 'auto'): Promise<PopupCaptchaVerdict>
}

/** Our provider: the platform's slider captcha through the app's resource route. */
export const sliderCaptchaProvider: PopupCaptchaProvider = {
  async challenge() {
    const body = await (await fetch('/resources/slider-captcha')).json()
    if (!body.ok) throw new Error(body.message ?? failureTexts.system)
    return body.challenge as SliderCaptchaChallenge
  },
  async verify(answer) {
    const form = new FormData()
    if (answer === 'auto') form.set('auto', '1')
    else form.set('x', String(answer))
    const response = await fetch('/resources/slider-captcha', { method: 'POST', body: form })
    const body = await response.json().catch(() => ({ ok: false, message: failureTexts.system }))
    return body.ok
      ? { ok: true, ticket: body.ticket }
      : { ok: false, message: body.message ?? failureTexts.system }
  },
}

/** Local-storage key of the count of consecutive captcha errors (docs/product.md, "Forms"). */
export const CAPTCHA_ERRORS_KEY = 'liuhe:captcha-errors'

const readErrors = () => Number(window.localStorage.getItem(CAPTCHA_ERRORS_KEY) ?? 0) || 0
const writeErrors = (count: number) =>
  count
    ? window.localStorage.setItem(CAPTCHA_ERRORS_KEY, String(count))
    : window.localStorage.removeItem(CAPTCHA_ERRORS_KEY)

/**
 * The popup captcha: opens with a challenge; a right answer gives the ticket to `onPassed` (which logs in);
 * a wrong one shows 验证码不正确 with a new challenge, and the third consecutive error (counted in local
 * storage) passes automatically with {@link CAPTCHA_AUTO_PASS_MESSAGE}.
 */
export function PopupCaptcha({
  open,
  onOpenChange,
  onPassed,
  provider = sliderCaptchaProvider,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onPassed: (ticket: string) => void
  provider?: PopupCaptchaProvider
}) {
  const toast = useToast()
  const [challenge, setChallenge] = useState<SliderCaptchaChallenge | null>(null)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async () => {
    setChallenge(null)
    try {
      setChallenge(await provider.challenge())
    } catch (e) {
      setError((e as Error).message || failureTexts.system)
    }
  }, [provider])

  useEffect(() => {
    if (!open) return
    setError(null)
    void load()
  }, [open, load])

  const pass = (ticket: string) => {
    writeErrors(0)
    onOpenChange(false)
    onPassed(ticket)
  }

  const onSubmit = async (x: number) => {
    setChecking(true)
    try {
      const verdict = await provider.verify(x)
      if (verdict.ok) return pass(verdict.ticket)
      const errors = readErrors() + 1
      writeErrors(errors)
      if (captchaAutoPasses(errors)) {
        const auto = await provider.verify('auto')
        if (auto.ok) {
          toast.show(CAPTCHA_AUTO_PASS_MESSAGE, { durationMs: 3000 })
          return pass(auto.ticket)
        }
      }
      setError(verdict.message)
      await load()
    } finally {
      setChecking(false)
    }
  }

  return (
    <SliderCaptcha
      open={open}
      onOpenChange={onOpenChange}
      challenge={challenge}
      checking={checking}
      error={error}
      onSubmit={(x) => void onSubmit(x)}
      onRefresh={() => {
        setError(null)
        void load()
      }}
    />
  )
}
