import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { PICTURE_FONT_FAMILY } from './pictures'

/*
 * SVG to PNG with resvg (@resvg/resvg-js), in one worker thread: a picture is parsed, laid out with the CJK
 * font and rasterised there, one at a time, so the platform's event loop never waits on a render. The worker
 * is plain JavaScript handed to `new Worker(…, { eval: true })`, so the built platform (tsup, one bundle)
 * and vitest run the same code without a separate worker file.
 */

/** Raised when no Chinese font can be found: the pictures would show boxes instead of text. */
export class MissingCjkFontError extends Error {
  constructor() {
    super(
      'gallery pictures need a Chinese (CJK) font: install one (Debian: apt-get install fonts-noto-cjk) ' +
        'or point GALLERY_FONT_FILE at a .ttf/.otf/.ttc file with Simplified Chinese glyphs',
    )
    this.name = 'MissingCjkFontError'
  }
}

/** Debian's fonts-noto-cjk files, the ones fc-list usually finds. */
const NOTO_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
]

/**
 * The font files the pictures are drawn with: `GALLERY_FONT_FILE` when set, else Noto Sans CJK (regular and
 * bold) where Debian installs it, else the files fontconfig lists for Chinese. Throws
 * {@link MissingCjkFontError} when there is none.
 */
export function findCjkFontFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  const explicit = env.GALLERY_FONT_FILE
  if (explicit) {
    if (!existsSync(explicit)) throw new MissingCjkFontError()
    return [explicit]
  }
  const noto = NOTO_FILES.filter((file) => existsSync(file))
  if (noto.length > 0) return noto
  const listed = spawnSync('fc-list', [':lang=zh', 'file'], { encoding: 'utf8' })
  const files =
    listed.status === 0
      ? [...new Set(listed.stdout.split('\n').map((l) => l.replace(/:\s*$/, '').trim()))].filter(Boolean)
      : []
  const sans = files.filter((f) => /sans|hei|wqy/i.test(f))
  const chosen = (sans.length > 0 ? sans : files).slice(0, 2)
  if (chosen.length === 0) throw new MissingCjkFontError()
  return chosen
}

/*
 * resvg lays out each text run against the whole CJK font collection, about 30 ms a run (measured with
 * Debian's NotoSansCJK-Regular.ttc): a trend picture has some 300 runs. The worker therefore turns each
 * distinct run (content, size, weight) into outline paths once, with resvg itself (usvg writes text as
 * paths), keeps them for its life, and places them where the picture's \`<text>\` elements were
 * (gallery/pictures.ts writes them in one shape). A picture after the first sets only its new runs.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const { Resvg } = require(workerData.resvg)
const font = {
  fontFiles: workerData.fontFiles,
  loadSystemFonts: false,
  defaultFontFamily: workerData.family,
  sansSerifFamily: workerData.family,
}
const BASELINE = 200
const runs = new Map()
function runOf(content, size, bold) {
  const key = size + (bold ? 'b' : 'r') + content
  let run = runs.get(key)
  if (run) return run
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="0" y="' + BASELINE +
    '" font-size="' + size + '"' + (bold ? ' font-weight="bold"' : '') + ' font-family="' + workerData.family + '">' +
    content + '</text></svg>'
  const paths = (new Resvg(svg, { font }).toString().match(/<path [^>]*>/g) || []).map((p) =>
    p.replace(/ (fill|stroke)="[^"]*"/g, ''))
  let width = 0
  for (const p of paths) {
    const d = (/ d="([^"]*)"/.exec(p) || [])[1] || ''
    const numbers = d.match(/-?[\\d.]+(e-?\\d+)?/g) || []
    for (let i = 0; i < numbers.length; i += 2) width = Math.max(width, Number(numbers[i]))
  }
  run = { paths: paths.join(''), width }
  runs.set(key, run)
  return run
}
const TEXT = /<text x="([-\\d.]+)" y="([-\\d.]+)" font-size="([\\d.]+)" fill="([^"]+)" text-anchor="(start|middle|end)"( font-weight="bold")?>([^<]*)<\\/text>/g
function outlined(svg) {
  return svg.replace(TEXT, (_, x, y, size, fill, anchor, bold, content) => {
    if (!content) return ''
    const run = runOf(content, size, Boolean(bold))
    const shift = anchor === 'middle' ? run.width / 2 : anchor === 'end' ? run.width : 0
    return '<g fill="' + fill + '" transform="translate(' + (Number(x) - shift).toFixed(2) + ' ' +
      (Number(y) - BASELINE).toFixed(2) + ')">' + run.paths + '</g>'
  })
}
parentPort.on('message', ({ id, svg, widths }) => {
  try {
    const started = performance.now()
    const drawn = outlined(svg)
    const pngs = widths.map((width) =>
      new Resvg(drawn, { fitTo: { mode: 'width', value: width }, font }).render().asPng(),
    )
    parentPort.postMessage({ id, pngs, ms: performance.now() - started })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})
`

/** A render's PNGs, one per width asked for, and the time the worker spent. */
export interface Rendered {
  pngs: Buffer[]
  ms: number
}

/** Renders SVG to PNG off the event loop, one picture at a time. */
export interface PictureRenderer {
  /** The PNGs of `svg` scaled to each width (the height follows the SVG's aspect). */
  render(svg: string, widths: readonly number[]): Promise<Rendered>
  /** Ends the worker; pending renders fail. */
  close(): Promise<void>
}

/**
 * A renderer on the CJK font files (default `findCjkFontFiles`, looked for at the first render). Without a
 * CJK font every render fails with {@link MissingCjkFontError}: the platform still starts (the rest of the
 * API needs no font) and says why in the answer. The worker starts on the first render and is unref'd while
 * idle, so a renderer never keeps the process alive.
 */
export function createPictureRenderer(fontFiles?: readonly string[]): PictureRenderer {
  const resvg = createRequire(import.meta.url).resolve('@resvg/resvg-js')
  const waiting = new Map<number, { resolve: (r: Rendered) => void; reject: (e: Error) => void }>()
  let worker: Worker | undefined
  let nextId = 1

  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error)
    waiting.clear()
    worker = undefined
  }
  let fonts = fontFiles
  const started = () => {
    if (worker) return worker
    fonts ??= findCjkFontFiles()
    const w = new Worker(workerSource, {
      eval: true,
      workerData: { resvg, fontFiles: [...fonts], family: PICTURE_FONT_FAMILY },
    })
    w.unref()
    w.on('message', (m: { id: number; pngs?: Uint8Array[]; ms?: number; error?: string }) => {
      const w8 = waiting.get(m.id)
      if (!w8) return
      waiting.delete(m.id)
      if (m.error !== undefined || !m.pngs) w8.reject(new Error(`picture render failed: ${m.error}`))
      else
        w8.resolve({
          pngs: m.pngs.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)),
          ms: m.ms ?? 0,
        })
      if (waiting.size === 0) w.unref()
    })
    w.on('error', (error) => failAll(error))
    w.on('exit', (code) => {
      if (worker === w) failAll(new Error(`picture render worker exited (${code})`))
    })
    worker = w
    return w
  }

  return {
    render(svg, widths) {
      return new Promise<Rendered>((resolve, reject) => {
        const w = started()
        const id = nextId++
        w.ref()
        waiting.set(id, { resolve, reject })
        w.postMessage({ id, svg, widths: [...widths] })
      })
    },
    async close() {
      const w = worker
      worker = undefined
      if (w) await w.terminate()
      failAll(new Error('picture renderer closed'))
    },
  }
}
