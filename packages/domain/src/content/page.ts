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
