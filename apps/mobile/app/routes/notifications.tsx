import type { PushMessage } from '@liuhe/api'
import { WALLET_PAGE_SIZE } from '@liuhe/domain'
import { Button, InfiniteList, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useCallback } from 'react'
import { z } from 'zod'
import * as styles from '#app/components/account/account.css.ts'
import { recordTexts } from '#app/components/account/records.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { usePagedRows } from '#app/hooks/usePagedRows.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { actionAnswer, actionFailure } from '#app/server/account/actions.server.ts'
import { loadMessages } from '#app/server/account/records.server.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readFormFields } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const TITLE = '消息通知'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The inbox, newest first, 20 at a time, with the unread count. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  const headers = { 'Cache-Control': 'private, no-store' }
  const unreadCount = state.profile?.unReadCount ?? 0
  try {
    const first = await loadMessages(platformFor(request, state.token), 1)
    return data({ first, error: null, unreadCount }, { headers })
  } catch (error) {
    return data({ first: null, error: failureOf(error).message, unreadCount }, { headers })
  }
}

const formSchema = z.object({
  intent: z.enum(['read', 'remove']),
  id: z.coerce.number().int().positive(),
})

/** Marks a message read or removes it (pushMessage modifyReadStatus / remove). */
export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireViewer(request)
  const form = formSchema.safeParse(await readFormFields(request))
  if (!form.success) return actionAnswer(false, '参数错误')
  const api = platformFor(request, token).account
  try {
    if (form.data.intent === 'read') {
      await api.markMessageRead(form.data.id)
      return actionAnswer(true, '已标为已读')
    }
    await api.removeMessage(form.data.id)
    return actionAnswer(true, '删除成功')
  } catch (error) {
    return actionFailure(error)
  }
}

const keyOf = (message: PushMessage) => message.id
const pageUrl = (page: number) => `/resources/wallet-records?list=messages&page=${page}`

function MessageItem({ message, busy }: { message: PushMessage; busy: string | null }) {
  const read = message.isRead === 1
  const titleId = `message-${message.id}`
  return (
    <article className={styles.message} aria-labelledby={titleId} data-read={read || undefined}>
      <div className={styles.messageHead}>
        <h2 id={titleId} className={styles.messageTitle}>
          {message.title}
        </h2>
        {read ? null : <span className={styles.unreadTag}>未读</span>}
      </div>
      <p className={styles.messageTime}>{message.createdAt}</p>
      <p className={styles.messageBody}>{message.content}</p>
      <div className={styles.messageActions}>
        {read ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <Button
              type="submit"
              name="intent"
              value="read"
              size="sm"
              variant="secondary"
              loading={busy === `read-${message.id}`}
              aria-label={`标为已读 ${message.title}`}
            >
              标为已读
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="id" value={message.id} />
          <Button
            type="submit"
            name="intent"
            value="remove"
            size="sm"
            variant="ghost"
            loading={busy === `remove-${message.id}`}
            aria-label={`删除 ${message.title}`}
          >
            删除
          </Button>
        </Form>
      </div>
    </article>
  )
}

export default function Notifications() {
  const { first, error, unreadCount } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const pages = usePagedRows(first, error, useCallback(pageUrl, []), keyOf, WALLET_PAGE_SIZE)
  const busy =
    navigation.state === 'submitting'
      ? `${navigation.formData?.get('intent')}-${navigation.formData?.get('id')}`
      : null
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/profile" />
      <main className={styles.main}>
        <p className={styles.balanceLine} aria-live="polite">
          未读消息 <span data-testid="unread-count">{unreadCount}</span> 条
        </p>
        {result ? (
          <div className={styles.card}>
            <ActionMessage message={result.message} stamp={result.stamp} />
          </div>
        ) : null}
        <InfiniteList<PushMessage>
          items={pages.rows}
          getKey={keyOf}
          renderItem={(message) => <MessageItem message={message} busy={busy} />}
          {...pages.listProps}
          threshold={300}
          emptyText={recordTexts.empty}
          endText={recordTexts.end}
          aria-label="消息列表"
        />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="消息加载失败" />
}
