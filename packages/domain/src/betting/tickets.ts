import type { Ticket } from './types'

/** The cells of a cells ticket; any other ticket is a caller error. */
export function ticketCells(ticket: Ticket): readonly string[] {
  if (ticket.kind !== 'cells') throw new RangeError(`expected a cells ticket, got ${ticket.kind}`)
  return ticket.cells
}

/** The single cell of a one-cell ticket. */
export function ticketCell(ticket: Ticket): string {
  const cells = ticketCells(ticket)
  if (cells.length !== 1) throw new RangeError(`expected one cell, got ${cells.length}`)
  return cells[0]!
}

/** The position and cell of a position ticket. */
export function ticketPosition(ticket: Ticket): { position: number; cell: string } {
  if (ticket.kind !== 'position') throw new RangeError(`expected a position ticket, got ${ticket.kind}`)
  return ticket
}

/** The legs of a parlay ticket. */
export function ticketLegs(ticket: Ticket): readonly { position: number; cell: string }[] {
  if (ticket.kind !== 'parlay') throw new RangeError(`expected a parlay ticket, got ${ticket.kind}`)
  return ticket.legs
}

/** The leading number of a cell key: '07' → 7, '3尾' → 3, '0头' → 0. */
export function keyNumber(key: string): number {
  const n = Number.parseInt(key, 10)
  if (Number.isNaN(n)) throw new RangeError(`not a number cell: ${key}`)
  return n
}
