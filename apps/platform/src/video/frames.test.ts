import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, describe, expect, it } from 'vitest'
import type { PictureRenderer } from '../gallery/renderer'
import { drawShowOf } from './drawShow'
import { encodeShow } from './frames'

const show = drawShowOf(
  { gameName: '新澳门六合彩' },
  { turnNum: '2026139', openNum: '01,12,23,34,45,46,49', openTime: fromChinaTime(2026, 5, 19, 21, 32) },
)!

const work = mkdtempSync(join(tmpdir(), 'liuhe-frames-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * A stand-in for ffmpeg: reads every picture piped to it, then writes its own niceness and the bytes it read
 * into the output folder (the folder of its last argument, `index.m3u8`).
 */
const fakeFfmpeg = join(work, 'ffmpeg')
writeFileSync(
  fakeFfmpeg,
  `#!/bin/sh
for last; do :; done
out=$(dirname "$last")
wc -c > "$out/bytes"
ps -o ni= -p $$ | tr -d ' ' > "$out/niceness"
`,
)
chmodSync(fakeFfmpeg, 0o755)

/** Renders every picture as the four bytes `PNG!`. */
const renderer: PictureRenderer = {
  render: async () => ({ pngs: [Buffer.from('PNG!')], ms: 0 }),
  close: async () => undefined,
}

/** `nice -n` adds to the niceness of the process that runs it, up to 19: this one's, 0 unless run niced. */
const own = getPriority()
const niced = (n: number) => Math.min(19, own + n)

const encodeInto = async (name: string, niceness?: number) => {
  const dir = join(work, name)
  mkdirSync(dir)
  const report = await encodeShow(show, dir, renderer, fakeFfmpeg, niceness)
  return {
    report,
    niceness: Number(readFileSync(join(dir, 'niceness'), 'utf8')),
    bytes: Number(readFileSync(join(dir, 'bytes'), 'utf8')),
  }
}

describe('encodeShow', () => {
  it('pipes every picture of the show into ffmpeg at the lowest priority by default', async () => {
    const { report, niceness, bytes } = await encodeInto('default')
    expect(niceness).toBe(niced(19))
    expect(bytes).toBe(report.frames * 4)
    expect(report.frames).toBeGreaterThan(report.distinctFrames)
  })

  it('runs ffmpeg at the niceness asked for, not niced at 0', async () => {
    expect((await encodeInto('ten', 10)).niceness).toBe(niced(10))
    expect((await encodeInto('zero', 0)).niceness).toBe(own)
  })
})
