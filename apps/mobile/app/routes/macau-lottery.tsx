// /macau-lottery is home with the Macau game selected, which is home's default game: the same page.
export { default, ErrorBoundary, loader, meta } from './_index/route.tsx'
