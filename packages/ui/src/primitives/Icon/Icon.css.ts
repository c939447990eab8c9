import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { iconSvg, svgDataUrl } from './drawings'
import { iconNames } from './names'

/** The drawing of the icon in hand, set per `data-icon` below. */
const drawing = createVar()

/**
 * The icon is a box painted in the current text colour through a mask of its drawing: the drawings live in
 * this stylesheet, so pages carry no icon geometry in their JavaScript.
 */
const glyph = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  backgroundColor: 'currentColor',
  WebkitMaskImage: drawing,
  maskImage: drawing,
  WebkitMaskRepeat: 'no-repeat',
  maskRepeat: 'no-repeat',
  WebkitMaskSize: '100% 100%',
  maskSize: '100% 100%',
  // Forced colours (Windows high contrast) would repaint the background and hide the icon; the text colour
  // it inherits is already the forced one.
  forcedColorAdjust: 'none',
})

for (const name of iconNames) {
  globalStyle(`${glyph}[data-icon="${name}"]`, { vars: { [drawing]: svgDataUrl(iconSvg(name)) } })
}

/** Icon box per size; the drawing follows the current text colour. */
export const icon = recipe({
  base: glyph,
  variants: {
    size: {
      sm: { width: '16px', height: '16px' },
      md: { width: '20px', height: '20px' },
      lg: { width: '24px', height: '24px' },
      xl: { width: '32px', height: '32px' },
    },
  },
  defaultVariants: { size: 'lg' },
})
