const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** Lottery game ids of the 推荐 page's grid, in display order. */
export const RECOMMEND_GAME_IDS: readonly number[] = [
  110,
  70,
  ...range(122, 124),
  81,
  10,
  34,
  51,
  ...range(42, 48),
  71,
  90,
  92,
  93,
  ...range(96, 99),
  102,
  ...range(104, 106),
]

/** The game-center categories the recommend grid links to, as `/game-center#…` hashes. */
export const RECOMMEND_CATEGORY_HASHES = ['fish', 'live', 'electronic', 'card', 'sport'] as const

/**
 * The recommend grid's lottery game ids for a company: the set varies by company code (docs/product.md,
 * "Games"), so a company listed in `overrides` gets its own list; every other company gets
 * {@link RECOMMEND_GAME_IDS}.
 */
export function recommendGameIds(
  companyCode: string,
  overrides: Readonly<Record<string, readonly number[]>> = {},
): readonly number[] {
  return overrides[companyCode] ?? RECOMMEND_GAME_IDS
}
