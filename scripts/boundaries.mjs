// Import boundaries between the workspaces (docs/architecture.md): domain ← api/ui ← mobile; the platform
// may use domain only; ui never imports Remix; domain imports nothing of ours, nor React, nor Node.
// Comments cite code or docs/, never a document outside the repository (`outsideCitations`).
// Money is converted between fen and 元 only in packages/domain/src/money (`moneyBypasses`); the system error
// and unreachable texts are written only in packages/domain/src/failure (`failureTextCopies`).
// `node scripts/boundaries.mjs` checks the tree; it first checks itself on planted wrong imports and
// citations, so a checker that stopped seeing violations fails too.
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { root } from './lib.mjs'

/** Where each workspace's code lives and what it may import (bare specifiers; relative ones stay inside). */
export const rules = [
  {
    name: 'domain',
    dir: 'packages/domain/src',
    forbid: [/^@liuhe\//, /^react(-dom)?($|\/)/, /^@remix-run\//],
    // Tests read the real draw files from disk.
    forbidInSource: [/^node:/, /^fs$/, /^path$/],
  },
  { name: 'api', dir: 'packages/api/src', forbid: [/^@liuhe\/(?!domain$)/, /^react/, /^@remix-run\//] },
  { name: 'ui', dir: 'packages/ui/src', forbid: [/^@liuhe\/(?!domain$)/, /^@remix-run\//] },
  { name: 'mobile', dir: 'apps/mobile', forbid: [/^@liuhe\/platform/] },
  {
    name: 'platform',
    dir: 'apps/platform/src',
    forbid: [/^@liuhe\/(?!domain$)/, /^react/, /^@remix-run\//],
  },
]

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm

/** The module specifiers a source text imports or re-exports. */
export function specifiersOf(text) {
  const found = []
  for (const match of text.matchAll(importPattern)) found.push(match[1] ?? match[2])
  return found
}

/** A tool's configuration at the top of a workspace (vitest.config.ts, vite.config.ts). */
const isToolConfig = (file, workspace) =>
  posix.dirname(file) === workspace && /\.config\.[cm]?[jt]s$/.test(file)

const isTest = (file) => /\.(test|stories)\.[cm]?[jt]sx?$/.test(file) || file.includes('/test-support/')

/**
 * The wrong imports among `files` ({ path, text } with repository-relative paths): one message per import
 * that goes against a rule, or that leaves its workspace by a relative path.
 */
export function violations(files) {
  const found = []
  for (const { path, text } of files) {
    const rule = rules.find((r) => path.startsWith(`${r.dir}/`))
    if (!rule) continue
    for (const specifier of specifiersOf(text)) {
      const forbidden = [...rule.forbid, ...(isTest(path) ? [] : (rule.forbidInSource ?? []))]
      if (forbidden.some((pattern) => pattern.test(specifier))) {
        found.push(`${path}: ${rule.name} may not import '${specifier}'`)
      } else if (specifier.startsWith('.')) {
        const workspace = rule.dir.split('/').slice(0, 2).join('/')
        const target = posix.join(posix.dirname(path), specifier)
        // A workspace's tool configuration (vitest.config.ts) may use the repository's own tooling in scripts/.
        if (isToolConfig(path, workspace) && target.startsWith('scripts/')) continue
        if (!target.startsWith(`${workspace}/`)) {
          found.push(`${path}: '${specifier}' reaches outside ${rule.name}`)
        }
      }
    }
  }
  return found
}

/** Anywhere in a line: a citation of the product spec (not in the repository) or of a missing STACK.md. */
const citationAnywhere = /\b(?:the|product) spec\b|\bspec(?:'s\b| section\b| §)|\bSTACK\.md\b/i
/** In a comment only (code may name a variable `spec`): `(spec: 50)`, `(spec, …)`, `Spec: …`. */
const citationInComment = /\(spec[:,)]|\bspec:/i

/** The part of a line that is a comment: after `//`, or the whole line inside a block comment. */
const commentOf = (line) => {
  const trimmed = line.trimStart()
  if (trimmed.startsWith('*') || trimmed.startsWith('/*')) return trimmed
  const at = line.indexOf('//')
  return at >= 0 ? line.slice(at) : ''
}

/**
 * Lines of `files` ({ path, text }) that cite a document outside the repository instead of docs/ or the code:
 * one message per line.
 */
export function outsideCitations(files) {
  const found = []
  for (const { path, text } of files) {
    text.split('\n').forEach((line, index) => {
      if (citationAnywhere.test(line) || citationInComment.test(commentOf(line))) {
        found.push(`${path}:${index + 1}: cites a document outside the repository: ${line.trim()}`)
      }
    })
  }
  return found
}

/** The one folder whose code converts between fen and 元 (packages/domain/src/money/fen.ts). */
const moneyHome = 'packages/domain/src/money/'
/**
 * Code whose conversions stay as written: the migrations' SQL converts the stored 元 columns of the schema's
 * history once (apps/platform/src/migrations/ledger.ts), and so does its PostgreSQL twin.
 */
const moneyExempt = ['apps/platform/src/migrations/', 'apps/platform/src/storage/postgres/migrations.ts']
/** A name that holds money: fen, yuan, money, amount, balance, stake (in any case, inside a longer name). */
const moneyName = String.raw`[\w$]*(?:fen|yuan|money|amount|balance|stake)[\w$]*`
/** Money by 100 either way (`amountFen / 100`, `Number(rule.betMoney) * 100`, `100 * yuan`), or fen written as 元 by hand. */
const moneyArithmetic = [
  new RegExp(String.raw`${moneyName}\)?\s*[*/]\s*100(?![\w.])`, 'i'),
  new RegExp(String.raw`(?<![\w.])100\s*\*\s*[\w$.]*${moneyName}`, 'i'),
  /\bfenToYuan\((?:[^()]|\([^()]*\))*\)\.toFixed\(/,
  // fen formatted as 元 through the 元 formatters: formatFenGrouped and formatWalletFen do it in one call.
  /\b(?:formatMoney|formatWalletBalance)\(fenToYuan\(/,
]

/**
 * Lines of `files` ({ path, text }) outside the money module that convert fen and 元 by hand instead of
 * calling it (`yuanToFen`, `yuanToFenRounded`, `fenToYuan`, `formatFen`, `formatYuan`, `formatFenGrouped`,
 * `formatWalletFen`): one message per line.
 * Tests may compute their expectations by hand; comments are not code.
 */
export function moneyBypasses(files) {
  const found = []
  for (const { path, text } of files) {
    if (path.startsWith(moneyHome) || moneyExempt.some((dir) => path.startsWith(dir)) || isTest(path))
      continue
    text.split('\n').forEach((line, index) => {
      const trimmed = line.trimStart()
      if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return
      if (moneyArithmetic.some((pattern) => pattern.test(line))) {
        found.push(`${path}:${index + 1}: money converted outside ${moneyHome}: ${trimmed}`)
      }
    })
  }
  return found
}

/** Where the failure texts are written (domain `failureTexts`); every other place names them. */
const failureHome = 'packages/domain/src/failure/'
const failureLiterals = ['系统错误。请再试一次', '暂时无法连接服务器']

/**
 * Lines of `files` ({ path, text }) outside the failure texts' home that write one of them again instead of
 * naming `failureTexts`: one message per line. Tests may check the text as the user reads it.
 */
export function failureTextCopies(files) {
  const found = []
  for (const { path, text } of files) {
    if (path.startsWith(failureHome) || isTest(path)) continue
    text.split('\n').forEach((line, index) => {
      if (failureLiterals.some((literal) => line.includes(literal))) {
        found.push(`${path}:${index + 1}: a failure text outside ${failureHome}: ${line.trim()}`)
      }
    })
  }
  return found
}

/** The one module of the app that reads the session's access token (`getAccessToken`) from the cookie. */
const sessionHome = 'apps/mobile/app/server/auth/session.server.ts'
const tokenKey = /['"`]access_token['"`]/

/**
 * Lines of `files` ({ path, text }) in the app, outside {@link sessionHome}, that read the access token from
 * the session themselves instead of calling `getAccessToken` (or the viewer helpers built on it).
 */
export function sessionTokenReads(files) {
  const found = []
  for (const { path, text } of files) {
    if (!path.startsWith('apps/mobile/') || path === sessionHome || isTest(path)) continue
    text.split('\n').forEach((line, index) => {
      if (tokenKey.test(line))
        found.push(`${path}:${index + 1}: the access token read outside ${sessionHome}`)
    })
  }
  return found
}
const plantedTokenReads = [
  {
    path: 'apps/mobile/app/routes/x.tsx',
    text: "  const token = (await getSession(request)).get('access_token')",
  },
]
const allowedTokenReads = [
  { path: sessionHome, text: "  return (await getSession(request)).get('access_token') || undefined" },
  { path: 'apps/mobile/app/x.test.ts', text: "    session.set('access_token', 'T')" },
]

/** Folders of installed, built or generated files, never read (`build-*`: the app's other builds). */
const skippedDirs = ['node_modules', 'dist', 'build', '.cache', 'public', 'storybook-static', 'test-results']

function sourceFiles(dir) {
  const out = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (skippedDirs.includes(entry.name) || entry.name.startsWith('build-')) continue
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) out.push(...sourceFiles(path))
    else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

/** Planted wrong imports the checker must report, one per rule. */
const planted = [
  { path: 'packages/domain/src/x.ts', text: "import { Button } from '@liuhe/ui'" },
  { path: 'packages/domain/src/y.ts', text: "import { readFileSync } from 'node:fs'" },
  { path: 'packages/api/src/x.ts', text: "export { DrawCard } from '@liuhe/ui'" },
  { path: 'packages/ui/src/x.tsx', text: "import { Link } from '@remix-run/react'" },
  { path: 'packages/ui/src/y.tsx', text: "const api = await import('@liuhe/api')" },
  { path: 'apps/platform/src/x.ts', text: "import type { LiuheApi } from '@liuhe/api'" },
  { path: 'apps/mobile/app/x.ts', text: "import { createPlatform } from '@liuhe/platform'" },
  { path: 'packages/ui/src/z.ts', text: "import { rules } from '../../domain/src/betting/index'" },
  {
    path: 'packages/ui/src/vitest.config.ts',
    text: "import { x } from '../../../scripts/vitestProjects.mjs'",
  },
  { path: 'apps/mobile/vitest.config.ts', text: "import { x } from '../platform/src/index'" },
]

/** Planted citations the checker must report, and lines it must let pass. */
const plantedCitations = [
  { path: 'packages/ui/src/x.tsx', text: '/** Pull distance in px (spec: 50). */' },
  { path: 'apps/mobile/app/x.ts', text: '  // Spec: force logout, then reload.' },
  { path: 'packages/domain/src/x.ts', text: ' * The routes that animate (spec section 2: lottery-record).' },
  { path: 'apps/platform/src/x.ts', text: "  it('reports the field with the spec message', () => {" },
  { path: 'scripts/x.mjs', text: '// optional packages (see STACK.md)' },
]
const allowedCitations = [
  { path: 'apps/platform/src/x.ts', text: 'function leadRowMaker(spec: TemplateSpec, gameId: number) {' },
  {
    path: 'packages/ui/src/x.ts',
    text: '/** Hits when the special number is among them (docs/product.md, "Lottery"). */',
  },
]

/** Planted money conversions the checker must report, and lines it must let pass. */
const plantedMoney = [
  { path: 'packages/ui/src/betting/x.ts', text: '  return formatMoney(fen / 100, { symbol: false })' },
  { path: 'apps/platform/src/routes/x.ts', text: '      amountFen: body.yuan * 100,' },
  { path: 'apps/platform/src/routes/y.ts', text: '    return ok(c, { balance: balance / 100 })' },
  {
    path: 'packages/domain/src/wallet/x.ts',
    text: '    const needFen = Math.round(Number(rule.betMoney) * 100)',
  },
  {
    path: 'apps/mobile/app/routes/x.tsx',
    text: "      amount: fenToYuan(share.amount_fen).toFixed(2) + '元',",
  },
  { path: 'apps/mobile/app/y.ts', text: 'const fen = 100 * form.amount' },
  {
    path: 'apps/mobile/app/routes/z.tsx',
    text: "const yuanText = (fen: number) => formatMoney(fenToYuan(fen), { symbol: false }) + ' 元'",
  },
  {
    path: 'apps/mobile/app/routes/w.tsx',
    text: '  <strong>{formatWalletBalance(fenToYuan(lotteryFen))}</strong> 元',
  },
]
const allowedMoney = [
  { path: 'packages/domain/src/money/fen.ts', text: '  return fen / 100' },
  { path: 'apps/mobile/app/routes/x.tsx', text: '  const percent = Math.round(vip.progress * 100)' },
  { path: 'packages/ui/src/x.tsx', text: '/** At most 1,000 元 (amountFen / 100). */' },
  { path: 'apps/platform/src/migrations/x.ts', text: '  money_fen = CAST(ROUND(money * 100) AS INTEGER),' },
  { path: 'packages/domain/src/wallet/x.test.ts', text: '    const wallet = { money: moneyFen / 100 }' },
  {
    path: 'packages/domain/src/wallet/y.ts',
    text: '  return Math.round((amountFen * Math.round(multiple * 100)) / 100)',
  },
]

/** Planted copies of the failure texts the checker must report, and lines it must let pass. */
const plantedFailureTexts = [
  {
    path: 'apps/mobile/app/routes/x.tsx',
    text: '  return <ErrorPage title="出错了" message="系统错误。请再试一次" />',
  },
  {
    path: 'apps/mobile/app/server/x.server.ts',
    text: "export const UNREACHABLE = '暂时无法连接服务器，请稍后再试'",
  },
  { path: 'packages/api/src/x.ts', text: "    throw new ApiError(code, '系统错误。请再试一次', 200)" },
  {
    path: 'apps/platform/src/x.ts',
    text: "  return c.json({ code: 'SYS/ERROR', msg: '系统错误。请再试一次' }, 500)",
  },
]
const allowedFailureTexts = [
  { path: 'packages/domain/src/failure/failure.ts', text: "  system: '系统错误。请再试一次'," },
  {
    path: 'packages/api/src/x.test.ts',
    text: "    expect(e500).toMatchObject({ message: '系统错误。请再试一次' })",
  },
  {
    path: 'apps/mobile/app/x.server.ts',
    text: ' * wrong type). Not 系统错误 (`failureTexts.system`): nothing failed on our side.',
  },
]

/** Where comments are checked for citations: every workspace's code, the test suites and the scripts. */
const citationDirs = [...rules.map((rule) => rule.dir), 'apps/platform/test', 'tests', 'scripts']

if (import.meta.url === `file://${process.argv[1]}`) {
  const missed = planted.filter((file) => violations([file]).length === 0)
  const missedCitations = plantedCitations.filter((file) => outsideCitations([file]).length === 0)
  const missedMoney = [
    ...plantedMoney.filter((file) => moneyBypasses([file]).length === 0),
    ...plantedFailureTexts.filter((file) => failureTextCopies([file]).length === 0),
    ...plantedTokenReads.filter((file) => sessionTokenReads([file]).length === 0),
  ]
  const wronglyFound = [
    ...outsideCitations(allowedCitations),
    ...moneyBypasses(allowedMoney),
    ...failureTextCopies(allowedFailureTexts),
    ...sessionTokenReads(allowedTokenReads),
  ]
  if (missed.length || missedCitations.length || missedMoney.length || wronglyFound.length) {
    console.error(
      `boundary check misses planted imports, citations, money conversions or failure texts, or reports allowed lines:\n${[
        ...missed,
        ...missedCitations,
        ...missedMoney,
      ]
        .map((f) => `  ${f.path}: ${f.text}`)
        .concat(wronglyFound.map((v) => `  ${v}`))
        .join('\n')}`,
    )
    process.exit(1)
  }
  const files = rules.flatMap((rule) => sourceFiles(rule.dir))
  const sources = files.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
  const found = violations(sources)
  if (found.length) {
    console.error(`imports against the workspace boundaries:\n${found.map((v) => `  ${v}`).join('\n')}`)
    process.exit(1)
  }
  const bypasses = moneyBypasses(sources)
  if (bypasses.length) {
    console.error(`money converted by hand (call @liuhe/domain's money module):\n${bypasses.join('\n')}`)
    process.exit(1)
  }
  const copies = failureTextCopies(sources)
  if (copies.length) {
    console.error(`failure texts written again (name @liuhe/domain's failureTexts):\n${copies.join('\n')}`)
    process.exit(1)
  }
  const tokenReads = sessionTokenReads(sources)
  if (tokenReads.length) {
    console.error(`the access token read by hand (call getAccessToken):\n${tokenReads.join('\n')}`)
    process.exit(1)
  }
  const self = 'scripts/boundaries.mjs'
  const cited = citationDirs.flatMap((dir) => sourceFiles(dir)).filter((path) => path !== self)
  const citations = outsideCitations(
    cited.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') })),
  )
  if (citations.length) {
    console.error(
      `comments that cite outside the repository (cite docs/ or the code):\n${citations.join('\n')}`,
    )
    process.exit(1)
  }
  console.log(
    `boundaries: ${files.length} files, ${planted.length} planted violations caught, none in the tree; ` +
      `citations: ${cited.length} files, ${plantedCitations.length} planted caught, none in the tree; ` +
      `money conversions: ${plantedMoney.length} planted caught, none outside ${moneyHome}; ` +
      `failure texts: ${plantedFailureTexts.length} planted caught, none outside ${failureHome}; ` +
      `session token: ${plantedTokenReads.length} planted caught, read only in ${sessionHome}`,
  )
}
