import {
  type BallColor,
  ballColor,
  ballColorLabels,
  ballLabel,
  type ZodiacReference,
  zodiacOf,
  zodiacs,
} from '@liuhe/domain'

/*
 * The gallery's pictures, drawn as SVG from the platform's own data (store/galleryPictures.ts reads it):
 * a card's predictions with the last issues' hits, the year's zodiac and colour chart, and the trend of the
 * last 30 draws. Every picture is PICTURE_WIDTH × PICTURE_HEIGHT user units (3:4, the frame the app
 * reserves); gallery/renderer.ts rasterises it to PNG.
 */

/** The SVG canvas of every gallery picture, in user units. */
export const PICTURE_WIDTH = 750
export const PICTURE_HEIGHT = 1000

/** Colour or black and white (groupType 1 or 2). */
export type PictureVariant = 'color' | 'bw'

/** A stored draw as the pictures read it. */
export interface PictureDraw {
  turnNum: string
  openTime: number
  numbers: readonly number[]
}

/** What every picture's header shows. */
export interface PictureFrame {
  groupName: string
  gameName: string
  /** The issue the picture belongs to (the open issue when it was made). */
  issue: string
}

/** One issue's row of a card. */
export interface SheetRow {
  turnNum: string
  content: string
  /** The rule that made the pick (templates/pickRules.ts): 平特 rules (`flat…`) look at all seven numbers. */
  rule: string
  /** The row's score as stored: `开:马49*` (`*` a hit), '' while open. */
  note: string
  /** The issue's draw, once drawn. */
  draw: PictureDraw | undefined
}

/** A card's prediction sheet: the open issue's pick on top, the drawn issues below with their hits. */
export interface SheetPicture extends PictureFrame {
  kind: 'sheet'
  templateName: string
  /** Newest first; the first row is the picture's issue (open, no draw). */
  rows: readonly SheetRow[]
}

/** The zodiac, colour and five-element chart of the lunar year in force at the issue. */
export interface ZodiacPicture extends PictureFrame {
  kind: 'zodiac'
  reference: ZodiacReference
}

/** The last 30 draws before the issue: the special number's line and every number with its colour. */
export interface TrendPicture extends PictureFrame {
  kind: 'trend'
  /** Newest first. */
  draws: readonly PictureDraw[]
}

/** Any gallery picture's data. */
export type Picture = SheetPicture | ZodiacPicture | TrendPicture

/** The font family every text asks for; the renderer loads it and makes it the default. */
export const PICTURE_FONT_FAMILY = 'Noto Sans CJK SC'

const ink = '#1f2328'
const muted = '#6b7280'
const rule = '#d9dde3'
const accent = '#c8102e'
const paper = '#fffdf7'
/** The fill of a ball of each colour, shared with the live draw video (video/frames.ts). */
export const ballFill: Record<BallColor, string> = { red: '#d92332', blue: '#1f6fd1', green: '#17914a' }

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  )

const num = (n: number) => Number(n.toFixed(1))

/**
 * A text run in the one shape the renderer's worker outlines (gallery/renderer.ts): every picture and video
 * frame writes its texts with it.
 */
export function text(
  x: number,
  y: number,
  content: string,
  options: { size?: number; fill?: string; anchor?: 'start' | 'middle' | 'end'; bold?: boolean } = {},
) {
  const { size = 20, fill = ink, anchor = 'start', bold = false } = options
  return `<text x="${num(x)}" y="${num(y)}" font-size="${size}" fill="${fill}" text-anchor="${anchor}"${bold ? ' font-weight="bold"' : ''}>${escapeXml(content)}</text>`
}

const line = (x1: number, y1: number, x2: number, y2: number, stroke = rule, width = 1) =>
  `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${width}"/>`

