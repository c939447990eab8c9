/** The service worker's runtime caches (`sw/sw.ts`); the app deletes the user's pages and data at logout. */
export const cacheNames = {
  pages: 'liuhe-pages',
  data: 'liuhe-data',
  assets: 'liuhe-assets',
} as const

/** The page shown for a page never read while offline (in `public/`, precached). */
export const OFFLINE_PAGE = '/offline.html'
