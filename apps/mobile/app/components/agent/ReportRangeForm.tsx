import type { ReportRange } from '@liuhe/domain'
import { Button } from '@liuhe/ui'
import { Form } from '@remix-run/react'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import * as styles from './agent.css.ts'

/** The report's date range: a GET form, so it works before scripts and the range stays in the address. */
export function ReportRangeForm({
  range,
  today,
  error,
}: {
  range: ReportRange
  today: string
  error?: string | undefined
}) {
  return (
    <Form method="get" className={styles.filter} aria-label="统计日期" noValidate>
      <div className={styles.filterField}>
        <label className={wallet.label} htmlFor="start-date">
          开始日期
        </label>
        <input
          id="start-date"
          className={wallet.input}
          type="date"
          name="startDate"
          max={today}
          defaultValue={range.startDate}
        />
      </div>
      <div className={styles.filterField}>
        <label className={wallet.label} htmlFor="end-date">
          结束日期
        </label>
        <input
          id="end-date"
          className={wallet.input}
          type="date"
          name="endDate"
          max={today}
          defaultValue={range.endDate}
        />
      </div>
      <Button type="submit" fullWidth>
        查询
      </Button>
      {error ? (
        <p role="alert" className={wallet.fieldError}>
          {error}
        </p>
      ) : null}
    </Form>
  )
}
