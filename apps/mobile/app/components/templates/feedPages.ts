import type { TemplateFeedPage } from '#app/templates.server.ts'

/**
 * The pages after a newly read first page: the reader keeps what they scrolled through. A first page the
 * document cut to its first screenful (`partial`) keeps the rest of the first page already loaded after
 * its new first cards.
 */
export function withNewFirstPage(current: TemplateFeedPage[], first: TemplateFeedPage): TemplateFeedPage[] {
  const [old, ...rest] = current
  if (old === first) return current
  if (!old || !first.partial || old.partial) return [first, ...rest]
  const fresh = new Set(first.templates.map((t) => t.id))
  return [
    { ...old, templates: [...first.templates, ...old.templates.filter((t) => !fresh.has(t.id))] },
    ...rest,
  ]
}

/** The pages with a page just loaded: a new page follows, the whole of a cut page replaces it. */
export function withLoadedPage(current: TemplateFeedPage[], loaded: TemplateFeedPage): TemplateFeedPage[] {
  const at = current.findIndex((p) => p.page === loaded.page)
  if (at === -1) return [...current, loaded]
  if (!current[at]?.partial) return current
  return current.map((p, i) => (i === at ? loaded : p))
}
