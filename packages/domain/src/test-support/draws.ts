import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** One record of the real Macau feed. */
export interface MacauDraw {
  issue: string
  openTime: string
  numbers: number[]
  wave: ('red' | 'blue' | 'green')[]
  zodiac: string[]
}

/** One record of the real Hong Kong history. */
export interface HkDraw {
  issue: string
  date: string
  numbers: number[]
  special: number
}

const dataDir = fileURLToPath(new URL('../../../../data/marksix/', import.meta.url))
const read = <T>(name: string): T => JSON.parse(readFileSync(dataDir + name, 'utf8')) as T

/** The 870 real Macau draws (test data only). */
export const macauDraws = read<{ draws: MacauDraw[] }>('macau-marksix-draws.json').draws
/** The real Hong Kong draws since 1993 (test data only). */
export const hkDraws = read<{ draws: HkDraw[] }>('hk-marksix-draws.json').draws
