/**
 * The texts of a failure that is not the user's doing, the same on every surface: a page's error
 * boundary, an action's or a resource route's refusal, the api client's unreadable answer, the platform's
 * own 500 and the native shell's empty answer. `scripts/boundaries.mjs` fails on either text written
 * anywhere else in the code.
 */
export const failureTexts = {
  /** Something failed unexpectedly: an answer without a message or that could not be read, a crash. */
  system: '系统错误。请再试一次',
  /** The platform cannot be reached: no connection, or no answer in time. */
  unreachable: '暂时无法连接服务器，请稍后再试',
} as const
