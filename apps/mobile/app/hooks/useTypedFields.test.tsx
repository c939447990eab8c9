// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useHydrated } from './useHydrated'
import { useTypedFields } from './useTypedFields'

/** A login-like form: its button waits for a name once the page runs, as the login page's does. */
function NameForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const [typed, onTyped] = useTypedFields(formRef)
  const hydrated = useHydrated()
  return (
    <form ref={formRef} onChange={onTyped}>
      <input type="hidden" name="intent" value="login" />
      <input aria-label="用户名" name="account" />
      <button type="submit" disabled={hydrated && !typed.account}>
        登录
      </button>
    </form>
  )
}

describe('useTypedFields', () => {
  afterEach(cleanup)

  it('knows what was typed before the form hydrated', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<NameForm />)
    // Typed while the page still waited for its code: no React handler saw it.
    const account = container.querySelector<HTMLInputElement>('input[name="account"]')
    if (account) account.value = 'fresh01'
    await act(async () => {
      render(<NameForm />, { container, hydrate: true })
    })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '登录' }).disabled).toBe(false)
    container.remove()
  })

  it('follows each change, hidden fields included', async () => {
    render(<NameForm />)
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '登录' })
    expect(button.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'demo01' } })
    expect(button.disabled).toBe(false)
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: '' } })
    expect(button.disabled).toBe(true)
  })
})
