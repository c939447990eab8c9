/** The two captcha forms. */
export type CaptchaKind = 'login' | 'reg'

/**
 * Address of a form's captcha image. Each fetch of it makes the platform draw a new code, so a form shows one
 * address per attempt: the loader's on arrival, and after a refused post the address of that post's stamp.
 * Deriving it from the stamp alone (not from the loader's address as well) keeps the revalidation that
 * follows the post from changing it a second time: that drew a second code and cleared a code being typed
 * (tests/e2e/captcha.e2e.ts typed the first one under load).
 */
export function captchaImageUrl(kind: CaptchaKind, nonce: number | string = Date.now()): string {
  return `/resources/captcha?kind=${kind}&n=${nonce}`
}
