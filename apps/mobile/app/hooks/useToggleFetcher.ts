import { useToast } from '@liuhe/ui'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

/** A toggle route's refusal (`toggle.server.ts`): the message to show. */
export interface ToggleRefusal {
  message: string
}

/** Whether a toggle route's answer is a refusal rather than its result. */
export function isRefusal<Result extends object>(answer: Result | ToggleRefusal): answer is ToggleRefusal {
  return 'message' in answer
}

/** What {@link toggleView} reads: the fetcher's request and answer, and what the page knew before. */
export interface ToggleInput<Result extends object> {
  /** The value the page was rendered with. */
  initial: boolean
  /** The `like` field of the request in flight ('1' or '0'); absent when nothing is in flight. */
  requested: FormDataEntryValue | null | undefined
  /** The route's latest answer. */
  answer: Result | ToggleRefusal | undefined
  /** The last answer the route accepted, kept across a later refusal. */
  lastAccepted: Result | undefined
  /** Reads the new value from an accepted answer. */
  settledOf: (result: Result) => boolean
}

/** What a toggle shows: {@link toggleView}'s output. */
export interface ToggleView<Result extends object> {
  /** The value to show. */
  on: boolean
  /** The value without the request in flight: the last accepted answer's, else the initial one. */
  settledOn: boolean
  /** The answer `settledOn` comes from, if any. */
  accepted: Result | undefined
}

/**
 * The value a toggle shows: the requested one while its request is in flight, the route's answer once it
 * settled, and after a refusal the value from before the request (the last accepted answer, else the
 * initial value).
 */
export function toggleView<Result extends object>(input: ToggleInput<Result>): ToggleView<Result> {
  const { answer, requested } = input
  const accepted = answer && !isRefusal(answer) ? answer : input.lastAccepted
  const settledOn = accepted ? input.settledOf(accepted) : input.initial
  const on = typeof requested === 'string' ? requested === '1' : settledOn
  return { on, settledOn, accepted }
}

/** Options of {@link useToggleFetcher}. */
export interface ToggleFetcherOptions<Result extends object> {
  /** The resource route that applies the toggle; it answers `Result`, or `{ message }` when it refuses. */
  action: string
  /** The form field naming the item: `templateId`, `gameId`, `galleryId`. */
  idField: string
  /** The item's id; every component showing the same item shares one fetcher. */
  id: number | string
  /** The value the page was rendered with. */
  initial: boolean
  /** Reads the new value from the route's answer. */
  settledOf: (result: Result) => boolean
  /** Why the viewer may not toggle, shown instead of sending the request; `undefined` when allowed. */
  refusal?: { message: string; durationMs: number }
  /** How long the route's refusal shows, by its message; 2 s unless given. */
  refusalMs?: (message: string) => number
}

/** What {@link useToggleFetcher} returns. */
export interface ToggleFetcher<Result extends object> extends ToggleView<Result> {
  /** Asks for the opposite of what is shown (or shows the refusal). */
  toggle: () => void
}

const REFUSAL_MS = 2000

/**
 * An on/off toggle (favourite, follow, like) submitted to its resource route with a Remix fetcher: the value
 * flips at once, settles on the route's answer, and a refusal shows its toast and falls back.
 */
export function useToggleFetcher<Result extends object>(
  options: ToggleFetcherOptions<Result>,
): ToggleFetcher<Result> {
  const { action, idField, id, refusal, refusalMs } = options
  const toast = useToast()
  const fetcher = useFetcher({ key: `toggle:${action}:${id}` })
  // The answer is JSON the toggle route wrote (`toggle.server.ts`), so it arrives as it was sent.
  const answer = fetcher.data as Result | ToggleRefusal | undefined
  const [lastAccepted, setLastAccepted] = useState<Result>()
  // Only the component that asked shows the refusal, once (others may share the fetcher or mount later).
  const asked = useRef(false)

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return
    if (!isRefusal(answer)) setLastAccepted(answer)
    else if (asked.current)
      toast.show(answer.message, { durationMs: refusalMs?.(answer.message) ?? REFUSAL_MS })
    asked.current = false
  }, [fetcher.state, answer, toast, refusalMs])

  const view = toggleView({
    initial: options.initial,
    requested: fetcher.formData?.get('like'),
    answer,
    lastAccepted,
    settledOf: options.settledOf,
  })

  const toggle = () => {
    if (refusal) {
      toast.show(refusal.message, { durationMs: refusal.durationMs })
      return
    }
    asked.current = true
    fetcher.submit({ [idField]: String(id), like: view.on ? '0' : '1' }, { method: 'post', action })
  }

  return { ...view, toggle }
}
