export { FloatingIcon, type FloatingIconProps, type FloatingIconState } from './FloatingIcon'