/** A numbered ball in its colour: a filled circle with the two-digit label. */
function ball(cx: number, cy: number, n: number, r: number) {
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${r}" fill="${ballFill[ballColor(n)]}"/>` +
    text(cx, cy + r * 0.36, ballLabel(n), {
      size: Math.round(r * 1.05),
      fill: '#fff',
      anchor: 'middle',
      bold: true,
    })
  )
}

/** The header band: the group's name, the game and the issue, and what the picture is. */
function header(frame: PictureFrame, title: string) {
  return (
    `<rect width="${PICTURE_WIDTH}" height="112" fill="${accent}"/>` +
    text(PICTURE_WIDTH / 2, 56, frame.groupName, { size: 40, fill: '#fff', anchor: 'middle', bold: true }) +
    text(PICTURE_WIDTH / 2, 94, `${frame.gameName} · 第${frame.issue}期 · ${title}`, {
      size: 22,
      fill: '#fff',
      anchor: 'middle',
    })
  )
}

function footer(note: string) {
  return (
    line(24, PICTURE_HEIGHT - 44, PICTURE_WIDTH - 24, PICTURE_HEIGHT - 44) +
    text(PICTURE_WIDTH / 2, PICTURE_HEIGHT - 16, note, { size: 18, fill: muted, anchor: 'middle' })
  )
}

function svgOf(body: string, variant: PictureVariant) {
  const filter =
    variant === 'bw'
      ? '<defs><filter id="bw"><feColorMatrix type="saturate" values="0"/></filter></defs>'
      : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" font-family="${PICTURE_FONT_FAMILY}">` +
    filter +
    `<g${variant === 'bw' ? ' filter="url(#bw)"' : ''}>` +
    `<rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="${paper}"/>` +
    body +
    '</g></svg>'
  )
}

/** The words of a pick, a run of zodiac characters split into its animals ('鼠牛虎兔' → 鼠 牛 虎 兔). */
function tokensOf(content: string): string[] {
  return content
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((t) => ([...t].every((c) => (zodiacs as readonly string[]).includes(c)) ? [...t] : [t]))
}

/** The words of a draw a pick can hit: the special number, its zodiac and colour; 平特 every zodiac drawn. */
function drawnWords(draw: PictureDraw, ruleKey: string): Set<string> {
  const special = draw.numbers.at(-1)!
  const words = new Set([
    ballLabel(special),
    zodiacOf(special, draw.openTime),
    ballColorLabels[ballColor(special)],
  ])
  if (ruleKey.startsWith('flat')) for (const n of draw.numbers) words.add(zodiacOf(n, draw.openTime))
  return words
}

/** A run of words from `x`, the hit ones in red and underlined; returns the markup. */
function words(x: number, y: number, tokens: readonly string[], hits: Set<string>, size: number) {
  let cursor = x
  let out = ''
  for (const token of tokens) {
    const width = [...token].reduce((w, c) => w + (/[\d\w]/.test(c) ? size * 0.6 : size), 0)
    const hit = hits.has(token)
    out += text(cursor, y, token, { size, fill: hit ? accent : ink, bold: hit })
    if (hit) out += line(cursor, y + 5, cursor + width, y + 5, accent, 2)
    cursor += width + size * 0.45
  }
  return out
}

