import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { BetListError } from '#app/components/bets/BetListError.tsx'
import * as styles from '#app/components/bets/betList.css.ts'
import { requireReportTheme } from '#app/components/bets/betList.server.ts'
import { REPORT_TITLE, ReportTabs } from '#app/components/bets/ReportTabs.tsx'
import { requireViewer } from '#app/viewer.server.ts'

export const meta: MetaFunction = () => [{ title: REPORT_TITLE }]

/** The report's casino tab (theme2). The platform keeps no casino bets yet, so it has nothing to ask. */
export async function loader({ request }: LoaderFunctionArgs) {
  requireReportTheme()
  await requireViewer(request)
  return data(null, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function ReportLiveBetting() {
  return (
    <div className={styles.page}>
      <NavBar title={REPORT_TITLE} />
      <main className={styles.main}>
        <div className={styles.bar}>
          <ReportTabs current="/report/live-betting" />
        </div>
        <p className={styles.reportMessage}>暂无数据</p>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <BetListError title="注单加载失败" />
}
