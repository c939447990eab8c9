/** Home scroll distance after which the back-to-top button appears. */
export const BACK_TO_TOP_PX = 3000
/** Carousel autoplay interval (loops, pauses on mouse enter). */
export const CAROUSEL_AUTOPLAY_MS = 3000
/** How long the balance refresh spinner turns (1000 ms on theme4's home page). */
export const BALANCE_SPINNER_MS = 500

/** The install-app banner shows when a download link exists for the device and it was not closed. */
export function showsInstallBanner(
  links: { iosDownloadUrl?: string | null; androidDownloadUrl?: string | null },
  device: 'ios' | 'android',
  closed: boolean,
): boolean {
  const link = device === 'ios' ? links.iosDownloadUrl : links.androidDownloadUrl
  return !closed && Boolean(link)
}

/** The add-to-home-screen prompt: only on the index route, in Safari on Apple devices, when not installed. */
export function showsAddToHomeScreen(input: {
  routeName: string
  isAppleSafari: boolean
  standalone: boolean
}): boolean {
  return input.routeName === 'index' && input.isAppleSafari && !input.standalone
}
