import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { AppHeader } from './AppHeader'

afterEach(() => vi.useRealTimers())

describe('AppHeader', () => {
  it('offers a guest login and register', () => {
    render(<AppHeader companyName="六合资讯" />)
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/auth/login')
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/auth/register')
    expect(screen.getByRole('link', { name: '六合资讯' })).toHaveAttribute('href', '/')
    expect(screen.queryByText('余额')).not.toBeInTheDocument()
  })

  it('shows a logo image named by the company', () => {
    render(<AppHeader companyName="六合资讯" logoSrc="/logo.png" />)
    expect(screen.getByRole('img', { name: '六合资讯' })).toHaveAttribute('src', '/logo.png')
  })

  it('shows the balance and refreshes it with a 500 ms spin', () => {
    vi.useFakeTimers()
    const onRefresh = vi.fn()
    render(<AppHeader companyName="六合资讯" user={{ balance: 12345.6 }} onRefresh={onRefresh} />)
    expect(screen.getByRole('banner')).toHaveTextContent('余额12,345.60')
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument()
    const refresh = screen.getByRole('button', { name: '刷新余额' })
    fireEvent.click(refresh)
    fireEvent.click(refresh)
    expect(onRefresh).toHaveBeenCalledOnce()
    expect(refresh).toHaveAttribute('data-state', 'spinning')
    act(() => vi.advanceTimersByTime(500))
    expect(refresh).toHaveAttribute('data-state', 'idle')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      <AppHeader companyName="六合资讯" />
      <AppHeader companyName="六合资讯" user={{ balance: 8 }} />
    </>
  ))
})
