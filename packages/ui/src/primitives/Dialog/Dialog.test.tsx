import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { InTheme } from '../../test/themes'
import { themeClass } from '../../theme/themes'
import { Button } from '../Button/Button'
import {
  ConfirmDialog,
  Dialog,
  DialogActions,
  type DialogActionsProps,
  type DialogButtonPartProps,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogTrigger,
} from './Dialog'

function Confirm(props: {
  onConfirm?: () => void
  onCancel?: () => void
  confirmLabel?: string
  confirmHref?: string
}) {
  const [open, setOpen] = useState(true)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="您有一条新消息！"
      message="是否立即查看？"
      onConfirm={props.onConfirm ?? (() => {})}
      onCancel={props.onCancel}
      confirmLabel={props.confirmLabel}
      confirmHref={props.confirmHref}
    />
  )
}

describe('ConfirmDialog', () => {
  it('is a named, described modal with 取消 and 确定', () => {
    render(<Confirm />)
    const dialog = screen.getByRole('dialog', { name: '您有一条新消息！' })
    expect(dialog).toHaveAccessibleDescription('是否立即查看？')
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument()
  })

  it('confirms with the overridden label and closes', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} confirmLabel="立即查看" />)
    await user.click(screen.getByRole('button', { name: '立即查看' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('confirms through a link when it leads to a page', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(
      withAppLinks(<Confirm onConfirm={onConfirm} confirmLabel="立即查看" confirmHref="/chat-rooms/1" />),
    )
    const link = screen.getByRole('link', { name: '立即查看' })
    expect(appLinkHrefs()).toEqual(['/chat-rooms/1'])
    // A click on the test's stand-in anchor would ask jsdom to navigate; the router's link prevents that.
    link.addEventListener('click', (event) => event.preventDefault())
    await user.click(link)
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('cancels with the button and with Escape', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    const { unmount } = render(<Confirm onCancel={onCancel} />)
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    unmount()
    render(<Confirm onCancel={onCancel} />)
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
  })
})

describe('Dialog', () => {
  it('opens from its trigger, focuses inside and returns focus on close', async () => {
    const user = userEvent.setup()
    render(
      <Dialog>
        <DialogTrigger>
          <Button>打开</Button>
        </DialogTrigger>
        <DialogContent title="专属域名">
          <DialogActions>
            <DialogClose>
              <Button>知道了</Button>
            </DialogClose>
          </DialogActions>
        </DialogContent>
      </Dialog>,
    )
    const trigger = screen.getByRole('button', { name: '打开' })
    await user.click(trigger)
    expect(screen.getByRole('dialog', { name: '专属域名' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '知道了' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(trigger).toHaveFocus()
  })

  it('forwards refs and extra props to its parts, which keep their data-state', async () => {
    const user = userEvent.setup()
    const trigger = createRef<HTMLButtonElement>()
    const content = createRef<HTMLDivElement>()
    const actions = createRef<HTMLDivElement>()
    const close = createRef<HTMLButtonElement>()
    const onEscapeKeyDown = vi.fn()
    render(
      <Dialog>
        <DialogTrigger ref={trigger} data-part="trigger">
          <Button>打开</Button>
        </DialogTrigger>
        <DialogContent ref={content} title="专属域名" data-part="content" onEscapeKeyDown={onEscapeKeyDown}>
          <DialogActions ref={actions} data-part="actions">
            <DialogClose ref={close} aria-describedby="close-hint">
              <Button>知道了</Button>
            </DialogClose>
          </DialogActions>
          <p id="close-hint">关闭后可在我的页面查看</p>
        </DialogContent>
      </Dialog>,
    )
    expect(trigger.current).toBe(screen.getByRole('button', { name: '打开' }))
    expect(trigger.current).toHaveAttribute('data-part', 'trigger')
    expect(trigger.current).toHaveAttribute('data-state', 'closed')
    await user.click(screen.getByRole('button', { name: '打开' }))
    const dialog = screen.getByRole('dialog', { name: '专属域名' })
    expect(content.current).toBe(dialog)
    expect(dialog).toHaveAttribute('data-part', 'content')
    expect(dialog).toHaveAttribute('data-state', 'open')
    expect(trigger.current).toHaveAttribute('data-state', 'open')
    expect(actions.current).toHaveAttribute('data-part', 'actions')
    expect(close.current).toHaveAccessibleDescription('关闭后可在我的页面查看')
    await user.keyboard('{Escape}')
    expect(onEscapeKeyDown).toHaveBeenCalledOnce()
  })

  it('keeps its looks closed: no className or style on any part', () => {
    expectTypeOf<DialogContentProps>().not.toHaveProperty('className')
    expectTypeOf<DialogContentProps>().not.toHaveProperty('style')
    expectTypeOf<DialogActionsProps>().not.toHaveProperty('className')
    expectTypeOf<DialogActionsProps>().not.toHaveProperty('style')
    expectTypeOf<DialogButtonPartProps>().not.toHaveProperty('className')
    expectTypeOf<DialogButtonPartProps>().not.toHaveProperty('style')
  })

  it('renders inside the nearest theme container so it keeps the theme', () => {
    render(
      <InTheme theme="theme2">
        <Confirm />
      </InTheme>,
    )
    expect(screen.getByRole('dialog').closest(`.${themeClass.theme2}`)).not.toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => <Confirm />, { scope: 'document' })
})
