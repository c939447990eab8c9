import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { SubUserRow } from './SubUserRow'

const row = {
  account: 'team001',
  typeName: '代理',
  rebate: 6.5,
  moneyFen: 109_050,
  createdAt: '2026-11-05 12:00:00',
}

describe('SubUserRow', () => {
  it('shows the account, type, rebate, balance and registration day, linking through the app link', () => {
    render(withAppLinks(<SubUserRow {...row} href="/agent/user-detail/7" />))
    const link = screen.getByRole('link', { name: /team001/ })
    expect(link).toHaveTextContent('代理')
    expect(link).toHaveTextContent('返点 6.5 · 注册于 2026-11-05')
    expect(link).toHaveTextContent('1,090.50')
    expect(appLinkHrefs()).toEqual(['/agent/user-detail/7'])
  })

  it('is a plain row without a detail page', () => {
    render(<SubUserRow {...row} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('team001')).toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => withAppLinks(<SubUserRow {...row} href="/agent/user-detail/7" />))
})
