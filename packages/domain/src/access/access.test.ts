import { describe, expect, it } from 'vitest'
import { lockClassOf, lockStateOf, lockTarget, lockTexts } from './locks'
import { loginRedirect } from './loginRedirect'
import {
  actions,
  can,
  LOGIN_REQUIRED_MESSAGE,
  permissionTable,
  refusalOf,
  TRIAL_BLOCKED_MESSAGE,
  templateLikeRefusal,
} from './permissions'
import { canAccess, routeAccess, routeTable } from './routes'
import { guestViewer, isAgent, isLoggedIn, rolesOf, type Viewer } from './viewer'

const trial: Viewer = { hasToken: true, userInfo: { type: 'TEST', vipLevel: 1 }, extInfo: { rechMoney: 0 } }
const member: Viewer = { hasToken: true, userInfo: { type: 'HY', vipLevel: 1 }, extInfo: { rechMoney: 0 } }
const paidMember: Viewer = { ...member, extInfo: { rechMoney: '50' } }
const agent: Viewer = { hasToken: true, userInfo: { type: 'HY', isDl: 1, vipLevel: 1 }, extInfo: {} }
const vip: Viewer = { hasToken: true, userInfo: { type: 'HY', vipLevel: 3 }, extInfo: null }
const viewers = { guest: guestViewer, trial, member, paidMember, agent, vip }

describe('roles', () => {
  it('gives each viewer its roles', () => {
    expect(rolesOf(guestViewer)).toEqual(['guest'])
    expect(rolesOf(trial)).toEqual(['trial'])
    expect(rolesOf(member)).toEqual(['member'])
    expect(rolesOf(agent)).toEqual(['member', 'agent'])
    expect(rolesOf(vip)).toEqual(['member', 'vip'])
    expect(rolesOf({ hasToken: false, extInfo: {}, userInfo: { isDl: true, vipLevel: 9 } })).toEqual([
      'member',
      'agent',
      'vip',
    ])
  })

  it('counts extInfo or a token as logged in and reads isDl in its forms', () => {
    expect(isLoggedIn({ hasToken: false, extInfo: {} })).toBe(true)
    expect(isLoggedIn({ hasToken: false, extInfo: null })).toBe(false)
    expect(isAgent({ hasToken: true, userInfo: { isDl: '1' } })).toBe(true)
    expect(isAgent({ hasToken: true, userInfo: { isDl: 0 } })).toBe(false)
    expect(isAgent({ hasToken: true, userInfo: null })).toBe(false)
    expect(isAgent({ hasToken: false, userInfo: { isDl: true } })).toBe(false)
  })
})

describe('permission table', () => {
  it('matches section 6 for every role and action', () => {
    const expected: Record<keyof typeof viewers, string[]> = {
      guest: ['browse', 'customerService', 'playOwnGames'],
      trial: ['browse', 'customerService', 'playOwnGames'],
      member: [...permissionTable.member],
      paidMember: [...permissionTable.member],
      agent: [...permissionTable.member, 'agentArea'],
      vip: [...permissionTable.member, 'seeLockedContent', 'privateDomainNotice'],
    }
    for (const [name, viewer] of Object.entries(viewers)) {
      const allowed = actions.filter((a) => can(viewer, a, { hyIsCancel: 1 }))
      expect(allowed.sort(), name).toEqual(expected[name as keyof typeof viewers].sort())
    }
    for (const refused of [
      'recharge',
      'withdraw',
      'washCode',
      'details',
      'chat',
      'follow',
      'favourite',
      'playThirdParty',
    ] as const) {
      expect(can(guestViewer, refused)).toBe(false)
    }
  })

  it('lets members cancel bets only when hy_is_cancel equals 1', () => {
    expect(can(member, 'cancelBet', { hyIsCancel: '1' })).toBe(true)
    expect(can(member, 'cancelBet', { hyIsCancel: 0 })).toBe(false)
    expect(can(member, 'cancelBet')).toBe(false)
    expect(can(guestViewer, 'cancelBet', { hyIsCancel: 1 })).toBe(false)
  })

  it('refuses trial accounts with the trial message and guests with the login message', () => {
    for (const action of ['recharge', 'withdraw', 'playThirdParty'] as const) {
      expect(refusalOf(trial, action)).toEqual({ reason: 'trial', message: TRIAL_BLOCKED_MESSAGE })
      expect(refusalOf(guestViewer, action)).toEqual({
        reason: 'login-required',
        message: LOGIN_REQUIRED_MESSAGE,
      })
      expect(refusalOf(member, action)).toBeUndefined()
    }
    expect(TRIAL_BLOCKED_MESSAGE).toBe('试玩账户无法进行该操作，请注册正式账户!')
    expect(templateLikeRefusal(trial)).toEqual({
      reason: 'trial',
      message: '试玩账户无法进行该操作，请注册正式账户!',
    })
    expect(templateLikeRefusal(guestViewer)?.message).toBe('请先登录')
    expect(templateLikeRefusal(member)).toBeUndefined()
  })
})

