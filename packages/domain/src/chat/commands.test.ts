import { describe, expect, it } from 'vitest'
import { chatCommands, HIDDEN_CHAT_COMMAND, roomOnlineFrameSchema } from './commands'

describe('chatCommands', () => {
  it('numbers every chat command once, the hidden one 70', () => {
    const numbers = Object.values(chatCommands)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(chatCommands).toMatchObject({ message: 1, loggedInElsewhere: 10, tooManyTabs: 20, ack: 30 })
    expect(HIDDEN_CHAT_COMMAND).toBe(70)
  })

  it('reads the online frame of a room and refuses a malformed one', () => {
    expect(chatCommands.roomOnline).toBe(21)
    expect(roomOnlineFrameSchema.parse({ room_id: 3, online: 0 })).toEqual({ room_id: 3, online: 0 })
    for (const bad of [{ room_id: 3, online: -1 }, { room_id: 0, online: 2 }, { room_id: 3 }, null])
      expect(roomOnlineFrameSchema.safeParse(bad).success).toBe(false)
  })
})
