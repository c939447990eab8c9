import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { HeaderBalance } from '../HeaderBalance'
import { AppHeader } from './AppHeader'

const links = { homeHref: '/', loginHref: '/auth/login', registerHref: '/auth/register' }

describe('AppHeader', () => {
  it('offers a guest login and register where it is told', () => {
    render(<AppHeader companyName="六合资讯" account={null} {...links} />)
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/auth/login')
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/auth/register')
    expect(screen.getByRole('link', { name: '六合资讯' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-signed-in')
  })

  it('knows no addresses of its own: without them, no buttons and a logo that is not a link', () => {
    render(<AppHeader companyName="六合资讯" loginHref="/in" />)
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/in')
    expect(screen.queryByRole('link', { name: '注册' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '六合资讯' })).not.toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent('六合资讯')
  })

  it("renders its links with the app's link component", () => {
    render(withAppLinks(<AppHeader companyName="六合资讯" {...links} />))
    expect(appLinkHrefs()).toEqual(['/', '/auth/login', '/auth/register'])
  })

  it('shows a logo image named by the company', () => {
    render(<AppHeader companyName="六合资讯" logoSrc="/logo.png" homeHref="/" />)
    expect(screen.getByRole('img', { name: '六合资讯' })).toHaveAttribute('src', '/logo.png')
  })

  it('shows the signed-in account part instead of login and register', () => {
    render(<AppHeader companyName="六合资讯" {...links} account={<HeaderBalance balance={12345.6} />} />)
    expect(screen.getByRole('banner')).toHaveAttribute('data-signed-in', 'true')
    expect(screen.getByRole('banner')).toHaveTextContent('余额12,345.60')
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '注册' })).not.toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      <AppHeader companyName="六合资讯" {...links} />
      <AppHeader companyName="六合资讯" {...links} account={<HeaderBalance balance={8} />} />
      <AppHeader companyName="六合资讯" />
    </>
  ))
})
