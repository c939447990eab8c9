/** Every value a theme must give, named by role (never by hue). */
export type ThemeTokens = {
  color: {
    /** Main brand colour: active tabs, primary buttons, links. */
    brand: string
    /** Darker brand colour for pressed states and text on light brand tints. */
    brandStrong: string
    /** Text and icons on brand backgrounds. */
    onBrand: string
    /** Light brand tint for selected chips and highlights. */
    brandSoft: string
    /** Accent for prizes, VIP and the special number. */
    accent: string
    /** Page background. */
    background: string
    /** Card and sheet background. */
    surface: string
    /** Secondary surface: inputs, table stripes. */
    surfaceMuted: string
    /** Main text. */
    text: string
    /** Secondary text. */
    muted: string
    /** Hairlines and card borders. */
    border: string
    success: string
    danger: string
    warning: string
    /** Dimmed backdrop behind dialogs and drawers. */
    overlay: string
    ballRed: string
    ballBlue: string
    ballGreen: string
    /** Colour used when a configured colour is missing (#fafafa; docs/product.md, "Look and feel"). */
    fallback: string
    /**
     * Background of HTML written on the platform (template texts, ads): its inline colours were chosen for
     * a white page, so in dark it stays on a light sheet.
     */
    authoredSurface: string
    /** Default text of platform-written HTML, on {@link authoredSurface}. */
    authoredText: string
  }
  gradient: {
    /** Header and hero backgrounds. */
    brand: string
    /** Accent surfaces such as VIP cards. */
    accent: string
  }
  font: {
    family: string
    numeric: string
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string }
    weight: { regular: string; medium: string; bold: string }
    lineHeight: { tight: string; normal: string }
  }
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string }
  radius: { sm: string; md: string; lg: string; pill: string }
  shadow: { card: string; raised: string; inset: string }
  size: { bottomNav: string; header: string; touch: string }
}

/** The tokens that differ between a theme's light and dark variants. */
export type SchemeTokens = Pick<ThemeTokens, 'color' | 'gradient' | 'shadow'>

/**
 * A whole theme: the tokens both variants share, and the colours, gradients and shadows of each. In the
 * dark variant the brand colour is a light tint (it is both text on dark surfaces and the background of
 * `onBrand` text, so `onBrand` turns dark); the ball colours keep their meaning in both.
 */
export type ThemeDefinition = Omit<ThemeTokens, keyof SchemeTokens> & {
  light: SchemeTokens
  dark: SchemeTokens
}
