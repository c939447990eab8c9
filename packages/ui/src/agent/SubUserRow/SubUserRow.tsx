import { formatAgentMoney } from '@liuhe/domain'
import { useLinkComponent } from '../../primitives/LinkProvider/LinkProvider'
import * as styles from './SubUserRow.css'

/** Props of {@link SubUserRow}. */
export interface SubUserRowProps {
  account: string
  /** 会员 or 代理. */
  typeName: string
  /** The sub-user's rebate (per mille). */
  rebate: number
  /** Balance (main + third-party), fen. */
  moneyFen: number
  /** When they registered. */
  createdAt: string
  /** The sub-user's detail page; the row is a plain row without it. */
  href?: string
}

/** One sub-user of the agent's list: account, type, rebate, balance and registration time. */
export function SubUserRow({ account, typeName, rebate, moneyFen, createdAt, href }: SubUserRowProps) {
  const Link = useLinkComponent()
  const body = (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {account.slice(0, 1).toUpperCase()}
      </span>
      <span className={styles.main}>
        <span className={styles.account}>
          {account}
          <span className={styles.type} data-type={typeName === '代理' ? 'agent' : 'member'}>
            {typeName}
          </span>
        </span>
        <span className={styles.meta}>
          返点 {rebate} · 注册于 {createdAt.slice(0, 10)}
        </span>
      </span>
      <span className={styles.money}>
        <span className={styles.moneyLabel}>余额</span>
        {formatAgentMoney(moneyFen)}
      </span>
      {href ? (
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      ) : null}
    </>
  )
  return href ? (
    <Link href={href} className={styles.row}>
      {body}
    </Link>
  ) : (
    <div className={styles.row}>{body}</div>
  )
}
