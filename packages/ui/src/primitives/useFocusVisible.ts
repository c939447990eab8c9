import { useEffect } from 'react'

/** How the user last interacted with the page: a key press, or a pointer (mouse, touch, pen). */
let lastModality: 'keyboard' | 'pointer' | undefined
let listening = false

function onKey(event: KeyboardEvent) {
  // A modifier alone (Shift, Ctrl held for a click) does not make the next focus a keyboard focus.
  if (event.metaKey || event.altKey || event.ctrlKey) return
  lastModality = 'keyboard'
}

function onPointer() {
  lastModality = 'pointer'
}

function listen() {
  if (listening || typeof document === 'undefined') return
  listening = true
  document.addEventListener('keydown', onKey, true)
  document.addEventListener('pointerdown', onPointer, true)
  document.addEventListener('mousedown', onPointer, true)
}

/**
 * Whether a focus that happens now should show a focus ring: yes unless the last interaction was a pointer
 * (a tap or click focuses the cell it hits without a ring, Tab and the arrow keys show one).
 */
export function focusShouldBeVisible(): boolean {
  return lastModality !== 'pointer'
}

/** Starts following the page's key and pointer events for {@link focusShouldBeVisible} (once per page). */
export function useFocusModality(): void {
  useEffect(listen, [])
}
