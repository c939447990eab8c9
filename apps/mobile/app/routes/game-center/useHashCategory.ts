import { categoryFromHash, categoryHash, type GameCategory } from '@liuhe/domain'
import { useEffect, useState } from 'react'

/** The category named by the URL hash, kept in sync with back and forward. */
export function useHashCategory(): [GameCategory, (category: GameCategory) => void] {
  const [category, setCategory] = useState<GameCategory>('hot')
  useEffect(() => {
    const read = () => setCategory(categoryFromHash(window.location.hash))
    read()
    window.addEventListener('hashchange', read)
    window.addEventListener('popstate', read)
    return () => {
      window.removeEventListener('hashchange', read)
      window.removeEventListener('popstate', read)
    }
  }, [])
  const choose = (next: GameCategory) => {
    if (categoryHash(next) !== window.location.hash) window.location.hash = categoryHash(next)
    else setCategory(next)
  }
  return [category, choose]
}
