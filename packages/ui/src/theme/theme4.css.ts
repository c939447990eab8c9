import { theme4Definition } from './definitions'
import { schemeClasses } from './schemes'

/** theme4's classes, light, dark and following the system. */
export const theme4 = schemeClasses(theme4Definition, 'theme4')
