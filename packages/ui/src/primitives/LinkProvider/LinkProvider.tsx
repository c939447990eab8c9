import {
  type AnchorHTMLAttributes,
  createContext,
  type ForwardRefExoticComponent,
  forwardRef,
  type ReactNode,
  type RefAttributes,
  useContext,
} from 'react'

/** What every link of the design system passes to the link component: an anchor's attributes and its address. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes: a path of the app, an absolute URL or a `#fragment`. */
  href: string
}

/**
 * Renders every link of the design system. It must render an anchor with the props it is given and forward
 * its ref to it (components such as `Button` pass refs on), hence `forwardRef`.
 */
export type LinkComponent = ForwardRefExoticComponent<LinkComponentProps & RefAttributes<HTMLAnchorElement>>

/** The link component outside any provider: a plain anchor, so every link works without a router. */
const PlainLink: LinkComponent = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function PlainLink(props, ref) {
    return <a ref={ref} {...props} />
  },
)

const LinkComponentContext = createContext<LinkComponent>(PlainLink)

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  /** The app's link, e.g. one that hands paths of the app to its router so they navigate client-side. */
  component: LinkComponent
  /** The part of the app whose links it renders. */
  children: ReactNode
}

/**
 * Gives every link of the design system inside it (buttons with `href`, cards, navigation bars) the app's
 * link component; the design system itself knows no router.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>
}

/** The link component in effect: the nearest `LinkProvider`'s, or a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext)
}
