import { execFileSync } from 'node:child_process'
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify as verifySignature,
} from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** One request the fake push service received. */
export interface ReceivedPush {
  /** The subscription's path (`/push/<name>`). */
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A TLS certificate for 127.0.0.1 and localhost, made for this run (push services speak https only; so does web-push). */
function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'liuhe-push-tls-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A local push service standing in for the browsers' ones: an https server that keeps every POST and
 * answers 201, or the status set for a subscription's path (`answer`). `agent` trusts its certificate.
 * `connections` counts every TCP connection made to it, whether or not a request followed.
 */
export async function startFakePushService() {
  const tls = makeCertificate()
  const received: ReceivedPush[] = []
  const answers = new Map<string, number>()
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? ''
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(answers.get(path) ?? 201).end()
    })
  })
  const counted = { connections: 0 }
  server.on('connection', () => counted.connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const origin = `https://127.0.0.1:${port}`
  return {
    origin,
    port,
    received,
    /** TCP connections made to the service so far. */
    get connections() {
      return counted.connections
    },
    agent: new Agent({ ca: tls.cert }),
    /** Answers `status` to every push for the subscription `name`. */
    answer(name: string, status: number) {
      answers.set(`/push/${name}`, status)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

const b64url = (buffer: Buffer) => buffer.toString('base64url')

/**
 * A browser's side of a subscription: its own P-256 key pair and auth secret, as `pushManager.subscribe`
 * makes them, so the test can decrypt what the platform sends.
 */
export function browserSubscription(serviceOrigin: string, name: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  const json = {
    endpoint: `${serviceOrigin}/push/${name}`,
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
  }
  return {
    json,
    path: `/push/${name}`,
    /** Decrypts an `aes128gcm` push body (RFC 8291 key derivation, RFC 8188 record) as this browser would. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16)
      const idLength = body.readUInt8(20)
      const senderKey = body.subarray(21, 21 + idLength)
      const record = body.subarray(21 + idLength)
      const secret = ecdh.computeSecret(senderKey)
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey])
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32))
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
      decipher.setAuthTag(record.subarray(record.length - 16))
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ])
      // The last record ends with the delimiter 0x02, then zero padding.
      const end = padded.lastIndexOf(2)
      if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding')
      return padded.subarray(0, end).toString('utf8')
    },
  }
}

/**
 * Checks a push request's `Authorization: vapid t=<JWT>, k=<key>` as a push service does: the key is the
 * platform's public key, the JWT is ES256-signed by it, for this service's origin, not expired. Answers the
 * JWT's claims.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string, serviceOrigin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '')
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`)
  const [, token, key] = match as unknown as [string, string, string]
  if (key !== publicKey) throw new Error('the VAPID key is not the platform’s')
  const [header, claims, signature] = token.split('.') as [string, string, string]
  const raw = Buffer.from(publicKey, 'base64url')
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }
  const valid = verifySignature(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!valid) throw new Error('the VAPID signature does not verify')
  const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string
    exp: number
    sub: string
  }
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256')
  if (decoded.aud !== serviceOrigin) throw new Error(`audience ${decoded.aud}`)
  if (decoded.exp * 1000 <= Date.now()) throw new Error('expired')
  return decoded
}
