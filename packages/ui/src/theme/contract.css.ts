import { createThemeContract } from '@vanilla-extract/css'
import type { ThemeTokens } from './tokens'

const shape: ThemeTokens = {
  color: {
    brand: '',
    brandStrong: '',
    onBrand: '',
    brandSoft: '',
    accent: '',
    background: '',
    surface: '',
    surfaceMuted: '',
    text: '',
    muted: '',
    border: '',
    success: '',
    danger: '',
    warning: '',
    overlay: '',
    ballRed: '',
    ballBlue: '',
    ballGreen: '',
    fallback: '',
    authoredSurface: '',
    authoredText: '',
  },
  gradient: { brand: '', accent: '' },
  font: {
    family: '',
    numeric: '',
    size: { xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
    weight: { regular: '', medium: '', bold: '' },
    lineHeight: { tight: '', normal: '' },
  },
  space: { xxs: '', xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  radius: { sm: '', md: '', lg: '', pill: '' },
  shadow: { card: '', raised: '', inset: '' },
  size: { bottomNav: '', header: '', touch: '' },
}

/** The theme contract: every component reads its looks only from these variables. */
export const vars = createThemeContract(shape)
