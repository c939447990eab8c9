import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Spinner, spinnerSizes } from './Spinner'

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="加载中" />)
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument()
  })

  it('is hidden from screen readers without a label', () => {
    const { container } = render(<Spinner />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label="加载中" />
      ))}
    </>
  ))
})
