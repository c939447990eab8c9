/** The install banner's height in px: its 40 px icon and two lines of text fit in it. */
export const installBannerHeightPx = 56
