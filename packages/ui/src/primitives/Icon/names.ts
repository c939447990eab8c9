/** Names of every icon in the set. */
export const iconNames = [
  'home',
  'database',
  'gameCenter',
  'gallery',
  'profile',
  'betList',
  'promotions',
  'refresh',
  'back',
  'close',
  'search',
  'chevronRight',
  'chevronDown',
  'eye',
  'eyeOff',
  'support',
  'star',
  'starFilled',
  'heart',
  'heartFilled',
  'lock',
  'bell',
  'gift',
  'wallet',
  'plus',
  'check',
  'fish',
  'live',
  'slot',
  'cards',
  'sport',
] as const
/** An icon name. */
export type IconName = (typeof iconNames)[number]

/** Icon sizes: 16, 20, 24 and 32 px. */
export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const
/** An icon size. */
export type IconSize = (typeof iconSizes)[number]
