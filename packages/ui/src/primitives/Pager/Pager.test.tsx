import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Pager } from './Pager'

const hrefFor = (page: number) => `/list?page=${page}`

describe('Pager', () => {
  it('links the previous and the next page', () => {
    render(<Pager page={3} hasMore hrefFor={hrefFor} />)
    expect(screen.getByRole('navigation', { name: '翻页' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/list?page=2')
    expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/list?page=4')
  })

  it('has no previous link on page 1', () => {
    render(<Pager page={1} hasMore hrefFor={hrefFor} />)
    expect(screen.queryByRole('link', { name: '上一页' })).toBeNull()
    expect(screen.getByRole('link', { name: '下一页' })).toBeInTheDocument()
  })

  it('says the end instead of a next link on the last page', () => {
    render(<Pager page={4} hasMore={false} hrefFor={hrefFor} endText="没有更多数据了" label="分页" />)
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('没有更多数据了')
    expect(screen.queryByRole('link', { name: '下一页' })).toBeNull()
  })

  it('shows the summary between the links', () => {
    render(<Pager page={2} hasMore hrefFor={hrefFor} summary="共 40 条 · 第 2 页" />)
    const text = screen.getByRole('navigation').textContent
    expect(text).toBe('上一页共 40 条 · 第 2 页下一页')
  })

  itHasNoAxeViolationsInEveryTheme(() => <Pager page={2} hasMore hrefFor={hrefFor} summary="2 / 5" />)
})
