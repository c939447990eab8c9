import { createTheme } from '@vanilla-extract/css'
import { ballTokens, baseTokens } from './base'
import { vars } from './contract.css'

/** theme1: lucky red with gold, the classic six-mark look. */
export const theme1 = createTheme(vars, {
  ...baseTokens,
  color: {
    brand: '#d6202a',
    brandStrong: '#a8141c',
    onBrand: '#ffffff',
    brandSoft: '#fdecec',
    accent: '#e3a400',
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceMuted: '#f7f7f9',
    text: '#1f2329',
    muted: '#646a73',
    border: '#e6e8eb',
    success: '#15803d',
    danger: '#c41c25',
    warning: '#c27c00',
    overlay: 'rgba(0, 0, 0, 0.55)',
    ...ballTokens,
  },
  gradient: {
    brand: 'linear-gradient(135deg, #dc2a33 0%, #b8121b 100%)',
    accent: 'linear-gradient(135deg, #ffd970 0%, #e3a400 100%)',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    card: '0 1px 3px rgba(31, 35, 41, 0.08)',
    raised: '0 6px 18px rgba(31, 35, 41, 0.14)',
    inset: 'inset 0 -2px 0 rgba(0, 0, 0, 0.12)',
  },
})
