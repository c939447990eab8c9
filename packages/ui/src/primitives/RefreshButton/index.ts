export { RefreshButton, type RefreshButtonProps } from './RefreshButton'