function sheetSvg(p: SheetPicture, variant: PictureVariant) {
  const [open, ...past] = p.rows
  let body = header(p, p.templateName)
  // The open issue's pick, large.
  body += `<rect x="24" y="132" width="${PICTURE_WIDTH - 48}" height="150" rx="12" fill="#fff4e5" stroke="#f0b35a"/>`
  body += text(44, 172, `第${open?.turnNum ?? p.issue}期 ${p.templateName}`, { size: 26, bold: true })
  if (open) body += words(44, 238, tokensOf(open.content), new Set(), open.content.length > 24 ? 26 : 38)
  body += text(PICTURE_WIDTH - 44, 172, '待开奖', { size: 22, fill: muted, anchor: 'end' })
  // The drawn issues: pick, result, hit.
  const top = 312
  const rowHeight = 56
  body += text(44, top, '期数', { size: 20, fill: muted })
  body += text(170, top, '预测', { size: 20, fill: muted })
  body += text(560, top, '开奖', { size: 20, fill: muted })
  body += text(PICTURE_WIDTH - 44, top, '结果', { size: 20, fill: muted, anchor: 'end' })
  const shown = past.slice(0, 11)
  shown.forEach((row, i) => {
    const y = top + 20 + i * rowHeight
    if (i % 2 === 0)
      body += `<rect x="24" y="${y}" width="${PICTURE_WIDTH - 48}" height="${rowHeight}" fill="#f6f3ea"/>`
    const baseline = y + rowHeight / 2 + 8
    body += text(44, baseline, `${row.turnNum.slice(4)}期`, { size: 22, bold: true })
    const hits = row.draw ? drawnWords(row.draw, row.rule) : new Set<string>()
    body += words(170, baseline, tokensOf(row.content), hits, row.content.length > 20 ? 18 : 22)
    if (row.draw) {
      const special = row.draw.numbers.at(-1)!
      body += ball(578, y + rowHeight / 2, special, 17)
      body += text(602, baseline, zodiacOf(special, row.draw.openTime), { size: 22 })
    }
    const hit = row.note.endsWith('*')
    body += hit
      ? `<circle cx="${PICTURE_WIDTH - 62}" cy="${y + rowHeight / 2}" r="19" fill="${accent}"/>` +
        text(PICTURE_WIDTH - 62, baseline, '准', { size: 22, fill: '#fff', anchor: 'middle', bold: true })
      : text(PICTURE_WIDTH - 62, baseline, row.draw ? '错' : '', { size: 22, fill: muted, anchor: 'middle' })
  })
  const drawn = shown.filter((r) => r.draw)
  const hitCount = drawn.filter((r) => r.note.endsWith('*')).length
  body += footer(`近${drawn.length}期 准${hitCount}期 · 数据来自开奖记录 · 仅供参考`)
  return svgOf(body, variant)
}

function zodiacSvg(p: ZodiacPicture, variant: PictureVariant) {
  const ref = p.reference
  let body = header(p, `${ref.lunarYear}年（${ref.animal}年）生肖波色对照`)
  const top = 136
  const rowHeight = 40
  body += text(44, top + 16, '生肖', { size: 20, fill: muted })
  body += text(150, top + 16, '号码', { size: 20, fill: muted })
  ref.zodiacs.forEach((z, i) => {
    const y = top + 32 + i * rowHeight
    if (i % 2 === 0)
      body += `<rect x="24" y="${y}" width="${PICTURE_WIDTH - 48}" height="${rowHeight}" fill="#f6f3ea"/>`
    const mid = y + rowHeight / 2
    body += text(44, mid + 9, z.zodiac, {
      size: 26,
      bold: true,
      fill: z.zodiac === ref.animal ? accent : ink,
    })
    if (z.zodiac === ref.animal) body += text(82, mid + 7, '本命', { size: 16, fill: accent })
    z.numbers.forEach((n, k) => {
      body += ball(172 + k * 48, mid, n.number, 18)
    })
    body += text(PICTURE_WIDTH - 44, mid + 8, `${z.season}·${z.art}·${z.gender}`, {
      size: 18,
      fill: muted,
      anchor: 'end',
    })
  })
  // The colours (波色): every number of each.
  let y = top + 32 + 12 * rowHeight + 28
  for (const color of ['red', 'blue', 'green'] as const) {
    const numbers = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => ballColor(n) === color)
    body += text(44, y + 8, ballColorLabels[color], { size: 22, bold: true, fill: ballFill[color] })
    numbers.forEach((n, k) => {
      body += ball(128 + (k % 17) * 35.5, y, n, 15)
    })
    y += 40
  }
  // The five elements of the year.
  y += 6
  for (const [element, numbers] of Object.entries(ref.elements)) {
    body += text(44, y + 7, element, { size: 20, bold: true })
    body += text(80, y + 7, numbers.map(ballLabel).join(' '), { size: 18, fill: ink })
    y += 28
  }
  const from = ref.startDate
  const to = ref.endDate
  body += footer(
    `${from.year}-${from.month}-${from.day} 至 ${to.year}-${to.month}-${to.day} 正月初一换肖 · 仅供参考`,
  )
  return svgOf(body, variant)
}

