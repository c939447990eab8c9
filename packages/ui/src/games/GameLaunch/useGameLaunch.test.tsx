import { fromChinaTime, type GameLike, guestViewer, type Viewer } from '@liuhe/domain'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { type GameLaunchOptions, type PlayLinkResult, useGameLaunch } from './useGameLaunch'

const now = fromChinaTime(2026, 5, 18, 3)
const member: Viewer = { hasToken: true, userInfo: { type: 'HY' }, extInfo: {} }
const trial: Viewer = { hasToken: true, userInfo: { type: 'TEST' }, extInfo: {} }
const lottery: GameLike = { gameId: 110, gameName: '新澳门六合彩', type: 'LOTTERY' }
const baccarat: GameLike = {
  gameId: 1001,
  gameName: 'AG旗舰厅',
  type: 'LIVE',
  liveCode: 'AG',
  gameCode: 'AG_LIVE',
}
const down: GameLike = { ...baccarat, maintain: '2026-05-18 02:00:00~2026-05-18 04:00:00' }

function setup(
  viewer: Viewer,
  result: PlayLinkResult | Promise<PlayLinkResult> = { ok: true, url: 'https://demo/game' },
) {
  let clock = now
  const calls = {
    onNavigate: vi.fn(),
    onLoginRequired: vi.fn(),
    requestPlayLink: vi.fn(async () => result),
    openUrl: vi.fn(),
    showToast: vi.fn(),
  }
  const options: GameLaunchOptions = { viewer, timeZone: 'Asia/Shanghai', now: () => clock, ...calls }
  function Games() {
    const { launch, dialog, loading } = useGameLaunch(options)
    return (
      <div data-loading={loading || undefined}>
        {[lottery, baccarat, down].map((g) => (
          <button key={`${g.gameId}${g.maintain ?? ''}`} type="button" onClick={() => launch(g)}>
            {g.maintain ? `${g.gameName} 维护中` : g.gameName}
          </button>
        ))}
        {dialog}
      </div>
    )
  }
  render(<Games />)
  return {
    calls,
    tick: (ms: number) => {
      clock += ms
    },
  }
}

const press = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }))

describe('useGameLaunch', () => {
  it('sends anyone to /game/{id} for a lottery game', async () => {
    const { calls } = setup(guestViewer)
    await press('新澳门六合彩')
    expect(calls.onNavigate).toHaveBeenCalledWith('/game/110')
  })

  it('does nothing for a game in maintenance', async () => {
    const { calls } = setup(member)
    await press('AG旗舰厅 维护中')
    expect(Object.values(calls).every((fn) => fn.mock.calls.length === 0)).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('refuses trial accounts for 1 s and sends guests to login', async () => {
    const trialRun = setup(trial)
    await press('AG旗舰厅')
    expect(trialRun.calls.showToast).toHaveBeenCalledWith('试玩账户无法进行该操作，请注册正式账户!', 1000)
    expect(trialRun.calls.requestPlayLink).not.toHaveBeenCalled()
  })

  it('sends guests to login for a third-party game', async () => {
    const { calls } = setup(guestViewer)
    await press('AG旗舰厅')
    expect(calls.onLoginRequired).toHaveBeenCalledWith('/auth/login')
  })

  it('asks members 立即进入游戏! and opens the play link on confirm', async () => {
    const user = userEvent.setup()
    const { calls } = setup(member)
    await user.click(screen.getByRole('button', { name: 'AG旗舰厅' }))
    expect(screen.getByRole('dialog', { name: '立即进入游戏!' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(calls.requestPlayLink).toHaveBeenCalledWith(baccarat)
    expect(calls.openUrl).toHaveBeenCalledWith('https://demo/game')
  })

  it('cancel closes the dialog without a request', async () => {
    const user = userEvent.setup()
    const { calls } = setup(member)
    await user.click(screen.getByRole('button', { name: 'AG旗舰厅' }))
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls.requestPlayLink).not.toHaveBeenCalled()
  })

  it.each([
    [{ ok: false, code: 'KY/0', message: 'x' } as const, '您正在牌局中，请稍后再试！'],
    [{ ok: false, code: 'LIVE/maintenance', message: 'AG旗舰厅正在维护中' } as const, 'AG旗舰厅正在维护中'],
    [{ ok: false, code: 'SYS/NOT_FOUND', message: '游戏不存在' } as const, '操作频繁，请稍后试试'],
  ])('shows the section 8 message for 3 s when the launch fails (%o)', async (result, message) => {
    const user = userEvent.setup()
    const { calls } = setup(member, result)
    await user.click(screen.getByRole('button', { name: 'AG旗舰厅' }))
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(calls.showToast).toHaveBeenCalledWith(message, 3000)
    expect(calls.openUrl).not.toHaveBeenCalled()
  })

  it('takes one click per 100 ms', async () => {
    const { calls, tick } = setup(guestViewer)
    const button = screen.getByRole('button', { name: '新澳门六合彩' })
    act(() => button.click())
    act(() => button.click())
    expect(calls.onNavigate).toHaveBeenCalledTimes(1)
    tick(99)
    act(() => button.click())
    expect(calls.onNavigate).toHaveBeenCalledTimes(1)
    tick(1)
    act(() => button.click())
    expect(calls.onNavigate).toHaveBeenCalledTimes(2)
  })

  it('ignores clicks while the play link loads', async () => {
    const user = userEvent.setup()
    let resolve: (r: PlayLinkResult) => void = () => {}
    const link = new Promise<PlayLinkResult>((r) => {
      resolve = r
    })
    const { calls, tick } = setup(member, link)
    await user.click(screen.getByRole('button', { name: 'AG旗舰厅' }))
    await user.click(screen.getByRole('button', { name: '确定' }))
    tick(500)
    await user.click(screen.getByRole('button', { name: '新澳门六合彩' }))
    expect(calls.onNavigate).not.toHaveBeenCalled()
    await act(async () => resolve({ ok: true, url: 'https://demo/game' }))
    expect(calls.openUrl).toHaveBeenCalledTimes(1)
    tick(500)
    await user.click(screen.getByRole('button', { name: '新澳门六合彩' }))
    expect(calls.onNavigate).toHaveBeenCalledWith('/game/110')
  })

  itHasNoAxeViolationsInEveryTheme(
    () => {
      function Open() {
        const { launch, dialog } = useGameLaunch({
          viewer: member,
          timeZone: 'Asia/Shanghai',
          now: () => now,
          onNavigate: () => {},
          onLoginRequired: () => {},
          requestPlayLink: async () => ({ ok: true, url: '' }),
          openUrl: () => {},
          showToast: () => {},
        })
        return (
          <>
            <button type="button" onClick={() => launch(baccarat)}>
              AG旗舰厅
            </button>
            {dialog}
          </>
        )
      }
      return <Open />
    },
    { scope: 'document', prepare: () => press('AG旗舰厅') },
  )
})
