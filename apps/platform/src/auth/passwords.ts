import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32

/** Hashes a password with scrypt and a random salt: `scrypt$<salt hex>$<hash hex>`. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`
}

/** True when `password` matches a hash made by {@link hashPassword}. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$')
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length)
  return timingSafeEqual(expected, actual)
}

let dummyHash: string | undefined
/**
 * A hash of a random password nobody knows, made once: a login of a name that belongs to no account is
 * verified against it, so it costs what a real account's does (src/routes/auth.ts).
 */
export function dummyPasswordHash(): string {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}

/**
 * Decodes a password as the client sends it: base64 of its UTF-8 text (`encodePassword` in `@liuhe/api`).
 * Undefined when the text is not canonical base64, so a plain password never passes by accident.
 */
export function decodePassword(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return undefined
  const text = Buffer.from(encoded, 'base64').toString('utf8')
  return Buffer.from(text, 'utf8').toString('base64') === encoded ? text : undefined
}
