export { Pager, type PagerProps } from './Pager'
