export { PinInput, type PinInputProps, pinLength } from './PinInput'
