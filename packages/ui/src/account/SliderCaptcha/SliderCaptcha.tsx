import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import { Dialog, DialogContent } from '../../primitives/Dialog/Dialog'
import * as styles from './SliderCaptcha.css'

/** A slider challenge as the component shows it (the background comes from the server with its gap). */
export interface SliderCaptchaChallenge {
  /** Background image with the gap. */
  src: string
  width: number
  height: number
  /** Side of the square piece, in image pixels. */
  piece: number
  /** Row of the piece (its top), in image pixels. */
  y: number
}

/** Props of {@link SliderCaptcha}. */
export interface SliderCaptchaProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The challenge; null while it loads. */
  challenge: SliderCaptchaChallenge | null
  /** The piece was let go at `x` (its left edge, image pixels): check it. */
  onSubmit: (x: number) => void
  /** 换一张: asks for a new challenge. */
  onRefresh: () => void
  /** `checking` while the answer is checked (the slider is locked). */
  checking?: boolean
  /** The last check's error (验证码不正确, or the automatic-pass notice). */
  error?: string | null
}

const KEY_STEP = 2
const KEY_STEP_LARGE = 10

/**
 * The popup slider captcha (captcha style 3): drag the handle (or use the arrow keys, Enter to submit) until
 * the piece fills the gap in the picture; letting go submits the position. The component only draws and
 * reports: where the challenge comes from and how the answer is checked is the caller's (a company may use
 * its provider's script behind the same props).
 */
export function SliderCaptcha({
  open,
  onOpenChange,
  challenge,
  onSubmit,
  onRefresh,
  checking = false,
  error,
}: SliderCaptchaProps) {
  const [x, setX] = useState(0)
  const drag = useRef<{ startX: number; from: number } | null>(null)
  const max = challenge ? challenge.width - challenge.piece : 0
  // A new challenge starts at the left edge.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new challenge
  useEffect(() => setX(0), [challenge])

  const clamp = (value: number) => Math.max(0, Math.min(max, Math.round(value)))
  const submit = (value: number) => {
    if (!checking && challenge) onSubmit(value)
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (checking || !challenge) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    drag.current = { startX: event.clientX, from: x }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setX(clamp(drag.current.from + event.clientX - drag.current.startX))
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    const value = clamp(drag.current.from + event.clientX - drag.current.startX)
    drag.current = null
    setX(value)
    submit(value)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP
    if (event.key === 'ArrowRight') setX((v) => clamp(v + step))
    else if (event.key === 'ArrowLeft') setX((v) => clamp(v - step))
    else if (event.key === 'Home') setX(0)
    else if (event.key === 'End') setX(max)
    else if (event.key === 'Enter' || event.key === ' ') submit(x)
    else return
    event.preventDefault()
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="安全验证" description="请拖动下方滑块，使拼图块填满缺口">
        <div className={styles.body}>
          <div
            className={styles.stage}
            style={{ width: challenge?.width ?? 280, height: challenge?.height ?? 160 }}
            aria-busy={!challenge}
          >
            {challenge ? (
              <>
                <img className={styles.image} src={challenge.src} alt="拼图验证背景" draggable={false} />
                <div
                  className={styles.piece}
                  data-testid="slider-piece"
                  style={{
                    top: challenge.y,
                    width: challenge.piece,
                    height: challenge.piece,
                    transform: `translateX(${x}px)`,
                  }}
                />
              </>
            ) : null}
          </div>
          <div className={styles.track} style={{ width: challenge?.width ?? 280 }}>
            向右拖动滑块完成拼图
            <div
              className={styles.handle}
              role="slider"
              tabIndex={0}
              aria-label="拼图滑块"
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={x}
              aria-disabled={checking || !challenge}
              style={{ transform: `translateX(${x}px)` }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onKeyDown={onKeyDown}
            >
              ⇢
            </div>
          </div>
          <div className={styles.footer}>
            <output className={error ? styles.error : styles.message}>
              {checking ? '验证中…' : (error ?? '')}
            </output>
            <Button variant="secondary" size="sm" onClick={onRefresh} disabled={checking}>
              换一张
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
