import { expect, type Page } from '@playwright/test'

/**
 * Scrolls down by `step` pixels, again and again, until `reached` passes (an assertion with a short wait of
 * its own), however long each page of a list takes to load on a busy machine. Each try waits only briefly
 * and the next scroll follows at once: a list that needs a dozen scrolls is read in a few seconds, not in a
 * dozen of `toPass`'s growing pauses.
 */
export async function scrollUntil(
  page: Page,
  reached: () => Promise<void>,
  { step = 4000, timeout = 60_000 }: { step?: number; timeout?: number } = {},
): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, step)
    await reached()
  }).toPass({ timeout, intervals: [50] })
}

/** A short wait for one scroll's effect, for {@link scrollUntil}'s assertions. */
export const scrollSettleMs = 300
