/** Code of the 'all platforms' provider entry. */
export const ALL_PROVIDERS = 'all_provider'

/** State of the provider filter drawer plus the in-category search it resets with. */
export interface ProviderFilterState {
  /** Every provider code of the category (without {@link ALL_PROVIDERS}). */
  providers: readonly string[]
  /** The selection in force for the list. */
  applied: readonly string[]
  /** The selection being edited in the drawer. */
  draft: readonly string[]
  open: boolean
  search: string
}

/** What the user does with the filter. */
export type ProviderFilterAction =
  | { type: 'open' }
  | { type: 'toggle'; code: string }
  | { type: 'done' }
  | { type: 'reset' }
  | { type: 'close' }
  | { type: 'categoryChanged'; providers: readonly string[] }
  | { type: 'search'; text: string }

/** The initial filter of a category: all platforms, drawer closed, no search. */
export function initialProviderFilter(providers: readonly string[]): ProviderFilterState {
  return { providers, applied: [ALL_PROVIDERS], draft: [ALL_PROVIDERS], open: false, search: '' }
}

function toggleDraft(state: ProviderFilterState, code: string): readonly string[] {
  if (code === ALL_PROVIDERS) return [ALL_PROVIDERS]
  const specific = state.draft.filter((c) => c !== ALL_PROVIDERS)
  const next = specific.includes(code) ? specific.filter((c) => c !== code) : [...specific, code]
  const everything = state.providers.length > 0 && state.providers.every((p) => next.includes(p))
  return next.length === 0 || everything ? [ALL_PROVIDERS] : next
}

/**
 * The provider filter as a reducer: choosing a provider deselects 'all'; choosing 'all', deselecting the
 * last provider or selecting every provider leaves 'all' only; done applies the draft and closes; reset
 * reverts the draft to the applied selection; close reverts and closes; a category change resets filter
 * and search.
 */
export function providerFilterReducer(
  state: ProviderFilterState,
  action: ProviderFilterAction,
): ProviderFilterState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, draft: state.applied }
    case 'toggle':
      return { ...state, draft: toggleDraft(state, action.code) }
    case 'done':
      return { ...state, applied: state.draft, open: false }
    case 'reset':
      return { ...state, draft: state.applied }
    case 'close':
      return { ...state, draft: state.applied, open: false }
    case 'categoryChanged':
      return initialProviderFilter(action.providers)
    case 'search':
      return { ...state, search: action.text }
  }
}

/** Games of the selected providers (all games when 'all' is selected). */
export function filterByProviders<G extends { liveCode?: string | null; providerName?: string | null }>(
  games: readonly G[],
  selected: readonly string[],
): G[] {
  if (selected.includes(ALL_PROVIDERS)) return [...games]
  return games.filter((g) => selected.includes(g.liveCode ?? '') || selected.includes(g.providerName ?? ''))
}
