// @vitest-environment jsdom
import { ToastProvider } from '@liuhe/ui'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FlashToast } from './FlashToast'

/** The text of the app's toast region. */
const shown = () => screen.getByRole('status').textContent

function page(id: number, message: string | null = '操作成功!') {
  return (
    <ToastProvider>
      <FlashToast message={message} id={id} durationMs={1500} />
    </ToastProvider>
  )
}

describe('FlashToast', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('shows the same text again when it arrives again, after the first toast has gone', () => {
    const { rerender } = render(page(1))
    expect(shown()).toBe('操作成功!')
    act(() => vi.advanceTimersByTime(1500))
    expect(shown()).toBe('')
    // A re-render of the same answer shows nothing new.
    rerender(page(1))
    expect(shown()).toBe('')
    // The next answer flashes the same text: it shows again.
    rerender(page(2))
    expect(shown()).toBe('操作成功!')
    act(() => vi.advanceTimersByTime(1500))
    expect(shown()).toBe('')
  })

  it('shows nothing for an answer without a message', () => {
    render(page(1, null))
    expect(shown()).toBe('')
  })
})
