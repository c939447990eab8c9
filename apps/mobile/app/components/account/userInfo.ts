import { registerFields, type UserInfoField, userInfoFields } from '@liuhe/domain'

/** The personal details in page order with their labels and placeholders (the register form's). */
export const userInfoRows = userInfoFields.map((name) => {
  const field = registerFields.find((f) => f.name === name)
  return { name, label: field?.label ?? name, placeholder: field?.placeholder ?? '' }
})

/** A detail as the personal-info page shows it. */
export const shownValue = (value: string | null | undefined) => (value ? value : '未设置')

export type { UserInfoField }
