import { LiveVideo } from '@liuhe/ui'
import * as styles from '#app/components/home/home.css.ts'
import type { LiveDrawShow } from '#app/hooks/useLiveDraw.ts'

/** Props of {@link LiveDrawBlock}. */
export interface LiveDrawBlockProps {
  /** Game name, e.g. 新澳门六合彩. */
  gameName: string
  /** The stream or replay to play. */
  show: LiveDrawShow
  /** Hides a replay or a finished stream. */
  onClose: () => void
}

const headings = { streaming: '开奖直播', ended: '开奖直播', replay: '开奖回放' } as const

/** Home's live-draw block: the draw's video while it streams, then its end, or a replay of a past draw. */
export function LiveDrawBlock({ gameName, show, onClose }: LiveDrawBlockProps) {
  const heading = `第${show.turnNum}期${headings[show.phase]}`
  return (
    <section className={styles.liveDraw} aria-label={headings[show.phase]} data-phase={show.phase}>
      <header className={styles.liveDrawHeader}>
        <h2 className={styles.liveDrawTitle}>{heading}</h2>
        {show.phase === 'streaming' ? null : (
          <button type="button" className={styles.liveDrawClose} onClick={onClose}>
            关闭
          </button>
        )}
      </header>
      <LiveVideo
        // A new start of the stream (`run`) loads it anew: its video may begin after a first look found none.
        key={`${show.src}#${show.run}`}
        src={show.src}
        title={`${gameName}${heading}`}
        ended={show.phase === 'ended'}
      />
    </section>
  )
}
