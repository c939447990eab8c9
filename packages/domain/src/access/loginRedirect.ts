/** The login page with the page to come back to. */
export function loginRedirect(redirectTo: string): string {
  return `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}`
}
