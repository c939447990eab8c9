import { failureTexts } from '@liuhe/domain'
import CryptoJS from 'crypto-js'
import { ApiError, clientErrorCodes } from './errors'

/** Where the platform serves the AES key of encrypted mode (`{ data: { key } }`). */
export const SECRET_KEY_PATH = '/sys-upload/data/json/secret_key.json'

/**
 * Encodes a password the way the platform expects it on login and register: base64 of its UTF-8 text.
 * This keeps passwords out of logs in plain form; it is an encoding, not a protection (use HTTPS).
 */
export function encodePassword(password: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The byte at `index` of a crypto-js word array. */
function byteAt(data: CryptoJS.lib.WordArray, index: number): number {
  return ((data.words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8)) & 0xff
}

/**
 * Decrypts an encrypted-mode answer (crypto-js AES with a passphrase); throws a typed error when it fails.
 * The PKCS#7 padding is checked here, whole: crypto-js only strips as many bytes as the last one says, so a
 * wrong key could now and then give garbage that happens to read as UTF-8 instead of an error.
 */
export function decryptText(cipherText: string, key: string): string {
  let text = ''
  try {
    const data = CryptoJS.AES.decrypt(cipherText.trim(), key, { padding: CryptoJS.pad.NoPadding })
    const size = data.sigBytes
    const pad = size > 0 ? byteAt(data, size - 1) : 0
    let padded = pad >= 1 && pad <= 16 && pad <= size
    for (let i = 1; padded && i <= pad; i++) padded = byteAt(data, size - i) === pad
    if (padded) {
      data.sigBytes = size - pad
      text = data.toString(CryptoJS.enc.Utf8)
    }
  } catch {
    text = ''
  }
  if (!text) throw new ApiError(clientErrorCodes.badResponse, failureTexts.system, 200, 'decrypt')
  return text
}

/** Encrypts a text like the platform does in encrypted mode (used by tests and tools). */
export function encryptText(text: string, key: string): string {
  return CryptoJS.AES.encrypt(text, key).toString()
}
