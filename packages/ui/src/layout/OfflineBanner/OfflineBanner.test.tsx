import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { OfflineBanner } from './OfflineBanner'

describe('OfflineBanner', () => {
  it('says the page is offline and when it was last updated, as a status', () => {
    render(<OfflineBanner updatedAt="11-25 20:33" />)
    expect(screen.getByRole('status')).toHaveTextContent('离线 · 上次更新 11-25 20:33')
  })

  it('says only 离线 when the time is unknown', () => {
    render(<OfflineBanner />)
    expect(screen.getByRole('status').textContent).toBe('离线')
  })

  itHasNoAxeViolationsInEveryTheme(() => <OfflineBanner updatedAt="11-25 20:33" />)
})
