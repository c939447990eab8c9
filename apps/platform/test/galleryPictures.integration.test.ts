import { inflateSync } from 'node:zlib'
import { createLiuheApi } from '@liuhe/api'
import { ballLabel, fromChinaTime, type Zodiac, zodiacOf, zodiacs } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPictureRenderer, type PictureRenderer } from '../src/gallery/renderer'
import { startTestPlatform } from './harness'
import { countIn } from './walletKit'

let env: Awaited<ReturnType<typeof startTestPlatform>>
/** Every SVG the platform handed to the renderer, in order. */
const rendered: string[] = []
const seedTime = fromChinaTime(2026, 11, 22, 12)
const api = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })

beforeAll(async () => {
  const real = createPictureRenderer()
  const recording: PictureRenderer = {
    render: (svg, widths) => {
      rendered.push(svg)
      return real.render(svg, widths)
    },
    close: real.close,
  }
  env = await startTestPlatform(seedTime, { pictureRenderer: recording })
})
afterAll(() => env.stop())

/** The size of a PNG, read from its header, and its pixel rows inflated (a PNG that decodes). */
function decodePng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const bitDepth = png[24]!
  const colorType = png[25]!
  const idat: Buffer[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length))
    at += length + 12
  }
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType]!
  const pixels = inflateSync(Buffer.concat(idat))
  // Each row: a filter byte, then the row's pixels.
  expect(pixels.length).toBe(height * (1 + (width * channels * bitDepth) / 8))
  return { width, height }
}

async function latestOf(name: string) {
  const items = (await api().gallery.search({ searchText: name })).data
  const item = items.find((i) => i.name === name)!
  return item
}

