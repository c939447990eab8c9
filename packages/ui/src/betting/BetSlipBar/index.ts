export { BetSlipBar, type BetSlipBarProps, betSlipTexts } from './BetSlipBar'
