import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Avatar, avatarDrawings, isAvatarId } from './Avatar'

describe('Avatar', () => {
  it('draws 16 distinct avatars', () => {
    expect(avatarDrawings).toHaveLength(16)
    expect(new Set(avatarDrawings.map((d) => d.animal)).size).toBe(16)
    expect(new Set(avatarDrawings.map((d) => d.background)).size).toBe(16)
  })

  it('draws the avatar of its id, named for screen readers', () => {
    render(<Avatar id={16} label="我的头像" />)
    expect(screen.getByRole('img', { name: '我的头像' })).toHaveAttribute('data-avatar', '16')
  })

  it('falls back to the default when the id is missing or out of range', () => {
    for (const id of [undefined, null, 0, 17, 2.5]) expect(isAvatarId(id)).toBe(false)
    render(
      <>
        <Avatar />
        <Avatar id={0} />
        <Avatar id={17} />
      </>,
    )
    for (const avatar of screen.getAllByRole('img')) expect(avatar).toHaveAttribute('data-avatar', 'default')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <div>
      <Avatar id={3} />
      <Avatar />
    </div>
  ))
})
