import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Button } from '../Button/Button'
import { ConfirmDialog, Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from './Dialog'

const meta = {
  title: 'Primitives/Dialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: '温馨提示',
    message: '立即进入游戏!',
  },
} satisfies Meta<typeof ConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

/** Game-launch confirmation with the default 取消 / 确定. */
export const Confirm: Story = {}

/** New private message prompt with 立即查看. */
export const NewMessage: Story = {
  args: { title: '您有一条新消息！', message: '是否立即查看？', confirmLabel: '立即查看' },
}

/** Information only: no cancel button. */
export const ConfirmOnly: Story = {
  args: { title: '请先登录', message: undefined, hideCancel: true },
}

/** A general dialog opened from a trigger. */
export const WithTrigger: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogTrigger>
        <Button>打开</Button>
      </DialogTrigger>
      <DialogContent title="专属域名" description="您的专属加密域名：vip.example.com">
        <DialogActions>
          <DialogClose>
            <Button>知道了</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  ),
}
