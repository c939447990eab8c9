export { StatBar, type StatBarProps, type StatBarTone, statBarTones } from './StatBar'
