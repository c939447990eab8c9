import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { InstallBanner } from './InstallBanner'

describe('InstallBanner', () => {
  it('links 下载 to the download address', () => {
    render(<InstallBanner href="https://example.com/app.ipa" title="六合资讯APP" description="开奖直播" />)
    expect(screen.getByRole('complementary', { name: '六合资讯APP' })).toHaveTextContent('开奖直播')
    expect(screen.getByRole('link', { name: '下载' })).toHaveAttribute('href', 'https://example.com/app.ipa')
  })

  it('is not shown without a download address', () => {
    const { container } = render(<InstallBanner href="" title="六合资讯APP" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('closes with 关闭 and tells the caller', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<InstallBanner href="https://example.com/app.apk" title="六合资讯APP" onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <InstallBanner
      href="https://example.com/app.apk"
      title="六合资讯APP"
      description="开奖直播"
      iconSrc="/icon.png"
    />
  ))
})
