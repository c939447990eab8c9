import type { ChatMessageFrame } from '@liuhe/api/sockets'
import { CHAT_HISTORY_LIMIT, chatBubbleColorOf } from '@liuhe/domain'
import { data } from '@remix-run/node'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { type ChatIdentity, chatFailure, chatHeaders, chatSession } from '#app/server/chat/chat.server.ts'
import { platformFor, platformUrl } from '#app/server/platform/platform.server.ts'
import { invariantResponse } from '#app/server/request/errors.server.ts'
import { chatIdParam } from './chatRoutes.server'

/** The public origin uploaded chat images are served from. */
const assetOrigin = () => new URL(platformUrl('/')).origin

/**
 * A chat page's answer: what `load` finds (with the guest identity's cookie when one was made), or the
 * maintenance state when the chat service refuses (see `chatFailure`, which sends other failures on).
 */
export async function chatPageData<T extends object>(
  request: Request,
  load: () => Promise<{ page: T; setCookie?: string }>,
) {
  try {
    const { page, setCookie } = await load()
    return data({ kind: 'chat' as const, ...page }, { headers: chatHeaders(setCookie) })
  } catch (error) {
    return data(
      { kind: 'maintenance' as const, ...(await chatFailure(request, error)) },
      { headers: chatHeaders() },
    )
  }
}

/**
 * The colour of the viewer's own bubbles, as chosen on /setting-chat-color (stored by the platform's
 * `/api/v2/user/chat-theme-color`); none for guests, the default colour, or when the platform does not answer.
 */
async function bubbleColorOf(request: Request, identity: ChatIdentity): Promise<string | undefined> {
  if (identity.isGuest) return undefined
  const { token } = await getViewer(request)
  if (!token) return undefined
  try {
    return chatBubbleColorOf((await platformFor(request, token).account.chatThemeColor(request.signal)).color)
  } catch {
    return undefined
  }
}

/** A public room's page data (room, identity, first history page, own-bubble colour), or the maintenance state. */
export function roomPage(request: Request, roomParam: string | undefined) {
  const roomId = chatIdParam(roomParam, '聊天室不存在')
  return chatPageData(request, async () => {
    const { identity, chat, setCookie } = await chatSession(request, { guests: true })
    const [list, records, bubbleColor] = await Promise.all([
      chat.rooms(),
      chat.records({ room_id: roomId, page: 1, limit: CHAT_HISTORY_LIMIT }),
      bubbleColorOf(request, identity),
    ])
    const room = list.class_groups.flatMap((group) => group.chatroom).find((r) => r.room_id === roomId)
    invariantResponse(room, '聊天室不存在')
    return {
      setCookie,
      page: {
        identity,
        roomId,
        title: room.name,
        online: room.total_people,
        roomEnabled: room.enable_chat,
        records: records as { rows: ChatMessageFrame[]; total: number },
        assetOrigin: assetOrigin(),
        bubbleColor,
      },
    }
  })
}

/**
 * A one-to-one chat's page data: with `friendId`, or customer service (the service account) without it.
 * Members open it as a contact; guests (customer service only) through their guest room.
 */
export function privatePage(
  request: Request,
  options: { friendId?: number; nickname?: string; guests: boolean },
) {
  return chatPageData(request, async () => {
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
    const [records, bubbleColor] = await Promise.all([
      chat.records({ room_id: contact.room_id, page: 1, limit: CHAT_HISTORY_LIMIT, talk_type: 2 }),
      bubbleColorOf(request, identity),
    ])
    return {
      setCookie,
      page: {
        identity,
        roomId: contact.room_id,
        talkType: 2,
        friendId,
        title: contact.nickname || options.nickname || '私聊',
        records: records as { rows: ChatMessageFrame[]; total: number },
        assetOrigin: assetOrigin(),
        bubbleColor,
      },
    }
  })
}

/**
 * The betting page's chat panel: the game's room (found by its game id) as a room page answers it, with the
 * people in it now and the member's unread count there (`GET /api/chat/unread`); `null` when the game has no room.
 */
export async function gameRoomPanel(request: Request, gameId: number) {
  const { identity, chat, setCookie } = await chatSession(request, { guests: true })
  const list = await chat.rooms()
  const room = list.class_groups.flatMap((group) => group.chatroom).find((r) => r.game_id === gameId)
  if (!room) return { panel: null, setCookie }
  const [records, bubbleColor, unread] = await Promise.all([
    chat.records({ room_id: room.room_id, page: 1, limit: CHAT_HISTORY_LIMIT }),
    bubbleColorOf(request, identity),
    // The room's count from the member's read marks (none for guests, or when the platform cannot tell).
    identity.isGuest
      ? Promise.resolve(0)
      : chat
          .unread()
          .then((counts) => counts.rooms.find((r) => r.room_id === room.room_id)?.unread ?? 0)
          .catch(() => 0),
  ])
  return {
    setCookie,
    panel: {
      kind: 'chat' as const,
      identity,
      roomId: room.room_id,
      title: room.name,
      online: room.total_people,
      unread,
      roomEnabled: room.enable_chat,
      records: records as { rows: ChatMessageFrame[]; total: number },
      assetOrigin: assetOrigin(),
      bubbleColor,
    },
  }
}

/** What {@link gameRoomPanel} answers the page. */
export type GameRoomPanel = NonNullable<Awaited<ReturnType<typeof gameRoomPanel>>['panel']>
