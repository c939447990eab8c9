import {
  ALL_PROVIDERS,
  filterByProviders,
  initialProviderFilter,
  type ProviderFilterState,
  providerFilterReducer,
} from '@liuhe/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useReducer } from 'react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { ProviderDrawer, type ProviderOption } from './ProviderDrawer'

const options: ProviderOption[] = [
  { liveCode: ALL_PROVIDERS, providerName: '所有平台' },
  { liveCode: 'AG', providerName: 'AG亚游', providerUrl: '/AG.svg' },
  { liveCode: 'PG', providerName: 'PG电子', providerUrl: '/PG.svg' },
  { liveCode: 'KY', providerName: '开元棋牌', providerUrl: '/KY.svg' },
]
const games = [
  { gameId: 1, gameName: '百家乐', liveCode: 'AG' },
  { gameId: 2, gameName: '麻将胡了', liveCode: 'PG' },
  { gameId: 3, gameName: '抢庄牛牛', liveCode: 'KY' },
]

/** The drawer wired to the domain's state machine, as the game center wires it. */
function Harness({ initial }: { initial?: ProviderFilterState }) {
  const [state, dispatch] = useReducer(
    providerFilterReducer,
    initial ?? initialProviderFilter(options.slice(1).map((o) => o.liveCode)),
  )
  return (
    <>
      <button type="button" onClick={() => dispatch({ type: 'open' })}>
        筛选
      </button>
      <ul aria-label="游戏">
        {filterByProviders(games, state.applied).map((g) => (
          <li key={g.gameId}>{g.gameName}</li>
        ))}
      </ul>
      <ProviderDrawer
        open={state.open}
        options={options}
        selected={state.draft}
        onToggle={(code) => dispatch({ type: 'toggle', code })}
        onReset={() => dispatch({ type: 'reset' })}
        onDone={() => dispatch({ type: 'done' })}
        onClose={() => dispatch({ type: 'close' })}
      />
    </>
  )
}

const box = (name: string) => screen.getByRole('checkbox', { name })
const shown = () => screen.getAllByRole('listitem', { hidden: true }).map((li) => li.textContent)

describe('ProviderDrawer', () => {
  it('opens as 所有供应商 with all platforms first and checked', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '筛选' }))
    expect(screen.getByRole('dialog', { name: '所有供应商' })).toBeInTheDocument()
    const boxes = screen.getAllByRole('checkbox')
    expect(boxes.map((b) => b.textContent)).toEqual(['所有平台', 'AG亚游', 'PG电子', '开元棋牌'])
    expect(box('所有平台')).toHaveAttribute('aria-checked', 'true')
    expect(box('AG亚游')).toHaveAttribute('aria-checked', 'false')
  })

  it('multi-selects, unchecks all platforms, and applies only on 完成', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '筛选' }))
    await user.click(box('AG亚游'))
    await user.click(box('开元棋牌'))
    expect(box('所有平台')).toHaveAttribute('aria-checked', 'false')
    expect(box('AG亚游')).toHaveAttribute('aria-checked', 'true')
    expect(shown()).toEqual(['百家乐', '麻将胡了', '抢庄牛牛'])
    await user.click(screen.getByRole('button', { name: '完成' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(shown()).toEqual(['百家乐', '抢庄牛牛'])
  })

  it('重置 reverts the draft to what is applied; closing discards the draft', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '筛选' }))
    await user.click(box('PG电子'))
    await user.click(screen.getByRole('button', { name: '完成' }))
    expect(shown()).toEqual(['麻将胡了'])
    await user.click(screen.getByRole('button', { name: '筛选' }))
    expect(box('PG电子')).toHaveAttribute('aria-checked', 'true')
    await user.click(box('AG亚游'))
    await user.click(screen.getByRole('button', { name: '重置' }))
    expect(box('AG亚游')).toHaveAttribute('aria-checked', 'false')
    expect(box('PG电子')).toHaveAttribute('aria-checked', 'true')
    await user.click(box('所有平台'))
    expect(box('PG电子')).toHaveAttribute('aria-checked', 'false')
    await user.keyboard('{Escape}')
    expect(shown()).toEqual(['麻将胡了'])
    await user.click(screen.getByRole('button', { name: '筛选' }))
    expect(box('PG电子')).toHaveAttribute('aria-checked', 'true')
  })

  it('is operable with the keyboard: Space toggles a choice', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '筛选' }))
    box('AG亚游').focus()
    await user.keyboard(' ')
    expect(box('AG亚游')).toHaveAttribute('aria-checked', 'true')
  })

  itHasNoAxeViolationsInEveryTheme(
    () => <Harness initial={{ ...initialProviderFilter(['AG', 'PG', 'KY']), open: true }} />,
    { scope: 'document' },
  )
})
