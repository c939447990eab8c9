export {
  Avatar,
  type AvatarProps,
  type AvatarSize,
  avatarDrawings,
  avatarIdRange,
  avatarSizes,
  isAvatarId,
} from './Avatar'
