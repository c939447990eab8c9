import { describe, expect, it } from 'vitest'
import { lockClassOf, lockStateOf, lockTarget, lockTexts } from './locks'
import { loginRedirect } from './loginRedirect'
import { canAccess, type PageAccess } from './pageAccess'
import {
  actions,
  can,
  LOGIN_REQUIRED_MESSAGE,
  permissionTable,
  refusalOf,
  TRIAL_BLOCKED_MESSAGE,
  templateLikeRefusal,
} from './permissions'
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

describe('canAccess', () => {
  const declarations: PageAccess[] = [
    { kind: 'public' },
    { kind: 'member' },
    { kind: 'member', action: 'recharge' },
    { kind: 'member', action: 'withdraw' },
    { kind: 'agent' },
  ]

  it('decides every kind of page for every viewer', () => {
    for (const access of declarations) {
      for (const [name, viewer] of Object.entries(viewers)) {
        let expected: string = 'allow'
        if (access.kind !== 'public' && name === 'guest') expected = 'redirect'
        else if (access.kind === 'agent' && name !== 'agent') expected = 'forbidden'
        else if (access.kind === 'member' && access.action && name === 'trial') expected = 'refused'
        expect(canAccess(access, viewer, '/x').kind, `${JSON.stringify(access)} ${name}`).toBe(expected)
      }
    }
  })

  it('denies a page that declares nothing, whoever asks', () => {
    for (const viewer of Object.values(viewers))
      expect(canAccess(undefined, viewer)).toEqual({ kind: 'undeclared' })
  })

  it('redirects to login with the page to come back to', () => {
    expect(canAccess({ kind: 'member' }, guestViewer, '/bills?x=1')).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirectTo=%2Fbills%3Fx%3D1',
    })
    expect(canAccess({ kind: 'agent' }, guestViewer)).toEqual({ kind: 'redirect', to: loginRedirect('/') })
  })

  it('refuses a trial account a recharge or withdraw page with the trial message', () => {
    for (const action of ['recharge', 'withdraw'] as const) {
      expect(canAccess({ kind: 'member', action }, trial)).toEqual({
        kind: 'refused',
        message: '试玩账户无法进行该操作，请注册正式账户!',
      })
      expect(canAccess({ kind: 'member', action }, member).kind).toBe('allow')
    }
    // Other signed-in pages stay open to trial accounts.
    expect(canAccess({ kind: 'member' }, trial).kind).toBe('allow')
  })
})