describe('gallery pictures', () => {
  it('answers a real PNG drawn from the draws before its issue, full size and thumbnail', async () => {
    const item = await latestOf('澳门跑狗图')
    const latest = await env.queries
      .selectFrom('draws')
      .select(['turn_num', 'open_time', 'open_num'])
      .where('game_id', '=', 110)
      .orderBy('turn_num', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    expect(Number(item.gameTurn)).toBe(Number(latest.turn_num) + 1)
    expect(item.imageUrl).toMatch(/^\/sys-upload\/gallery\/\d+\/color\.png$/)

    const response = await fetch(`${env.origin}${item.imageUrl}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(decodePng(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1500, height: 2000 })
    const thumb = await fetch(`${env.origin}${item.thumbUrl}`)
    expect(decodePng(Buffer.from(await thumb.arrayBuffer()))).toEqual({ width: 300, height: 400 })

    // 跑狗 groups show the trend of the last 30 draws: the newest draw's issue, numbers and zodiac are drawn.
    expect(rendered).toHaveLength(2)
    expect(rendered[1]).toBe(rendered[0])
    const svg = rendered[0]!
    expect(svg).toContain(`第${item.gameTurn}期`)
    expect(svg).toContain('近30期特码走势')
    expect(svg).toContain(`>${latest.turn_num}<`)
    const numbers = latest.open_num.split(',').map(Number)
    for (const n of numbers) expect(svg).toContain(`>${ballLabel(n)}<`)
    expect(svg).toContain(`>${zodiacOf(numbers.at(-1)!, latest.open_time)}<`)
    expect(svg).not.toContain('Gradient')
  })

  it('renders a picture once: the next request comes from the store', async () => {
    const item = await latestOf('澳门跑狗图')
    const renders = env.platform.pictures.renders()
    const first = await fetch(`${env.origin}${item.imageUrl}`)
    const again = await fetch(`${env.origin}${item.imageUrl}`)
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
    expect(env.platform.pictures.renders()).toBe(renders)
    const etag = again.headers.get('etag')!
    const revalidated = await fetch(`${env.origin}${item.imageUrl}`, { headers: { 'if-none-match': etag } })
    expect(revalidated.status).toBe(304)
    expect(
      await countIn(
        env.queries,
      )`SELECT COUNT(*) AS n FROM gallery_pictures WHERE image_id = ${Number(item.imageUrl.split('/')[3])}`,
    ).toBe(2)
  })

  it('draws a card sheet from the store: the open pick, and the last issue with its hit or miss', async () => {
    const item = await latestOf('白小姐图')
    const before = rendered.length
    const response = await fetch(`${env.origin}${item.imageUrl.replace('color', 'bw')}`)
    expect(response.status).toBe(200)
    const svg = rendered[before]!
    expect(svg).toContain('feColorMatrix')
    /** The first row of `turn` (by the groups' order) whose card's name the sheet draws after an issue. */
    const card = async (turn: string) => {
      const rows = await env.queries
        .selectFrom('template_items as i')
        .innerJoin('template_groups as g', 'g.group_id', 'i.group_id')
        .innerJoin('templates as t', 't.template_id', 'g.template_id')
        .select(['i.content', 'i.note', 't.name'])
        .where('i.game_id', '=', 110)
        .where('i.turn_num', '=', turn)
        .where('g.document_id', 'is', null)
        .where('t.is_database', '=', 0)
        .orderBy('g.sort', 'desc')
        .orderBy('g.group_id')
        .execute()
      const found = rows.find((row) => svg.includes(`期 ${row.name}<`))
      if (!found) throw new Error(`the sheet draws no card of issue ${turn}`)
      return found
    }
    const open = await card(item.gameTurn)
    expect(svg).toContain(`第${item.gameTurn}期 ${open.name}`)
    // Each word of the pick is drawn on its own ('鼠牛虎兔' as four animals).
    const words = open.content
      .split(' ')
      .flatMap((w) => ([...w].every((c) => zodiacs.includes(c as Zodiac)) ? [...w] : [w]))
    for (const word of words) expect(svg).toContain(`>${word}<`)
    // The issue before: drawn, scored as the store scored it.
    const last = String(Number(item.gameTurn) - 1)
    const scored = await card(last)
    expect(scored.note).toMatch(/^开:/)
    expect(svg).toContain(`>${last.slice(4)}期<`)
    expect(svg).toContain(scored.note.endsWith('*') ? '>准<' : '>错<')
  })

  it('answers 404 for an unknown picture and a bad name', async () => {
    expect((await fetch(`${env.origin}/sys-upload/gallery/999999/color.png`)).status).toBe(404)
    expect((await fetch(`${env.origin}/sys-upload/gallery/1/color.svg`)).status).toBe(404)
    expect((await fetch(`${env.origin}/sys-upload/gallery/x/color.png`)).status).toBe(404)
  })

  it("a draw opens the next issue: every group's image made then, their pictures rendered after it", async () => {
    const before = await latestOf('澳门跑狗图')
    const drawAt = fromChinaTime(2026, 11, 22, 21, 32, 1)
    env.clock.set(drawAt)
    await env.platform.tick()
    const groups = (await api().gallery.list({ rows: 100 })).flatMap((g) => g.dataList.data)
    expect(groups).toHaveLength(69)
    const next = String(Number(before.gameTurn) + 1)
    expect(groups.every((g) => g.gameTurn === next)).toBe(true)
    // Made at the draw: the 'updated' tag's time.
    const drawn = await env.queries
      .selectFrom('draws')
      .select(['turn_num', 'open_time'])
      .where('game_id', '=', 110)
      .orderBy('turn_num', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    expect(groups.every((g) => g.updatedTime === Math.floor(drawn.open_time / 1000))).toBe(true)
    expect(drawAt - drawn.open_time).toBeLessThan(86_400)

    // The lead group's thumbnail renders first, in the background; the others follow one at a time.
    const ids = groups.map((g) => Number(g.imageUrl.split('/')[3]))
    const lead = Math.min(...ids)
    await env.platform.pictures.kept(lead, 'thumb-color')
    const files = await env.queries
      .selectFrom('gallery_pictures')
      .select('file')
      .where('image_id', '=', lead)
      .orderBy('file')
      .execute()
    expect(files).toEqual([{ file: 'thumb-color' }])
    // The drawn issue is now in the trend picture of the new one.
    expect(drawn.turn_num).toBe(before.gameTurn)
    const picture = await fetch(`${env.origin}/sys-upload/gallery/${ids[0]}/color.png`)
    expect(picture.status).toBe(200)
    const trend = rendered.find((svg) => svg.includes('澳门跑狗图') && svg.includes(`第${next}期`))
    expect(trend).toContain(`>${before.gameTurn}<`)
  })
})
