// The bet form's limits and messages, apart from its schemas: a page that shows the messages does not load
// the validation library with them.

/** Most bets one form may carry (a full 特码 grid is 49). */
export const MAX_BETS_PER_FORM = 100

/** Messages of the bet form. */
export const betFormTexts = {
  /** No amount typed. */
  amountRequired: '请输入投注金额',
  /** An amount that is not a whole number of 元. */
  amountWhole: '投注金额必须为整数',
  /** Nothing picked. */
  nothingPicked: '请选择投注项',
} as const
