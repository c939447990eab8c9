import { useRouteLoaderData } from '@remix-run/react'
import type { loader } from '#app/root.tsx'

/** The root loader's data: theme, navigation, the viewer summary (null for guests) and the company code. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root')
  if (!data) throw new Error('useRootData must be used below the root route.')
  return data
}

/** The viewer summary, or null for a guest. */
export function useViewer() {
  return useRootData().viewer
}
