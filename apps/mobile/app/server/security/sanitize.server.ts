import xssDefault from 'xss'

// xss is CommonJS with its API on the default export at run time; its typings describe named exports.
const xss = xssDefault as unknown as typeof import('xss')
const { FilterXSS, getDefaultWhiteList } = xss

const withStyle = ['div', 'span', 'p', 'b', 'strong', 'i', 'em', 'font', 'a', 'img', 'table', 'td', 'th']
const allowedTags = getDefaultWhiteList()
for (const tag of withStyle) allowedTags[tag] = [...(allowedTags[tag] ?? []), 'style', 'class']
// Scripts, styles, frames, forms and objects are not on the list at all.
for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button'])
  delete allowedTags[tag]

const cssWhiteList = {
  background: true,
  'background-color': true,
  'border-radius': true,
  color: true,
  display: true,
  padding: true,
  margin: true,
  'font-size': true,
  'font-weight': true,
  'text-align': true,
  'line-height': true,
  border: true,
  width: true,
  height: true,
}

const filter = new FilterXSS({
  whiteList: allowedTags,
  stripIgnoreTag: true,
  // Drop the text inside script and style, not only the tags.
  stripIgnoreTagBody: ['script', 'style'],
  css: { whiteList: cssWhiteList },
  onIgnoreTagAttr: () => '',
  safeAttrValue(tag, name, value, cssFilter) {
    // No javascript:, vbscript: or data: URLs, however they are spelled or encoded.
    const squashed = value.replace(/[^\x21-\x7e]+/g, '').toLowerCase()
    if (/^(javascript|vbscript|data):/.test(squashed) || squashed.includes('script:')) return ''
    if (name === 'style' && /expression|url\(|javascript/i.test(value)) return ''
    return xss.safeAttrValue(tag, name, value, cssFilter)
  },
})

/**
 * Cleans HTML from the platform before the browser renders it as HTML: a strict whitelist of tags and
 * attributes; no script or style elements, no on* handlers, no javascript: (or vbscript:/data:) URLs.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return filter.process(html ?? '')
}
