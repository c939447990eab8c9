import { type FormEvent, type RefObject, useCallback, useEffect, useState } from 'react'

/** The text fields of a form (hidden ones included), by name. */
export function textFieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of new FormData(form).entries())
    if (typeof value === 'string') fields[name] = value
  return fields
}

/**
 * What has been typed into a form, for the rules that enable its button (login, register). Read on every
 * change, and once when the form mounts: what was typed while the page still waited for its code (a quick
 * reader, a password manager) reached no React handler, and a button enabled by the server must not turn
 * disabled under a filled form when the page hydrates. `resetKey` re-reads a form rebuilt under a new key.
 */
export function useTypedFields(
  formRef: RefObject<HTMLFormElement>,
  resetKey?: unknown,
): [Record<string, string>, (event: FormEvent<HTMLFormElement>) => void] {
  const [typed, setTyped] = useState<Record<string, string>>({})
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new form to read
  useEffect(() => {
    if (formRef.current) setTyped(textFieldsOf(formRef.current))
  }, [formRef, resetKey])
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => setTyped(textFieldsOf(event.currentTarget)),
    [],
  )
  return [typed, onChange]
}
