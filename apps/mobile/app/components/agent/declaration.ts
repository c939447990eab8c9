/** One block of the declaration: a heading or a paragraph, as plain text. */
export interface DeclarationBlock {
  kind: 'heading' | 'paragraph'
  text: string
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** Text of an HTML fragment: tags dropped, the common entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .trim()

/**
 * The headings (h2, h3) and paragraphs of the platform's declaration page, in order, as text: the page
 * renders them itself, so no markup of the platform reaches the document.
 */
export function declarationBlocks(html: string): DeclarationBlock[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  const blocks: DeclarationBlock[] = []
  for (const match of body.matchAll(/<(h2|h3|p)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = textOf(match[2] ?? '')
    if (text) blocks.push({ kind: match[1]!.toLowerCase() === 'p' ? 'paragraph' : 'heading', text })
  }
  return blocks
}
