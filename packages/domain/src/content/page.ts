/** The install-app banner shows when a download link exists for the device and it was not closed. */
export function showsInstallBanner(
  links: { iosDownloadUrl?: string | null; androidDownloadUrl?: string | null },
  device: 'ios' | 'android',
  closed: boolean,
): boolean {
  const link = device === 'ios' ? links.iosDownloadUrl : links.androidDownloadUrl
  return !closed && Boolean(link)
}

/**
 * The add-to-home-screen prompt: only on the index route, when not installed, in Safari on Apple devices (it
 * shows the steps) or where the browser offers its own install prompt (`canPrompt`; the button opens it).
 */
export function showsAddToHomeScreen(input: {
  routeName: string
  isAppleSafari: boolean
  standalone: boolean
  canPrompt?: boolean
}): boolean {
  return input.routeName === 'index' && !input.standalone && (input.isAppleSafari || input.canPrompt === true)
}
