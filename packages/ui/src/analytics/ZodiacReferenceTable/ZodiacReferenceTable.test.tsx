import { zodiacReference } from '@liuhe/domain'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { ZodiacReferenceTable } from './ZodiacReferenceTable'

const horse = zodiacReference(2026)

describe('ZodiacReferenceTable', () => {
  it('lists the twelve zodiacs with their numbers as named balls, the year animal marked 本命', () => {
    render(<ZodiacReferenceTable reference={horse} />)
    const table = screen.getByRole('table', { name: /2026年生肖对照（马年）/ })
    expect(within(table).getAllByRole('row')).toHaveLength(13)
    const horseRow = within(table).getByRole('rowheader', { name: '马本命' }).closest('tr')!
    const balls = within(horseRow).getAllByRole('img')
    expect(balls.map((ball) => ball.getAttribute('aria-label')?.split(' ')[0])).toEqual([
      '01',
      '13',
      '25',
      '37',
      '49',
    ])
    expect(balls[0]!.getAttribute('aria-label')).toContain('红波')
  })

  it('says when the year holds and lists elements and groupings', () => {
    render(<ZodiacReferenceTable reference={horse} />)
    const { startDate } = horse
    expect(screen.getByText(new RegExp(`^${startDate.year}-0?${startDate.month}`))).toBeInTheDocument()
    const elements = screen.getByRole('table', { name: '五行' })
    expect(within(elements).getAllByRole('row')).toHaveLength(5)
    const groups = screen.getByRole('table', { name: '生肖分类' })
    const domestic = within(groups).getByRole('rowheader', { name: '家禽' }).closest('tr')!
    expect(domestic).toHaveTextContent(horse.groupings.animalKind.家禽.join(' '))
  })

  itHasNoAxeViolationsInEveryTheme(() => <ZodiacReferenceTable reference={horse} />)
})
