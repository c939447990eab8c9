export { GalleryCard, type GalleryCardProps, galleryUpdatedLabel } from './GalleryCard'
