// Minimal types for the independent lunar calendar used only by tests.
declare module 'lunar-javascript' {
  interface SolarDay {
    getYear(): number
    getMonth(): number
    getDay(): number
    getLunar(): LunarDay
  }
  interface LunarDay {
    getSolar(): SolarDay
    getJieQiTable(): Record<string, SolarDay>
    getYearNaYin(): string
    getYearShengXiao(): string
  }
  export const Lunar: { fromYmd(year: number, month: number, day: number): LunarDay }
  export const Solar: { fromYmd(year: number, month: number, day: number): SolarDay }
}
