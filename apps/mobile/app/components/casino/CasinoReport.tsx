import { formatMoney, hasMorePages } from '@liuhe/domain'
import { Button, Pager } from '@liuhe/ui'
import { Form, Link } from '@remix-run/react'
import { ColumnHeads } from '#app/components/ColumnHeads.tsx'
import type { CasinoReportData, CasinoRoundsData } from '#app/server/betting/casinoReport.server.ts'
import * as styles from './casino.css.ts'

const yuan = (value: number) => formatMoney(value, { symbol: false })
const winClass = (value: number) => (value > 0 ? styles.win : value < 0 ? styles.lose : undefined)

/** The date range form (a GET form: it works before the page runs); the dates cannot be in the future. */
export function CasinoRangeForm({ range, today }: Pick<CasinoReportData, 'range' | 'today'>) {
  return (
    <Form method="get" className={styles.filters} aria-label="查询条件">
      <label className={styles.field}>
        开始日期
        <input
          className={styles.dateInput}
          type="date"
          name="startDate"
          defaultValue={range.startDate}
          max={today}
          required
        />
      </label>
      <label className={styles.field}>
        结束日期
        <input
          className={styles.dateInput}
          type="date"
          name="endDate"
          defaultValue={range.endDate}
          max={today}
          required
        />
      </label>
      <Button type="submit" variant="primary">
        搜索
      </Button>
    </Form>
  )
}

/** The casino report: one row per game with rounds in the range, each leading to that game's rounds. */
export function CasinoReportTable({ data, detailHref }: { data: CasinoReportData; detailHref: string }) {
  if (data.error) {
    return (
      <p className={styles.error} role="alert">
        {data.error}
      </p>
    )
  }
  if (data.rows.length === 0) return <p className={styles.empty}>暂无数据</p>
  return (
    <section className={styles.card} aria-label="游戏记录">
      <table className={styles.table}>
        <ColumnHeads
          className={styles.head}
          columns={['游戏', '注单数', '投注金额', '有效投注', '派彩', '输赢']}
        />
        <tbody>
          {data.rows.map((row) => {
            const query = new URLSearchParams({ gameCode: row.gameCode, ...data.range })
            return (
              <tr key={`${row.liveCode}:${row.gameCode}`}>
                <th scope="row" className={styles.cell}>
                  <Link className={styles.gameLink} to={`${detailHref}?${query}`}>
                    {row.gameName}
                  </Link>
                </th>
                <td className={styles.cell}>{row.betCount}</td>
                <td className={styles.cell}>{yuan(row.bettingMoney)}</td>
                <td className={styles.cell}>{yuan(row.validBetMoney)}</td>
                <td className={styles.cell}>{yuan(row.winMoney)}</td>
                <td className={`${styles.cell} ${winClass(row.winOrLose) ?? ''}`}>{yuan(row.winOrLose)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

/** One game's rounds, newest first, with links to the pages before and after. */
export function CasinoRoundsTable({ data }: { data: CasinoRoundsData }) {
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ gameCode: data.gameCode, ...data.range, page: String(page) })}`
  if (data.rows.length === 0) return <p className={styles.empty}>暂无数据</p>
  return (
    <>
      <section className={styles.card} aria-label={`${data.gameName} 注单`}>
        <table className={styles.table}>
          <ColumnHeads className={styles.head} columns={['时间', '投注金额', '派彩', '输赢']} />
          <tbody>
            {data.rows.map((round) => (
              <tr key={round.roundNo}>
                <th scope="row" className={styles.cell}>
                  <time dateTime={round.betTime.replace(' ', 'T')}>{round.betTime.slice(5, 16)}</time>
                </th>
                <td className={styles.cell}>{yuan(round.bettingMoney)}</td>
                <td className={styles.cell}>{yuan(round.winMoney)}</td>
                <td className={`${styles.cell} ${winClass(round.winOrLose) ?? ''}`}>
                  {yuan(round.winOrLose)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pager
        page={data.page}
        hasMore={hasMorePages(data.page, data.pageSize, data.total)}
        hrefFor={pageHref}
        summary={`共 ${data.total} 条 · 第 ${data.page} 页`}
      />
    </>
  )
}
