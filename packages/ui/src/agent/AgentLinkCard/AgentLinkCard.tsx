import type { ReactNode } from 'react'
import * as styles from './AgentLinkCard.css'

/** Props of {@link AgentLinkCard}. */
export interface AgentLinkCardProps {
  /** The promotion code (推广码). */
  code: string
  /** The full register address the link shares. */
  link: string
  /** What an account registered through it becomes: 会员 or 代理. */
  typeName: string
  /** The rebate (返点, per mille) it gives. */
  rebate: number
  remark?: string
  /** How many accounts registered through it. */
  registCount: number
  createdAt: string
  /** The link's QR code image (a data address the app makes); left out in the list. */
  qrSrc?: string | null
  /** Copies a value (the link or the code); the app shows 复制成功. Without it there are no 复制 buttons. */
  onCopy?: (value: string, what: 'link' | 'code') => void
  /** Actions at the bottom (修改, 删除, 查看). */
  actions?: ReactNode
}

/** A registration link (推广链接): its code, address, type, rebate and registrations, with its QR code and 复制. */
export function AgentLinkCard({
  code,
  link,
  typeName,
  rebate,
  remark,
  registCount,
  createdAt,
  qrSrc,
  onCopy,
  actions,
}: AgentLinkCardProps) {
  return (
    <article className={styles.card} aria-label={`推广码 ${code}`}>
      <header className={styles.header}>
        <span className={styles.type} data-type={typeName === '代理' ? 'agent' : 'member'}>
          {typeName}
        </span>
        <span className={styles.rebate}>返点 {rebate}</span>
        {remark ? <span className={styles.remark}>{remark}</span> : null}
      </header>
      {qrSrc ? (
        <img className={styles.qr} src={qrSrc} alt={`推广码 ${code} 的二维码`} width={180} height={180} />
      ) : null}
      <dl className={styles.values}>
        <div className={styles.value}>
          <dt className={styles.label}>推广码</dt>
          <dd className={styles.field}>
            <span className={styles.code}>{code}</span>
            {onCopy ? (
              <button
                type="button"
                className={styles.copy}
                aria-label="复制推广码"
                onClick={() => onCopy(code, 'code')}
              >
                复制
              </button>
            ) : null}
          </dd>
        </div>
        <div className={styles.value}>
          <dt className={styles.label}>推广链接</dt>
          <dd className={styles.field}>
            <span className={styles.link}>{link}</span>
            {onCopy ? (
              <button
                type="button"
                className={styles.copy}
                aria-label="复制推广链接"
                onClick={() => onCopy(link, 'link')}
              >
                复制
              </button>
            ) : null}
          </dd>
        </div>
        <div className={styles.value}>
          <dt className={styles.label}>注册人数</dt>
          <dd className={styles.field}>{registCount}</dd>
        </div>
        <div className={styles.value}>
          <dt className={styles.label}>创建时间</dt>
          <dd className={styles.field}>{createdAt}</dd>
        </div>
      </dl>
      {actions ? <footer className={styles.actions}>{actions}</footer> : null}
    </article>
  )
}
