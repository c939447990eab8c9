export { Carousel, type CarouselProps, type CarouselSlide, defaultCarouselIntervalMs } from './Carousel'
