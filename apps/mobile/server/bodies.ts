import type { Request, RequestHandler, Response } from 'express'

/** What a refused oversized body is told. */
export const PAYLOAD_TOO_LARGE_MESSAGE = '请求内容过大'
/** What a body of a type no page reads is told. */
export const UNSUPPORTED_TYPE_MESSAGE = '请求格式不支持，请通过页面提交表单'
/** What a multipart body without its boundary is told. */
export const MALFORMED_BODY_MESSAGE = '请求内容格式错误'

/** What a form may weigh: far above any form of the app, far below what fills memory. */
export const FORM_MAX_BYTES = 1024 * 1024

/**
 * What the chat image upload may weigh: the image limit (2 MB, `app/routes/resources.chat-upload.tsx` and
 * the platform's chat settings) and its multipart wrapping.
 */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024 + 512 * 1024

/** The routes that take an upload, with or without Remix's `.data` suffix. */
const UPLOAD_PATHS = new Set(['/resources/chat-upload', '/resources/chat-upload.data'])

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Answers a refusal as JSON when the client asked for JSON (a fetcher), else as text; never cached. */
function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status)
  res.setHeader('Cache-Control', 'no-store')
  if (req.accepts(['html', 'json']) === 'json') res.json({ message })
  else res.type('text/plain; charset=utf-8').send(message)
}

/** The 413 answer; the connection closes after it, so what the client still sends is not read for long. */
function tooLarge(req: Request, res: Response) {
  res.setHeader('Connection', 'close')
  refuse(req, res, 413, PAYLOAD_TOO_LARGE_MESSAGE)
}

/**
 * Refuses a request body larger than its route may take ({@link FORM_MAX_BYTES}, the upload
 * {@link UPLOAD_MAX_BYTES}) with 413 请求内容过大, before the page reads it. A Content-Length over the limit is
 * refused unread (Node reads no more than it declares). A chunked body is counted as Node's HTTP parser
 * hands it to the request (`push`) and held back until it is whole: a body within the limit then goes on
 * to the page as it came; one that passes the limit is answered at once and the rest is dropped unread.
 * Without it every POST was read whole into memory by Remix, whatever its size (docs/security.md).
 */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    const limit = UPLOAD_PATHS.has(req.path) ? UPLOAD_MAX_BYTES : FORM_MAX_BYTES
    if (req.headers['transfer-encoding'] === undefined) {
      const declared = Number(req.headers['content-length'] ?? 0)
      return declared > limit ? tooLarge(req, res) : next()
    }
    // What the parser already handed over, before this ran.
    let size = req.readableLength
    if (size > limit) return tooLarge(req, res)
    if (req.complete) return next()
    const held: Buffer[] = []
    const push = req.push
    req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
      if (chunk === null) {
        req.push = push
        for (const piece of held) push.call(req, piece)
        const more = push.call(req, null, encoding)
        next()
        return more
      }
      size += chunk.length
      if (size > limit) {
        held.length = 0
        // The rest of the body is dropped as it comes, until the connection closes.
        req.push = () => true
        tooLarge(req, res)
        return true
      }
      held.push(chunk)
      return true
    }
  }
}

/**
 * Refuses, before the page reads it, a request body Remix's `request.formData()` cannot read (every action
 * reads its form that way, and its failure was a 500): a body that is neither a form
 * (`application/x-www-form-urlencoded`) nor a multipart form with its boundary (`multipart/form-data`, the
 * fetches that send a `FormData`) is answered 415, a multipart one without its boundary 400. A request
 * without a body and without a type (`fetch('/logout', { method: 'POST' })`) reads as an empty form. No
 * route of the app takes JSON.
 */
export function formBodies(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const type = req.headers['content-type']
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
    if (type === undefined && !hasBody) {
      req.headers['content-type'] = 'application/x-www-form-urlencoded'
      return next()
    }
    const mediaType = (type ?? '').split(';')[0]!.trim().toLowerCase()
    if (mediaType === 'application/x-www-form-urlencoded') return next()
    if (mediaType === 'multipart/form-data') {
      return /;\s*boundary=(?:"[^"]+"|[^\s;"]+)/i.test(type ?? '')
        ? next()
        : refuse(req, res, 400, MALFORMED_BODY_MESSAGE)
    }
    refuse(req, res, 415, UNSUPPORTED_TYPE_MESSAGE)
  }
}
