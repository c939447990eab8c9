import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { SearchBox } from './SearchBox'

describe('SearchBox', () => {
  it('submits the trimmed text on Enter', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<SearchBox onSubmit={onSubmit} placeholder="请输入游戏名称" />)
    expect(screen.getByRole('search')).toBeInTheDocument()
    const box = screen.getByRole('searchbox', { name: '搜索' })
    expect(box).toHaveAttribute('placeholder', '请输入游戏名称')
    await user.type(box, '  六合彩 {Enter}')
    expect(onSubmit).toHaveBeenCalledWith('六合彩')
  })

  it('clears with the clear button and keeps focus in the box', async () => {
    const user = userEvent.setup()
    const onClear = vi.fn()
    render(<SearchBox onSubmit={() => {}} onClear={onClear} defaultValue="六合彩" />)
    await user.click(screen.getByRole('button', { name: '清除' }))
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.getByRole('searchbox')).toHaveFocus()
    expect(onClear).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <SearchBox onSubmit={() => {}} defaultValue="六合彩" placeholder="搜索" />
  ))
})
