import { FloatingServiceIcon, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import * as styles from '#app/components/account/account.css.ts'
import { DetailList } from '#app/components/account/DetailList.tsx'
import { useCopy } from '#app/components/agent/useCopy.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { assetUrl, platformFor } from '#app/server/platform/platform.server.ts'

export const access = publicRoute()

const TITLE = '联系我们'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The company's WeChat service ids and official domain (none when the platform is unreachable). */
export async function loader({ request }: LoaderFunctionArgs) {
  const company = await platformFor(request)
    .content.company()
    .catch(() => null)
  return data(
    {
      name: company?.name || '六合资讯',
      domain: company?.domain ?? '',
      wechatIds: (company?.companyDetailList ?? []).map((d) => d.content).filter(Boolean),
      wechat: wechatOf(company?.companyDetailList ?? []),
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  )
}

/** The floating service icon's WeChat (QR image, id, app link) from the first detail with an id, if any. */
function wechatOf(details: { content: string; httpImageUrl: string; wechatUrl: string }[]) {
  const detail = details.find((d) => d.content)
  return detail
    ? {
        id: detail.content,
        qr: detail.httpImageUrl ? assetUrl(detail.httpImageUrl) : null,
        url: detail.wechatUrl || null,
      }
    : null
}

export default function ContactUs() {
  const { name, domain, wechatIds, wechat } = useLoaderData<typeof loader>()
  const copy = useCopy()
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/about" />
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="contact-title">
          <h1 id="contact-title" className={styles.cardTitle}>
            {name}客服中心
          </h1>
          <p className={styles.rewardMeta}>
            7×24小时在线客服，为您解答账户、充值、提现、活动等问题。为保障您的账户安全，客服不会向您索取登录密码或取款密码。
          </p>
        </section>
        <section className={styles.card} aria-label="联系方式">
          <DetailList
            items={[
              {
                term: '在线客服',
                value: (
                  <Link className={styles.link} to="/services">
                    立即咨询
                  </Link>
                ),
              },
              ...wechatIds.map((id, index) => ({
                term: wechatIds.length > 1 ? `客服微信${index + 1}` : '客服微信',
                value: id,
              })),
              ...(domain ? [{ term: '官方网址', value: domain }] : []),
              { term: '服务时间', value: '全天24小时' },
            ]}
          />
        </section>
        <p className={styles.balanceLine}>请认准官方网址与客服微信，谨防假冒网站与诈骗信息。</p>
      </main>
      {wechat ? (
        <FloatingServiceIcon
          mode="default"
          wechatId={wechat.id}
          qrImageUrl={wechat.qr}
          wechatAppUrl={wechat.url ?? undefined}
          onCopy={copy}
        />
      ) : (
        <FloatingServiceIcon mode="link" linkUrl="/services" />
      )}
    </div>
  )
}
