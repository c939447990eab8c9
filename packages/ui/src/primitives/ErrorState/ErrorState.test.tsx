import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { ErrorState, errorStateActionClass } from './ErrorState'

describe('ErrorState', () => {
  it('announces the title and message as an alert with its way back', async () => {
    const { container } = render(
      <ErrorState
        title="出错了"
        message="系统错误。请再试一次"
        action={
          <a className={errorStateActionClass} href="/">
            返回首页
          </a>
        }
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('出错了')
    expect(alert).toHaveTextContent('系统错误。请再试一次')
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
    await expectNoAxeViolations(container)
  })
})
