import { type BallColor, ballColor } from '../lottery/ballColor'
import { type FiveElement, fiveElementNumbers, fiveElementOf } from '../lottery/fiveElements'
import {
  type AnimalKind,
  type Art,
  animalKindOf,
  artOf,
  type Gender,
  genderOf,
  type Season,
  seasonOf,
  zodiacsByAnimalKind,
  zodiacsByArt,
  zodiacsByGender,
  zodiacsBySeason,
} from '../lottery/groupings'
import { lunarNewYearDate } from '../lottery/lunarNewYear'
import { lunarYearAt, type Zodiac, zodiacOf, zodiacOfYear } from '../lottery/zodiac'
import { fromChinaTime } from '../time/chinaTime'

/** One number of the zodiac reference, with its colour and five element that year. */
export interface ReferenceNumber {
  number: number
  color: BallColor
  element: FiveElement
}

/** One zodiac of the reference: its numbers that lunar year and the groups it belongs to. */
export interface ReferenceZodiac {
  zodiac: Zodiac
  numbers: readonly ReferenceNumber[]
  art: Art
  season: Season
  gender: Gender
  animalKind: AnimalKind
}

/** The zodiac reference (生肖对照) of one lunar year. */
export interface ZodiacReference {
  lunarYear: number
  /** The year's animal (本命), carried by 01, 13, 25, 37 and 49. */
  animal: Zodiac
  /** 正月初一 of this year and of the next, as Gregorian dates: the days the table switches. */
  startDate: { year: number; month: number; day: number }
  endDate: { year: number; month: number; day: number }
  /** 00:00 China time on those days (epoch ms): the table holds for draws from `startsAt` until `endsAt`. */
  startsAt: number
  endsAt: number
  /** The twelve zodiacs in number order: 01's zodiac first, then each one animal back. */
  zodiacs: readonly ReferenceZodiac[]
  elements: Readonly<Record<FiveElement, readonly number[]>>
  groupings: {
    art: Readonly<Record<Art, readonly Zodiac[]>>
    season: Readonly<Record<Season, readonly Zodiac[]>>
    gender: Readonly<Record<Gender, readonly Zodiac[]>>
    animalKind: Readonly<Record<AnimalKind, readonly Zodiac[]>>
  }
}

function newYearDay(year: number) {
  const { month, day } = lunarNewYearDate(year)
  return { year, month, day }
}

/** The zodiac reference of a lunar year (1949–2100): each zodiac's numbers, colours, elements and groups. */
export function zodiacReference(lunarYear: number): ZodiacReference {
  const startDate = newYearDay(lunarYear)
  const endDate = newYearDay(lunarYear + 1)
  const startsAt = fromChinaTime(startDate.year, startDate.month, startDate.day)
  const byZodiac = new Map<Zodiac, ReferenceNumber[]>()
  for (let n = 1; n <= 49; n++) {
    const zodiac = zodiacOf(n, startsAt)
    const numbers = byZodiac.get(zodiac) ?? []
    numbers.push({ number: n, color: ballColor(n), element: fiveElementOf(n, startsAt) })
    byZodiac.set(zodiac, numbers)
  }
  return {
    lunarYear,
    animal: zodiacOfYear(lunarYear),
    startDate,
    endDate,
    startsAt,
    endsAt: fromChinaTime(endDate.year, endDate.month, endDate.day),
    zodiacs: [...byZodiac].map(([zodiac, numbers]) => ({
      zodiac,
      numbers,
      art: artOf(zodiac),
      season: seasonOf(zodiac),
      gender: genderOf(zodiac),
      animalKind: animalKindOf(zodiac),
    })),
    elements: fiveElementNumbers(startsAt),
    groupings: {
      art: zodiacsByArt,
      season: zodiacsBySeason,
      gender: zodiacsByGender,
      animalKind: zodiacsByAnimalKind,
    },
  }
}

/** The zodiac reference in force at an instant (the lunar year switches at 00:00 China time on 正月初一). */
export function zodiacReferenceAt(epochMs: number): ZodiacReference {
  return zodiacReference(lunarYearAt(epochMs))
}
