/** The page transitions (docs/product.md, "Page transitions"): slide in, slide back, overlay away, none. */
export type PageTransition = 'default' | 'back' | 'overlay-back' | 'none'

/**
 * The routes that animate (lottery-record, lottery-history, game, bills, bet-list, services and recharge;
 * docs/product.md, "Page transitions") and how leaving them back looks: services and recharge are overlays
 * that slide away; the others slide back.
 */
const transitionRoutes: readonly { pattern: RegExp; leave: 'back' | 'overlay-back' }[] = [
  { pattern: /^\/lottery-record\/?$/, leave: 'back' },
  { pattern: /^\/lottery-history\/[^/]+\/?$/, leave: 'back' },
  { pattern: /^\/game\/\d+(\/.*)?$/, leave: 'back' },
  { pattern: /^\/bills\/?$/, leave: 'back' },
  { pattern: /^\/(report\/)?bet-list\/?$/, leave: 'back' },
  { pattern: /^\/services\/?$/, leave: 'overlay-back' },
  { pattern: /^\/recharge(\/.*)?$/, leave: 'overlay-back' },
]

const ruleOf = (path: string) => transitionRoutes.find((r) => r.pattern.test(path.split(/[?#]/)[0] ?? ''))

/**
 * The transition of a page change from `from` to `to` (paths): going forward to an animated route slides
 * it in (`default`); going back from an animated route shows its leave transition (`back` or
 * `overlay-back`), and back onto one slides back; everything else, and a change within one page, has none.
 */
export function pageTransition(from: string, to: string, direction: 'forward' | 'back'): PageTransition {
  const [fromPath, toPath] = [from.split(/[?#]/)[0], to.split(/[?#]/)[0]]
  if (fromPath === toPath) return 'none'
  if (direction === 'forward') return ruleOf(to) ? 'default' : 'none'
  const leaving = ruleOf(from)
  if (leaving) return leaving.leave
  return ruleOf(to) ? 'back' : 'none'
}
