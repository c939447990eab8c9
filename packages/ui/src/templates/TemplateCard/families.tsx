import {
  contentNumbers,
  isActiveCover,
  isNoteHit,
  type LockState,
  lockTarget,
  lockTexts,
  mb12BallSize,
  mb22LabelWidth,
  showsChatLink,
  symbParagraphs,
  type Viewer,
} from '@liuhe/domain'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import type { ReactNode } from 'react'
import { Icon } from '../../primitives/Icon/Icon'
import { useLinkComponent } from '../../primitives/LinkProvider'
import { visuallyHidden } from '../../primitives/shared.css'
import {
  itemLockState,
  type TemplateCardConfig,
  type TemplateCardData,
  type TemplateCardFamily,
  type TemplateCardItem,
} from '../registry'
import { Picks } from './Picks'
import * as styles from './TemplateCard.css'

/** What every family body receives. */
export interface FamilyBodyProps {
  template: TemplateCardData
  /** The items shown now (selected group, cut to the card's limit). */
  items: readonly TemplateCardItem[]
  config: TemplateCardConfig
  viewer: Viewer
  expanded: boolean
  /** Target of MB24's 更多> link. */
  moreHref?: string | undefined
}

const lockText = (state: LockState, wording: 'row' | 'card') =>
  state === 'recharge-locked'
    ? lockTexts.recharge
    : wording === 'card'
      ? lockTexts.loginAlternative
      : lockTexts.login

/** A locked row's overlay: the lock text, linking to login (guests, trial) or recharge. */
export function LockedContent({ state, viewer }: { state: LockState; viewer: Viewer }) {
  const Link = useLinkComponent()
  return (
    <Link className={styles.lockRow} href={lockTarget(viewer)} data-lock={state}>
      <Icon name="lock" size="sm" />
      {lockText(state, 'row')}
    </Link>
  )
}

function Note({ note }: { note: string | null | undefined }) {
  if (!note) return <span className={styles.note} />
  const hit = isNoteHit(note)
  return (
    <span className={styles.note} data-hit={hit || undefined}>
      {note}
    </span>
  )
}

function MultiContents({ item }: { item: TemplateCardItem }) {
  return (
    <dl className={styles.multi}>
      {(item.multiContents ?? []).map((entry, index) => (
        <div key={`${entry.title}-${index}`} className={styles.multiPair}>
          <dt className={styles.multiTitle}>{entry.title}</dt>
          <dd className={styles.multiContent}>{entry.content}</dd>
        </div>
      ))}
    </dl>
  )
}

function ChatLink({ item }: { item: TemplateCardItem }) {
  const Link = useLinkComponent()
  return (
    <Link className={styles.chatLink} href={item.redirect ?? '#'}>
      <span>
        <span className={styles.rowTitle}>{item.title}</span>{' '}
        <span className={styles.postMeta}>{item.content}</span>
      </span>
      <Icon name="chevronRight" size="sm" />
    </Link>
  )
}

