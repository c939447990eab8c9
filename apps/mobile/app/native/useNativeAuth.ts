import { useToast } from '@liuhe/ui'
import { useSubmit } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { type NativeLoginPayload, nativeBridge } from './bridge'

/** What a form hands to the shell: the payload, or the message of a check that failed first. */
type Prepared<P> = { payload: P; extra?: Record<string, string> } | { message: string }

/**
 * Login and register through the native bridge when the page runs inside the shell: the form's submit is
 * taken over, the shell is asked (30 s time-out, app/native/bridge.ts), its token goes to the route's action
 * as `intent=native` (which checks it with the platform and signs the browser in); a failure or time-out
 * shows its message for 3 s. Without the bridge the form posts as usual.
 */
export function useNativeAuth() {
  const submit = useSubmit()
  const toast = useToast()
  const [pending, setPending] = useState(false)

  function intercept<K extends 'login' | 'register'>(
    event: FormEvent<HTMLFormElement>,
    kind: K,
    prepare: (form: FormData) => Prepared<K extends 'login' ? NativeLoginPayload : Record<string, string>>,
  ) {
    const bridge = nativeBridge()
    if (!bridge) return
    event.preventDefault()
    if (pending) return
    const prepared = prepare(new FormData(event.currentTarget))
    if ('message' in prepared) {
      toast.show(prepared.message, { durationMs: 3000 })
      return
    }
    setPending(true)
    const call =
      kind === 'login'
        ? bridge.login(prepared.payload as NativeLoginPayload)
        : bridge.register(prepared.payload as Record<string, string>)
    void call.then((outcome) => {
      setPending(false)
      if (outcome.ok)
        submit({ ...prepared.extra, intent: 'native', token: outcome.token }, { method: 'post' })
      else toast.show(outcome.message, { durationMs: 3000 })
    })
  }

  return { pending, intercept }
}
