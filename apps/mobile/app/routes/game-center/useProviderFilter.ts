import { ALL_PROVIDERS, type GameCategory, initialProviderFilter, providerFilterReducer } from '@liuhe/domain'
import { useEffect, useReducer, useState } from 'react'

/**
 * The provider filter and the in-category search of the shown category. Changing category resets both:
 * the filter to the new category's providers, the search box to empty (`searchKey` remounts it).
 */
export function useProviderFilter<Provider extends { liveCode: string }>(
  category: GameCategory,
  categories: readonly { key: string; providers: readonly Provider[] }[],
) {
  const [filter, dispatch] = useReducer(providerFilterReducer, initialProviderFilter([]))
  const [searchKey, setSearchKey] = useState(0)
  const options = categories.find((c) => c.key === category)?.providers ?? []

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a category change resets the filter.
  useEffect(() => {
    dispatch({
      type: 'categoryChanged',
      providers: options.filter((p) => p.liveCode !== ALL_PROVIDERS).map((p) => p.liveCode),
    })
    setSearchKey((k) => k + 1)
  }, [category])

  return { filter, dispatch, options, searchKey, filtered: filter.applied[0] !== ALL_PROVIDERS }
}
