import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ballFill, PICTURE_FONT_FAMILY, text } from '../gallery/pictures'
import type { PictureRenderer } from '../gallery/renderer'
import { type DrawShow, momentAt, type ShowBall } from './drawShow'

/*
 * The live draw video's frames: each moment of a draw show (video/drawShow.ts) drawn as an SVG, rasterised by
 * the gallery's resvg worker (gallery/renderer.ts, same CJK font and text outlining) and piped as PNGs into
 * ffmpeg, which encodes H.264 into an HLS playlist of MPEG-TS segments. A show changes only when a ball
 * comes out, so it is drawn at a few frames a second and each distinct frame is rasterised once.
 */

/** Video size. */
export const VIDEO_WIDTH = 640
export const VIDEO_HEIGHT = 360
/** Frames per second of the video, as a player plays it. */
export const VIDEO_FPS = 10
/**
 * Pictures drawn per second: the show changes only on half seconds (its reveal times, video/drawShow.ts, and
 * the blink of the slot being drawn), so two a second are piped into ffmpeg, which repeats each into
 * {@link VIDEO_FPS} (a repeated frame costs the encoder next to nothing; decoding each piped PNG does not).
 */
export const PICTURES_PER_SECOND = 2
/** Length of one HLS segment (s); a key frame starts each. */
export const SEGMENT_SECONDS = 2

const background = '#0b3d2e'
const panel = '#125c43'
const gold = '#f5c54a'
const white = '#ffffff'
const pale = '#cfe8dc'

const SLOT_Y = 190
const SLOT_R = 30
/** The x of ball slot `index`: six evenly spaced, a plus sign, then the special number. */
const slotX = (index: number) => (index < 6 ? 60 + index * 78 : 580)

function ballSvg(ball: ShowBall): string {
  const x = slotX(ball.index)
  return (
    `<circle cx="${x}" cy="${SLOT_Y}" r="${SLOT_R}" fill="${ballFill[ball.color]}" stroke="${white}" stroke-width="3"/>` +
    text(x, SLOT_Y + 10, ball.label, { size: 28, fill: white, anchor: 'middle', bold: true }) +
    text(x, SLOT_Y + 62, ball.zodiac, { size: 22, fill: white, anchor: 'middle' }) +
    text(x, SLOT_Y + 88, ball.colorLabel, { size: 14, fill: pale, anchor: 'middle' })
  )
}

function emptySlot(index: number, drawing: boolean, blink: boolean): string {
  const x = slotX(index)
  const stroke = drawing && blink ? gold : pale
  return (
    `<circle cx="${x}" cy="${SLOT_Y}" r="${SLOT_R}" fill="${panel}" stroke="${stroke}" stroke-width="${drawing ? 4 : 2}" stroke-dasharray="${drawing ? '0' : '6 5'}"/>` +
    (drawing
      ? text(x, SLOT_Y + 10, '?', { size: 28, fill: blink ? gold : pale, anchor: 'middle', bold: true })
      : '')
  )
}

/** What the show's status line says at a moment. */
function statusOf(show: DrawShow, ms: number): string {
  const { drawing, complete } = momentAt(show, ms)
  if (complete) return '开奖完毕'
  if (!drawing || ms < 0) return '即将开奖'
  return drawing.special ? '正在开出特码' : `正在开出第${drawing.index + 1}个号码`
}

