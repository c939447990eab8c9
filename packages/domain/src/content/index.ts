export * from './content'
export * from './galleryWalk'
export * from './page'
export * from './poll'
