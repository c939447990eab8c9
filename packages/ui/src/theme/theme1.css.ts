import { theme1Definition } from './definitions'
import { schemeClasses } from './schemes'

/** theme1's classes, light, dark and following the system. */
export const theme1 = schemeClasses(theme1Definition, 'theme1')
