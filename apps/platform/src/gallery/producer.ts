import type { Clock } from '../clock'
import type { GalleryPictureStore, PictureFile } from '../store/galleryPictures'
import { PICTURE_WIDTH, type PictureVariant, pictureSvg } from './pictures'
import type { PictureRenderer } from './renderer'

/** Pixel widths of the PNGs: the full picture at twice the SVG's size (zoom shows detail), the list's thumbnail. */
export const FULL_WIDTH = PICTURE_WIDTH * 2
export const THUMB_WIDTH = 300

interface Job {
  imageId: number
  file: PictureFile
  done: Promise<void>
  start: () => void
  started: boolean
}

/**
 * The gallery's pictures, each rendered once: a request for a picture not rendered yet waits for its render
 * (that file only: a thumbnail's raster is 25 times smaller than the full picture's), kept in the store;
 * after a draw opens the next issue, that issue's colour thumbnails, then its full colour pictures, are
 * rendered in the background, lead groups first. One render at a time, requests before the
 * background ones; a newer issue of the same game drops the older issue's background renders (they render
 * when asked for).
 */
export function createGalleryPictures(options: {
  store: GalleryPictureStore
  renderer: PictureRenderer
  clock: Clock
  /** Called with each failed background render (a request's failure goes to the request). */
  onError?: (error: unknown) => void
}) {
  const { store, renderer, clock } = options
  const inFlight = new Map<string, Job>()
  const asked: Job[] = []
  const background = new Map<number, Job[]>()
  let running = false
  let closed = false
  let renders = 0
  let idleWaiters: (() => void)[] = []

  const nextJob = (): Job | undefined => {
    if (asked.length > 0) return asked.shift()
    for (const [gameId, jobs] of background) {
      const job = jobs.shift()
      if (jobs.length === 0) background.delete(gameId)
      if (job) return job
    }
    return undefined
  }

  const pump = () => {
    if (running) return
    const job = nextJob()
    if (!job) {
      for (const resolve of idleWaiters) resolve()
      idleWaiters = []
      return
    }
    running = true
    job.started = true
    job.start()
    const next = () => {
      running = false
      pump()
    }
    // The job's failure goes to whoever waits for it (a request, or `onError` for the background).
    job.done.then(next, next)
  }

  const jobOf = (imageId: number, file: PictureFile): Job => {
    const key = `${imageId}:${file}`
    const existing = inFlight.get(key)
    if (existing) return existing
    let start!: () => void
    const render = async () => {
      // Kept meanwhile (the store is read between a request's look and its job, or by another process): done.
      if (await store.storedPng(imageId, file)) return
      const picture = await store.pictureOf(imageId)
      if (!picture) return
      const variant: PictureVariant = file.endsWith('bw') ? 'bw' : 'color'
      const {
        pngs: [png],
        ms,
      } = await renderer.render(pictureSvg(picture, variant), [
        file.startsWith('thumb-') ? THUMB_WIDTH : FULL_WIDTH,
      ])
      await store.savePng(imageId, file, png!, clock.now(), ms)
      renders += 1
    }
    const done = new Promise<void>((resolve, reject) => {
      start = () => {
        render().then(resolve, reject)
      }
    }).finally(() => inFlight.delete(key))
    const job: Job = { imageId, file, done, start, started: false }
    inFlight.set(key, job)
    return job
  }

  return {
    /**
     * The PNG of an image's picture, rendered first when it is not kept yet; undefined for an unknown image.
     */
    async png(imageId: number, file: PictureFile): Promise<Buffer | undefined> {
      const kept = await store.storedPng(imageId, file)
      if (kept) return kept
      if (!(await store.pictureOf(imageId))) return undefined
      const job = jobOf(imageId, file)
      // A background job asked for moves to the front.
      for (const jobs of background.values()) {
        const at = jobs.indexOf(job)
        if (at >= 0) jobs.splice(at, 1)
      }
      if (!job.started && !asked.includes(job)) asked.push(job)
      pump()
      await job.done
      return await store.storedPng(imageId, file)
    },
    /**
     * A draw of a gallery game at `openedAtMs` opened `turnNum`: one image per group made then (its
     * updatedTime), and their colour pictures not kept yet queued behind any request. Resolves with the new
     * issue's image ids ([] for a game without a gallery).
     */
    async openIssue(gameId: number, turnNum: string, openedAtMs: number): Promise<number[]> {
      const ids = await store.openIssue(gameId, turnNum, Math.floor(openedAtMs / 1000))
      if (ids.length === 0) return ids
      // The thumbnails first: the list shows them.
      const missing: { id: number; file: PictureFile }[] = []
      for (const file of ['thumb-color', 'color'] as const)
        for (const id of ids) if (!(await store.storedPng(id, file))) missing.push({ id, file })
      // From here on synchronous: the queues change in one step.
      const jobs = missing
        .map(({ id, file }) => jobOf(id, file))
        .filter((job) => !job.started && !asked.includes(job))
      for (const job of jobs) job.done.catch((error: unknown) => closed || options.onError?.(error))
      // The older issue's pictures not rendered yet render when asked for.
      for (const old of background.get(gameId) ?? []) inFlight.delete(`${old.imageId}:${old.file}`)
      background.set(gameId, jobs)
      pump()
      return ids
    },
    /** Resolves once a picture is kept (rendered now or before), or is not being rendered; for tests. */
    async kept(imageId: number, file: PictureFile): Promise<void> {
      if (!(await store.storedPng(imageId, file))) await inFlight.get(`${imageId}:${file}`)?.done
    },
    /** How many PNGs this process rendered. */
    renders: () => renders,
    /** Resolves once no render is running or waiting. */
    idle(): Promise<void> {
      if (!running && asked.length === 0 && background.size === 0) return Promise.resolve()
      return new Promise((resolve) => idleWaiters.push(resolve))
    },
    /** Drops the background renders and ends the renderer. */
    close() {
      closed = true
      background.clear()
      return renderer.close()
    },
  }
}

/** The gallery pictures of one platform. */
export type GalleryPictures = ReturnType<typeof createGalleryPictures>
