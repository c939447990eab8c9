import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Drawer } from './Drawer'

function Example({ onReset, onDone }: { onReset?: () => void; onDone?: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <Drawer open={open} onOpenChange={setOpen} title="所有供應商" onReset={onReset} onDone={onDone}>
      <p>所有平台</p>
    </Drawer>
  )
}

describe('Drawer', () => {
  it('is a named dialog with 重置 and 完成; 完成 closes it', async () => {
    const user = userEvent.setup()
    const onReset = vi.fn()
    const onDone = vi.fn()
    render(<Example onReset={onReset} onDone={onDone} />)
    expect(screen.getByRole('dialog', { name: '所有供應商' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '重置' }))
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '完成' }))
    expect(onDone).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes with its close button and with Escape, and has no actions when none are given', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Example />)
    expect(screen.queryByRole('button', { name: '重置' })).toBeNull()
    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    unmount()
    render(<Example />)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => <Example onReset={() => {}} onDone={() => {}} />, {
    scope: 'document',
  })
})
