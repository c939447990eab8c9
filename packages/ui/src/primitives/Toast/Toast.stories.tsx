import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { Button } from '../Button/Button'
import { ToastProvider, useToast } from './Toast'

const messages = [
  '请先登录',
  '复制成功',
  '操作频繁，请稍后试试',
  '试玩账户无法进行该操作，请注册正式账户!',
] as const

function Demo({ initial }: { initial?: string }) {
  const toast = useToast()
  useEffect(() => {
    if (initial) toast.show(initial, { durationMs: 3000 })
  }, [initial, toast])
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {messages.map((message) => (
        <Button key={message} size="sm" variant="secondary" onClick={() => toast.show(message)}>
          {message}
        </Button>
      ))}
    </div>
  )
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  args: { children: null },
} satisfies Meta<typeof ToastProvider>
export default meta
type Story = StoryObj<typeof meta>

/** Press a button to show its toast; only one shows at a time. */
export const Interactive: Story = {
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
}

/** A toast on screen. */
export const Showing: Story = {
  render: () => (
    <ToastProvider>
      <Demo initial="请先登录" />
    </ToastProvider>
  ),
}
