import { IconButton } from '@liuhe/ui'
import { useState } from 'react'
import { TextField, type TextFieldProps } from './TextField'

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <IconButton
          icon={visible ? 'eyeOff' : 'eye'}
          aria-label={visible ? '隐藏密码' : '显示密码'}
          size="sm"
          pressed={visible}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  )
}
