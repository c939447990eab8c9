export { installBannerHeightPx } from './height'
export { InstallBanner, type InstallBannerProps } from './InstallBanner'