/** The SVG of the show `ms` after its start; `blink` alternates the slot being drawn. */
export function frameSvg(show: DrawShow, ms: number, blink: boolean): string {
  const { revealed, drawing } = momentAt(show, ms)
  const slots = Array.from({ length: 7 }, (_, index) => {
    const ball = revealed[index]
    return ball ? ballSvg(ball) : emptySlot(index, drawing?.index === index, blink)
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" viewBox="0 0 ${VIDEO_WIDTH} ${VIDEO_HEIGHT}" font-family="${PICTURE_FONT_FAMILY}">` +
    `<rect width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" fill="${background}"/>` +
    `<rect x="16" y="16" width="${VIDEO_WIDTH - 32}" height="${VIDEO_HEIGHT - 32}" rx="18" fill="${panel}" opacity="0.55"/>` +
    text(VIDEO_WIDTH / 2, 62, show.gameName, { size: 30, fill: gold, anchor: 'middle', bold: true }) +
    text(VIDEO_WIDTH / 2, 100, `第${show.turnNum}期 开奖直播`, { size: 22, fill: white, anchor: 'middle' }) +
    text(VIDEO_WIDTH / 2, 128, show.time, { size: 16, fill: pale, anchor: 'middle' }) +
    text(529, SLOT_Y + 10, '+', { size: 30, fill: gold, anchor: 'middle', bold: true }) +
    text(580, SLOT_Y - 42, '特码', { size: 16, fill: gold, anchor: 'middle' }) +
    slots.join('') +
    text(VIDEO_WIDTH / 2, 330, statusOf(show, ms), { size: 20, fill: gold, anchor: 'middle', bold: true }) +
    '</svg>'
  )
}

/** The pictures of a show in order: the SVG of each, {@link PICTURES_PER_SECOND} a second. */
export function showFrames(show: DrawShow): string[] {
  const count = Math.ceil((show.durationMs / 1000) * PICTURES_PER_SECOND)
  return Array.from({ length: count }, (_, i) =>
    frameSvg(show, (i * 1000) / PICTURES_PER_SECOND, i % 2 === 0),
  )
}

/** CPU time (ms) of this process's waited-for children so far, from Linux's /proc (0 elsewhere). */
export function childrenCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields 16 and 17 of proc(5) (cutime, cstime), in clock ticks of 10 ms.
    return (Number(fields[13]) + Number(fields[14])) * 10
  } catch {
    return 0
  }
}

/** What encoding one show cost. */
export interface EncodeReport {
  /** Distinct frames rasterised. */
  distinctFrames: number
  /** Pictures piped into ffmpeg (it encodes {@link VIDEO_FPS} frames a second of them). */
  frames: number
  /** Time the resvg worker spent rasterising (ms, a thread of this process). */
  rasterMs: number
  /** CPU time of the ffmpeg process (ms). */
  ffmpegCpuMs: number
}

/** The ffmpeg arguments that read PNGs on stdin and write `index.m3u8` and `seg-NNN.ts` into `dir`. */
export function ffmpegArgs(dir: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'image2pipe',
    '-framerate',
    String(PICTURES_PER_SECOND),
    '-c:v',
    'png',
    '-i',
    '-',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'stillimage',
    '-threads',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'main',
    '-r',
    String(VIDEO_FPS),
    '-g',
    String(SEGMENT_SECONDS * VIDEO_FPS),
    '-keyint_min',
    String(SEGMENT_SECONDS * VIDEO_FPS),
    '-sc_threshold',
    '0',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    join(dir, 'seg-%03d.ts'),
    join(dir, 'index.m3u8'),
  ]
}

/**
 * The niceness ffmpeg runs at by default: the lowest priority, so a draw's video never takes CPU from the API
 * (docs/platform.md, "Live draw video").
 */
export const VIDEO_NICENESS = 19

/**
 * Encodes a show into `dir` (which exists): rasterises each distinct frame once with `renderer`, then pipes
 * the PNGs into ffmpeg run under `nice -n <niceness>` (not niced at 0).
 */
export async function encodeShow(
  show: DrawShow,
  dir: string,
  renderer: PictureRenderer,
  ffmpeg = 'ffmpeg',
  niceness = VIDEO_NICENESS,
): Promise<EncodeReport> {
  const svgs = showFrames(show)
  const pngs = new Map<string, Buffer>()
  let rasterMs = 0
  for (const svg of svgs) {
    if (pngs.has(svg)) continue
    const rendered = await renderer.render(svg, [VIDEO_WIDTH])
    rasterMs += rendered.ms
    pngs.set(svg, rendered.pngs[0]!)
  }
  const cpuBefore = childrenCpuMs()
  await new Promise<void>((resolve, reject) => {
    const [command, ...args] =
      niceness > 0
        ? ['nice', '-n', String(niceness), ffmpeg, ...ffmpegArgs(dir)]
        : [ffmpeg, ...ffmpegArgs(dir)]
    const child = spawn(command!, args, { stdio: ['pipe', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + String(chunk)).slice(-2000)
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.trim()}`)),
    )
    // A write error (ffmpeg gone) is reported by its exit.
    child.stdin.on('error', () => undefined)
    const write = async () => {
      for (const svg of svgs) {
        if (!child.stdin.write(pngs.get(svg)!))
          await new Promise<void>((r) => child.stdin.once('drain', () => r()))
      }
      child.stdin.end()
    }
    void write()
  })
  return {
    distinctFrames: pngs.size,
    frames: svgs.length,
    rasterMs,
    ffmpegCpuMs: childrenCpuMs() - cpuBefore,
  }
}
