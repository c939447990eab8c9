export { type LotteryTab, LotteryTabs, type LotteryTabsProps } from './LotteryTabs'
