import { hashString } from './random'

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  )

/** A colour pair picked from a name, so the same name always gets the same tile. */
function coloursOf(name: string, greyscale: boolean): [string, string] {
  if (greyscale) return ['#3a3a3a', '#8a8a8a']
  const hue = hashString(name) % 360
  return [`hsl(${hue},70%,45%)`, `hsl(${(hue + 40) % 360},75%,60%)`]
}

/** Options of {@link svgTile}. */
export interface TileOptions {
  width: number
  height: number
  /** Main line, centred. */
  title: string
  /** Smaller second line. */
  subtitle?: string
  /** Black and white instead of colour. */
  greyscale?: boolean
  /** Rounded corner radius (default 12). */
  radius?: number
}

/** A gradient tile with a title (and optional subtitle): game icons, banners, covers, logos. */
export function svgTile(options: TileOptions): string {
  const { width, height, title, subtitle, greyscale = false, radius = 12 } = options
  const [from, to] = coloursOf(title, greyscale)
  const titleSize = Math.max(12, Math.min(height / 4, (width / Math.max(title.length, 2)) * 0.9))
  const subSize = Math.max(10, titleSize * 0.5)
  const titleY = subtitle ? height / 2 : height / 2 + titleSize / 3
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${radius}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.25}" fill="#fff" opacity="0.12"/>` +
    `<text x="50%" y="${titleY}" text-anchor="middle" font-size="${titleSize.toFixed(1)}" font-weight="bold" fill="#fff" font-family="sans-serif">${escapeXml(title)}</text>` +
    (subtitle
      ? `<text x="50%" y="${height / 2 + subSize * 1.8}" text-anchor="middle" font-size="${subSize.toFixed(1)}" fill="#fff" opacity="0.9" font-family="sans-serif">${escapeXml(subtitle)}</text>`
      : '') +
    '</svg>'
  )
}

/** A fake QR-code-like square pattern derived from a text (the WeChat QR image of the company info). */
export function svgQr(text: string): string {
  const size = 21
  const cell = 8
  let state = hashString(text)
  const cells: string[] = []
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0
      const finder = (x < 7 && y < 7) || (x >= size - 7 && y < 7) || (x < 7 && y >= size - 7)
      const on = finder
        ? Math.max(Math.abs((x % (size - 7)) - 3), Math.abs((y % (size - 7)) - 3)) !== 2
        : (state >>> 16) % 2 === 0
      if (on) cells.push(`<rect x="${x * cell + 8}" y="${y * cell + 8}" width="${cell}" height="${cell}"/>`)
    }
  }
  const total = size * cell + 16
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${total}" viewBox="0 0 ${total} ${total}"><rect width="${total}" height="${total}" fill="#fff"/><g fill="#111">${cells.join('')}</g></svg>`
}

/** Answers an SVG body with a day of caching (the images are deterministic). */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  })
}
