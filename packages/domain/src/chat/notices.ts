import { fenToYuan } from '../money/fen'
import { winText } from './chat'

/** A win notice as the chat socket sends it to a game's room. */
export interface WinNotice {
  nickname: string
  /** The winner's account, base64 (UTF-8) encoded. */
  userName: string
  gameName: string
  /** Reward in 元. */
  reward: number
}

/** Base64 of a UTF-8 string (the win notice's `userName`). */
export function encodeBase64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The UTF-8 string of a base64 text; '' when it is not base64. */
export function decodeBase64Utf8(encoded: string): string {
  try {
    const binary = atob(encoded)
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    )
  } catch {
    return ''
  }
}

/**
 * A name masked for guests: the first two and the last character kept, the middle as `***` (`demo01` →
 * `de***1`); names of three characters or fewer keep only their first (`abc` → `a***`).
 */
export function maskName(name: string): string {
  const chars = [...name]
  if (chars.length === 0) return ''
  if (chars.length <= 3) return `${chars[0]}***`
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`
}

/** A win notice built from a payout (the platform's side): reward in 元 from fen, account base64-encoded. */
export function winNoticeOf(input: {
  nickname: string
  account: string
  gameName: string
  payoutFen: number
}): WinNotice {
  return {
    nickname: input.nickname,
    userName: encodeBase64Utf8(input.account),
    gameName: input.gameName,
    reward: fenToYuan(input.payoutFen),
  }
}

/**
 * The win banner's texts for a viewer: nickname and game name cut to 8 plus an ellipsis, reward as `N元`;
 * a guest viewer sees the decoded account, masked, instead of the nickname.
 */
export function winNoticeText(
  notice: WinNotice,
  viewerIsGuest: boolean,
): { nickname: string; gameName: string; reward: string } {
  const name = viewerIsGuest ? maskName(decodeBase64Utf8(notice.userName)) : notice.nickname
  return winText({ nickname: name, gameName: notice.gameName, reward: notice.reward })
}
