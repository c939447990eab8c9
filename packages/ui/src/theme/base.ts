import type { ThemeTokens } from './tokens'

/** Tokens every theme shares: type scale readable for Chinese at 390 px, spacing, sizes. */
export const baseTokens: Pick<ThemeTokens, 'font' | 'space' | 'size'> = {
  font: {
    family: '"PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", system-ui, sans-serif',
    numeric: '"DIN Alternate", "Roboto", "Helvetica Neue", Arial, "Noto Sans CJK SC", sans-serif',
    size: { xs: '11px', sm: '12px', md: '14px', lg: '16px', xl: '18px', xxl: '22px' },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  size: { bottomNav: '70px', header: '48px', touch: '44px' },
}

/** The product's ball colours, shared by every theme: they are data, and players know them. */
export const ballTokens = {
  ballRed: '#e5262d',
  ballBlue: '#1f6fd8',
  ballGreen: '#139a43',
  fallback: '#fafafa',
}

/** The dark variant's shadows: on dark surfaces a shadow needs more opacity to show at all. */
export const darkShadow = {
  card: '0 1px 3px rgba(0, 0, 0, 0.5)',
  raised: '0 8px 22px rgba(0, 0, 0, 0.6)',
  inset: 'inset 0 -2px 0 rgba(0, 0, 0, 0.35)',
}
