import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as domain from './index'

const srcDir = fileURLToPath(new URL('.', import.meta.url))
const subjects = [
  'access',
  'agent',
  'analytics',
  'bets',
  'betting',
  'chat',
  'content',
  'failure',
  'games',
  'lottery',
  'money',
  'native',
  'responsible',
  'templates',
  'time',
  'validation',
  'vip',
  'wallet',
]

describe('public API of @liuhe/domain', () => {
  it('keeps the exports other packages already use', () => {
    const kept = [
      'ballColor',
      'ballColorLabels',
      'ballLabel',
      'isSixMarkNumber',
      'zodiacOf',
      'zodiacOfYear',
      'lunarYearAt',
      'lunarNewYearDate',
      'chinaDateParts',
      'fromChinaTime',
      'parseChinaTime',
      'formatChinaTime',
      'CHINA_OFFSET_MS',
      'nextDrawTime',
      'nextTurnNumber',
      'parseOpenNum',
      'isCompleteSixMark',
      'countdown',
    ]
    for (const name of kept) expect(domain, name).toHaveProperty(name)
  })

  it('re-exports every subject folder', () => {
    const index = readFileSync(`${srcDir}index.ts`, 'utf8')
    for (const subject of subjects) expect(index).toContain(`export * from './${subject}'`)
    const folders = readdirSync(srcDir, { withFileTypes: true }).filter(
      (d) => d.isDirectory() && d.name !== 'test-support',
    )
    expect(folders.map((d) => d.name).sort()).toEqual(subjects)
  })

  it('documents every exported declaration with a doc comment', () => {
    const undocumented: string[] = []
    let checked = 0
    for (const subject of subjects) {
      for (const file of readdirSync(`${srcDir}${subject}`)) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'index.ts') continue
        const lines = readFileSync(`${srcDir}${subject}/${file}`, 'utf8').split('\n')
        lines.forEach((line, i) => {
          if (!/^export (function|const|type|interface|class)/.test(line)) return
          checked++
          const previous = lines[i - 1]?.trim() ?? ''
          // Overload signatures share the doc comment of the first one.
          const isOverload =
            /^export function (\w+)/.exec(line)?.[1] ===
            /^export function (\w+)/.exec(lines[i - 1] ?? '')?.[1]
          if (!previous.endsWith('*/') && !isOverload) undocumented.push(`${subject}/${file}:${i + 1}`)
        })
      }
    }
    expect(undocumented).toEqual([])
    expect(checked).toBeGreaterThan(250)
  })
})
