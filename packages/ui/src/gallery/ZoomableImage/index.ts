export { DOUBLE_TAP_MS, ZoomableImage, type ZoomableImageProps, zoomLimits } from './ZoomableImage'
