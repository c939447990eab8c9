import type { Meta, StoryObj } from '@storybook/react-vite'
import { forwardRef, useMemo, useState } from 'react'
import { Button } from '../Button/Button'
import { IconButton } from '../IconButton/IconButton'
import { type LinkComponent, LinkProvider } from './LinkProvider'

/** The links every story renders: a button link and an icon link. */
function Links() {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button href="/auth/register">注册</Button>
      <IconButton icon="back" aria-label="返回" href="/" />
    </div>
  )
}

/** A router-like link: it keeps the page and reports where it would have gone. */
function RouterDemo() {
  const [last, setLast] = useState('—')
  // One component for the story's life: a new one on every render would remount the links.
  const RouterLink = useMemo<LinkComponent>(
    () =>
      forwardRef(function RouterLink({ href, onClick, ...rest }, ref) {
        return (
          <a
            ref={ref}
            href={href}
            {...rest}
            onClick={(event) => {
              onClick?.(event)
              event.preventDefault()
              setLast(href)
            }}
          />
        )
      }),
    [],
  )
  return (
    <LinkProvider component={RouterLink}>
      <Links />
      <p>上次导航：{last}</p>
    </LinkProvider>
  )
}

const meta = {
  title: 'Primitives/LinkProvider',
  component: LinkProvider,
  args: { component: undefined as unknown as LinkComponent, children: null },
} satisfies Meta<typeof LinkProvider>
export default meta
type Story = StoryObj<typeof meta>

/** Without a provider: plain anchors. */
export const PlainAnchors: Story = { render: () => <Links /> }

/** With an app's router link: pressing a link navigates inside the app (here it only reports the address). */
export const WithRouterLink: Story = { render: () => <RouterDemo /> }
