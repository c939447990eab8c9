import type { ChatMessageFrame } from '@liuhe/api/sockets'
import { CHAT_HISTORY_LIMIT } from '@liuhe/domain'
import { data } from '@remix-run/node'
import { chatFailure, chatHeaders, chatSession } from '#app/chat.server.ts'
import { invariantResponse } from '#app/errors.server.ts'
import { platformUrl } from '#app/platform.server.ts'

const noStore = { 'Cache-Control': 'private, no-store' }

/** The public origin uploaded chat images are served from. */
const assetOrigin = () => new URL(platformUrl('/')).origin

/** A public room's page data (room, identity, first history page), or the maintenance state. */
export async function roomPage(request: Request, roomParam: string | undefined) {
  const roomId = Number(roomParam)
  invariantResponse(Number.isSafeInteger(roomId) && roomId > 0, '聊天室不存在')
  try {
    const { identity, chat, setCookie } = await chatSession(request, { guests: true })
    const [list, records] = await Promise.all([
      chat.rooms(),
      chat.records({ room_id: roomId, page: 1, limit: CHAT_HISTORY_LIMIT }),
    ])
    const room = list.class_groups.flatMap((group) => group.chatroom).find((r) => r.room_id === roomId)
    invariantResponse(room, '聊天室不存在')
    return data(
      {
        kind: 'chat' as const,
        identity,
        roomId,
        title: room.name,
        roomEnabled: room.enable_chat,
        records: records as { rows: ChatMessageFrame[]; total: number },
        assetOrigin: assetOrigin(),
      },
      { headers: chatHeaders(setCookie) },
    )
  } catch (error) {
    return data(
      { kind: 'maintenance' as const, ...(await chatFailure(request, error)) },
      { headers: noStore },
    )
  }
}

/**
 * A one-to-one chat's page data: with `friendId`, or customer service (the service account) without it.
 * Members open it as a contact; guests (customer service only) through their guest room.
 */
export async function privatePage(
  request: Request,
  options: { friendId?: number; nickname?: string; guests: boolean },
) {
  try {
    const { identity, chat, setCookie } = await chatSession(request, { guests: options.guests })
    const friendId = options.friendId ?? (await chat.rooms()).service_id
    invariantResponse(friendId, '客服暂不可用')
    const contact = identity.isGuest
      ? await chat.guestInitRoom({ friend_id: friendId })
      : await chat.createAcceptContact({
          friend_id: friendId,
          avatarId: identity.avatarId,
          friend_avatarId: 1,
          nickname: identity.nickname,
          friend_nickname: options.nickname ?? '',
        })
    const records = await chat.records({
      room_id: contact.room_id,
      page: 1,
      limit: CHAT_HISTORY_LIMIT,
      talk_type: 2,
    })
    return data(
      {
        kind: 'chat' as const,
        identity,
        roomId: contact.room_id,
        talkType: 2,
        friendId,
        title: contact.nickname || options.nickname || '私聊',
        records: records as { rows: ChatMessageFrame[]; total: number },
        assetOrigin: assetOrigin(),
      },
      { headers: chatHeaders(setCookie) },
    )
  } catch (error) {
    return data(
      { kind: 'maintenance' as const, ...(await chatFailure(request, error)) },
      { headers: noStore },
    )
  }
}
