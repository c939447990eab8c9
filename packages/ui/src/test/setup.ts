import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Test files share one jsdom per worker (vitest.config.ts, `isolate: false`): each test starts from an empty
// page, including what a portal or a live region left outside Testing Library's containers.
afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})
