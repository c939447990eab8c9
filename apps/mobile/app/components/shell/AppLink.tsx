import type { LinkComponentProps } from '@liuhe/ui'
import { Link } from '@remix-run/react'
import { forwardRef } from 'react'

/** A path of this app: starts with one '/' (`//` or `/\` would lead to another host). */
const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')

/**
 * The design system's links in this app: paths of the app go through Remix's `Link`, so they navigate
 * without reloading the page (and run the route guard as a data request); other addresses (other sites,
 * `#fragments`) stay plain anchors.
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AppLink(
  { href, ...rest },
  ref,
) {
  if (isAppPath(href)) return <Link ref={ref} to={href} {...rest} />
  return <a ref={ref} href={href} {...rest} />
})
