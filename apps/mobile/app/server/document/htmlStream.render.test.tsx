import { PassThrough } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { withoutPaddingBytes } from './htmlStream.server'

/** Renders `node` the way entry.server does and returns the bytes that would be sent. */
function render(node: JSX.Element, clean: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onAllReady() {
        const out = new PassThrough()
        buffer(out).then(resolve, reject)
        if (clean) pipe(withoutPaddingBytes()).pipe(out)
        else pipe(out)
      },
      onShellError: reject,
    })
  })
}

/** Many short Chinese labels: React packs them into 2048-byte buffers, and some meet a buffer's end. */
function page() {
  return (
    <ul>
      {Array.from({ length: 600 }, (_, i) => (
        <li key={i} aria-label="底部导航">
          {'x'.repeat(i % 3)}开奖
        </li>
      ))}
    </ul>
  )
}

describe('the document stream', () => {
  it('carries no NUL byte when a multibyte character meets the end of a render buffer', async () => {
    const raw = await render(page(), false)
    // React 18 pads a write buffer with zeros when the next character does not fit (what this guards against).
    expect(raw.includes(0)).toBe(true)
    const sent = await render(page(), true)
    expect(sent.includes(0)).toBe(false)
    expect(sent.toString('utf8')).toBe(raw.toString('utf8').replaceAll('\u0000', ''))
  })
})
