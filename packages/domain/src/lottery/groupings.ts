import type { Zodiac } from './zodiac'

/** The four arts (琴棋书画). */
export const arts = ['琴', '棋', '书', '画'] as const
/** One of the four arts. */
export type Art = (typeof arts)[number]
/** The four seasons (春夏秋冬). */
export const seasons = ['春', '夏', '秋', '冬'] as const
/** One of the four seasons. */
export type Season = (typeof seasons)[number]
/** The two genders (男女). */
export const genders = ['男', '女'] as const
/** One of the two genders. */
export type Gender = (typeof genders)[number]
/** Domestic animals (家禽) and wild beasts (野兽). */
export const animalKinds = ['家禽', '野兽'] as const
/** Domestic (家禽) or wild (野兽). */
export type AnimalKind = (typeof animalKinds)[number]

/** Zodiacs of each art, as docs/product.md ("Lottery") lists them: 琴 鸡兔蛇, 棋 鼠牛狗, 书 马龙虎, 画 羊猴猪. */
export const zodiacsByArt: Readonly<Record<Art, readonly Zodiac[]>> = {
  琴: ['鸡', '兔', '蛇'],
  棋: ['鼠', '牛', '狗'],
  书: ['马', '龙', '虎'],
  画: ['羊', '猴', '猪'],
}

/**
 * Zodiacs of each season, the standard grouping by the months of the earthly branches (docs/product.md,
 * "Lottery"): 春 虎兔龙, 夏 蛇马羊, 秋 猴鸡狗, 冬 鼠牛猪.
 */
export const zodiacsBySeason: Readonly<Record<Season, readonly Zodiac[]>> = {
  春: ['虎', '兔', '龙'],
  夏: ['蛇', '马', '羊'],
  秋: ['猴', '鸡', '狗'],
  冬: ['鼠', '牛', '猪'],
}

/** Zodiacs of each gender, as docs/product.md ("Lottery") lists them: 男 鼠牛虎龙马猴狗, 女 兔蛇羊鸡猪. */
export const zodiacsByGender: Readonly<Record<Gender, readonly Zodiac[]>> = {
  男: ['鼠', '牛', '虎', '龙', '马', '猴', '狗'],
  女: ['兔', '蛇', '羊', '鸡', '猪'],
}

/** Domestic animals 家禽 牛马羊鸡狗猪 and wild beasts 野兽 鼠虎兔龙蛇猴. */
export const zodiacsByAnimalKind: Readonly<Record<AnimalKind, readonly Zodiac[]>> = {
  家禽: ['牛', '马', '羊', '鸡', '狗', '猪'],
  野兽: ['鼠', '虎', '兔', '龙', '蛇', '猴'],
}

/** Each table turned round once (zodiac → its group), so a lookup is one map read. */
const groupIndexes = new WeakMap<object, Map<Zodiac, string>>()

function groupOf<G extends string>(table: Readonly<Record<G, readonly Zodiac[]>>, zodiac: Zodiac): G {
  let index = groupIndexes.get(table)
  if (!index) {
    index = new Map()
    for (const [group, members] of Object.entries<readonly Zodiac[]>(table))
      for (const member of members) index.set(member, group)
    groupIndexes.set(table, index)
  }
  const group = index.get(zodiac)
  if (group === undefined) throw new RangeError(`not a zodiac: ${zodiac}`)
  return group as G
}

/** The art (琴棋书画) a zodiac belongs to. */
export function artOf(zodiac: Zodiac): Art {
  return groupOf(zodiacsByArt, zodiac)
}

/** The season (四季) a zodiac belongs to. */
export function seasonOf(zodiac: Zodiac): Season {
  return groupOf(zodiacsBySeason, zodiac)
}

/** The gender (男女) of a zodiac. */
export function genderOf(zodiac: Zodiac): Gender {
  return groupOf(zodiacsByGender, zodiac)
}

/** Whether a zodiac is a domestic animal (家禽) or a wild beast (野兽). */
export function animalKindOf(zodiac: Zodiac): AnimalKind {
  return groupOf(zodiacsByAnimalKind, zodiac)
}
