import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorState, errorStateActionClass } from './ErrorState'

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: {
    title: '出错了',
    message: '系统错误。请再试一次',
    action: (
      <a className={errorStateActionClass} href="#home">
        返回首页
      </a>
    ),
  },
} satisfies Meta<typeof ErrorState>
export default meta
type Story = StoryObj<typeof meta>

/** With a way back. */
export const WithAction: Story = {}
/** Message only. */
export const MessageOnly: Story = {
  args: { title: '页面不存在', message: '您访问的页面不存在或已被移除。', action: undefined },
}
