/** Gallery play categories (also served as `/gallery/category`). */
export const galleryCategories = [
  { id: 1, name: '六合图库' },
  { id: 2, name: '跑狗系列' },
  { id: 3, name: '玄机系列' },
  { id: 4, name: '生肖图纸' },
] as const

/** Lottery games that have a gallery, with the name used when the games table does not have them. */
export const galleryGames = [
  { gameId: 110, gameName: '新澳门六合彩' },
  { gameId: 70, gameName: '香港六合彩' },
] as const
