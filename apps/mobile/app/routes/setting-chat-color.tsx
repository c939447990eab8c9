import { chatBubbleColorOf, chatThemeColorOf } from '@liuhe/domain'
import { Button, ChatMessage, NavBar } from '@liuhe/ui'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { z } from 'zod'
import * as styles from '#app/components/account/account.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { ActionMessage } from '#app/components/shell/ActionMessage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf, platformFailure } from '#app/server/request/errors.server.ts'
import { readFormFields } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const TITLE = '聊天背景颜色'

export const meta: MetaFunction = () => [{ title: TITLE }]

/**
 * The member's chat colour (the default when unset or unknown) and the 8 options; the chat pages colour the
 * member's own bubbles with it (`chatPages.server.ts`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireViewer(request)
  try {
    const theme = await platformFor(request, token).account.chatThemeColor()
    return data(
      { color: chatThemeColorOf(theme.color), options: theme.options },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

const formSchema = z.object({ color: z.string().regex(/^#[0-9a-fA-F]{6}$/) })

export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireViewer(request)
  const form = formSchema.safeParse(await readFormFields(request))
  if (!form.success)
    return data({ ok: false, message: '请选择颜色', stamp: Date.now(), color: null }, { status: 400 })
  try {
    const color = await platformFor(request, token).account.updateChatThemeColor(form.data.color)
    return data({ ok: true, message: '设置成功', stamp: Date.now(), color })
  } catch (error) {
    const { message, status } = failureOf(error, { refused: 400 })
    return data({ ok: false, message, stamp: Date.now(), color: form.data.color }, { status })
  }
}

export default function SettingChatColor() {
  const { color, options } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const saving = useNavigation().state === 'submitting'
  const [chosen, setChosen] = useState(result?.color ?? color)
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/setting" />
      <main className={styles.main}>
        <Form method="post" className={styles.form}>
          <fieldset className={styles.colorGrid}>
            <legend className={styles.cardTitle}>选择聊天室背景颜色</legend>
            {options.map((option) => (
              <label key={option.id} className={styles.colorChoice}>
                <input
                  type="radio"
                  name="color"
                  value={option.color}
                  defaultChecked={option.color === (result?.color ?? color)}
                  onChange={() => setChosen(option.color)}
                  className={styles.avatarRadio}
                />
                <span className={styles.swatch} style={{ background: option.color }} aria-hidden="true" />
                {option.name}
              </label>
            ))}
          </fieldset>
          <section className={styles.chatPreview} aria-label="预览">
            <ChatMessage
              kind="text"
              own
              text="预览：我的消息将显示为此颜色"
              bubbleColor={chatBubbleColorOf(chosen)}
            />
          </section>
          {result ? <ActionMessage message={result.message} stamp={result.stamp} /> : null}
          <Button type="submit" fullWidth size="lg" loading={saving}>
            保存
          </Button>
        </Form>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="聊天背景颜色加载失败" />
}
