import { describe, expect, it } from 'vitest'
import { keyNumber, ticketCell, ticketCells, ticketLegs, ticketPosition } from './tickets'
import type { Ticket } from './types'

const cells: Ticket = { kind: 'cells', cells: ['07', '08'] }
const position: Ticket = { kind: 'position', position: 2, cell: '大' }
const parlay: Ticket = { kind: 'parlay', legs: [{ position: 1, cell: '大' }] }

describe('tickets', () => {
  it('reads the part of a ticket its play judges', () => {
    expect(ticketCells(cells)).toEqual(['07', '08'])
    expect(ticketCell({ kind: 'cells', cells: ['07'] })).toBe('07')
    expect(ticketPosition(position)).toEqual(position)
    expect(ticketLegs(parlay)).toEqual(parlay.legs)
    expect([keyNumber('07'), keyNumber('3尾'), keyNumber('0头')]).toEqual([7, 3, 0])
  })

  it('refuses a ticket of another shape, which only a caller bypassing validation can pass', () => {
    expect(() => ticketCells(position)).toThrow(RangeError)
    expect(() => ticketCell(cells)).toThrow(RangeError)
    expect(() => ticketPosition(cells)).toThrow(RangeError)
    expect(() => ticketLegs(cells)).toThrow(RangeError)
    expect(() => keyNumber('大')).toThrow(RangeError)
  })
})
