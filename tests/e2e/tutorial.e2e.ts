import { createLiuheApi } from '@liuhe/api'
import {
  familyIntro,
  isValidResult,
  niuLabel,
  niuNiuHands,
  niuNiuPlayers,
  niuRankOfCars,
  parseOpenNum,
  playById,
  playerBeatsBanker,
  playRule,
  playRuleGroups,
} from '@liuhe/domain'
import type { Locator, Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'
import { untilOpen } from './support/turns'

/** A member with money; demo01 is left alone because the profile tests read its seeded balance. */
const bettor = { account: 'vip001', password: 'Vip12345' } as const

const api = createLiuheApi({ origin: platformOrigin })
const ruleOf = (id: string) => playRule(playById(id)!)
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/**
 * The lucky niu niu draws a page counted: `count` complete results from the newest the page names, as the
 * platform holds them now (later draws may have landed since the page was served).
 */
async function niuNiuWindow(newestTurn: string, count: number) {
  const { rows } = await api.lottery.history({ gameId: 95, page: 1, rows: count + 40 })
  const draws = rows
    .map((row) => ({ turnNum: row.turnNum, cars: parseOpenNum(row.openNum) }))
    .filter((draw) => isValidResult('racing', draw.cars))
  const from = draws.findIndex((draw) => draw.turnNum === newestTurn)
  expect(from, `draw ${newestTurn} in the platform's history`).toBeGreaterThanOrEqual(0)
  return draws.slice(from, from + count).map((draw) => niuNiuHands({ numbers: draw.cars, drawTimeMs: 0 }))
}

/** The texts of a table row's data cells. */
const cellTexts = async (row: Locator) => (await row.getByRole('cell').allTextContents()).map((t) => t.trim())

test('the Macau tutorial lists every play group with its rules, and leads back to betting', async ({
  page,
}) => {
  await page.goto('/game/110')
  await page.getByRole('link', { name: '玩法说明' }).click()
  await expect(page).toHaveURL(/\/game\/110\/tutorial$/)
  await expect(page.getByRole('heading', { level: 1, name: '玩法说明' })).toBeVisible()
  await expect(region(page, '新澳门六合彩')).toContainText(familyIntro('sixMark'))

  const groups = playRuleGroups('sixMark')
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(groups.length + 1)
  const special = region(page, '特码')
  await expect(special).toContainText('特码A')
  await expect(special).toContainText('特码B')
  await expect(special).toContainText(ruleOf('sm.tema.a'))
  await expect(special).toContainText('49 为普通号码。')
  const twoSides = region(page, '两面')
  await expect(twoSides).toContainText(ruleOf('sm.liangmian'))
  await expect(twoSides).toContainText('特码为 49 时和局，退还本金。')
  await expect(region(page, '合肖')).toContainText(ruleOf('sm.hexiao'))
  // The seeded company sells every play.
  await expect(page.getByText('暂停投注')).toHaveCount(0)

  await page.getByRole('link', { name: '返回投注' }).click()
  await expect(page).toHaveURL(/\/game\/110$/)
})

test('the racing and quick-three tutorials explain their own families', async ({ page }) => {
  await page.goto('/game/10/tutorial')
  await expect(region(page, '北京赛车')).toContainText(familyIntro('racing'))
  await expect(region(page, '冠亚和')).toContainText(ruleOf('rc.guanyahe'))
  await expect(region(page, '龙虎')).toContainText(ruleOf('rc.longhu'))
  await expect(page.getByText(familyIntro('sixMark'))).toHaveCount(0)
  await expect(page.getByRole('link', { name: '返回', exact: true })).toHaveAttribute('href', '/game/10')

  await page.goto('/game/42/tutorial')
  await expect(region(page, '江苏快三')).toContainText(familyIntro('quickThree'))
  await expect(region(page, '大小')).toContainText(ruleOf('k3.daxiao'))
  await expect(region(page, '围骰')).toContainText(ruleOf('k3.weishai'))
})

test('an unknown game has no tutorial', async ({ page }) => {
  const response = await page.goto('/game/99999/tutorial')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('alert')).toContainText('游戏不存在')
})

