import { formatAgentMoney } from '@liuhe/domain'
import * as styles from './TeamReportTiles.css'

/** One figure of the team report: an amount in fen (`signed` marks a result, shown + or −) or a count. */
export type ReportTile =
  | { label: string; fen: number; signed?: boolean }
  | { label: string; count: number; unit?: string }

/** A titled group of tiles (团队数据, 彩票, 真人, 充提). */
export interface ReportSection {
  title: string
  /** A note under the title, such as the statistics period. */
  note?: string
  tiles: readonly ReportTile[]
}

/** Props of {@link TeamReportTiles}. */
export interface TeamReportTilesProps {
  sections: readonly ReportSection[]
}

function TileValue({ tile }: { tile: ReportTile }) {
  if ('count' in tile) {
    return (
      <span className={styles.value}>
        {tile.count}
        {tile.unit ? <small className={styles.unit}>{tile.unit}</small> : null}
      </span>
    )
  }
  const tone = !tile.signed || tile.fen === 0 ? 'plain' : tile.fen > 0 ? 'up' : 'down'
  return (
    <span className={styles.value} data-tone={tone}>
      {tile.signed && tile.fen > 0 ? '+' : ''}
      {formatAgentMoney(tile.fen)}
    </span>
  )
}

/** The team overview's figures as tiles, two to a row, in titled sections; amounts in 元 from fen. */
export function TeamReportTiles({ sections }: TeamReportTilesProps) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.title} className={styles.section} aria-label={section.title}>
          <header className={styles.header}>
            <h3 className={styles.title}>{section.title}</h3>
            {section.note ? <span className={styles.note}>{section.note}</span> : null}
          </header>
          <dl className={styles.grid}>
            {section.tiles.map((tile) => (
              <div key={tile.label} className={styles.tile}>
                <dt className={styles.label}>{tile.label}</dt>
                <dd className={styles.figure}>
                  <TileValue tile={tile} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
