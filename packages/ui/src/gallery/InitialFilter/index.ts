export { galleryInitials, InitialFilter, type InitialFilterProps } from './InitialFilter'
