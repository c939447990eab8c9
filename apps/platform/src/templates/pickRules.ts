import {
  animalKindOf,
  ballColor,
  genderOf,
  parseOpenNum,
  type Zodiac,
  zodiacOf,
  zodiacs,
  zodiacsByArt,
  zodiacsBySeason,
} from '@liuhe/domain'
import { drawDistinct } from '../random'
import type { DrawRow } from '../store/lottery'

/*
 * Prediction rules of the six-mark information cards. A rule makes a deterministic pick for one issue and
 * scores it against that real draw. Note convention (what the app highlights): `开:` followed by the
 * drawn facts the rule looks at — the special number's zodiac and number (`开:马49`), or for 平特 rules the
 * zodiacs of all seven numbers (`开:蛇鸡牛羊猪马`) — and a trailing `*` when the pick hit. Colour rules add
 * the colour word (`开:绿波49`), so every number, zodiac, colour, tail or group word the app finds in the note
 * is a real result. The open issue's item has an empty note. Groupings (琴棋书画, 四季, 男女, 家禽/野兽) come
 * from @liuhe/domain.
 */

/** A pick and its display content. */
export interface Pick {
  /** Display content: space-separated tokens, as a card row's content shows them. */
  content: string
  /** Tokens the score looks at. */
  tokens: string[]
}

/** A prediction rule. */
export interface PickRule {
  make(random: () => number, drawTimeMs: number): Pick
  /** Scores a pick against its issue's draw: the note (with `*` on a hit) and whether it hit. */
  score(pick: Pick, draw: DrawRow): { note: string; hit: boolean }
}

const two = (n: number) => String(n).padStart(2, '0')
const colorWords = { red: '红波', blue: '蓝波', green: '绿波' } as const
function choose<T>(random: () => number, items: readonly T[], count: number): T[] {
  return drawDistinct(random, count, 0, items.length - 1).map((i) => items[i]!)
}

function special(draw: DrawRow) {
  const numbers = parseOpenNum(draw.openNum)
  const n = numbers.at(-1)!
  return { n, zodiac: zodiacOf(n, draw.openTime), numbers }
}

const specialNote = (draw: DrawRow, hit: boolean) => {
  const s = special(draw)
  return { note: `开:${s.zodiac}${two(s.n)}${hit ? '*' : ''}`, hit }
}

/** `count` zodiacs; hits when the special number's zodiac is among them (`kill`: when it is not). */
function zodiacRule(count: number, kill = false): PickRule {
  return {
    make: (random) => {
      const tokens = choose(random, zodiacs, count)
      return { content: tokens.join(' '), tokens }
    },
    score: (pick, draw) => specialNote(draw, pick.tokens.includes(special(draw).zodiac) !== kill),
  }
}

/** `count` zodiacs; hits when every one of them is among the seven numbers' zodiacs (平特). */
function flatZodiacRule(count: number): PickRule {
  return {
    make: (random) => {
      const tokens = choose(random, zodiacs, count)
      return { content: tokens.join(' '), tokens }
    },
    score: (pick, draw) => {
      const drawn = [...new Set(parseOpenNum(draw.openNum).map((n) => zodiacOf(n, draw.openTime)))]
      const hit = pick.tokens.every((z) => drawn.includes(z as Zodiac))
      return { note: `开:${drawn.join('')}${hit ? '*' : ''}`, hit }
    },
  }
}

/** `count` numbers 01–49; hits when the special number is among them. */
function numberRule(count: number): PickRule {
  return {
    make: (random) => {
      const tokens = drawDistinct(random, count, 1, 49)
        .sort((a, b) => a - b)
        .map(two)
      return { content: tokens.join(' '), tokens }
    },
    score: (pick, draw) => specialNote(draw, pick.tokens.includes(two(special(draw).n))),
  }
}

/** `count` zodiacs and `count * 2` of their numbers; hits on the special number's zodiac (四肖八码 style). */
function zodiacNumbersRule(count: number): PickRule {
  return {
    make: (random, drawTimeMs) => {
      const tokens = choose(random, zodiacs, count)
      const numbers = tokens.flatMap((z) => {
        const own = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => zodiacOf(n, drawTimeMs) === z)
        return choose(random, own, 2)
      })
      return {
        content: `${tokens.join('')} ${numbers
          .sort((a, b) => a - b)
          .map(two)
          .join(' ')}`,
        tokens,
      }
    },
    score: (pick, draw) => specialNote(draw, pick.tokens.includes(special(draw).zodiac)),
  }
}

