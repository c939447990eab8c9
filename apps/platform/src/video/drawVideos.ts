import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { PictureRenderer } from '../gallery/renderer'
import type { DrawShow } from './drawShow'
import { type EncodeReport, encodeShow, SEGMENT_SECONDS } from './frames'

/*
 * The draw videos on disk: `{dir}/{gameId}/{turnNum}/index.m3u8` and its `seg-NNN.ts` segments, and
 * `{dir}/{gameId}/live.json`, the turn whose show runs (or ran last) and when it started. Everything the
 * playlists answer is read from there, so every platform process on the same data file answers the same.
 * Videos are encoded one at a time (a queue) and each game keeps its last {@link KEPT_TURNS} turns.
 */

/** How many turns' videos each game keeps; older ones are deleted (their replay answers 暂无视频资源). */
export const KEPT_TURNS = 10

/** One segment of a video. */
export interface VideoSegment {
  file: string
  seconds: number
  /** Seconds from the video's start. */
  startsAt: number
}

/** The show now running (or the last one) of a game. */
export interface LiveShow {
  turnNum: string
  /** Epoch ms at which the show started. */
  startedAt: number
}

const liveShowSchema = z.object({ turnNum: z.string().regex(/^\d{1,20}$/), startedAt: z.number() })

/** Who runs a show whose pushes are not all out: a process and one platform in it. */
export interface ShowOwner {
  pid: number
  /** One platform instance of the process (a restart in the same process is another). */
  instance: string
}

/** A drawn turn whose show's pushes (the reveals, then the result) are not all out. */
export interface PendingShow {
  gameId: number
  turnNum: string
  owner: ShowOwner
}

const pendingShowSchema = z.object({
  turnNum: z.string().regex(/^\d{1,20}$/),
  owner: z.object({ pid: z.number().int(), instance: z.string().max(100) }),
})
/** When the mark was made (show time, video/showTime.ts); a mark without it is dated by its file. */
const pendingSinceSchema = z.object({ since: z.number() })
const PENDING_FILE = /^\.show-(\d{1,20})\.json$/
const pendingFile = (turnNum: string) => `.show-${turnNum}.json`

const SEGMENT_FILE = /^seg-\d{3}\.ts$/
const TURN = /^\d{1,20}$/

/** Orders issue numbers: a longer one is later, then by digits. */
const byTurn = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)

/** Reads ffmpeg's VOD playlist into its segments (file names it wrote, durations). */
export function readSegments(playlist: string): VideoSegment[] {
  const segments: VideoSegment[] = []
  let seconds: number | undefined
  let startsAt = 0
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line)
    if (extinf) seconds = Number(extinf[1])
    else if (line && !line.startsWith('#') && seconds !== undefined && SEGMENT_FILE.test(line)) {
      segments.push({ file: line, seconds, startsAt })
      startsAt += seconds
      seconds = undefined
    }
  }
  return segments
}

/**
 * An HLS media playlist of `segments`, each named by `uri`: an EVENT playlist while `ended` is false (a
 * player reloads it and finds the next segments), closed with #EXT-X-ENDLIST when it is.
 */