describe('lock states', () => {
  const loginItem = { requireLogin: 1 }
  const rechargeItem = { requireRecharge: 1 }
  const both = { requireLogin: 1, requireRecharge: 1 }

  it('locks by login for guests and trial accounts, by recharge until rechMoney is above 0', () => {
    const table = Object.fromEntries(
      Object.entries(viewers).map(([name, v]) => [
        name,
        [lockStateOf({}, v), lockStateOf(loginItem, v), lockStateOf(rechargeItem, v), lockStateOf(both, v)],
      ]),
    )
    expect(table).toEqual({
      guest: ['unlocked', 'login-locked', 'recharge-locked', 'login-locked'],
      trial: ['unlocked', 'login-locked', 'recharge-locked', 'login-locked'],
      member: ['unlocked', 'unlocked', 'recharge-locked', 'recharge-locked'],
      paidMember: ['unlocked', 'unlocked', 'unlocked', 'unlocked'],
      agent: ['unlocked', 'unlocked', 'recharge-locked', 'recharge-locked'],
      vip: ['unlocked', 'unlocked', 'unlocked', 'unlocked'],
    })
  })

  it('puts viewers in one lock class only when every item locks alike for them', () => {
    const items = [{}, loginItem, rechargeItem, both]
    const recharged = (v: Viewer): Viewer => ({ ...v, extInfo: { ...v.extInfo, rechMoney: 10 } })
    const all = Object.values(viewers).flatMap((v) => [v, recharged(v)])
    expect(new Set(all.map(lockClassOf))).toEqual(
      new Set(['vip', 'login-recharged', 'login', 'guest-recharged', 'guest']),
    )
    for (const a of all)
      for (const b of all) {
        const same = items.every((item) => lockStateOf(item, a) === lockStateOf(item, b))
        if (lockClassOf(a) === lockClassOf(b)) expect(same).toBe(true)
      }
    expect(lockClassOf(guestViewer)).toBe('guest')
    expect(lockClassOf(trial)).toBe('guest')
  })

  it('sends logged-out and trial viewers to login, others to recharge, with the texts of docs/product.md', () => {
    expect(lockTarget(guestViewer)).toBe('/auth/login')
    expect(lockTarget(trial)).toBe('/auth/login')
    expect(lockTarget(member)).toBe('/recharge')
    expect(lockTexts).toEqual({
      login: '登录后可解锁 免费查看',
      loginAlternative: '登陆后可以解锁查看！',
      recharge: '请充值任意金额开通VIP！',
    })
  })
})

describe('route table', () => {
  const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, '123')

  it('finds its own rule for every route, in a theme that has it', () => {
    for (const rule of routeTable) {
      const theme = rule.themes?.[0] ?? 'theme1'
      expect(routeAccess(concrete(rule.pattern), theme), rule.pattern).toBe(rule)
    }
    expect(routeTable.length).toBeGreaterThanOrEqual(90)
  })

  it('decides every route for every viewer', () => {
    for (const rule of routeTable) {
      for (const [name, viewer] of Object.entries(viewers)) {
        const decision = canAccess(rule, viewer, concrete(rule.pattern))
        let expected: string = 'allow'
        if (rule.requiresAuth && name === 'guest') expected = 'redirect'
        else if (rule.agent && name !== 'agent') expected = 'forbidden'
        else if (rule.action && name === 'trial') expected = 'refused'
        expect(decision.kind, `${rule.pattern} ${name}`).toBe(expected)
      }
    }
  })

  it('classifies the lists of docs/product.md', () => {
    const requiresAuth = [
      '/withdraw-money',
      '/bet-list',
      '/recharge/online/9',
      '/chat-rooms/1/hong-bao/2/history',
      '/valid-withdraw/3',
      '/notifications',
    ]
    for (const path of requiresAuth) expect(routeAccess(path)?.requiresAuth, path).toBe(true)
    for (const path of ['/agent', '/agent/link/5/update', '/agent/declare'])
      expect(routeAccess(path)?.agent, path).toBe(true)
    for (const path of [
      '/',
      '/game/12',
      '/game/12/analytic/zodiac/first-num',
      '/about/contact-us',
      '/my-collection',
      '/chat-rooms/1',
    ]) {
      expect(routeAccess(path)?.requiresAuth, path).toBe(false)
    }
  })

  it('prefers static segments, ignores query, hash and trailing slash, and knows theme-only routes', () => {
    expect(routeAccess('/game/95')?.pattern).toBe('/game/95')
    expect(routeAccess('/game/96')?.pattern).toBe('/game/:id')
    expect(routeAccess('/bet-list/?x=1#top')?.pattern).toBe('/bet-list')
    expect(routeAccess('/game/1/analytic/special')?.redirect).toBe('history')
    expect(routeAccess('/game/1/analytic/zodiac')?.redirect).toBe('zodiac-reference')
    expect(routeAccess('/report/bet-list')).toBeUndefined()
    expect(routeAccess('/report/bet-list', 'theme2')?.requiresAuth).toBe(true)
    expect(routeAccess('/recharge/processing', 'theme2')?.requiresAuth).toBe(true)
    expect(routeAccess('/recharge/processing/7', 'theme2')).toBeUndefined()
    expect(routeAccess('/nowhere')).toBeUndefined()
  })

  it('redirects to login with the page to come back to', () => {
    expect(canAccess(routeAccess('/bills'), guestViewer, '/bills?x=1')).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirectTo=%2Fbills%3Fx%3D1',
    })
    expect(canAccess(routeAccess('/bills'), guestViewer)).toEqual({
      kind: 'redirect',
      to: loginRedirect('/'),
    })
    expect(canAccess(undefined, guestViewer)).toEqual({ kind: 'allow' })
  })

  it('refuses a trial account every recharge and withdraw page with the trial message', () => {
    const pages = [
      '/recharge',
      '/recharge/bank',
      '/recharge/online/7',
      '/withdraw-money',
      '/password-withdraw-money',
    ]
    for (const path of pages) {
      expect(canAccess(routeAccess(path), trial, path), path).toEqual({
        kind: 'refused',
        message: '试玩账户无法进行该操作，请注册正式账户!',
      })
      expect(canAccess(routeAccess(path), member, path).kind, path).toBe('allow')
    }
    expect(canAccess(routeAccess('/recharge/processing', 'theme2'), trial).kind).toBe('refused')
    // Other signed-in pages stay open to trial accounts.
    expect(canAccess(routeAccess('/bet-list'), trial).kind).toBe('allow')
  })
})
