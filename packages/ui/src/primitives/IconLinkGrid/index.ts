export { IconLinkGrid, type IconLinkGridProps, type IconLinkItem, iconLinkGridColumns } from './IconLinkGrid'