function trendSvg(p: TrendPicture, variant: PictureVariant) {
  let body = header(p, `近${p.draws.length}期特码走势`)
  const oldestFirst = [...p.draws].reverse()
  // The special number's line: x the issue (oldest left), y the number (49 at the top).
  const chart = { left: 64, right: PICTURE_WIDTH - 24, top: 140, bottom: 372 }
  const yOf = (n: number) => chart.bottom - ((n - 1) / 48) * (chart.bottom - chart.top)
  const step = oldestFirst.length > 1 ? (chart.right - chart.left) / (oldestFirst.length - 1) : 0
  const xOf = (i: number) => chart.left + i * step
  for (const n of [1, 10, 20, 30, 40, 49]) {
    body += line(chart.left, yOf(n), chart.right, yOf(n), '#ebe7dc')
    body += text(chart.left - 10, yOf(n) + 6, ballLabel(n), { size: 16, fill: muted, anchor: 'end' })
  }
  const points = oldestFirst.map((d, i) => `${num(xOf(i))},${num(yOf(d.numbers.at(-1)!))}`)
  if (points.length > 1)
    body += `<polyline points="${points.join(' ')}" fill="none" stroke="${ink}" stroke-width="1.5"/>`
  oldestFirst.forEach((d, i) => {
    const n = d.numbers.at(-1)!
    body += `<circle cx="${num(xOf(i))}" cy="${num(yOf(n))}" r="5" fill="${ballFill[ballColor(n)]}"/>`
  })
  // Every draw: issue, the six numbers and the special number with its zodiac.
  const top = 404
  const rowHeight = (PICTURE_HEIGHT - 56 - top - 24) / Math.max(p.draws.length, 1)
  body += text(44, top, '期数', { size: 18, fill: muted })
  body += text(150, top, '正码', { size: 18, fill: muted })
  body += text(560, top, '特码', { size: 18, fill: muted })
  const r = Math.min(9.5, rowHeight / 2 - 0.5)
  p.draws.forEach((d, i) => {
    const y = top + 12 + i * rowHeight
    const mid = y + rowHeight / 2
    if (i % 2 === 0)
      body += `<rect x="24" y="${num(y)}" width="${PICTURE_WIDTH - 48}" height="${num(rowHeight)}" fill="#f6f3ea"/>`
    body += text(44, mid + 6, d.turnNum, { size: 16 })
    d.numbers.slice(0, -1).forEach((n, k) => {
      body += ball(166 + k * 44, mid, n, r)
    })
    const special = d.numbers.at(-1)!
    body += ball(572, mid, special, r)
    body += text(592, mid + 6, zodiacOf(special, d.openTime), { size: 16 })
    body += text(PICTURE_WIDTH - 44, mid + 6, ballColorLabels[ballColor(special)], {
      size: 16,
      fill: ballFill[ballColor(special)],
      anchor: 'end',
    })
  })
  body += footer('数据来自开奖记录 · 仅供参考')
  return svgOf(body, variant)
}

/** The SVG source of a picture in a variant. */
export function pictureSvg(picture: Picture, variant: PictureVariant): string {
  switch (picture.kind) {
    case 'sheet':
      return sheetSvg(picture, variant)
    case 'zodiac':
      return zodiacSvg(picture, variant)
    case 'trend':
      return trendSvg(picture, variant)
  }
}
