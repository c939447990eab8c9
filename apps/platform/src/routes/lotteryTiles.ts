import type { LotteryGameRow } from '../store/lottery'

const gradients: Readonly<Record<string, readonly [string, string, string]>> = {
  sixMark: ['#c81e1e', '#f0434b', '六'],
  racing: ['#1d4ed8', '#3b82f6', '赛'],
  quickThree: ['#047857', '#10b981', '骰'],
  timeBased: ['#b45309', '#f59e0b', '彩'],
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A square SVG tile of a lottery game: the kind's gradient, a badge glyph and the Chinese game name. */
export function lotteryTileSvg(game: LotteryGameRow): string {
  const [from, to, glyph] = gradients[game.lotteryKind] ?? gradients.sixMark!
  const name = escapeXml(game.gameName)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${name}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="200" height="200" rx="32" fill="url(#g)"/>
<circle cx="100" cy="80" r="44" fill="#fff" fill-opacity="0.92"/>
<text x="100" y="97" font-size="48" text-anchor="middle" fill="${from}" font-family="sans-serif" font-weight="700">${glyph}</text>
<text x="100" y="166" font-size="${game.gameName.length > 5 ? 24 : 28}" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${name}</text>
</svg>`
}
