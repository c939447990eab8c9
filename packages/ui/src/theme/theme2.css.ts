import { theme2Definition } from './definitions'
import { schemeClasses } from './schemes'

/** theme2's classes, light, dark and following the system. */
export const theme2 = schemeClasses(theme2Definition, 'theme2')
