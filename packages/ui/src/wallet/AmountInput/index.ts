export { AmountInput, type AmountInputProps, amountLimitHint, cleanAmountText } from './AmountInput'
