import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, forwardRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { AppLink, appLinkHrefs, withAppLinks } from '../../test/links'
import { Button } from '../Button/Button'
import { IconButton } from '../IconButton/IconButton'
import { type LinkComponent, LinkProvider, useLinkComponent } from './LinkProvider'

function Probe({ href }: { href: string }) {
  const Link = useLinkComponent()
  return (
    <Link href={href} data-probe="">
      去首页
    </Link>
  )
}

describe('LinkProvider', () => {
  it('renders a plain anchor outside any provider', () => {
    render(<Probe href="/" />)
    const link = screen.getByRole('link', { name: '去首页' })
    expect(link).toHaveAttribute('href', '/')
    expect(link).toHaveAttribute('data-probe')
    expect(appLinkHrefs()).toEqual([])
  })

  it("hands every link inside to the app's component, with the address and the anchor's attributes", () => {
    render(
      withAppLinks(
        <>
          <Probe href="/gallery" />
          <Button href="/auth/register">注册</Button>
          <IconButton icon="back" aria-label="返回" href="/" />
        </>,
      ),
    )
    expect(appLinkHrefs()).toEqual(['/gallery', '/auth/register', '/'])
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('data-variant', 'primary')
    expect(screen.getByRole('link', { name: '返回' })).toHaveAccessibleName('返回')
  })

  it('lets the nearest provider win', () => {
    const Inner: LinkComponent = forwardRef(function Inner(props, ref) {
      return <a ref={ref} data-inner="" {...props} />
    })
    render(
      <LinkProvider component={AppLink}>
        <Probe href="/a" />
        <LinkProvider component={Inner}>
          <Probe href="/b" />
        </LinkProvider>
      </LinkProvider>,
    )
    expect(appLinkHrefs()).toEqual(['/a'])
    expect(document.querySelector('[data-inner]')).toHaveAttribute('href', '/b')
  })

  it("passes refs and presses through the app's component", async () => {
    const user = userEvent.setup()
    const ref = createRef<HTMLElement>()
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      withAppLinks(
        <Button ref={ref} href="/profile" onClick={onClick}>
          我的
        </Button>,
      ),
    )
    expect(ref.current).toBe(screen.getByRole('link', { name: '我的' }))
    await user.click(screen.getByRole('link', { name: '我的' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('keeps a disabled link a plain anchor without an address', () => {
    render(
      withAppLinks(
        <Button href="/profile" disabled>
          我的
        </Button>,
      ),
    )
    expect(screen.getByRole('link', { name: '我的' })).not.toHaveAttribute('href')
    expect(appLinkHrefs()).toEqual([])
  })

  itHasNoAxeViolationsInEveryTheme(() => withAppLinks(<Probe href="/" />))
})
