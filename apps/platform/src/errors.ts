/*
 * Failures in business terms, without HTTP. Stores, rules and handlers throw them; the app's error handler
 * (`http/errorAnswer.ts`) is the one place that turns them into answers. Every one of them answers 400 with
 * its code: the app reads the code, not the status.
 */

/** A request the platform's rules refuse, with the code the app reads (`UC/TEST_USER`, `TEMPLATE/POLL_CLOSED`). */
export class RefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Something the request names does not exist (a card, a poll, a game). */
export class NotFoundError extends RefusedError {
  constructor(message: string) {
    super('SYS/NOT_FOUND', message)
  }
}

/** The request collides with what is stored: done once already (a vote), or drawn already. */
export class ConflictError extends RefusedError {}

/** An input field is missing or malformed; the answer names it (`参数错误：gameId`). */
export class InvalidInputError extends RefusedError {
  constructor(readonly field: string) {
    super('SYS/BAD_REQUEST', `参数错误：${field}`)
  }
}