export function playlistOf(
  segments: readonly VideoSegment[],
  uri: (segment: VideoSegment) => string,
  options: { ended: boolean; type: 'EVENT' | 'VOD' },
): string {
  const target = Math.max(SEGMENT_SECONDS, ...segments.map((s) => Math.ceil(s.seconds)))
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    `#EXT-X-PLAYLIST-TYPE:${options.type}`,
    ...segments.flatMap((s) => [`#EXTINF:${s.seconds.toFixed(6)},`, uri(s)]),
    ...(options.ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n')
}

/** What the live playlist lists `elapsedMs` into a show, and whether it is closed. */
export interface LiveListing {
  segments: VideoSegment[]
  /** The show is over: the playlist is closed (#EXT-X-ENDLIST). */
  ended: boolean
}

/**
 * The live playlist's segments `elapsedMs` into a show: each from the moment the one before it starts
 * playing (the video is encoded before the show, so the next segment exists already), so a player that
 * keeps two segments behind the list's end (`LiveVideo`, packages/ui) plays within a segment of real time,
 * in step with the VIDEO pushes. Closed once the show's time is over.
 */
export function liveListingAt(segments: readonly VideoSegment[], elapsedMs: number): LiveListing {
  const last = segments.at(-1)
  const endsAtMs = last ? (last.startsAt + last.seconds) * 1000 : 0
  return {
    segments: segments.filter((s) => s.startsAt * 1000 <= elapsedMs + SEGMENT_SECONDS * 1000),
    ended: elapsedMs >= endsAtMs,
  }
}

/** Options of {@link createDrawVideos}. */
export interface DrawVideosOptions {
  /** Where the videos are kept ({@link videoDirOf} the SQLite file). */
  dir: string
  /** Rasterises the frames (the gallery's resvg worker). */
  renderer: PictureRenderer
  /** The ffmpeg binary (default `ffmpeg` on the PATH). */
  ffmpeg?: string
  /** The niceness ffmpeg runs at, 0 … 19 (default 19, `VIDEO_NICENESS` in frames.ts). */
  niceness?: number
}

/** The draw videos of every game: encoded one at a time, kept {@link KEPT_TURNS} turns a game. */
export function createDrawVideos({ dir, renderer, ffmpeg, niceness }: DrawVideosOptions) {
  let queue: Promise<unknown> = Promise.resolve()
  const gameDir = (gameId: number) => join(dir, String(gameId))

  /** Deletes a game's videos older than its last {@link KEPT_TURNS} turns. */
  const evict = (gameId: number) => {
    const turns = readdirSync(gameDir(gameId))
      .filter((name) => TURN.test(name))
      .sort(byTurn)
    for (const old of turns.slice(0, Math.max(0, turns.length - KEPT_TURNS)))
      rmSync(join(gameDir(gameId), old), { recursive: true, force: true })
  }

  const encode = async (gameId: number, show: DrawShow): Promise<EncodeReport> => {
    const final = join(gameDir(gameId), show.turnNum)
    const partial = join(gameDir(gameId), `.${show.turnNum}.partial`)
    rmSync(partial, { recursive: true, force: true })
    mkdirSync(partial, { recursive: true })
    try {
      const report = await encodeShow(show, partial, renderer, ffmpeg, niceness)
      rmSync(final, { recursive: true, force: true })
      renameSync(partial, final)
      evict(gameId)
      return report
    } catch (error) {
      rmSync(partial, { recursive: true, force: true })
      throw error
    }
  }

  return {
    dir,
    /** Encodes a show's video after the ones queued before it; resolves once it is on disk. */
    encode(gameId: number, show: DrawShow): Promise<EncodeReport> {
      if (!TURN.test(show.turnNum)) return Promise.reject(new Error(`bad issue number: ${show.turnNum}`))
      const next = queue.then(() => encode(gameId, show))
      queue = next.catch(() => undefined)
      return next
    },
    /** The segments of a turn's video; undefined when there is none (never made, or evicted). */
    segments(gameId: number, turnNum: string): VideoSegment[] | undefined {
      const playlist = join(gameDir(gameId), turnNum, 'index.m3u8')
      if (!TURN.test(turnNum) || !existsSync(playlist)) return undefined
      return readSegments(readFileSync(playlist, 'utf8'))
    },
    /** The file of one segment; undefined when there is none. */
    segmentFile(gameId: number, turnNum: string, file: string): string | undefined {
      if (!TURN.test(turnNum) || !SEGMENT_FILE.test(file)) return undefined
      const path = join(gameDir(gameId), turnNum, file)
      return existsSync(path) ? path : undefined
    },
    /** Marks a turn's show as started at `startedAt` (its video is on disk). */
    startLive(gameId: number, live: LiveShow): void {
      const file = join(gameDir(gameId), 'live.json')
      writeFileSync(`${file}.tmp`, JSON.stringify(live))
      renameSync(`${file}.tmp`, file)
    },
    /** The game's running or last show; undefined when there was none or its video is gone. */
    live(gameId: number): LiveShow | undefined {
      try {
        const read = liveShowSchema.safeParse(
          JSON.parse(readFileSync(join(gameDir(gameId), 'live.json'), 'utf8')),
        )
        return read.success ? read.data : undefined
      } catch {
        return undefined
      }
    },
    /**
     * Marks a drawn turn's show as under way until {@link clearPending}: a platform that stops before the
     * show's end (a crash, a restart) leaves the mark, and the next one to start finishes the show
     * (`pendingShows`, platform.ts). `since`: now, in show time (video/showTime.ts).
     */
    markPending(gameId: number, turnNum: string, owner: ShowOwner, since: number): void {
      if (!TURN.test(turnNum)) return
      mkdirSync(gameDir(gameId), { recursive: true })
      const file = join(gameDir(gameId), pendingFile(turnNum))
      writeFileSync(`${file}.tmp`, JSON.stringify({ turnNum, owner, since }))
      renameSync(`${file}.tmp`, file)
    },
    /** The show's pushes are all out. */
    clearPending(gameId: number, turnNum: string): void {
      if (TURN.test(turnNum)) rmSync(join(gameDir(gameId), pendingFile(turnNum)), { force: true })
    },
    /** When a turn's show was marked under way (epoch ms, show time); undefined when it is not. */
    pendingSince(gameId: number, turnNum: string): number | undefined {
      if (!TURN.test(turnNum)) return undefined
      const file = join(gameDir(gameId), pendingFile(turnNum))
      let markedAt: number
      try {
        markedAt = statSync(file).mtimeMs
      } catch {
        return undefined
      }
      try {
        return pendingSinceSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).since
      } catch {
        // A mark without its time (or gone meanwhile): the file's.
        return markedAt
      }
    },
    /** Every show marked under way, of every game. */
    pendingShows(): PendingShow[] {
      if (!existsSync(dir)) return []
      const pending: PendingShow[] = []
      for (const game of readdirSync(dir).filter((name) => /^\d{1,10}$/.test(name))) {
        for (const name of readdirSync(join(dir, game))) {
          if (!PENDING_FILE.test(name)) continue
          try {
            const read = pendingShowSchema.safeParse(JSON.parse(readFileSync(join(dir, game, name), 'utf8')))
            if (read.success) pending.push({ gameId: Number(game), ...read.data })
            else rmSync(join(dir, game, name), { force: true })
          } catch {
            // Gone meanwhile (another process finished it) or unreadable: nothing to finish.
          }
        }
      }
      return pending
    },
    /** Resolves once every queued encode has ended. */
    idle(): Promise<void> {
      return queue.then(() => undefined)
    },
  }
}
/** The draw videos. */
export type DrawVideos = ReturnType<typeof createDrawVideos>
