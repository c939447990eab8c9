import { PasswordField } from './PasswordField'

/** The fields of a password change: the current password, the new one and its confirmation. */
export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirmPassword'

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
      <PasswordField
        label="原密码"
        name="oldPassword"
        placeholder="请输入原密码"
        autoComplete="current-password"
        error={errorOf?.('oldPassword') ?? null}
        required
      />
      <PasswordField
        label="新密码"
        name="newPassword"
        placeholder="请输入8-20位新密码"
        autoComplete="new-password"
        error={errorOf?.('newPassword') ?? null}
        required
      />
      <PasswordField
        label="确认新密码"
        name="confirmPassword"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        error={errorOf?.('confirmPassword') ?? null}
        required
      />
    </>
  )
}
