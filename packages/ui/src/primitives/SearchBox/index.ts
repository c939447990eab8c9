export { SearchBox, type SearchBoxProps } from './SearchBox'
