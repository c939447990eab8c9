import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { RedPacket } from './RedPacket'

describe('RedPacket', () => {
  it('grabs a closed packet on press or Enter', async () => {
    const user = userEvent.setup()
    const onOpen = vi.fn()
    const onDetails = vi.fn()
    render(<RedPacket state="closed" greeting="好运" sender="小明" onOpen={onOpen} onDetails={onDetails} />)
    const button = screen.getByRole('button', { name: '红包：好运，点击领取红包' })
    expect(screen.getByText('小明的红包')).toBeInTheDocument()
    await user.click(button)
    button.focus()
    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenCalledTimes(2)
    expect(onDetails).not.toHaveBeenCalled()
  })

  it('shows the share in 元 once opened and leads to the details', async () => {
    const user = userEvent.setup()
    const onOpen = vi.fn()
    const onDetails = vi.fn()
    render(<RedPacket state="opened" shareFen={1288} onOpen={onOpen} onDetails={onDetails} />)
    await user.click(screen.getByRole('button', { name: '红包：恭喜发财，大吉大利，已领取 12.88元' }))
    expect(onDetails).toHaveBeenCalledOnce()
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('says the packet is grabbed out, and is no button without handlers', () => {
    render(<RedPacket state="grabbed-out" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(
      screen.getByRole('figure', { name: '红包：恭喜发财，大吉大利，手慢了，红包已抢完' }),
    ).toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => <RedPacket state="closed" greeting="好运" onOpen={() => {}} />)
})
