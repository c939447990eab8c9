export { InstallBanner, type InstallBannerProps } from './InstallBanner'
