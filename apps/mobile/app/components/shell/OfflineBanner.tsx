import { formatDate } from '@liuhe/domain'
import { OfflineBanner } from '@liuhe/ui'

/** 离线 · 上次更新 <when the page was rendered> (OfflineNotice.tsx loads it when a page is offline). */
export function RenderedAtBanner({ renderedAt }: { renderedAt: number }) {
  return <OfflineBanner updatedAt={formatDate(renderedAt, 'YYYY/MM/DD HH:mm')} />
}
