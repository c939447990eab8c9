import { NotFoundError } from '../errors'
import type { Stores } from '../store'
import type { ChatUserRow, ContactRow } from '../store/chat'
import { assertNotMaintenance, chatRefusals, isStaff, mayChat } from './config'
import type { ChatDeps } from './frames'
import { lastMessageOf } from './rooms'

/**
 * A contact (a private room and the friend in it) as the contact and guest calls answer it; its last message
 * as `viewerId` reads it (without the senders they muted).
 */
export async function contactOf(stores: Stores, c: ContactRow, viewerId?: number) {
  return {
    friend_id: c.friend.id,
    room_id: c.roomId,
    nickname: c.friend.nickname,
    avatarId: c.friend.avatarId,
    chatLevel: c.friend.chatLevel,
    remark: c.remark,
    last_message: await lastMessageOf(stores, c.roomId, viewerId),
  }
}

/** Each contact of `list` as {@link contactOf} answers it, in order. */
async function contactsAnswer(stores: Stores, list: readonly ContactRow[], viewerId: number) {
  const answers = []
  for (const c of list) answers.push(await contactOf(stores, c, viewerId))
  return answers
}

/** The caller's contacts. */
export async function contacts(stores: Stores, user: ChatUserRow) {
  return { contacts: await contactsAnswer(stores, await stores.chat.contactsOf(user.id), user.id) }
}

/** The private room of the caller and a friend, made (for both) on first contact. */
export async function openPrivate(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  friendId: number,
  remark: string,
): Promise<ContactRow> {
  const { chat } = stores
  await assertNotMaintenance(stores)
  const friend = await chat.findUser(friendId)
  if (!friend || friend.id === user.id) throw new NotFoundError('联系人不存在')
  // Guests talk to customer service only; members need chat permission, or to talk to customer service.
  const toService = friend.kind === 'service' || isStaff(friend)
  if (user.kind === 'guest' ? !toService : !toService && !(await mayChat(stores, user)))
    throw chatRefusals.noChat()
  if (friend.kind === 'guest' && !isStaff(user)) throw chatRefusals.forbidden()
  // The pair locked first (PostgreSQL): two first contacts of one pair at once make one room.
  const roomId = await stores.transaction(async (tx) => {
    await tx.chat.lockPrivatePair(user.id, friend.id)
    return (
      (await tx.chat.privateRoomOf(user.id, friend.id))?.roomId ??
      tx.chat.createPrivateRoom(user.id, friend.id, remark, '', clock.now())
    )
  })
  const found = (await chat.privateRoomOf(user.id, friend.id))!
  return { roomId, remark: found.remark, friend }
}

/** One contact of the caller; 404 when the friend is not one. */
export async function contactDetail(stores: Stores, user: ChatUserRow, friendId: number) {
  const found = await stores.chat.privateRoomOf(user.id, friendId)
  const friend = await stores.chat.findUser(friendId)
  if (!found || !friend) throw new NotFoundError('联系人不存在')
  return contactOf(stores, { roomId: found.roomId, remark: found.remark, friend }, user.id)
}

/** The guest rooms of the caller: a guest's own, staff see every guest of customer service. */
export async function guestFriends(stores: Stores, user: ChatUserRow, page: number, perPage: number) {
  const { chat } = stores
  const own = isStaff(user) ? [] : await chat.contactsOf(user.id)
  const { items, total } = isStaff(user)
    ? await chat.guestRoomsOf((await chat.serviceUser()).id, page, perPage)
    : { items: own.slice((page - 1) * perPage, page * perPage), total: own.length }
  return { items: await contactsAnswer(stores, items, user.id), total }
}

/** One guest room of the caller: staff read customer service's, others their own contact. */
export async function guestFriend(stores: Stores, user: ChatUserRow, friendId: number) {
  if (isStaff(user)) {
    const found = await stores.chat.privateRoomOf((await stores.chat.serviceUser()).id, friendId)
    const friend = await stores.chat.findUser(friendId)
    if (found && friend) return contactOf(stores, { roomId: found.roomId, remark: found.remark, friend })
  }
  return contactDetail(stores, user, friendId)
}
