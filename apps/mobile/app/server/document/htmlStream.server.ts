import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

/**
 * A text stream with every `from` replaced by `to`, also where `from` is split across chunks: the last
 * `from.length - 1` characters of each chunk wait for the next one (or the end) before they go out.
 */
export function replaceInStream(from: string, to: string): Transform {
  if (!from) throw new RangeError('nothing to replace')
  const decoder = new StringDecoder('utf8')
  let pending = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = (pending + decoder.write(chunk)).replaceAll(from, to)
      // A match never ends in the held-back part: it would have been replaced above.
      const keep = Math.min(from.length - 1, text.length)
      pending = text.slice(text.length - keep)
      done(null, text.slice(0, text.length - keep))
    },
    flush(done) {
      done(null, (pending + decoder.end()).replaceAll(from, to))
    },
  })
}

/**
 * Removes the zero bytes React 18's `renderToPipeableStream` leaves at the end of a chunk: when the next
 * character does not fit in its 2048-byte write buffer, it sends the whole buffer, unwritten zero bytes
 * included (react-dom 18.3.1 `writeStringChunk`), so a Chinese page shows stray characters (U+FFFD) in its
 * text and labels. HTML never carries a NUL byte of its own, so trailing zeros are always padding.
 */
export function withoutPaddingBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let end = chunk.length
      while (end > 0 && chunk[end - 1] === 0) end--
      done(null, end === chunk.length ? chunk : chunk.subarray(0, end))
    },
  })
}
