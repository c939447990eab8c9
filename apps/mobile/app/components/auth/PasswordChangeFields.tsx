import { PasswordField } from './PasswordField'

/** The fields of a password change: the current password, the new one and its confirmation. */
export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirmPassword'

const fields = [
  { name: 'oldPassword', label: '原密码', placeholder: '请输入原密码', autoComplete: 'current-password' },
  { name: 'newPassword', label: '新密码', placeholder: '请输入8-20位新密码', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: '确认新密码',
    placeholder: '请再次输入新密码',
    autoComplete: 'new-password',
  },
] as const satisfies readonly {
  name: PasswordChangeField
  label: string
  placeholder: string
  autoComplete: string
}[]

/**
 * The three password inputs shared by changing a password (signed in) and resetting it (from the login page),
 * each with its error when the action names it.
 */
export function PasswordChangeFields({
  errorOf,
}: {
  errorOf?: (field: PasswordChangeField) => string | null
}) {
  return (
    <>
      {fields.map((field) => (
        <PasswordField key={field.name} {...field} error={errorOf?.(field.name) ?? null} required />
      ))}
    </>
  )
}
