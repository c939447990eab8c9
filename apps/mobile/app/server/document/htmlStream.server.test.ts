import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { replaceInStream } from './htmlStream.server'

const from = '<link rel="modulepreload"'
const to = '<link rel="modulepreload" fetchpriority="low"'

async function run(chunks: (string | Buffer)[]) {
  return text(
    Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).pipe(
      replaceInStream(from, to),
    ),
  )
}

describe('replaceInStream', () => {
  it('replaces every occurrence in one chunk', async () => {
    const html = `<head>${from} href="/a.js"/>${from} href="/b.js"/></head>`
    expect(await run([html])).toBe(html.replaceAll(from, to))
  })

  it('replaces an occurrence split at any point across chunks', async () => {
    const html = `<p>六合</p>${from} href="/a.js"/><p>彩</p>`
    for (let cut = 1; cut < html.length; cut++) {
      expect(await run([html.slice(0, cut), html.slice(cut)])).toBe(html.replaceAll(from, to))
    }
  })

  it('keeps multibyte characters split between chunks', async () => {
    const bytes = Buffer.from(`开奖${from}/>`)
    expect(await run([bytes.subarray(0, 1), bytes.subarray(1, 4), bytes.subarray(4)])).toBe(`开奖${to}/>`)
  })

  it('passes text without the pattern through unchanged, including a partial match at the end', async () => {
    expect(await run(['<html>', '<link rel="modulepre'])).toBe('<html><link rel="modulepre')
  })
})
