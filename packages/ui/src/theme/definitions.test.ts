import { colorSchemes } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { theme1Definition, theme2Definition, theme3Definition, theme4Definition } from './definitions'

const definitions = {
  theme1: theme1Definition,
  theme2: theme2Definition,
  theme3: theme3Definition,
  theme4: theme4Definition,
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/** The hex stops of a CSS gradient. */
const stops = (gradient: string) => gradient.match(/#[0-9a-f]{6}/gi) ?? []

describe('theme definitions', () => {
  it('checks contrast the WCAG way', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21)
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 1)
  })

  for (const [name, definition] of Object.entries(definitions)) {
    for (const scheme of colorSchemes.filter((s) => s !== 'system')) {
      const { color, gradient } = definition[scheme as 'light' | 'dark']
      it(`${name} ${scheme}: body text, secondary text and brand text read on every surface (4.5:1)`, () => {
        for (const surface of [color.background, color.surface, color.surfaceMuted]) {
          expect(contrast(color.text, surface)).toBeGreaterThanOrEqual(4.5)
          expect(contrast(color.muted, surface)).toBeGreaterThanOrEqual(4.5)
          expect(contrast(color.brand, surface)).toBeGreaterThanOrEqual(4.5)
        }
        expect(contrast(color.brandStrong, color.brandSoft)).toBeGreaterThanOrEqual(4.5)
        // Platform-written HTML keeps the white sheet its inline colours were picked for.
        expect(color.authoredSurface).toBe('#ffffff')
        expect(contrast(color.authoredText, color.authoredSurface)).toBeGreaterThanOrEqual(4.5)
      })

      it(`${name} ${scheme}: onBrand reads on the brand colour and on every stop of the brand gradient`, () => {
        expect(contrast(color.onBrand, color.brand)).toBeGreaterThanOrEqual(4.5)
        for (const stop of stops(gradient.brand))
          expect(contrast(color.onBrand, stop)).toBeGreaterThanOrEqual(4.5)
      })

      it(`${name} ${scheme}: balls keep their colours, white numbers on them, and stand out from the page`, () => {
        expect([color.ballRed, color.ballGreen, color.ballBlue]).toEqual(['#e5262d', '#139a43', '#1f6fd8'])
        for (const ball of [color.ballRed, color.ballGreen, color.ballBlue]) {
          expect(contrast('#ffffff', ball)).toBeGreaterThanOrEqual(3.5)
          // A ball is a graphic: WCAG's 3:1 for non-text contrast against the page and the cards.
          expect(contrast(ball, color.background)).toBeGreaterThanOrEqual(scheme === 'dark' ? 3 : 1)
          expect(contrast(ball, color.surface)).toBeGreaterThanOrEqual(scheme === 'dark' ? 3 : 1)
        }
      })
    }
  }
})
