import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Select } from './Select'

const options = [
  { value: '110', label: '澳门六合彩' },
  { value: '70', label: '香港六合彩' },
]

function Example() {
  const [value, setValue] = useState('110')
  return <Select label="游戏" options={options} value={value} onChange={setValue} />
}

describe('Select', () => {
  it('is labelled and reports the chosen value', async () => {
    const user = userEvent.setup()
    render(<Example />)
    const select = screen.getByRole('combobox', { name: '游戏' })
    expect(select).toHaveValue('110')
    await user.selectOptions(select, '香港六合彩')
    expect(select).toHaveValue('70')
  })

  itHasNoAxeViolationsInEveryTheme(() => <Example />)
})
