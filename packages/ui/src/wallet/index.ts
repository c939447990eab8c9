export * from './AmountInput'
export * from './BankCardRow'
