import { describe, expect, it } from 'vitest'
import { declarationBlocks } from './declaration'

describe('agent declaration', () => {
  it('keeps the headings and paragraphs as text, in order, without any markup', () => {
    const html = `<html><head><title>代理声明</title></head><body><h1>代理声明</h1>
      <h2>一、代理资格</h2><p>代理账户由平台开通 &amp; 管理。</p>
      <p><script>alert(1)</script><b>返点</b>不得高于自身返点</p><p>  </p></body></html>`
    expect(declarationBlocks(html)).toEqual([
      { kind: 'heading', text: '一、代理资格' },
      { kind: 'paragraph', text: '代理账户由平台开通 & 管理。' },
      { kind: 'paragraph', text: 'alert(1)返点不得高于自身返点' },
    ])
  })
})
