import { createContext, type ReactNode, useContext } from 'react'

const NonceContext = createContext<string | undefined>(undefined)

/**
 * The render's Content-Security-Policy nonce, from `entry.server` to the document's inline scripts. In the
 * browser it is undefined: browsers hide a nonce from the DOM once the page is parsed, and scripts added
 * after hydration are modules from the app's own origin, which the policy allows.
 */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>
}

/** The nonce for an inline script of the document, or undefined outside a server render. */
export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
