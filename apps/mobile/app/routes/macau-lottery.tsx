import { publicRoute } from '#app/routeAccess.ts'

export const access = publicRoute()

// /macau-lottery is home with the Macau game selected, which is home's default game: the same page.
export { default, ErrorBoundary, loader, meta } from './_index/route.tsx'
