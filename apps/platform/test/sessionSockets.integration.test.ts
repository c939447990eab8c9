import { type ChatRoom, createLiuheApi } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_CLOSE } from '../src/chat/socket'
import { chatKit } from './chatKit'
import { startTestPlatform } from './harness'
import type { TestEnv } from './walletKit'

// A chat socket lives as long as the login it was opened for: logout and a password change close it
// (CHAT_CLOSE.sessionEnded), its chat token no longer opens a socket, and a frame on a socket whose login
// was revoked some other way (PING included) closes it too.

const noon = fromChinaTime(2026, 11, 22, 12)
let env: TestEnv
let kit: ReturnType<typeof chatKit>
let general: ChatRoom

beforeAll(async () => {
  env = await startTestPlatform(noon)
  kit = chatKit(env, 'sess')
  const someone = await kit.chatMember()
  const { class_groups } = await someone.chat.rooms()
  general = class_groups.flatMap((g) => g.chatroom).find((r) => r.game_id === null)!
}, 60_000)
afterAll(() => env.stop())
afterEach(() => kit.closeSockets())

/** A chat member with an open socket joined to the general room. */
async function joinedMember() {
  const member = await kit.chatMember()
  const socket = await kit.socket(member.chatToken.token)
  expect((await socket.request({ command: 'JOIN', room_id: general.room_id })).ok).toBe(true)
  return { member, socket }
}

describe('chat sockets end with their login', () => {
  it('logout closes the chat socket of that login, and its chat token opens no new one', async () => {
    const { member, socket } = await joinedMember()
    await member.api.auth.logout()
    expect(await socket.closed).toBe(CHAT_CLOSE.sessionEnded)
    const again = await kit.socket(member.chatToken.token)
    expect(await again.closed).toBe(CHAT_CLOSE.tokenInvalid)
  })

  it('logout leaves the chat sockets of the member’s other logins open', async () => {
    const { member, socket } = await joinedMember()
    // A second login of the same member: its own access token; logging it out ends only its sessions.
    const other = await kit.stores.users.issueToken(member.userId, env.clock.now(), 86_400_000)
    await createLiuheApi({ origin: env.origin, token: other }).auth.logout()
    expect((await socket.request({ command: 'PING' })).ref).toBeTruthy()
    expect((await socket.request({ command: 'JOIN', room_id: general.room_id })).ok).toBe(true)
  })

  it('a password change closes the chat sockets of every login of the account', async () => {
    const { member, socket } = await joinedMember()
    const changed = await member.api.account.updatePassword({
      oldPassword: 'Secret123',
      newPassword: 'Secret456',
      confirmPassword: 'Secret456',
    })
    expect(changed.token).toBeTruthy()
    expect(await socket.closed).toBe(CHAT_CLOSE.sessionEnded)
    expect(await (await kit.socket(member.chatToken.token)).closed).toBe(CHAT_CLOSE.tokenInvalid)
  })

  it('a password reset by account closes the chat sockets of the account', async () => {
    const { member, socket } = await joinedMember()
    const reset = await createLiuheApi({ origin: env.origin }).auth.resetPassword({
      account: member.account,
      oldPassword: 'Secret123',
      newPassword: 'Secret789',
      confirmPassword: 'Secret789',
    })
    expect(reset.revokedSessions).toBeGreaterThan(0)
    expect(await socket.closed).toBe(CHAT_CLOSE.sessionEnded)
  })

  it('a PING on a socket whose login was revoked closes it instead of keeping it alive', async () => {
    const { member, socket } = await joinedMember()
    // Revoked without any route (as another process or an expiry would): only the next frame can tell.
    await kit.stores.users.revokeToken(member.token)
    void socket.request({ command: 'PING' })
    expect(await socket.closed).toBe(CHAT_CLOSE.tokenInvalid)
  })
})
