import { randomBytes, randomInt } from 'node:crypto'
import { chatCommands } from '@liuhe/domain'
import type { ChatUserRow } from '../store/chat'
import { chatRefusals, mayChat } from './config'
import { CHAT_SOCKET_PATH, type ChatDeps, frameOf } from './frames'

type Deps = Pick<ChatDeps, 'stores' | 'clock'>

/**
 * The member's chat identity, made on first use: another request of the member may make it at the same time
 * (another process too), and then only one is kept (`ensureMemberUser`), which both answer.
 */
export async function memberChatUser({ stores, clock }: Deps, userId: number): Promise<ChatUserRow> {
  const { chat } = stores
  const found = await chat.findMemberUser(userId)
  if (found) return found
  const profile = await stores.users.findUserProfile(userId)
  await chat.ensureMemberUser({
    userId,
    hashId: randomBytes(12).toString('hex'),
    nickname: profile.account,
    avatarId: profile.avatarId,
    at: clock.now(),
  })
  return (await chat.findMemberUser(userId))!
}

/** The chat user of a chat token, or of a member's access token; undefined for neither. */
export async function userOfToken(
  deps: Deps,
  token: string | undefined,
): Promise<{ user: ChatUserRow; token: string } | undefined> {
  const { stores, clock } = deps
  if (!token) return undefined
  const chatToken = await stores.chat.findToken(token)
  if (chatToken) {
    if (chatToken.accessToken && !(await stores.users.findUserByToken(chatToken.accessToken, clock.now())))
      return undefined
    const user = await stores.chat.findUser(chatToken.chatUserId)
    return user && { user, token }
  }
  const member = await stores.users.findUserByToken(token, clock.now())
  return member && { user: await memberChatUser(deps, member.userId), token }
}

/** The caller of a chat call: 401 CHAT/TOKEN_INVALID without a valid chat or access token. */
export async function requireCaller(deps: Deps, token: string | undefined): Promise<ChatUserRow> {
  const found = await userOfToken(deps, token)
  if (!found) throw chatRefusals.tokenInvalid()
  return found.user
}

async function tokenAnswer({ stores }: Pick<ChatDeps, 'stores'>, user: ChatUserRow, token: string) {
  return {
    token,
    socket_url: CHAT_SOCKET_PATH,
    connection_id: randomBytes(8).toString('hex'),
    user_id: user.id,
    nickname: user.nickname,
    avatarId: user.avatarId,
    chatLevel: user.chatLevel,
    enableChat: (await mayChat(stores, user)) ? 1 : 0,
  }
}

/**
 * A member's chat token for the session of `accessToken`: the session's token when it has one, else a new
 * one. A new session ends the member's chat sessions of other logins (their sockets get
 * `loggedInElsewhere`).
 */
export async function generateToken(
  deps: Pick<ChatDeps, 'stores' | 'clock' | 'broadcaster'>,
  accessToken: string | undefined,
  userId: number,
) {
  const { stores, clock, broadcaster } = deps
  const member = accessToken ? await stores.users.findUserByToken(accessToken, clock.now()) : undefined
  if (!member || !accessToken) throw chatRefusals.tokenInvalid()
  if (member.userId !== userId) throw chatRefusals.forbidden()
  const user = await memberChatUser(deps, userId)
  const existing = await stores.chat.sessionToken(user.id, accessToken)
  if (existing) return tokenAnswer(deps, user, existing)
  const token = randomBytes(24).toString('hex')
  const ended = await stores.transaction(async (tx) => {
    const revoked = await tx.chat.revokeOtherSessions(user.id, accessToken)
    await tx.chat.insertToken(token, user.id, accessToken, clock.now())
    return revoked
  })
  if (ended.length)
    broadcaster.endTokens(
      ended,
      frameOf(chatCommands.loggedInElsewhere, { msg: '您的账户已在其他设备上登录' }),
    )
  return tokenAnswer(deps, user, token)
}

/**
 * Closes the member's chat sockets whose login ended (logout, a password change): called right after the
 * access tokens were revoked, so those sockets get no frame meant for the session any more once their chat
 * identity is read.
 */
export async function endSessionsOf(
  { stores, broadcaster }: Pick<ChatDeps, 'stores' | 'broadcaster'>,
  userId: number,
): Promise<void> {
  const user = await stores.chat.findMemberUser(userId)
  if (user) broadcaster.endSessions(user.id)
}

/** A new chat token for the caller's session (the old one stays valid for its open sockets). */
export async function refreshToken(deps: Deps, token: string | undefined) {
  const { stores, clock } = deps
  const found = await userOfToken(deps, token)
  if (!found) throw chatRefusals.tokenInvalid()
  const session = await stores.chat.findToken(found.token)
  const accessToken = session ? session.accessToken : found.token
  const fresh = randomBytes(24).toString('hex')
  await stores.chat.insertToken(
    fresh,
    found.user.id,
    found.user.kind === 'member' ? accessToken : null,
    clock.now(),
  )
  return { tokenChat: fresh }
}

/** A new guest identity with its chat token. */
export async function generateGuest({ stores, clock }: Deps) {
  const { chat } = stores
  const token = randomBytes(24).toString('hex')
  const hashId = randomBytes(12).toString('hex')
  const nickname = `游客${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
  const id = await stores.transaction(async (tx) => {
    const id = await tx.chat.insertUser({
      kind: 'guest',
      userId: null,
      hashId,
      nickname,
      avatarId: 1,
      at: clock.now(),
    })
    await tx.chat.insertToken(token, id, null, clock.now())
    return id
  })
  const user = (await chat.findUser(id))!
  return {
    id,
    name: user.nickname,
    hash_id: hashId,
    token,
    socket_url: CHAT_SOCKET_PATH,
    connection_id: randomBytes(8).toString('hex'),
  }
}
