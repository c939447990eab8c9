import { zodiacOf, zodiacs } from '@liuhe/domain'
import { hashString, seededRandom } from '../random'
import type { DrawRow } from '../store/lottery'
import { type TemplateSpec, templateCatalogue } from './catalogue'
import { type PickRuleKey, pickRules } from './pickRules'

/*
 * The rows of the information cards, one per issue, as the seed writes them and as the platform adds them
 * when an issue is drawn and the next one opens. Picks are deterministic per card key and issue, so a row
 * added after a draw is the row a reseed at that moment would write.
 */

/** An issue a row predicts: its number, its time (close time while open) and its draw once drawn. */
export interface Issue {
  turnNum: string
  timeMs: number
  draw: DrawRow | undefined
}

/** A card row before it is stored. */
export interface ItemInput {
  turnNum?: string | null
  title: string
  content?: string
  content2?: string
  content3?: string
  note?: string
  subName?: string
  updatedTime: number
  multiContents?: { title: string; content: string }[]
  iconUrl?: string
  requireLogin?: boolean
  requireRecharge?: boolean
  templateType?: number
  activeCover?: boolean
  redirect?: string
  pick?: string
}

/** Makes a per-issue group's row for one issue; `position` is its place in the seeded list (0 = newest). */
export type RowMaker = (issue: Issue, position: number) => ItemInput

/** The sequence part of an issue number, as group names show it ('2026139' → '139'). */
export const seqOf = (turnNum: string) => String(Number(turnNum.slice(4)))

/** A rule's deterministic pick for one issue, scored when the issue is drawn. */
export function predict(rule: PickRuleKey, key: string, issue: Issue) {
  const pick = pickRules[rule].make(seededRandom(hashString(`${key}:${issue.turnNum}`)), issue.timeMs)
  const scored = issue.draw ? pickRules[rule].score(pick, issue.draw) : { note: '', hit: false }
  return {
    content: pick.content,
    note: scored.note,
    hit: scored.hit,
    pick: JSON.stringify({ rule, tokens: pick.tokens }),
  }
}

/** The plain row of a pick for one issue: title `{turn}期`, the pick as content, the result as note. */
export function issueItem(rule: PickRuleKey, key: string, issue: Issue): ItemInput {
  const p = predict(rule, key, issue)
  return {
    turnNum: issue.turnNum,
    title: `${issue.turnNum}期`,
    content: p.content,
    note: p.note,
    updatedTime: issue.timeMs,
    pick: p.pick,
  }
}

const poemLines = [
  '春风得意马蹄疾',
  '一日看尽长安花',
  '明月松间照清泉',
  '羊肠小道通幽处',
  '金鸡报晓迎新日',
  '龙腾四海展宏图',
  '猴王出世闹天宫',
  '虎啸山林百兽惊',
  '玉兔东升照大地',
  '蛇行草上无踪影',
  '黄牛耕田勤为本',
  '狗守家门夜不眠',
  '鼠辈偷粮藏仓中',
  '猪肥年丰家家乐',
  '独钓寒江一蓑翁',
  '千里莺啼绿映红',
]

function htmlRow(rule: PickRuleKey, key: string): RowMaker {
  return (issue, position) => {
    const p = predict(rule, key, issue)
    const body = p.content.replaceAll(' ', '、')
    // The second seeded row carries a script and an onclick, so the app's sanitizer always has work.
    const content =
      position === 1
        ? `<p><b>本期主推：</b><span style="color:#e11d48">${body}</span></p><script>alert('x')</script><p onclick="alert('x')">点击查看更多</p>`
        : `<p><b>本期主推：</b><span style="color:#e11d48">${body}</span></p><p>仅供参考，理性购彩。</p>`
    return {
      turnNum: issue.turnNum,
      title: `${issue.turnNum}期`,
      content,
      note: p.note,
      updatedTime: issue.timeMs,
      pick: p.pick,
    }
  }
}

function poemRow(kind: 'poem' | 'multi', rule: PickRuleKey, key: string): RowMaker {
  return (issue) => {
    const p = predict(rule, key, issue)
    const random = seededRandom(hashString(`${key}:poem:${issue.turnNum}`))
    const lines = Array.from({ length: 4 }, () => poemLines[Math.floor(random() * poemLines.length)]!)
    const base = {
      turnNum: issue.turnNum,
      title: `${issue.turnNum}期`,
      note: p.note,
      updatedTime: issue.timeMs,
      pick: p.pick,
    }
    return kind === 'poem'
      ? { ...base, content: lines.join('，'), content2: `解：${p.content}` }
      : {
          ...base,
          content: p.content,
          multiContents: [
            { title: '玄机', content: lines.slice(0, 2).join('，') },
            { title: '解析', content: p.content },
          ],
        }
  }
}

/** The row maker of a tab of a `tabs` card: the tab's rule under its own key, the label as content3. */
export function tabRow(rule: PickRuleKey, key: string, label: string): RowMaker {
  return (issue) => ({ ...issueItem(rule, `${key}:${label}`, issue), content3: label })
}

/** The row maker of a library document: its rule under the document's key, its name as subName. */
export function documentRow(rule: PickRuleKey, gameId: number, subName: string): RowMaker {
  return (issue) => ({ ...issueItem(rule, `${gameId}:doc:${subName}`, issue), subName })
}

/** The key a card's picks are seeded with. */
export const cardKey = (gameId: number, code: string) => `${gameId}:${code}`

/**
 * The row maker of a card's group whose rows are one per issue (`issues`, `html`, `poem`, `multi` and each
 * tab of `tabs`), or undefined for a card or group of another shape (pick lists, rankings, posts, chat, ads).
 */
export function cardRowMaker(spec: TemplateSpec, gameId: number, groupName: string): RowMaker | undefined {
  const key = cardKey(gameId, spec.code)
  const layout = spec.layout
  switch (layout.kind) {
    case 'issues':
      return (issue) => issueItem(layout.rule, key, issue)
    case 'html':
      return htmlRow(layout.rule, key)
    case 'poem':
    case 'multi':
      return poemRow(layout.kind, layout.rule, key)
    case 'tabs': {
      const tab = layout.tabs.find(([label]) => label === groupName)
      return tab && tabRow(tab[1], key, tab[0])
    }
    default:
      return undefined
  }
}

/** The catalogue card of a code. */
export const specOf = (code: string) => templateCatalogue.find((s) => s.code === code)

/** A zodiac poll's options for an issue: the twelve zodiacs with their numbers that year and seeded counts. */
export function pollOptionsOf(key: string, issue: Pick<Issue, 'turnNum' | 'timeMs'>) {
  const random = seededRandom(hashString(`${key}:poll:${issue.turnNum}`))
  return zodiacs.map((zodiac, index) => ({
    optionId: index + 1,
    text: zodiac,
    value: Array.from({ length: 49 }, (_, i) => i + 1)
      .filter((n) => zodiacOf(n, issue.timeMs) === zodiac)
      .map((n) => String(n).padStart(2, '0'))
      .join(','),
    votes: 20 + Math.floor(random() * 380),
  }))
}
