import * as styles from '#app/components/home/home.css.ts'

/** One ad slot (AD01, AD02, AD12…): the platform's HTML, already sanitized on the server. */
export function AdSlot({ code, html }: { code: string; html: string | undefined }) {
  if (!html) return null
  return (
    <aside
      className={styles.ad}
      aria-label="广告"
      data-ad={code}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitize.server.ts in the loader
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
