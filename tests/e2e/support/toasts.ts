import { expect, type Page } from '@playwright/test'

/** One text a status region (the app's toast among them) showed, between two points of the page's log. */
interface Shown {
  text: string
  from: number
  /** The log's point when the text went away; null while it is still on screen. */
  to: number | null
}

/** Where a page's log stood at a moment of the test: the document and its last point. */
export interface ToastMark {
  doc: string
  point: number
}

interface ToastLog {
  doc: string
  point: number
  shown: Shown[]
}

/**
 * Init script: keeps a log of every text the page's status regions (`output`, `role="status"`) show, and of
 * when each goes, counted in DOM changes rather than time. A toast stays 1.5 s; a test that polls for it on a
 * loaded machine can look just before it comes and next just after it went (docs/resilience.md, "Tests
 * that hold under load"). The log keeps what the page showed, so the test asks what it showed after a
 * moment, not what it shows when the test happens to look.
 */
export function recordStatusTexts() {
  const log: ToastLog = { doc: Math.random().toString(36).slice(2), point: 0, shown: [] }
  Object.defineProperty(window, '__liuheStatusLog', { value: log })
  const read = () => {
    const now = new Set<string>()
    for (const region of document.querySelectorAll('output, [role="status"]')) {
      const text = region.textContent?.replace(/\s+/g, ' ').trim()
      if (text) now.add(text)
    }
    log.point += 1
    for (const entry of log.shown) {
      if (entry.to === null && !now.has(entry.text)) entry.to = log.point
    }
    for (const text of now) {
      if (!log.shown.some((entry) => entry.to === null && entry.text === text)) {
        log.shown.push({ text, from: log.point, to: null })
      }
    }
  }
  new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true })
}

/** Where the page's status log stands now: pass it to {@link expectStatusSince} before the action. */
export function statusMark(page: Page): Promise<ToastMark> {
  return page.evaluate(() => {
    const log = (window as unknown as { __liuheStatusLog?: ToastLog }).__liuheStatusLog
    return { doc: log?.doc ?? '', point: log?.point ?? 0 }
  })
}

/**
 * Waits until a status region has shown `text` at some point after `mark` (a toast still on screen from
 * before counts, as it would to the eye); a new document counts from its start.
 */
export async function expectStatusSince(page: Page, text: string, mark: ToastMark) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([wanted, since]) => {
            const log = (window as unknown as { __liuheStatusLog?: ToastLog }).__liuheStatusLog
            if (!log) return false
            const after = log.doc === since.doc ? since.point : -1
            return log.shown.some(
              (entry) => entry.text.includes(wanted) && (entry.to === null || entry.to > after),
            )
          },
          [text, mark] as const,
        ),
      { message: `a status region shows ${text}`, timeout: 20_000 },
    )
    .toBe(true)
}
