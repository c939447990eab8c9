import { describe, expect, it } from 'vitest'
import { chatCommands, HIDDEN_CHAT_COMMAND } from './commands'

describe('chatCommands', () => {
  it('numbers every chat command once, the hidden one 70', () => {
    const numbers = Object.values(chatCommands)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(chatCommands).toMatchObject({ message: 1, loggedInElsewhere: 10, tooManyTabs: 20, ack: 30 })
    expect(HIDDEN_CHAT_COMMAND).toBe(70)
  })
})
