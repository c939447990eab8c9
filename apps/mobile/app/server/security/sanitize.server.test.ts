import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize.server'

describe('sanitizeHtml', () => {
  it('keeps the platform formatting: paragraphs, bold and coloured spans', () => {
    const html = '<p><b>本期主推：</b><span style="color:#e11d48">兔、羊、鸡</span></p>'
    expect(sanitizeHtml(html)).toMatch(
      /^<p><b>本期主推：<\/b><span style="color:#e11d48;?">兔、羊、鸡<\/span><\/p>$/,
    )
  })

  it('drops scripts with their body, style elements and event handlers', () => {
    const out = sanitizeHtml(
      '<p>ok</p><script>alert("x")</script><style>p{}</style><p onclick="alert(1)" onmouseover="x()">点</p><img src=x onerror=alert(1)>',
    )
    expect(out).not.toMatch(/<script|alert\("x"\)|<style|onclick|onmouseover|onerror/i)
    expect(out).toContain('点')
  })

  it('drops javascript: URLs however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).not.toMatch(/javascript|data:/i)
    }
    expect(sanitizeHtml('<a href="/template/110/1">x</a>')).toBe('<a href="/template/110/1">x</a>')
  })

  it('drops styles that run code', () => {
    expect(sanitizeHtml('<div style="background:url(javascript:alert(1))">x</div>')).not.toMatch(
      /javascript/i,
    )
  })
})
