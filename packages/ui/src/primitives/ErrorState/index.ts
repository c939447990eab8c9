export { ErrorState, type ErrorStateProps, errorStateActionClass } from './ErrorState'
