export { type GameShortcutKey, GameShortcuts, type GameShortcutsProps, gameShortcuts } from './GameShortcuts'
