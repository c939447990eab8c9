import {
  type AnimalKind,
  type Art,
  animalKinds,
  arts,
  type FiveElement,
  fiveElements,
  type Gender,
  genders,
  type Season,
  seasons,
  type ZodiacReference,
} from '@liuhe/domain'
import { LotteryBall } from '../../lottery/LotteryBall'
import * as styles from './ZodiacReferenceTable.css'

/** Props of {@link ZodiacReferenceTable}. */
export interface ZodiacReferenceTableProps {
  /** The reference of one lunar year (`zodiacReference` of the domain). */
  reference: ZodiacReference
  /** Title of the table; defaults to 「{year}年生肖对照（{animal}年）」. */
  caption?: string
}

const pad = (n: number) => String(n).padStart(2, '0')
const dateText = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${pad(d.month)}-${pad(d.day)}`

/** The groups a zodiac belongs to, rows of the lower table: each grouping's members in the product's order. */
const groupings = [
  { key: 'animalKind', label: '家野', groups: animalKinds },
  { key: 'gender', label: '男女', groups: genders },
  { key: 'art', label: '琴棋书画', groups: arts },
  { key: 'season', label: '春夏秋冬', groups: seasons },
] as const satisfies readonly {
  key: keyof ZodiacReference['groupings']
  label: string
  groups: readonly (AnimalKind | Gender | Art | Season)[]
}[]

/**
 * The zodiac reference (生肖对照) of a lunar year: each zodiac's numbers as coloured balls with their five
 * element, the numbers of each element, and the zodiac groupings (家禽/野兽, 男/女, 琴棋书画, 春夏秋冬). The
 * year's own animal (本命) holds five numbers and is marked. Plain tables, so they are their own text.
 */
export function ZodiacReferenceTable({ reference, caption }: ZodiacReferenceTableProps) {
  const title = caption ?? `${reference.lunarYear}年生肖对照（${reference.animal}年）`
  return (
    <div className={styles.root}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {title}
          <span className={styles.period}>
            {dateText(reference.startDate)} 至 {dateText(reference.endDate)} 前
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">生肖</th>
            <th scope="col">号码</th>
          </tr>
        </thead>
        <tbody>
          {reference.zodiacs.map((row) => (
            <tr key={row.zodiac} data-own={row.zodiac === reference.animal || undefined}>
              <th scope="row">
                <span className={styles.zodiac}>{row.zodiac}</span>
                {row.zodiac === reference.animal ? <span className={styles.badge}>本命</span> : null}
              </th>
              <td>
                <ul className={styles.balls}>
                  {row.numbers.map((n) => (
                    <li key={n.number} className={styles.ballItem}>
                      <LotteryBall number={n.number} size="sm" description={n.element} />
                      <span className={styles.element} aria-hidden="true">
                        {n.element}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>五行</caption>
        <tbody>
          {fiveElements.map((element: FiveElement) => (
            <tr key={element}>
              <th scope="row">{element}</th>
              <td className={styles.numbers}>{reference.elements[element].map(pad).join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>生肖分类</caption>
        <tbody>
          {groupings.flatMap(({ key, label, groups }) =>
            groups.map((group, i) => (
              <tr key={`${key}-${group}`}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={groups.length} className={styles.grouping}>
                    {label}
                  </th>
                ) : null}
                <th scope="row">{group}</th>
                <td>
                  {(reference.groupings[key] as Readonly<Record<string, readonly string[]>>)[group]?.join(
                    ' ',
                  )}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  )
}
