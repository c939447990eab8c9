import { NavBar } from '@liuhe/ui'
import type { LegalText } from './about'
import * as styles from './account.css'

/** A legal text (user agreement, privacy) under the about pages. */
export function LegalPage({ text }: { text: LegalText }) {
  return (
    <div className={styles.page}>
      <NavBar title={text.title} backHref="/about" />
      <main className={styles.main}>
        <article className={styles.prose} aria-labelledby="legal-title">
          <h1 id="legal-title" className={styles.cardTitle}>
            {text.title}
          </h1>
          <p className={styles.rewardMeta}>更新日期：{text.updated}</p>
          <p>{text.intro}</p>
          {text.sections.map((section) => (
            <section key={section.heading}>
              <h2 className={styles.proseHeading}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </main>
    </div>
  )
}
