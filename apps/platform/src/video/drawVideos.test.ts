import { describe, expect, it } from 'vitest'
import { liveListingAt, type VideoSegment } from './drawVideos'

const segments: VideoSegment[] = Array.from({ length: 13 }, (_, i) => ({
  file: `seg-${String(i).padStart(3, '0')}.ts`,
  seconds: 2,
  startsAt: i * 2,
}))
const files = (elapsedMs: number) => liveListingAt(segments, elapsedMs).segments.map((s) => s.file)

describe('liveListingAt', () => {
  it('lists the segment playing now and the next one, which is already encoded', () => {
    expect(files(0)).toEqual(['seg-000.ts', 'seg-001.ts'])
    expect(files(1_999)).toEqual(['seg-000.ts', 'seg-001.ts'])
    expect(files(2_000)).toEqual(['seg-000.ts', 'seg-001.ts', 'seg-002.ts'])
    expect(files(12_500)).toHaveLength(8)
    expect(liveListingAt(segments, 12_500).ended).toBe(false)
  })

  it('lists every segment by the last one and closes at the end of the show', () => {
    expect(files(22_000)).toHaveLength(13)
    expect(liveListingAt(segments, 25_999).ended).toBe(false)
    expect(liveListingAt(segments, 26_000)).toMatchObject({ ended: true })
    expect(files(26_000)).toHaveLength(13)
  })
})
