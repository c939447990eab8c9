import { createTheme } from '@vanilla-extract/css'
import { ballTokens, baseTokens } from './base'
import { vars } from './contract.css'

/** theme3: emerald and teal under a dark header, crisp corners. */
export const theme3 = createTheme(vars, {
  ...baseTokens,
  color: {
    brand: '#0b7a66',
    brandStrong: '#075e4e',
    onBrand: '#ffffff',
    brandSoft: '#e3f5f0',
    accent: '#e09a12',
    background: '#f1f5f4',
    surface: '#ffffff',
    surfaceMuted: '#f4f8f7',
    text: '#15231f',
    muted: '#55645f',
    border: '#dde6e3',
    success: '#137a3e',
    danger: '#cc2f2f',
    warning: '#9c6200',
    overlay: 'rgba(6, 24, 20, 0.6)',
    ...ballTokens,
  },
  gradient: {
    brand: 'linear-gradient(135deg, #0f5c55 0%, #0a3d3a 100%)',
    accent: 'linear-gradient(135deg, #ffd27a 0%, #e09a12 100%)',
  },
  radius: { sm: '4px', md: '6px', lg: '12px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(21, 35, 31, 0.1)',
    raised: '0 6px 16px rgba(10, 61, 58, 0.2)',
    inset: 'inset 0 -2px 0 rgba(6, 24, 20, 0.14)',
  },
})
