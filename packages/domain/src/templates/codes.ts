/** Every template card code the product renders: MB04–MB43, TYMB, SYmb, Symb2, Symb3, JhtGshou, AD13, AD14, mb01A. */
export const templateCodes = [
  ...Array.from({ length: 40 }, (_, i) => `MB${String(i + 4).padStart(2, '0')}`),
  'TYMB',
  'SYmb',
  'Symb2',
  'Symb3',
  'JhtGshou',
  'AD13',
  'AD14',
  'mb01A',
] as const

/**
 * Codes the product never renders although the platform may send them (docs/product.md, "Templates"): the
 * retired first-generation cards MB01–MB03 (the card set starts at MB04, and mb01A replaces MB01) and the ad
 * codes AD01–AD12, which are ad slots on pages, not cards.
 */
export const BLOCKED_TEMPLATE_CODES: readonly string[] = [
  'MB01',
  'MB02',
  'MB03',
  ...Array.from({ length: 12 }, (_, i) => `AD${String(i + 1).padStart(2, '0')}`),
]

/** True when a template with this code is shown as a card: a known code that is not blocked. */
export function isTemplateShown(code: string): boolean {
  return (templateCodes as readonly string[]).includes(code) && !BLOCKED_TEMPLATE_CODES.includes(code)
}

/** Codes whose cards start expanded: MB12, MB14, MB15, MB20–MB23. */
export const EXPANDED_TEMPLATE_CODES: readonly string[] = [
  'MB12',
  'MB14',
  'MB15',
  'MB20',
  'MB21',
  'MB22',
  'MB23',
]

/** True when the card of this code starts expanded. */
export function startsExpanded(code: string): boolean {
  return EXPANDED_TEMPLATE_CODES.includes(code)
}

/** Codes of table-style cards: MB26–MB38 and MB42. */
export const TABLE_TEMPLATE_CODES: readonly string[] = [
  ...Array.from({ length: 13 }, (_, i) => `MB${i + 26}`),
  'MB42',
]

/** Item title enumerations used by pick cards. */
export const itemTitleEnumerations = ['一肖', '①码', '⑩码', '⑧码', '⑤码', '③码'] as const
