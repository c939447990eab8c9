import { betCardTexts, type ColorScheme, chatMuteTexts, isColorScheme } from '@liuhe/domain'
import { Button, NavBar } from '@liuhe/ui'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useSubmit } from '@remix-run/react'
import { APP_VERSION } from '#app/components/account/about.ts'
import * as styles from '#app/components/account/account.css.ts'
import { Menu, type MenuEntry } from '#app/components/account/Menu.tsx'
import { DrawPushSwitch } from '#app/components/setting/DrawPushSwitch.tsx'
import * as pushStyles from '#app/components/setting/drawPush.css.ts'
import * as mutedStyles from '#app/components/setting/mutedList.css.ts'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { forgetKeptPages } from '#app/keptPages.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { builtScript, type Script, scriptCookie, scriptOfLang } from '#app/script.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { colorSchemeCookie, colorSchemeOf } from '#app/server/document/colorScheme.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = publicRoute()

const TITLE = '设置'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The colour scheme choices in the order shown. */
const SCHEME_LABELS: Record<ColorScheme, string> = { system: '跟随系统', light: '浅色', dark: '深色' }

/** The script choices (简体 / 繁體), each as its `lang` cookie value. */
const SCRIPT_LABELS: Record<Script, string> = { hans: '简体', hant: '繁體' }
const SCRIPT_LANGS: Record<Script, string> = { hans: 'zh-CN', hant: 'zh-HK' }

/** A member's 开奖推送: the games to follow and the platform's VAPID key, or the platform's failure. */
async function drawPushOf(request: Request, token: string) {
  const api = platformFor(request, token)
  try {
    const [follows, publicKey] = await Promise.all([
      api.push.follows(request.signal),
      api.push.publicKey(request.signal),
    ])
    return { games: follows.games, publicKey, failure: null }
  } catch (error) {
    return { games: [], publicKey: '', failure: failureOf(error).message }
  }
}

/** Whether a member hides their bet cards (晒单); null when the chat service does not answer. */
async function betCardsHiddenOf(request: Request, token: string) {
  try {
    return (await platformFor(request, token).chat.betCardPrivacy()).hidden === 1
  } catch {
    return null
  }
}

/** The chat members a member muted (屏蔽); null when the chat service does not answer. */
async function mutedUsersOf(request: Request, token: string) {
  try {
    return (await platformFor(request, token).chat.mutedUsers()).list
  } catch {
    return null
  }
}

