import { forwardRef, type ReactElement } from 'react'
import { type LinkComponent, LinkProvider } from '../primitives/LinkProvider'

/** Stands in for an app's router link: renders an anchor marked `data-app-link`. */
export const AppLink: LinkComponent = forwardRef(function AppLink(props, ref) {
  return <a ref={ref} data-app-link="" {...props} />
})

/** `ui` inside a `LinkProvider` that renders its links with {@link AppLink}. */
export function withAppLinks(ui: ReactElement): ReactElement {
  return <LinkProvider component={AppLink}>{ui}</LinkProvider>
}

/** Addresses of the anchors {@link AppLink} rendered under `root`, in document order. */
export function appLinkHrefs(root: ParentNode = document): (string | null)[] {
  return [...root.querySelectorAll('a[data-app-link]')].map((anchor) => anchor.getAttribute('href'))
}
