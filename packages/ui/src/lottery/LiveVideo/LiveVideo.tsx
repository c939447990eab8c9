import { useEffect, useRef, useState } from 'react'
import { Spinner } from '../../primitives/Spinner'
import * as styles from './LiveVideo.css'

/** What the player shows. */
export const liveVideoStates = ['loading', 'playing', 'ended', 'noResource'] as const
/** A player state. */
export type LiveVideoState = (typeof liveVideoStates)[number]

/** The parts of an hls.js error the player reads. */
export interface HlsErrorData {
  /** True when hls.js cannot go on by itself. */
  fatal: boolean
  /** Error type: networkError, mediaError, … */
  type: string
  /** Error detail, e.g. manifestLoadError. */
  details: string
  /** HTTP response of a failed load. */
  response?: { code: number }
}

/** The parts of an hls.js instance the player uses. */
export interface HlsInstanceLike {
  loadSource(url: string): void
  attachMedia(media: HTMLMediaElement): void
  on(event: string, listener: (event: string, data: HlsErrorData) => void): void
  startLoad(): void
  recoverMediaError(): void
  destroy(): void
}

/** The parts of the hls.js class the player uses (a fake one can be injected in tests). */
export interface HlsLike {
  new (config: typeof liveHlsConfig): HlsInstanceLike
  isSupported(): boolean
  Events: { MANIFEST_PARSED: string; ERROR: string }
  ErrorTypes: { NETWORK_ERROR: string; MEDIA_ERROR: string }
}

/**
 * hls.js settings for live draws: 5 s of buffer (docs/product.md, "Look and feel"), and a live stream is
 * joined and kept two segments behind its playlist's end (hls.js's default is three), close to the draw as
 * it happens: the platform lists the next segment as soon as the one before starts (docs/platform.md,
 * "Live draw video").
 */
export const liveHlsConfig = {
  maxBufferLength: 5,
  backBufferLength: 5,
  liveSyncDurationCount: 2,
  liveMaxLatencyDurationCount: 4,
}

/** Texts the player shows, as docs/product.md ("Look and feel") words them. */
export const liveVideoTexts = {
  ended: '视频直播已经结束...',
  noResource: '暂无视频资源，请稍后在观看！',
  loading: '加载中',
} as const

/** Loads hls.js on the client only when a stream is actually played. */
const importHls = () => import('hls.js').then((module) => module.default as unknown as HlsLike)

/** True where Media Source Extensions exist (hls.js can play there). */
const hasMediaSource = () =>
  typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)

/** Props of {@link LiveVideo}. */
export interface LiveVideoProps {
  /** HLS (.m3u8) address; empty means there is no stream. */
  src: string
  /** Accessible name of the video, e.g. 新澳门六合彩开奖直播. */
  title: string
  /** The platform says the live draw is over. */
  ended?: boolean
  /** Image shown before the stream starts. */
  poster?: string
  /** How many fatal errors are retried (reload or media recovery) before giving up. */
  maxRetries?: number
  /** Loads the hls.js class; defaults to a dynamic import of hls.js (replaceable in tests). */
  loadHls?: () => Promise<HlsLike>
  /** Called when the state changes. */
  onStateChange?: (state: LiveVideoState) => void
}

/**
 * Plays a live draw stream: hls.js wherever MediaSource exists, the browser's native HLS otherwise. Fatal
 * network errors reload and media errors recover, up to `maxRetries`, then it says there is no video; a
 * missing manifest says so at once.
 */
export function LiveVideo({
  src,
  title,
  ended = false,
  poster,
  maxRetries = 3,
  loadHls = importHls,
  onStateChange,
}: LiveVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playerState, setPlayerState] = useState<LiveVideoState>(src ? 'loading' : 'noResource')
  const state: LiveVideoState = ended ? 'ended' : playerState
  const onStateChangeRef = useRef(onStateChange)
  onStateChangeRef.current = onStateChange

  useEffect(() => {
    onStateChangeRef.current?.(state)
  }, [state])

  useEffect(() => {
    const video = videoRef.current
    if (!src || !video || ended) {
      setPlayerState(src ? 'loading' : 'noResource')
      return
    }
    setPlayerState('loading')
    const play = () => {
      video.play?.()?.catch(() => undefined)
    }
    // hls.js wherever MediaSource exists (its buffer settings and error recovery hold there); the browser's
    // own HLS only where there is none (iPhone Safari before ManagedMediaSource).
    if (!hasMediaSource() && video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src
      play()
      return () => {
        video.removeAttribute('src')
        video.load?.()
      }
    }
    let cancelled = false
    let hls: HlsInstanceLike | undefined
    const giveUp = () => {
      hls?.destroy()
      hls = undefined
      setPlayerState('noResource')
    }
    loadHls()
      .then((Hls) => {
        if (cancelled) return
        if (!Hls.isSupported()) return giveUp()
        const player = new Hls(liveHlsConfig)
        hls = player
        let retries = 0
        player.on(Hls.Events.MANIFEST_PARSED, play)
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return
          const missing = data.details === 'manifestLoadError' && data.response?.code === 404
          if (missing || retries >= maxRetries) return giveUp()
          retries += 1
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR) player.recoverMediaError()
          else if (data.type === Hls.ErrorTypes.NETWORK_ERROR) player.startLoad()
          else giveUp()
        })
        player.loadSource(src)
        player.attachMedia(video)
      })
      .catch(() => {
        if (!cancelled) giveUp()
      })
    return () => {
      cancelled = true
      hls?.destroy()
    }
  }, [src, ended, maxRetries, loadHls])

  return (
    <div className={styles.root} data-state={state}>
      <video
        ref={videoRef}
        className={styles.video}
        title={title}
        aria-label={title}
        poster={poster}
        muted
        playsInline
        controls={state === 'playing'}
        onPlaying={() => setPlayerState('playing')}
        onEnded={() => setPlayerState('ended')}
        onError={() => {
          if (videoRef.current?.getAttribute('src')) setPlayerState('noResource')
        }}
      />
      {state === 'loading' ? (
        <div className={styles.overlay}>
          <Spinner label={liveVideoTexts.loading} />
        </div>
      ) : null}
      {state === 'ended' || state === 'noResource' ? (
        <output className={styles.overlay}>{liveVideoTexts[state]}</output>
      ) : null}
    </div>
  )
}