/** 取消屏蔽 of one chat member. */
async function unmute(request: Request, form: FormData) {
  const { token } = await getViewer(request)
  if (!token)
    return data({ ok: false, kind: 'mutes', message: '请先登录', stamp: Date.now() }, { status: 401 })
  const userId = Number(form.get('user_id'))
  if (!Number.isSafeInteger(userId) || userId <= 0)
    return data({ ok: false, kind: 'mutes', message: '参数错误', stamp: Date.now() }, { status: 400 })
  try {
    await platformFor(request, token).chat.setMuted({ user_id: userId, muted: 0 })
  } catch (error) {
    const { status, message } = failureOf(error)
    return data({ ok: false, kind: 'mutes', message, stamp: Date.now() }, { status })
  }
  return data(
    { ok: true, kind: 'mutes', message: chatMuteTexts.unmuted, stamp: Date.now() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** Saves 隐藏我的晒单 (the chat service's bet card privacy). */
async function saveBetCards(request: Request, form: FormData) {
  const { token } = await getViewer(request)
  if (!token)
    return data({ ok: false, kind: 'betCards', message: '请先登录', stamp: Date.now() }, { status: 401 })
  const hidden = form.get('hidden') === '1'
  try {
    await platformFor(request, token).chat.setBetCardPrivacy(hidden ? 1 : 0)
  } catch (error) {
    const { status, message } = failureOf(error)
    return data({ ok: false, kind: 'betCards', message, stamp: Date.now() }, { status })
  }
  return data(
    {
      ok: true,
      kind: 'betCards',
      message: hidden ? betCardTexts.hiddenSaved : betCardTexts.shownSaved,
      stamp: Date.now(),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** Settings: the member entries and 开奖推送 only when signed in; the colour scheme and the script for everyone. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await getViewer(request)
  return data(
    {
      signedIn: Boolean(token),
      colorScheme: await colorSchemeOf(request),
      // The build answering is the visitor's script (server/app.ts picks it).
      script: builtScript,
      drawPush: token ? await drawPushOf(request, token) : null,
      betCardsHidden: token ? await betCardsHiddenOf(request, token) : null,
      mutedUsers: token ? await mutedUsersOf(request, token) : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** Saves the games whose results a member wants pushed (the 开奖推送 form, with or without scripts). */
async function saveFollows(request: Request, form: FormData) {
  const { token } = await getViewer(request)
  if (!token)
    return data({ ok: false, kind: 'follows', message: '请先登录', stamp: Date.now() }, { status: 401 })
  const gameIds = form.getAll('gameId').map(Number)
  try {
    await platformFor(request, token).push.setFollows(gameIds)
  } catch (error) {
    const { status, message } = failureOf(error)
    return data({ ok: false, kind: 'follows', message, stamp: Date.now() }, { status })
  }
  const message = gameIds.length ? '已保存关注的彩种' : '已取消全部关注'
  return data(
    { ok: true, kind: 'follows', message, stamp: Date.now() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/**
 * The colour scheme (stored in its cookie; the root loader then renders every page with it); with
 * `intent=follows` the games followed for 开奖推送. A script choice (`lang`) is stored in the `lang` cookie
 * and reloads /setting: the app server answers it, and every page after it, from the chosen script's build.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  if (form.get('intent') === 'follows') return saveFollows(request, form)
  if (form.get('intent') === 'betCards') return saveBetCards(request, form)
  if (form.get('intent') === 'unmute') return unmute(request, form)
  if (form.has('lang')) {
    const script = scriptOfLang(String(form.get('lang')))
    if (!script) return data({ ok: false, message: '请选择语言', stamp: Date.now() }, { status: 400 })
    const secure = env.NODE_ENV === 'production' && env.COOKIE_SECURE
    throw redirect('/setting', { headers: { 'Set-Cookie': scriptCookie(script, secure) } })
  }
  const scheme = form.get('scheme')
  if (!isColorScheme(scheme)) {
    return data({ ok: false, message: '请选择显示模式', stamp: Date.now() }, { status: 400 })
  }
  return data(
    { ok: true, message: `已切换为${SCHEME_LABELS[scheme]}`, stamp: Date.now() },
    { headers: { 'Set-Cookie': await colorSchemeCookie(scheme), 'Cache-Control': 'private, no-store' } },
  )
}

export default function Setting() {
  const { signedIn, colorScheme, script, drawPush, betCardsHidden, mutedUsers } =
    useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const submit = useSubmit()
  const followedKey = (drawPush?.games ?? [])
    .filter((game) => game.followed)
    .map((game) => game.gameId)
    .join(',')
  const member: MenuEntry[] = [
    { href: '/personal-info', label: '个人资料', icon: 'profile' },
    { href: '/security-center', label: '安全中心', icon: 'lock' },
    { href: '/setting-chat-color', label: '聊天背景颜色', icon: 'support' },
  ]
  const general: MenuEntry[] = [
    { href: '/about', label: '关于我们', icon: 'star', hint: `v${APP_VERSION}` },
    { href: '/about/contact-us', label: '联系我们', icon: 'bell' },
  ]
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/profile" />
      <main className={styles.main}>
        <h1 className={styles.sectionTitle}>{TITLE}</h1>
        {signedIn ? <Menu label="账户设置" entries={member} /> : null}
        <Form method="post" className={styles.form}>
          {/* Keyed by the stored choice: the radios start afresh from it once the choice is saved. */}
          <fieldset key={colorScheme} className={styles.schemeGrid}>
            <legend className={styles.cardTitle}>显示模式</legend>
            {(Object.keys(SCHEME_LABELS) as ColorScheme[]).map((scheme) => (
              <label key={scheme} className={styles.colorChoice}>
                <input
                  type="radio"
                  name="scheme"
                  value={scheme}
                  defaultChecked={colorScheme === scheme}
                  // One tap applies the choice; without JavaScript the 保存 button below sends it.
                  onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
                  className={styles.avatarRadio}
                />
                {SCHEME_LABELS[scheme]}
              </label>
            ))}
          </fieldset>
          {result && !('kind' in result) ? (
            <ActionMessage message={result.message} stamp={result.stamp} />
          ) : null}
          <noscript>
            <Button type="submit" variant="ghost" fullWidth>
              保存
            </Button>
          </noscript>
        </Form>
        {/* The other script is another build of the app: the choice loads the page anew (reloadDocument). */}
        <Form method="post" reloadDocument className={styles.form}>
          <fieldset key={script} className={styles.scriptGrid}>
            <legend className={styles.cardTitle}>语言</legend>
            {(Object.keys(SCRIPT_LABELS) as Script[]).map((choice) => (
              <label key={choice} className={styles.colorChoice} lang={SCRIPT_LANGS[choice]}>
                <input
                  type="radio"
                  name="lang"
                  value={SCRIPT_LANGS[choice]}
                  defaultChecked={script === choice}
                  onChange={(event) => event.currentTarget.form?.requestSubmit()}
                  className={styles.avatarRadio}
                />
                {SCRIPT_LABELS[choice]}
              </label>
            ))}
          </fieldset>
          <noscript>
            <Button type="submit" variant="ghost" fullWidth>
              保存
            </Button>
          </noscript>
        </Form>
        <section aria-labelledby="draw-push-title" className={styles.form}>
          <h2 id="draw-push-title" className={styles.cardTitle}>
            开奖推送
          </h2>
          {drawPush === null ? (
            <>
              <p className={pushStyles.hint}>登录后可选择关注的彩种，开奖时收到推送通知</p>
              <Button href="/auth/login?redirectTo=%2Fsetting" variant="ghost" fullWidth>
                登录后设置
              </Button>
            </>
          ) : drawPush.failure ? (
            <p role="alert" className={pushStyles.hint}>
              {drawPush.failure}
            </p>
          ) : (
            <>
              <Form method="post" className={pushStyles.switchBox}>
                <input type="hidden" name="intent" value="follows" />
                {/* Keyed by the stored choice: the boxes start afresh from it once it is saved. */}
                <fieldset key={followedKey} className={pushStyles.followGrid}>
                  <legend className={pushStyles.hint}>选择关注的彩种，开奖后推送七个号码及生肖</legend>
                  {drawPush.games.map((game) => (
                    <label key={game.gameId} className={pushStyles.followChoice}>
                      <input
                        type="checkbox"
                        name="gameId"
                        value={game.gameId}
                        defaultChecked={game.followed}
                      />
                      {game.gameName}
                    </label>
                  ))}
                </fieldset>
                {result && 'kind' in result && result.kind === 'follows' ? (
                  <ActionMessage message={result.message} stamp={result.stamp} />
                ) : null}
                <Button type="submit" variant="ghost" fullWidth>
                  保存关注
                </Button>
              </Form>
              <DrawPushSwitch publicKey={drawPush.publicKey} />
            </>
          )}
        </section>
        {betCardsHidden !== null ? (
          <Form method="post" className={styles.form} aria-labelledby="bet-cards-title">
            <h2 id="bet-cards-title" className={styles.cardTitle}>
              晒单
            </h2>
            <input type="hidden" name="intent" value="betCards" />
            <label key={String(betCardsHidden)} className={pushStyles.followChoice}>
              <input type="checkbox" name="hidden" value="1" defaultChecked={betCardsHidden} />
              {betCardTexts.hideSetting}
            </label>
            <p className={pushStyles.hint}>{betCardTexts.hideHint}</p>
            {result && 'kind' in result && result.kind === 'betCards' ? (
              <ActionMessage message={result.message} stamp={result.stamp} />
            ) : null}
            <Button type="submit" variant="ghost" fullWidth>
              保存
            </Button>
          </Form>
        ) : null}
        {mutedUsers !== null ? (
          <section aria-labelledby="muted-users-title" className={styles.form}>
            <h2 id="muted-users-title" className={styles.cardTitle}>
              {chatMuteTexts.listTitle}
            </h2>
            {mutedUsers.length === 0 ? (
              <p className={pushStyles.hint}>{chatMuteTexts.empty}</p>
            ) : (
              <ul className={mutedStyles.list}>
                {mutedUsers.map((muted) => (
                  <li key={muted.user_id} className={mutedStyles.row}>
                    <span className={mutedStyles.name}>{muted.nickname}</span>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="unmute" />
                      <input type="hidden" name="user_id" value={muted.user_id} />
                      <Button
                        type="submit"
                        variant="ghost"
                        size="sm"
                        aria-label={`${chatMuteTexts.unmute}${muted.nickname}`}
                      >
                        {chatMuteTexts.unmute}
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            {result && 'kind' in result && result.kind === 'mutes' ? (
              <ActionMessage message={result.message} stamp={result.stamp} />
            ) : null}
          </section>
        ) : null}
        <Menu label="通用" entries={general} />
        {signedIn ? (
          <Form method="post" action="/logout" className={styles.form} onSubmit={forgetKeptPages}>
            <Button type="submit" variant="ghost" fullWidth>
              退出登录
            </Button>
          </Form>
        ) : (
          <div className={styles.form}>
            <Button href="/auth/login?redirectTo=%2Fsetting" fullWidth>
              登录
            </Button>
          </div>
        )}
      </main>
    </div>
  )
}
