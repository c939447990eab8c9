import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { WinBanner } from './WinBanner'

describe('WinBanner', () => {
  it('announces the win with names cut to 8 characters and the reward in 元', () => {
    render(<WinBanner nickname="超级幸运的玩家一号啊" gameName="澳门六合彩" reward="1288.5" />)
    expect(screen.getByRole('status')).toHaveTextContent(
      '恭喜 超级幸运的玩家一... 在 澳门六合彩 中奖 1288.5元',
    )
  })

  itHasNoAxeViolationsInEveryTheme(() => <WinBanner nickname="幸运星" gameName="澳门六合彩" reward={10} />)
})
