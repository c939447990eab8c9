/** What a refused, too-frequent request shows (the platform answers it with HTTP 429). */
export const RATE_LIMITED_MESSAGE = '操作过于频繁，请稍后再试'
