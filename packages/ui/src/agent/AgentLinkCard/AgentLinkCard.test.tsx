import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { AgentLinkCard } from './AgentLinkCard'

const link = {
  code: '52013140',
  link: 'https://m.example/auth/register?code=52013140',
  typeName: '会员',
  rebate: 6.5,
  remark: '朋友圈',
  registCount: 3,
  createdAt: '2026-11-01 10:00:00',
}

describe('AgentLinkCard', () => {
  it('shows the code, address, type, rebate, registrations and time', () => {
    render(<AgentLinkCard {...link} />)
    expect(screen.getByRole('article', { name: '推广码 52013140' })).toBeInTheDocument()
    expect(screen.getByText('52013140')).toBeInTheDocument()
    expect(screen.getByText(link.link)).toBeInTheDocument()
    expect(screen.getByText('会员')).toBeInTheDocument()
    expect(screen.getByText('返点 6.5')).toBeInTheDocument()
    expect(screen.getByText('3')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('copies the code or the address with 复制, and shows the QR code', async () => {
    const user = userEvent.setup()
    const onCopy = vi.fn()
    render(
      <AgentLinkCard
        {...link}
        qrSrc="data:image/png;base64,AA=="
        onCopy={onCopy}
        actions={<a href="#u">修改</a>}
      />,
    )
    expect(screen.getByRole('img', { name: '推广码 52013140 的二维码' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '复制推广码' }))
    await user.click(screen.getByRole('button', { name: '复制推广链接' }))
    expect(onCopy.mock.calls).toEqual([
      ['52013140', 'code'],
      [link.link, 'link'],
    ])
    expect(screen.getByRole('link', { name: '修改' })).toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <AgentLinkCard {...link} qrSrc="data:image/png;base64,AA==" onCopy={() => {}} />
  ))
})
