import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Drawer, type DrawerProps } from './Drawer'

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

  it('forwards its ref and extra props to the sheet, which keeps its data-state', () => {
    const ref = createRef<HTMLDivElement>()
    render(
      <Drawer
        ref={ref}
        open
        onOpenChange={() => {}}
        title="添加到主屏幕"
        data-part="sheet"
        aria-describedby="steps"
      >
        <p id="steps">点击分享按钮</p>
      </Drawer>,
    )
    const sheet = screen.getByRole('dialog', { name: '添加到主屏幕' })
    expect(ref.current).toBe(sheet)
    expect(sheet).toHaveAttribute('data-part', 'sheet')
    expect(sheet).toHaveAttribute('data-state', 'open')
    expect(sheet).toHaveAccessibleDescription('点击分享按钮')
  })

  it('keeps its looks closed: no className or style', () => {
    expectTypeOf<DrawerProps>().not.toHaveProperty('className')
    expectTypeOf<DrawerProps>().not.toHaveProperty('style')
  })

  itHasNoAxeViolationsInEveryTheme(() => <Example onReset={() => {}} onDone={() => {}} />, {
    scope: 'document',
  })
})
