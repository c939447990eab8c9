// Shared helpers of the README's two commands. Plain Node: they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

export function log(message) {
  console.log(`\x1b[36m[liuhe]\x1b[0m ${message}`)
}

export function fail(message) {
  console.error(`\x1b[31m[liuhe] ${message}\x1b[0m`)
  process.exit(1)
}

/** Runs a command in the foreground; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  })
  if (result.status !== 0)
    fail(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`)
}

/**
 * Runs commands side by side, each output line prefixed with its name; resolves once all have ended and
 * exits the process when any failed (after the others ended, so every failure is printed).
 */
export async function runSideBySide(commands) {
  const results = await Promise.all(
    commands.map(
      ({ name, command, args, options = {} }) =>
        new Promise((resolve) => {
          const started = Date.now()
          const child = startChild(name, command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
          child.on('error', () => resolve({ name, command, args, status: null }))
          child.on('close', (status, signal) => {
            // Each side's own time, so a run shows how much room one side leaves beside the other.
            log(`   [${name}] ended after ${Math.round((Date.now() - started) / 1000)} s`)
            resolve({ name, command, args, status: status ?? signal })
          })
        }),
    ),
  )
  const failed = results.filter((result) => result.status !== 0)
  if (failed.length)
    fail(
      failed
        .map(
          ({ name, command, args, status }) =>
            `${name}: ${[command, ...args].join(' ')} failed (exit ${status})`,
        )
        .join('\n'),
    )
}

/** Starts a long-running child; its output is prefixed with a name. */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, ...options, env: { ...process.env, ...options.env } })
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) out.write(`[${name}] ${line}\n`)
    })
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  return child
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number)
  if (major < 20 || (major === 20 && minor < 19))
    fail(`Node ${process.versions.node} is too old: Liuhe needs Node 20.19 or newer.`)
}

/** The `.patch` files of a folder (none when it is missing). */
function patchFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.patch'))
    .map((name) => join(dir, name))
}

/** Installs the npm dependencies when node_modules is missing or older than the lockfile or a patch. */
export function ensureDependencies() {
  checkNode()
  const marker = join(root, 'node_modules/.package-lock.json')
  const lock = join(root, 'package-lock.json')
  // The patches of installed packages (patches/, apps/mobile/patches/) are applied by `postinstall`: a patch
  // newer than the install makes it stale too.
  const inputs = [
    lock,
    ...patchFiles(join(root, 'patches')),
    ...patchFiles(join(root, 'apps/mobile/patches')),
  ]
  const fresh =
    existsSync(marker) && inputs.every((file) => statSync(marker).mtimeMs >= statSync(file).mtimeMs)
  if (fresh) return
  // `npm install` (from the lockfile), not `npm ci`: the registry reachable here lacks some other platforms'
  // optional packages (the @rollup/rollup-* build of each platform), so the lockfile cannot list them and
  // `npm ci`'s strict check refuses it, while `npm install` installs exactly what this platform needs.
  log('installing dependencies (npm install)…')
  run('npm', ['install', '--no-audit', '--no-fund'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } })
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the suites' browser when it is there
 * (tests/support/chromium.ts says why).
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell'

function hasCjkFont() {
  const result = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' })
  return result.status === 0 && result.stdout.trim().length > 0
}

/**
 * Makes sure Debian's Chromium, its headless shell and a CJK font are there; installs them with apt when root.
 * Without root, a machine with Chromium but not the shell runs the suites in Chromium (slower, same results).
 */
