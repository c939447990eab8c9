import { createTheme } from '@vanilla-extract/css'
import { ballTokens, baseTokens } from './base'
import { vars } from './contract.css'

/** theme4: violet with rose gold, soft and rounded. */
export const theme4 = createTheme(vars, {
  ...baseTokens,
  color: {
    brand: '#7b3fc4',
    brandStrong: '#5c2a9a',
    onBrand: '#ffffff',
    brandSoft: '#f3ecfc',
    accent: '#d4917e',
    background: '#f6f3fa',
    surface: '#ffffff',
    surfaceMuted: '#f8f5fc',
    text: '#221a2e',
    muted: '#665c74',
    border: '#e7e1ef',
    success: '#17804a',
    danger: '#bf2443',
    warning: '#a35f00',
    overlay: 'rgba(26, 12, 44, 0.58)',
    ...ballTokens,
  },
  gradient: {
    brand: 'linear-gradient(135deg, #8a4fd8 0%, #5a2a9c 100%)',
    accent: 'linear-gradient(135deg, #f6d3c7 0%, #d4917e 100%)',
  },
  radius: { sm: '8px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    card: '0 2px 6px rgba(92, 42, 154, 0.08)',
    raised: '0 10px 28px rgba(92, 42, 154, 0.2)',
    inset: 'inset 0 -2px 0 rgba(26, 12, 44, 0.12)',
  },
})
