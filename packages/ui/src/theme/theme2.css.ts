import { createTheme } from '@vanilla-extract/css'
import { ballTokens, baseTokens } from './base'
import { vars } from './contract.css'

/** theme2: deep indigo with gold, a calm premium look. */
export const theme2 = createTheme(vars, {
  ...baseTokens,
  color: {
    brand: '#2f4bb8',
    brandStrong: '#1f3389',
    onBrand: '#ffffff',
    brandSoft: '#eaeefc',
    accent: '#d9a521',
    background: '#f2f4f9',
    surface: '#ffffff',
    surfaceMuted: '#f5f7fb',
    text: '#1a2233',
    muted: '#5b6478',
    border: '#e1e5ee',
    success: '#17864a',
    danger: '#c02a26',
    warning: '#a86400',
    overlay: 'rgba(10, 16, 40, 0.6)',
    ...ballTokens,
  },
  gradient: {
    brand: 'linear-gradient(135deg, #3552c4 0%, #1c2a6e 100%)',
    accent: 'linear-gradient(135deg, #ffe08a 0%, #d9a521 100%)',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 4px rgba(26, 34, 51, 0.08)',
    raised: '0 8px 24px rgba(31, 51, 137, 0.18)',
    inset: 'inset 0 -2px 0 rgba(10, 16, 40, 0.14)',
  },
})
