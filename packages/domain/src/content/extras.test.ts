import { describe, expect, it } from 'vitest'
import { showsAddToHomeScreen, showsInstallBanner } from './page'
import { isPollLocked, isPollShown, pollToShow, togglePollOption, voteTexts } from './poll'

describe('zodiac poll', () => {
  it('is shown only when pollStatus is set', () => {
    expect(isPollShown({ id: 1, pollStatus: 1 })).toBe(true)
    for (const pollStatus of [0, '0', '', null, undefined])
      expect(isPollShown({ id: 1, pollStatus })).toBe(false)
    expect(isPollShown(undefined)).toBe(false)
  })

  it("shows the template's poll, else the first item's", () => {
    expect(pollToShow({ id: 'template' }, { id: 'item' })?.id).toBe('template')
    expect(pollToShow(null, { id: 'item' })?.id).toBe('item')
    expect(pollToShow(undefined, undefined)).toBeUndefined()
  })

  it('selects, deselects on a second tap, and locks after voting', () => {
    expect(togglePollOption(undefined, 3, false)).toBe(3)
    expect(togglePollOption(3, 3, false)).toBeUndefined()
    expect(togglePollOption(3, 4, false)).toBe(4)
    expect(togglePollOption(3, 4, true)).toBe(3)
    expect(isPollLocked({ id: 1 }, false)).toBe(false)
    expect(isPollLocked({ id: 1, optionId: '' }, false)).toBe(false)
    expect(isPollLocked({ id: 1 }, true)).toBe(true)
    expect(isPollLocked({ id: 1, optionId: 0 }, false)).toBe(true)
    expect(voteTexts).toEqual({ alreadyVoted: '您已经投票过了！', success: '投票成功！' })
  })
})

describe('page prompts', () => {
  it('shows the install banner when the device has a link and it was not closed', () => {
    const links = { iosDownloadUrl: 'https://i', androidDownloadUrl: '' }
    expect(showsInstallBanner(links, 'ios', false)).toBe(true)
    expect(showsInstallBanner(links, 'ios', true)).toBe(false)
    expect(showsInstallBanner(links, 'android', false)).toBe(false)
  })

  it('prompts add-to-home-screen only on index, in Apple Safari, when not installed', () => {
    const yes = { routeName: 'index', isAppleSafari: true, standalone: false }
    expect(showsAddToHomeScreen(yes)).toBe(true)
    expect(showsAddToHomeScreen({ ...yes, routeName: 'gallery' })).toBe(false)
    expect(showsAddToHomeScreen({ ...yes, isAppleSafari: false })).toBe(false)
    expect(showsAddToHomeScreen({ ...yes, standalone: true })).toBe(false)
  })

  it('shows outside Safari where the browser offers its install prompt, still only on the index route', () => {
    const chromium = { routeName: 'index', isAppleSafari: false, standalone: false, canPrompt: true }
    expect(showsAddToHomeScreen(chromium)).toBe(true)
    expect(showsAddToHomeScreen({ ...chromium, canPrompt: false })).toBe(false)
    expect(showsAddToHomeScreen({ ...chromium, routeName: 'gallery' })).toBe(false)
    expect(showsAddToHomeScreen({ ...chromium, standalone: true })).toBe(false)
  })
})
