export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
  iconButtonSizes,
  iconButtonVariants,
} from './IconButton'
