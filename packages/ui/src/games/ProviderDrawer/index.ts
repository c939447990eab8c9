export { ProviderDrawer, type ProviderDrawerProps, type ProviderOption } from './ProviderDrawer'
