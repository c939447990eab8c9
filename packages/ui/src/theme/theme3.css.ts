import { theme3Definition } from './definitions'
import { schemeClasses } from './schemes'

/** theme3's classes, light, dark and following the system. */
export const theme3 = schemeClasses(theme3Definition, 'theme3')
