import { RemixBrowser } from '@remix-run/react'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { captureInstallPrompt, registerServiceWorker } from './pwa'

captureInstallPrompt()

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
}

// The server's HTML is the whole page: let the browser paint it before hydration's long task. When the
// scripts are already at hand (a fast network, a repeat visit with cached scripts) the browser would
// otherwise show nothing until hydration is done. A tab opened in the background hydrates right away.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0))
else hydrate()

registerServiceWorker()
