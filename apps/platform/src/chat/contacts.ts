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
export function contactOf(stores: Stores, c: ContactRow, viewerId?: number) {
  return {
    friend_id: c.friend.id,
    room_id: c.roomId,
    nickname: c.friend.nickname,
    avatarId: c.friend.avatarId,
    chatLevel: c.friend.chatLevel,
    remark: c.remark,
    last_message: lastMessageOf(stores, c.roomId, viewerId),
  }
}

/** The caller's contacts. */
export function contacts(stores: Stores, user: ChatUserRow) {
  return { contacts: stores.chat.contactsOf(user.id).map((c) => contactOf(stores, c, user.id)) }
}

/** The private room of the caller and a friend, made (for both) on first contact. */
export async function openPrivate(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  friendId: number,
  remark: string,
): Promise<ContactRow> {
  const { chat } = stores
  assertNotMaintenance(stores)
  const friend = chat.findUser(friendId)
  if (!friend || friend.id === user.id) throw new NotFoundError('联系人不存在')
  // Guests talk to customer service only; members need chat permission, or to talk to customer service.
  const toService = friend.kind === 'service' || isStaff(friend)
  if (user.kind === 'guest' ? !toService : !mayChat(stores, user) && !toService) throw chatRefusals.noChat()
  if (friend.kind === 'guest' && !isStaff(user)) throw chatRefusals.forbidden()
  const roomId = await stores.transactionAsync(
    async (tx) =>
      tx.chat.privateRoomOf(user.id, friend.id)?.roomId ??
      tx.chat.createPrivateRoom(user.id, friend.id, remark, '', clock.now()),
  )
  const found = chat.privateRoomOf(user.id, friend.id)!
  return { roomId, remark: found.remark, friend }
}

/** One contact of the caller; 404 when the friend is not one. */
export function contactDetail(stores: Stores, user: ChatUserRow, friendId: number) {
  const found = stores.chat.privateRoomOf(user.id, friendId)
  const friend = stores.chat.findUser(friendId)
  if (!found || !friend) throw new NotFoundError('联系人不存在')
  return contactOf(stores, { roomId: found.roomId, remark: found.remark, friend }, user.id)
}

/** The guest rooms of the caller: a guest's own, staff see every guest of customer service. */
export function guestFriends(stores: Stores, user: ChatUserRow, page: number, perPage: number) {
  const { chat } = stores
  const owner = isStaff(user) ? chat.serviceUser().id : user.id
  const { items, total } = isStaff(user)
    ? chat.guestRoomsOf(owner, page, perPage)
    : {
        items: chat.contactsOf(user.id).slice((page - 1) * perPage, page * perPage),
        total: chat.contactsOf(user.id).length,
      }
  return { items: items.map((c) => contactOf(stores, c, user.id)), total }
}

/** One guest room of the caller: staff read customer service's, others their own contact. */
export function guestFriend(stores: Stores, user: ChatUserRow, friendId: number) {
  if (isStaff(user)) {
    const found = stores.chat.privateRoomOf(stores.chat.serviceUser().id, friendId)
    const friend = stores.chat.findUser(friendId)
    if (found && friend) return contactOf(stores, { roomId: found.roomId, remark: found.remark, friend })
  }
  return contactDetail(stores, user, friendId)
}
