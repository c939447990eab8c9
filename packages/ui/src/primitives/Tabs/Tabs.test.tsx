import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
  type TabsVariant,
  tabsContentSpacings,
  tabsVariants,
} from './Tabs'

function Example({
  variant = 'underline',
  onValueChange,
}: {
  variant?: TabsVariant
  onValueChange?: (v: string) => void
}) {
  return (
    <Tabs defaultValue="a" onValueChange={onValueChange}>
      <TabsList aria-label="彩种" variant={variant}>
        <TabsTrigger value="a">澳门六合彩</TabsTrigger>
        <TabsTrigger value="b">香港六合彩</TabsTrigger>
        <TabsTrigger value="c" disabled>
          快乐六合彩
        </TabsTrigger>
      </TabsList>
      <TabsContent value="a">澳门内容</TabsContent>
      <TabsContent value="b">香港内容</TabsContent>
    </Tabs>
  )
}

describe('Tabs', () => {
  it.each(
    tabsContentSpacings,
  )('labels a single page panel (%s) with the active tab it belongs to', (spacing) => {
    render(
      <Tabs value="b">
        <TabsList aria-label="彩种">
          <TabsTrigger value="a">澳门六合彩</TabsTrigger>
          <TabsTrigger value="b">香港六合彩</TabsTrigger>
        </TabsList>
        <TabsContent value="b" spacing={spacing}>
          香港图纸
        </TabsContent>
      </Tabs>,
    )
    const active = screen.getByRole('tab', { name: '香港六合彩' })
    const panel = screen.getByRole('tabpanel', { name: '香港六合彩' })
    expect(active).toHaveAttribute('aria-controls', panel.id)
    expect(panel).toHaveTextContent('香港图纸')
  })

  it('scrolls a new row only when its active tab is not the first one', async () => {
    const scrollTo = vi.fn()
    const original = HTMLElement.prototype.scrollTo
    HTMLElement.prototype.scrollTo = scrollTo
    try {
      const first = render(<Example />)
      expect(scrollTo).not.toHaveBeenCalled()
      first.unmount()
      render(
        <Tabs defaultValue="b">
          <TabsList aria-label="彩种">
            <TabsTrigger value="a">澳门六合彩</TabsTrigger>
            <TabsTrigger value="b">香港六合彩</TabsTrigger>
          </TabsList>
          <TabsContent value="a">澳门内容</TabsContent>
          <TabsContent value="b">香港内容</TabsContent>
        </Tabs>,
      )
      expect(scrollTo).toHaveBeenCalledOnce()
      // Choosing another tab reveals it.
      await userEvent.setup().click(screen.getByRole('tab', { name: '澳门六合彩' }))
      expect(scrollTo).toHaveBeenCalledTimes(2)
    } finally {
      HTMLElement.prototype.scrollTo = original
    }
  })

  it('switches panels by click and arrow keys, with data-state on the triggers', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Example onValueChange={onValueChange} />)
    expect(screen.getByRole('tablist', { name: '彩种' })).toBeInTheDocument()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('澳门内容')
    await user.click(screen.getByRole('tab', { name: '香港六合彩' }))
    expect(screen.getByRole('tab', { name: '香港六合彩' })).toHaveAttribute('data-state', 'active')
    expect(screen.getByRole('tab', { name: '澳门六合彩' })).toHaveAttribute('data-state', 'inactive')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('香港内容')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: '澳门六合彩' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: '澳门六合彩' })).toHaveAttribute('aria-selected', 'true')
    expect(onValueChange).toHaveBeenLastCalledWith('a')
  })

  it('skips a disabled tab', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('tab', { name: '快乐六合彩' }))
    expect(screen.getByRole('tab', { name: '快乐六合彩' })).toHaveAttribute('data-state', 'inactive')
  })

  it('follows a controlled value', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [value, setValue] = useState('b')
      return (
        <>
          <button type="button" onClick={() => setValue('a')}>
            回到澳门
          </button>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="彩种">
              <TabsTrigger value="a">澳门</TabsTrigger>
              <TabsTrigger value="b">香港</TabsTrigger>
            </TabsList>
          </Tabs>
        </>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('tab', { name: '香港' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('button', { name: '回到澳门' }))
    expect(screen.getByRole('tab', { name: '澳门' })).toHaveAttribute('aria-selected', 'true')
  })

  it('forwards refs and extra props to every part, which keep their data-state', () => {
    const root = createRef<HTMLDivElement>()
    const list = createRef<HTMLDivElement>()
    const trigger = createRef<HTMLButtonElement>()
    const panel = createRef<HTMLDivElement>()
    render(
      <Tabs ref={root} defaultValue="a" data-part="root">
        <TabsList ref={list} aria-label="彩种" data-part="list">
          <TabsTrigger ref={trigger} value="a" data-part="trigger">
            澳门六合彩
          </TabsTrigger>
        </TabsList>
        <TabsContent ref={panel} value="a" data-part="panel">
          澳门内容
        </TabsContent>
      </Tabs>,
    )
    expect(root.current).toHaveAttribute('data-part', 'root')
    expect(list.current).toBe(screen.getByRole('tablist', { name: '彩种' }))
    expect(list.current).toHaveAttribute('data-part', 'list')
    expect(trigger.current).toBe(screen.getByRole('tab', { name: '澳门六合彩' }))
    expect(trigger.current).toHaveAttribute('data-state', 'active')
    expect(trigger.current).toHaveAttribute('data-part', 'trigger')
    expect(panel.current).toBe(screen.getByRole('tabpanel'))
    expect(panel.current).toHaveAttribute('data-state', 'active')
    expect(panel.current).toHaveAttribute('data-part', 'panel')
  })

  it('keeps its looks closed: no className or style on any part', () => {
    expectTypeOf<TabsProps>().not.toHaveProperty('className')
    expectTypeOf<TabsProps>().not.toHaveProperty('style')
    expectTypeOf<TabsListProps>().not.toHaveProperty('className')
    expectTypeOf<TabsListProps>().not.toHaveProperty('style')
    expectTypeOf<TabsTriggerProps>().not.toHaveProperty('className')
    expectTypeOf<TabsTriggerProps>().not.toHaveProperty('style')
    expectTypeOf<TabsContentProps>().not.toHaveProperty('className')
    expectTypeOf<TabsContentProps>().not.toHaveProperty('style')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      {tabsVariants.map((variant) => (
        <Example key={variant} variant={variant} />
      ))}
    </>
  ))
})