/** One or two colours; hits when the special number's ball colour is among them. */
function colorRule(count: number): PickRule {
  return {
    make: (random) => {
      const tokens = choose(random, Object.values(colorWords), count)
      return { content: tokens.join(' '), tokens }
    },
    score: (pick, draw) => {
      const s = special(draw)
      const word = colorWords[ballColor(s.n)]
      const hit = pick.tokens.includes(word)
      return { note: `开:${word}${two(s.n)}${hit ? '*' : ''}`, hit }
    },
  }
}

/** One of two words classifying the special number. */
function binaryRule(
  words: readonly [string, string],
  classify: (n: number, zodiac: Zodiac) => string,
): PickRule {
  return {
    make: (random) => {
      const token = words[Math.floor(random() * 2)]!
      return { content: token, tokens: [token] }
    },
    score: (pick, draw) => {
      const s = special(draw)
      const word = classify(s.n, s.zodiac)
      const hit = pick.tokens.includes(word)
      return { note: `开:${s.zodiac}${two(s.n)}${word}${hit ? '*' : ''}`, hit }
    },
  }
}

/** `count` last digits ('3尾'); hits when the special number ends in one (`kill`: when it does not). */
function tailRule(count: number, kill = false): PickRule {
  return {
    make: (random) => {
      const tokens = drawDistinct(random, count, 0, 9)
        .sort((a, b) => a - b)
        .map((d) => `${d}尾`)
      return { content: tokens.join(' '), tokens }
    },
    score: (pick, draw) => specialNote(draw, pick.tokens.includes(`${special(draw).n % 10}尾`) !== kill),
  }
}

/** `count` tens digits ('2头'); hits when the special number's tens digit is among them. */
function headRule(count: number): PickRule {
  return {
    make: (random) => {
      const tokens = drawDistinct(random, count, 0, 4)
        .sort((a, b) => a - b)
        .map((d) => `${d}头`)
      return { content: tokens.join(' '), tokens }
    },
    score: (pick, draw) => specialNote(draw, pick.tokens.includes(`${Math.floor(special(draw).n / 10)}头`)),
  }
}

/** `count` of the named zodiac groups (seasons, arts); hits when the special zodiac is in one of them. */
function groupRule(table: Readonly<Record<string, readonly Zodiac[]>>, count: number): PickRule {
  return {
    make: (random) => {
      const tokens = choose(random, Object.keys(table), count)
      return { content: tokens.join(' '), tokens }
    },
    score: (pick, draw) =>
      specialNote(
        draw,
        pick.tokens.some((g) => table[g]!.includes(special(draw).zodiac)),
      ),
  }
}

const digitSum = (n: number) => Math.floor(n / 10) + (n % 10)

/** The rules by key. */
export const pickRules = {
  zodiac1: zodiacRule(1),
  zodiac2: zodiacRule(2),
  zodiac3: zodiacRule(3),
  zodiac4: zodiacRule(4),
  zodiac5: zodiacRule(5),
  zodiac6: zodiacRule(6),
  zodiac7: zodiacRule(7),
  zodiac9: zodiacRule(9),
  kill1: zodiacRule(1, true),
  kill2: zodiacRule(2, true),
  flat1: flatZodiacRule(1),
  flat2: flatZodiacRule(2),
  num1: numberRule(1),
  num3: numberRule(3),
  num5: numberRule(5),
  num6: numberRule(6),
  num8: numberRule(8),
  num10: numberRule(10),
  num12: numberRule(12),
  zodiacNumbers4: zodiacNumbersRule(4),
  zodiacNumbers1: zodiacNumbersRule(1),
  color1: colorRule(1),
  color2: colorRule(2),
  bigSmall: binaryRule(['大', '小'], (n) => (n >= 25 ? '大' : '小')),
  oddEven: binaryRule(['单', '双'], (n) => (n % 2 === 1 ? '单' : '双')),
  sumSize: binaryRule(['合数大', '合数小'], (n) => (digitSum(n) >= 7 ? '合数大' : '合数小')),
  homeWild: binaryRule(['家禽', '野兽'], (_n, z) => animalKindOf(z)),
  gender: binaryRule(['男', '女'], (_n, z) => genderOf(z)),
  tail3: tailRule(3),
  tail5: tailRule(5),
  killTail3: tailRule(3, true),
  head2: headRule(2),
  head3: headRule(3),
  arts2: groupRule(zodiacsByArt, 2),
  seasons2: groupRule(zodiacsBySeason, 2),
} satisfies Record<string, PickRule>

/** A rule's key. */
export type PickRuleKey = keyof typeof pickRules

/** The rules whose tokens are what the card rules out (杀肖, 杀尾), not what it recommends. */
export const excludingRules: ReadonlySet<string> = new Set<PickRuleKey>(['kill1', 'kill2', 'killTail3'])