export function ensureBrowser() {
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('which', ['apt-get']).status === 0
  const shellWanted = !process.env.CHROMIUM_PATH && !existsSync(headlessShell) && isRoot && hasApt
  if (existsSync(chromium) && hasCjkFont() && !shellWanted) return
  if (!isRoot || !hasApt) {
    fail(
      `Chromium (${chromium}) or a Chinese font is missing. Install them, e.g.\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk\n' +
        'or point CHROMIUM_PATH at a Chromium binary.',
    )
  }
  log('installing chromium, its headless shell and fonts-noto-cjk with apt…')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell', 'fonts-noto-cjk'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  })
}

const hasCommand = (name) => spawnSync('which', [name]).status === 0

/**
 * Makes sure ffmpeg and ffprobe are there: the platform encodes the live draw video with ffmpeg
 * (apps/platform/src/video/frames.ts) and the video tests read its segments with ffprobe. Installs Debian's
 * `ffmpeg` with apt when root, otherwise stops with what to install.
 */
export function ensureFfmpeg() {
  if (hasCommand('ffmpeg') && hasCommand('ffprobe')) return
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !hasCommand('apt-get')) {
    fail(
      'ffmpeg is missing: the platform encodes the live draw video with it. Install it, e.g.\n' +
        '  sudo apt-get update && sudo apt-get install -y ffmpeg',
    )
  }
  log('installing ffmpeg with apt…')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'ffmpeg'], { env: { DEBIAN_FRONTEND: 'noninteractive' } })
}

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/** Whether a Redis server answers PING at `redisUrl` (a child process, as these helpers stay synchronous). */
function redisAnswers() {
  const { hostname, port } = new URL(redisUrl)
  const probe = `const s=require('node:net').connect({host:${JSON.stringify(hostname)},port:${Number(port || 6379)}});
s.setTimeout(2000,()=>process.exit(1));s.on('error',()=>process.exit(1));
s.on('connect',()=>s.write('PING\\r\\n'));s.on('data',(d)=>process.exit(String(d).startsWith('+PONG')?0:1))`
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0
}

/**
 * Makes sure Redis answers where the platform's shared-state tests look for it (REDIS_URL, else
 * 127.0.0.1:6379): starts Debian's redis-server without persistence when it is installed, installs it with
 * apt first when root, and otherwise stops with what to install (docs/platform.md, "Shared state").
 */
export function ensureRedis() {
  if (redisAnswers()) return
  if (process.env.REDIS_URL) fail(`Redis does not answer at REDIS_URL=${process.env.REDIS_URL}.`)
  const hasServer = () => spawnSync('which', ['redis-server']).status === 0
  if (!hasServer()) {
    const isRoot = process.getuid?.() === 0
    const hasApt = spawnSync('which', ['apt-get']).status === 0
    if (!isRoot || !hasApt) {
      fail(
        'Redis is not running on 127.0.0.1:6379 and redis-server is not installed. Install and start it, e.g.\n' +
          '  sudo apt-get install -y redis-server && redis-server --daemonize yes --port 6379 --save ""\n' +
          'or point REDIS_URL at a Redis server.',
      )
    }
    log('installing redis-server with apt…')
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', 'redis-server'], { env: { DEBIAN_FRONTEND: 'noninteractive' } })
  }
  log('starting redis-server on 127.0.0.1:6379 (nothing kept on disk)…')
  run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ])
  for (let i = 0; i < 50 && !redisAnswers(); i++) spawnSync('sleep', ['0.1'])
  if (!redisAnswers()) fail('redis-server was started but does not answer on 127.0.0.1:6379.')
}

/** The PostgreSQL the platform's storage tests use: DATABASE_URL when it names one, else the local server. */
const localPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test'
const postgresUrl = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : localPostgresUrl

/**
 * Whether a PostgreSQL server answers at `postgresUrl`: the protocol's SSLRequest, which every server answers
 * with one byte, 'S' or 'N', before any login (a child process, as these helpers stay synchronous).
 */
function postgresAnswers() {
  const { hostname, port } = new URL(postgresUrl)
  const probe = `const s=require('node:net').connect({host:${JSON.stringify(hostname || '127.0.0.1')},port:${Number(port || 5432)}});
s.setTimeout(2000,()=>process.exit(1));s.on('error',()=>process.exit(1));
s.on('connect',()=>{const b=Buffer.alloc(8);b.writeInt32BE(8,0);b.writeInt32BE(80877103,4);s.write(b)});
s.on('data',(d)=>process.exit(d[0]===83||d[0]===78?0:1))`
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0
}

/** Where the password, if any, was: the URL as it may be printed. */
function printableUrl(url) {
  const shown = new URL(url)
  if (shown.password) shown.password = '***'
  return shown.toString()
}

/**
 * Makes sure PostgreSQL answers where the platform's storage tests look for it (DATABASE_URL when it is a
 * postgres:// URL, else 127.0.0.1:5432, database `test`, user `postgres`, trust authentication): starts the
 * stopped Debian cluster on that port with `pg_ctlcluster` when root, and otherwise stops with what to install
 * (docs/platform.md, "Storage engines"). When `psql` is there, it also checks that the database accepts
 * the login, so a missing database or a password prompt is named here rather than deep in a test.
 */
export function ensurePostgres() {
  if (!postgresAnswers()) {
    if (postgresUrl !== localPostgresUrl)
      fail(`PostgreSQL does not answer at DATABASE_URL=${printableUrl(postgresUrl)}.`)
    const isRoot = process.getuid?.() === 0
    const clusters = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    // Lines of Debian's postgresql-common: version, name, port, status, owner, data directory, log file.
    const stopped = (clusters.status === 0 ? clusters.stdout : '')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find(([, , port, status]) => port === '5432' && status === 'down')
    if (!isRoot || !stopped) {
      fail(
        'PostgreSQL is not running on 127.0.0.1:5432. Install and start PostgreSQL 15 (or later), e.g.\n' +
          '  sudo apt-get install -y postgresql && sudo pg_ctlcluster 15 main start\n' +
          '  sudo -u postgres createdb test   # and `trust` for host 127.0.0.1/32 in pg_hba.conf\n' +
          'or point DATABASE_URL at a PostgreSQL database whose user may create databases.',
      )
    }
    const [version, name] = stopped
    log(`starting the PostgreSQL cluster ${version}/${name} on 127.0.0.1:5432…`)
    run('pg_ctlcluster', [version, name, 'start'])
    for (let i = 0; i < 50 && !postgresAnswers(); i++) spawnSync('sleep', ['0.1'])
    if (!postgresAnswers()) fail('PostgreSQL was started but does not answer on 127.0.0.1:5432.')
  }
  if (spawnSync('which', ['psql']).status !== 0) return
  const login = spawnSync('psql', [postgresUrl, '-w', '-Atc', 'SELECT 1'], {
    encoding: 'utf8',
    timeout: 10_000,
  })
  if (login.status !== 0)
    fail(
      `PostgreSQL answers but ${printableUrl(postgresUrl)} does not accept the login:\n${login.stderr.trim()}\n` +
        'Create the database (`sudo -u postgres createdb test`) and allow the user without a password from\n' +
        '127.0.0.1 (`trust` in pg_hba.conf), or set DATABASE_URL to a database you can log in to.',
    )
}

/** Reads the root package.json. */
export function rootPackage() {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
}