/** Issue rows: title (期), picks with hits, result note; chat links and multiContents where items say so. */
function RowsBody({ template, items, config, viewer }: FamilyBodyProps) {
  const code = template.templateCode
  const widthStyle =
    code === 'MB22'
      ? assignInlineVars({
          [styles.labelWidth]: `${mb22LabelWidth(items.slice(0, 3).map((i) => i.title))}em`,
        })
      : undefined
  return (
    <ul className={styles.rows}>
      {items.map((item) => {
        const lock = itemLockState(item, viewer)
        return (
          <li
            key={item.id}
            data-item={item.id}
            className={styles.row}
            style={widthStyle}
            data-active-cover={isActiveCover(item) || undefined}
          >
            {showsChatLink(item) ? (
              <ChatLink item={item} />
            ) : (
              <>
                <span className={styles.rowTitle}>{item.title}</span>
                {lock !== 'unlocked' ? (
                  <LockedContent state={lock} viewer={viewer} />
                ) : item.multiContents?.length ? (
                  <MultiContents item={item} />
                ) : (
                  <Picks
                    code={code}
                    content={item.content}
                    note={item.note}
                    highlight={config.highlight}
                    size={code === 'MB12' ? mb12BallSize(contentNumbers(item.content).length) : 'sm'}
                  />
                )}
                <Note note={item.note} />
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** Table cards (MB26–MB38, MB42): 期数 | 资料 | 开奖; MB37 covers locked rows with one overlay. */
function TableBody({ template, items, config, viewer }: FamilyBodyProps) {
  const Link = useLinkComponent()
  const locks = items.map((item) => itemLockState(item, viewer))
  const cardLock = config.lockOverlay === 'card' ? locks.find((l) => l !== 'unlocked') : undefined
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{template.name}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              期数
            </th>
            <th scope="col" className={styles.th}>
              资料
            </th>
            <th scope="col" className={styles.th}>
              开奖
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const lock = locks[index] ?? 'unlocked'
            return (
              <tr
                key={item.id}
                data-item={item.id}
                className={styles.activeRow}
                data-active-cover={isActiveCover(item) || undefined}
              >
                <th scope="row" className={styles.td}>
                  {item.title}
                </th>
                <td className={styles.td}>
                  {lock === 'unlocked' ? (
                    <Picks code={template.templateCode} content={item.content} note={item.note} />
                  ) : cardLock ? (
                    <span aria-hidden="true">＊＊＊</span>
                  ) : (
                    <LockedContent state={lock} viewer={viewer} />
                  )}
                </td>
                <td className={styles.td}>
                  <Note note={item.note} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {cardLock && (
        <div className={styles.lockCard} data-lock={cardLock}>
          <Icon name="lock" size="lg" />
          <Link className={styles.lockCardLink} href={lockTarget(viewer)}>
            {lockText(cardLock, 'card')}
          </Link>
        </div>
      )}
    </div>
  )
}

/**
 * Text cards (SYmb family): HTML paragraphs (TYMB, Symb2), a poem with its answer (SYmb) or titled
 * contents (Symb3). HTML arrives sanitized from the app.
 */
function TextBody({ items, config, viewer, expanded }: FamilyBodyProps) {
  return (
    <div>
      {items.map((item) => {
        const lock = itemLockState(item, viewer)
        let content: ReactNode
        if (lock !== 'unlocked') content = <LockedContent state={lock} viewer={viewer} />
        else if (config.text === 'multi') content = <MultiContents item={item} />
        else if (config.text === 'poem')
          content = (
            <>
              {symbParagraphs(item.content, expanded).map((p, i) => (
                <p key={`${i}-${p}`} className={styles.html}>
                  {p}
                </p>
              ))}
              {item.content2 ? <p className={styles.answer}>{item.content2}</p> : null}
            </>
          )
        else
          content = (
            <div className={`${styles.html} ${styles.authored}`}>
              {symbParagraphs(item.content, expanded).map((p, i) => (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the app passes HTML sanitized on the server.
                <p key={`${i}-${p}`} dangerouslySetInnerHTML={{ __html: p }} />
              ))}
            </div>
          )
        return (
          <article
            key={item.id}
            data-item={item.id}
            className={styles.textItem}
            data-active-cover={isActiveCover(item) || undefined}
          >
            <div className={styles.textItemHead}>
              <span className={styles.rowTitle}>{item.title}</span>
              <Note note={item.note} />
            </div>
            {content}
          </article>
        )
      })}
    </div>
  )
}

/** MB24: latest posts, each a link, with 更多> to the full list. */
function PostsBody({ items, moreHref }: FamilyBodyProps) {
  const Link = useLinkComponent()
  return (
    <>
      <ul className={styles.rows}>
        {items.map((item) => (
          <li key={item.id} data-item={item.id} className={`${styles.row} ${styles.postRow}`}>
            <Link className={styles.link} href={item.redirect || '#'}>
              {item.title}
            </Link>
            <span className={styles.postMeta}>{item.content2}</span>
          </li>
        ))}
      </ul>
      {moreHref && (
        <div className={styles.moreRow}>
          <Link className={styles.more} href={moreHref}>
            更多&gt;
          </Link>
        </div>
      )}
    </>
  )
}

/** MB25: ranked experts with medals 1–5, their picks and record. */
function RankingBody({ template, items, viewer }: FamilyBodyProps) {
  return (
    <ol className={styles.rows}>
      {items.map((item, index) => {
        const rank = Number(item.content3) || index + 1
        const lock = itemLockState(item, viewer)
        return (
          <li key={item.id} data-item={item.id} className={`${styles.row} ${styles.rankRow}`}>
            <span className={styles.medal} data-rank={rank} role="img" aria-label={`第${rank}名`}>
              {rank}
            </span>
            <span className={styles.rowTitle}>{item.title}</span>
            {lock === 'unlocked' ? (
              <Picks code={template.templateCode} content={item.content} note={item.note} />
            ) : (
              <LockedContent state={lock} viewer={viewer} />
            )}
            <span className={styles.postMeta}>{item.content2}</span>
          </li>
        )
      })}
    </ol>
  )
}

/** Family → body component. The ad family has no card chrome and is drawn by the ad slot. */
export const familyBodies: Readonly<
  Record<Exclude<TemplateCardFamily, 'ad'>, (props: FamilyBodyProps) => ReactNode>
> = {
  rows: RowsBody,
  pickList: RowsBody,
  table: TableBody,
  text: TextBody,
  posts: PostsBody,
  ranking: RankingBody,
}
