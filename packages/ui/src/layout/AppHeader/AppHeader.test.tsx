import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { HeaderBalance } from '../HeaderBalance'
import { AppHeader } from './AppHeader'

describe('AppHeader', () => {
  it('offers a guest login and register', () => {
    render(<AppHeader companyName="六合资讯" />)
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/auth/login')
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/auth/register')
    expect(screen.getByRole('link', { name: '六合资讯' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-signed-in')
  })

  it('sends login and register where it is told', () => {
    render(<AppHeader companyName="六合资讯" account={null} loginHref="/in" registerHref="/up" />)
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/in')
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/up')
  })

  it('shows a logo image named by the company', () => {
    render(<AppHeader companyName="六合资讯" logoSrc="/logo.png" />)
    expect(screen.getByRole('img', { name: '六合资讯' })).toHaveAttribute('src', '/logo.png')
  })

  it('shows the signed-in account part instead of login and register', () => {
    render(<AppHeader companyName="六合资讯" account={<HeaderBalance balance={12345.6} />} />)
    expect(screen.getByRole('banner')).toHaveAttribute('data-signed-in', 'true')
    expect(screen.getByRole('banner')).toHaveTextContent('余额12,345.60')
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '注册' })).not.toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      <AppHeader companyName="六合资讯" />
      <AppHeader companyName="六合资讯" account={<HeaderBalance balance={8} />} />
    </>
  ))
})
