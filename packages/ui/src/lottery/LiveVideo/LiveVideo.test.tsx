import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { type HlsErrorData, type HlsLike, LiveVideo, type liveHlsConfig } from './LiveVideo'

/** A stand-in for hls.js that records what the player asks of it and lets the test raise events. */
function fakeHls({ supported = true } = {}) {
  const instances: FakeHls[] = []
  class FakeHls {
    static isSupported = () => supported
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' }
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' }
    listeners = new Map<string, (event: string, data: HlsErrorData) => void>()
    loadSource = vi.fn()
    attachMedia = vi.fn()
    startLoad = vi.fn()
    recoverMediaError = vi.fn()
    destroy = vi.fn()
    constructor(readonly config: typeof liveHlsConfig) {
      instances.push(this)
    }
    on(event: string, listener: (event: string, data: HlsErrorData) => void) {
      this.listeners.set(event, listener)
    }
    emit(event: string, data: HlsErrorData = { fatal: false, type: '', details: '' }) {
      act(() => this.listeners.get(event)?.(event, data))
    }
  }
  const loadHls = vi.fn(async () => FakeHls as unknown as HlsLike)
  return { loadHls, instances }
}

const networkError = { fatal: true, type: 'networkError', details: 'fragLoadError' }
const mediaError = { fatal: true, type: 'mediaError', details: 'bufferStalledError' }
const src = 'https://live.example.com/110/index.m3u8'

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
})
afterEach(() => vi.restoreAllMocks())

async function started(hls: ReturnType<typeof fakeHls>) {
  await waitFor(() => expect(hls.instances).toHaveLength(1))
  return hls.instances[0]!
}

describe('LiveVideo', () => {
  it('loads the stream with hls.js, a 5 s buffer and two segments behind a live end, then plays', async () => {
    const hls = fakeHls()
    const { container } = render(<LiveVideo src={src} title="开奖直播" loadHls={hls.loadHls} />)
    expect(container.firstChild).toHaveAttribute('data-state', 'loading')
    expect(screen.getByRole('status')).toHaveAccessibleName('加载中')
    const player = await started(hls)
    expect(player.config).toEqual({
      maxBufferLength: 5,
      backBufferLength: 5,
      liveSyncDurationCount: 2,
      liveMaxLatencyDurationCount: 4,
    })
    expect(player.loadSource).toHaveBeenCalledWith(src)
    expect(player.attachMedia).toHaveBeenCalledWith(container.querySelector('video'))
    player.emit('hlsManifestParsed')
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled()
    fireEvent.playing(container.querySelector('video')!)
    expect(container.firstChild).toHaveAttribute('data-state', 'playing')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('says there is no video for an empty address without loading hls.js', () => {
    const hls = fakeHls()
    render(<LiveVideo src="" title="开奖直播" loadHls={hls.loadHls} />)
    expect(screen.getByRole('status')).toHaveTextContent('暂无视频资源，请稍后在观看！')
    expect(hls.loadHls).not.toHaveBeenCalled()
  })

  it('says there is no video at once when the manifest is missing (404)', async () => {
    const hls = fakeHls()
    render(<LiveVideo src={src} title="开奖直播" loadHls={hls.loadHls} />)
    const player = await started(hls)
    player.emit('hlsError', {
      fatal: true,
      type: 'networkError',
      details: 'manifestLoadError',
      response: { code: 404 },
    })
    expect(screen.getByRole('status')).toHaveTextContent('暂无视频资源，请稍后在观看！')
    expect(player.destroy).toHaveBeenCalled()
    expect(player.startLoad).not.toHaveBeenCalled()
  })

  it('reloads on fatal network errors and recovers media errors, up to the retry limit', async () => {
    const hls = fakeHls()
    const onStateChange = vi.fn()
    render(
      <LiveVideo
        src={src}
        title="开奖直播"
        loadHls={hls.loadHls}
        maxRetries={3}
        onStateChange={onStateChange}
      />,
    )
    const player = await started(hls)
    player.emit('hlsError', { fatal: false, type: 'networkError', details: 'fragLoadError' })
    expect(player.startLoad).not.toHaveBeenCalled()
    player.emit('hlsError', networkError)
    player.emit('hlsError', mediaError)
    player.emit('hlsError', networkError)
    expect(player.startLoad).toHaveBeenCalledTimes(2)
    expect(player.recoverMediaError).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveAccessibleName('加载中')
    player.emit('hlsError', networkError)
    expect(screen.getByRole('status')).toHaveTextContent('暂无视频资源，请稍后在观看！')
    expect(onStateChange).toHaveBeenLastCalledWith('noResource')
  })

  it('says the live draw is over when it ends or the platform says so', async () => {
    const hls = fakeHls()
    const { container, rerender } = render(<LiveVideo src={src} title="开奖直播" loadHls={hls.loadHls} />)
    await started(hls)
    fireEvent.ended(container.querySelector('video')!)
    expect(screen.getByRole('status')).toHaveTextContent('视频直播已经结束...')
    rerender(<LiveVideo src={src} title="开奖直播" loadHls={hls.loadHls} ended />)
    expect(container.firstChild).toHaveAttribute('data-state', 'ended')
  })

  it('gives up when hls.js cannot run here or fails to load', async () => {
    const unsupported = fakeHls({ supported: false })
    const { unmount } = render(<LiveVideo src={src} title="开奖直播" loadHls={unsupported.loadHls} />)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('暂无视频资源'))
    unmount()
    render(<LiveVideo src={src} title="开奖直播" loadHls={() => Promise.reject(new Error('offline'))} />)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('暂无视频资源'))
  })

  it('prefers hls.js where MediaSource exists, even when the browser has HLS too', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe')
    vi.stubGlobal('MediaSource', class {})
    try {
      const hls = fakeHls()
      const { container } = render(<LiveVideo src={src} title="开奖直播" loadHls={hls.loadHls} />)
      const player = await started(hls)
      expect(player.loadSource).toHaveBeenCalledWith(src)
      expect(container.querySelector('video')).not.toHaveAttribute('src')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('plays natively where the browser has HLS and no MediaSource', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe')
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
    const hls = fakeHls()
    const { container } = render(<LiveVideo src={src} title="开奖直播" loadHls={hls.loadHls} />)
    expect(container.querySelector('video')).toHaveAttribute('src', src)
    expect(hls.loadHls).not.toHaveBeenCalled()
  })

  it('destroys the player when unmounted', async () => {
    const hls = fakeHls()
    const { unmount } = render(<LiveVideo src={src} title="开奖直播" loadHls={hls.loadHls} />)
    const player = await started(hls)
    unmount()
    expect(player.destroy).toHaveBeenCalled()
  })

  itHasNoAxeViolationsInEveryTheme(() => <LiveVideo src="" title="开奖直播" />)
})
