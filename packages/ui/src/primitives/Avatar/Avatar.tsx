import * as styles from './Avatar.css'

/** Avatar sizes: 32, 48 and 64 px. */
export const avatarSizes = ['sm', 'md', 'lg'] as const
/** An avatar size. */
export type AvatarSize = (typeof avatarSizes)[number]

/** Each drawn avatar: a background colour and an animal character (ids 1–16). */
export const avatarDrawings = [
  { background: '#f25c54', animal: '鼠' },
  { background: '#f4845f', animal: '牛' },
  { background: '#f7b267', animal: '虎' },
  { background: '#e9c46a', animal: '兔' },
  { background: '#90be6d', animal: '龙' },
  { background: '#43aa8b', animal: '蛇' },
  { background: '#4d908e', animal: '马' },
  { background: '#577590', animal: '羊' },
  { background: '#277da1', animal: '猴' },
  { background: '#4361ee', animal: '鸡' },
  { background: '#7209b7', animal: '狗' },
  { background: '#b5179e', animal: '猪' },
  { background: '#f72585', animal: '猫' },
  { background: '#8d6e63', animal: '熊' },
  { background: '#5e548e', animal: '鹿' },
  { background: '#2a9d8f', animal: '鹤' },
] as const

/** Lowest and highest avatar ids. */
export const avatarIdRange = { min: 1, max: avatarDrawings.length } as const

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Avatar id 1–16; a missing or unknown id shows the default avatar. */
  id?: number | null
  /** Size; defaults to `md`. */
  size?: AvatarSize
  /** Accessible name; defaults to 头像. */
  label?: string
}

/** True when `id` names one of the drawn avatars. */
export function isAvatarId(id: number | null | undefined): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= avatarIdRange.min && id <= avatarIdRange.max
}

/** A user's avatar: one of 16 drawn animals, or a neutral silhouette by default. */
export function Avatar({ id, size = 'md', label = '头像' }: AvatarProps) {
  const drawing = isAvatarId(id) ? avatarDrawings[id - 1] : undefined
  return (
    <svg
      className={styles.avatar({ size })}
      viewBox="0 0 48 48"
      role="img"
      aria-label={label}
      data-avatar={drawing ? id : 'default'}
    >
      {drawing ? (
        <>
          <circle cx="24" cy="24" r="24" fill={drawing.background} />
          <circle cx="24" cy="24" r="17" fill="#ffffff" opacity="0.18" />
          <text
            x="24"
            y="25"
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize="22"
            fontWeight="700"
            fill="#ffffff"
            fontFamily="'PingFang SC', 'Noto Sans CJK SC', sans-serif"
          >
            {drawing.animal}
          </text>
        </>
      ) : (
        <>
          <circle cx="24" cy="24" r="24" fill="#c9ced6" />
          <circle cx="24" cy="19" r="8" fill="#ffffff" />
          <path d="M9 42a15 13 0 0 1 30 0z" fill="#ffffff" />
        </>
      )}
    </svg>
  )
}
