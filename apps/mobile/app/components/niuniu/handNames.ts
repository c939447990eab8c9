import { niuNiuPlayers } from '@liuhe/domain'

/** The hands of a lucky niu niu draw in page order: the banker, then the five player hands. */
export const niuNiuHandNames = ['庄', ...niuNiuPlayers] as const
/** One hand of a draw: 庄 or 闲一 … 闲五. */
export type NiuNiuHandName = (typeof niuNiuHandNames)[number]
