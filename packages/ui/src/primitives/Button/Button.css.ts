import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

/** Button look per variant, size and width; states come from data-* and native attributes. */
export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      border: '1px solid transparent',
      borderRadius: vars.radius.pill,
      fontFamily: vars.font.family,
      fontWeight: vars.font.weight.medium,
      lineHeight: vars.font.lineHeight.tight,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: 'transform 120ms ease, filter 120ms ease, background-color 120ms ease',
      selectors: {
        '&:active:not([data-disabled]):not([data-loading])': { transform: 'scale(0.97)' },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
        '&[data-loading]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.gradient.brand,
        backgroundColor: vars.color.brandStrong,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.inset,
        selectors: { '&:hover:not([data-disabled])': { filter: 'brightness(1.05)' } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brandStrong,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not([data-disabled])': { background: vars.color.brandSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not([data-disabled])': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onBrand,
        selectors: { '&:hover:not([data-disabled])': { filter: 'brightness(0.95)' } },
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.touch, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
      lg: { minHeight: '48px', padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { display: 'flex', width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
})

export const label = style({
  selectors: { '[data-loading] > &': { opacity: 0.85 } },
})