test('the niu niu heat map counts the last 100 draws as the domain deals them', async ({ page }) => {
  await page.goto('/game/95/heat-map')
  const summary = region(page, '冷热图').getByText(/^统计近/)
  const [, count, newest] =
    /统计近 (\d+) 期：第\d+期 至 第(\d+)期/.exec((await summary.textContent()) ?? '') ?? []
  expect(Number(count)).toBe(100)
  const hands = await niuNiuWindow(newest!, Number(count))

  const players = page.getByRole('table', { name: '闲家胜庄' })
  for (const [i, name] of niuNiuPlayers.entries()) {
    const won = hands.map(({ banker, players }) => playerBeatsBanker(players[i]!, banker))
    const wins = won.filter(Boolean).length
    const lastWin = won.indexOf(true)
    expect(await cellTexts(players.getByRole('row', { name: new RegExp(`^${name}`) })), name).toEqual([
      String(wins),
      String(hands.length - wins),
      `${((wins * 100) / hands.length).toFixed(1)}%`,
      String(lastWin === -1 ? hands.length : lastWin),
    ])
  }

  const ranks = page.getByRole('table', { name: '牛型分布' })
  for (const rank of [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]) {
    const label = niuLabel(rank)
    const counts = [0, 1, 2, 3, 4, 5].map(
      (hand) =>
        hands.filter(
          ({ banker, players }) => niuRankOfCars(hand === 0 ? banker : players[hand - 1]!) === rank,
        ).length,
    )
    const total = counts.reduce((sum, n) => sum + n, 0)
    expect(await cellTexts(ranks.getByRole('row', { name: new RegExp(`^${label} `) })), label).toEqual(
      [...counts, total].map(String),
    )
  }
})

test('the niu niu draw details deal each draw into hands with their 牛 and result', async ({ page }) => {
  await page.goto('/game/95/joy-ming')
  const draws = page.getByRole('main').getByRole('listitem')
  await expect(draws).toHaveCount(20)
  const newest = /第(\d+)期/.exec((await draws.first().getByRole('heading').textContent()) ?? '')![1]!
  const hands = await niuNiuWindow(newest, 3)
  for (const [d, { banker, players }] of hands.entries()) {
    const table = draws.nth(d).getByRole('table')
    for (const [h, cards] of [banker, ...players].entries()) {
      const name = h === 0 ? '庄' : niuNiuPlayers[h - 1]!
      const result = h === 0 ? '—' : playerBeatsBanker(cards, banker) ? '胜' : '负'
      // The row reads as a screen reader hears it: the hand, its cars, its 牛 and its result.
      const heard = [
        name,
        cards.map((car) => String(car).padStart(2, '0')).join(' '),
        niuLabel(niuRankOfCars(cards)),
        result,
      ]
      await expect(
        table.getByRole('row', { name: new RegExp(`^${name} `) }),
        `${d} ${name}`,
      ).toHaveAccessibleName(new RegExp(`^${heard.join('\\s+')}$`))
    }
  }
  await page.getByRole('link', { name: '下一页' }).click()
  await expect(page).toHaveURL(/\/game\/95\/joy-ming\?page=2$/)
  await expect(draws.first().getByRole('heading')).not.toHaveText(`第${newest}期`)
})

test('the niu niu tabs lead to each page, chat to the chat rooms and 游戏 to betting', async ({ page }) => {
  await page.goto('/game/95/heat-map')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const tabs = page.getByRole('navigation', { name: '幸运牛牛页面' })
  await expect(tabs.getByRole('link', { name: '冷热图' })).toHaveAttribute('aria-current', 'page')
  await tabs.getByRole('link', { name: '开奖明细' }).click()
  await expect(page).toHaveURL(/\/game\/95\/joy-ming$/)
  await expect(tabs.getByRole('link', { name: '开奖明细' })).toHaveAttribute('aria-current', 'page')
  await tabs.getByRole('link', { name: '聊天' }).click()
  await expect(page).toHaveURL(/\/game\/95\/chat$/)
  // A guest is led to the room list (a member to the game's own room).
  await expect(page.getByRole('link', { name: '进入聊天室' })).toHaveAttribute('href', '/chat-rooms')
  await tabs.getByRole('link', { name: '游戏' }).click()
  await expect(page).toHaveURL(/\/game\/95$/)
  await expect(
    page.getByRole('navigation', { name: '玩法分类' }).getByRole('link', { name: '平倍' }),
  ).toBeVisible()
})

test('a member bets 闲一 平倍 from /game/95/game', async ({ page }) => {
  test.setTimeout(240_000)
  // The turn is checked before the page opens (the page counts down from the time it read): the margin
  // covers the login, the page, the pick and the bet.
  const turn = await untilOpen(95, 45_000)
  await logIn(page, bettor, '/auth/login?redirectTo=%2Fgame%2F95%2Fgame')
  await expect(page).toHaveURL(/\/game\/95$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('button', { name: '下注' })).toBeEnabled({ timeout: 30_000 })
  await page.getByRole('option', { name: /^闲一 / }).click()
  await page.getByRole('textbox', { name: '投注金额' }).fill('10')
  await page.getByRole('button', { name: '下注' }).click()
  const dialog = page.getByRole('dialog', { name: `${turn.turnNum}期 幸运牛牛 下注清单` })
  await expect(dialog).toContainText('平倍 闲一')
  const beforeBet = await statusMark(page)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expectStatusSince(page, '下注成功', beforeBet)
})
