import { useState } from 'react'
import * as styles from './auth.css.ts'
import { TextField } from './TextField'

/** The image captcha: a code input and the image, which draws a new code when pressed. */
export function CaptchaField({
  name,
  src,
  error,
}: {
  /** Form field name (valiCode for login, vCode for register). */
  name: string
  /** Image address (`captchaImageUrl`): the loader's, then a refused post's, one per attempt. */
  src: string
  error?: string | null
}) {
  const [refreshes, setRefreshes] = useState(0)
  return (
    <TextField
      key={src}
      label="验证码"
      name={name}
      placeholder="请输入验证码"
      autoComplete="off"
      inputMode="text"
      maxLength={8}
      required
      error={error}
      end={
        <button
          type="button"
          className={styles.captchaImage}
          aria-label="看不清？换一张"
          onClick={() => setRefreshes((n) => n + 1)}
        >
          <img src={refreshes ? `${src}&r=${refreshes}` : src} alt="验证码" width={96} height={36} />
        </button>
      }
    />
  )
}
