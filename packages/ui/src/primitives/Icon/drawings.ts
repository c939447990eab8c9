import type { IconName } from './names'

/**
 * The drawing of each icon on a 24 × 24 grid, as SVG markup: stroked shapes, and filled ones where a shape
 * sets `fill`. Only the stylesheet reads this (at build time, see Icon.css.ts): the drawings travel as CSS
 * masks, never as JavaScript.
 */
export const iconDrawings: Readonly<Record<IconName, string>> = {
  home: "<path d='M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z'/>",
  database:
    "<ellipse cx='12' cy='5' rx='8' ry='3'/><path d='M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3'/>",
  gameCenter:
    "<path d='M6 7h12a4 4 0 0 1 4 4v2a4 4 0 0 1-7 2.6l-1-1.1h-4l-1 1.1A4 4 0 0 1 2 13v-2a4 4 0 0 1 4-4z'/><path d='M7 9.5v4M5 11.5h4'/><circle cx='16' cy='10.5' r='0.8' fill='#000'/><circle cx='18' cy='12.5' r='0.8' fill='#000'/>",
  gallery:
    "<rect x='3' y='4' width='18' height='16' rx='2'/><circle cx='8.5' cy='9.5' r='1.5'/><path d='M21 16l-5-5-9 9'/>",
  profile: "<circle cx='12' cy='8' r='4'/><path d='M4 21a8 8 0 0 1 16 0'/>",
  betList: "<rect x='5' y='4' width='14' height='17' rx='2'/><path d='M9 4V2.5h6V4M9 10h6M9 14h6M9 18h3'/>",
  promotions:
    "<path d='M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1z'/><path d='M17 9a4 4 0 0 1 0 6M19.5 6.5a8 8 0 0 1 0 11'/>",
  refresh:
    "<path d='M20 11A8 8 0 0 0 6.3 6.3L4 8.5M4 4v4.5h4.5M4 13a8 8 0 0 0 13.7 4.7l2.3-2.2M20 20v-4.5h-4.5'/>",
  back: "<path d='M15 5l-7 7 7 7'/>",
  close: "<path d='M6 6l12 12M18 6 6 18'/>",
  search: "<circle cx='11' cy='11' r='7'/><path d='M20 20l-4-4'/>",
  chevronRight: "<path d='M9 5l7 7-7 7'/>",
  chevronDown: "<path d='M5 9l7 7 7-7'/>",
  eye: "<path d='M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z'/><circle cx='12' cy='12' r='3'/>",
  eyeOff:
    "<path d='M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2'/>",
  support:
    "<path d='M4 14v-2a8 8 0 0 1 16 0v2M19 19a3 3 0 0 1-3 3h-3'/><rect x='3' y='13' width='4' height='6' rx='1.5'/><rect x='17' y='13' width='4' height='6' rx='1.5'/>",
  star: "<path d='M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z'/>",
  starFilled:
    "<path d='M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z' fill='#000'/>",
  heart:
    "<path d='M12 20s-7.5-4.6-9.2-9.3A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 9.2 4.1C19.5 15.4 12 20 12 20z'/>",
  heartFilled:
    "<path d='M12 20s-7.5-4.6-9.2-9.3A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 9.2 4.1C19.5 15.4 12 20 12 20z' fill='#000'/>",
  lock: "<rect x='5' y='11' width='14' height='10' rx='2'/><path d='M8 11V7a4 4 0 0 1 8 0v4M12 15v2'/>",
  bell: "<path d='M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4'/>",
  gift: "<rect x='3' y='8' width='18' height='4' rx='1'/><path d='M5 12v9h14v-9M12 8v13M12 8S10.5 3 8 3a2.5 2.5 0 0 0 0 5M12 8s1.5-5 4-5a2.5 2.5 0 0 1 0 5'/>",
  wallet: "<path d='M17 7V4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2H5M16 13.5h2'/>",
  plus: "<path d='M12 5v14M5 12h14'/>",
  check: "<path d='M5 12.5l4.5 4.5L19 7'/>",
  // Game categories (捕鱼, 真人, 电子, 棋牌, 体育): a fish, a video camera, a slot machine, two cards, a ball.
  fish: "<path d='M2 12c3-4.5 8-6 13-3.5L20 5v14l-5-3.5C10 18 5 16.5 2 12z'/><circle cx='8' cy='11' r='0.9' fill='#000'/>",
  live: "<rect x='2' y='6' width='14' height='12' rx='2'/><path d='M16 10.5l6-3.5v10l-6-3.5'/><circle cx='6' cy='10' r='1' fill='#000'/>",
  slot: "<rect x='3' y='4' width='15' height='17' rx='2'/><path d='M6 8h9v6H6zM9 8v6M12 8v6M18 9h2.5V5M6 17.5h4'/><circle cx='20.5' cy='4' r='1'/>",
  cards:
    "<rect x='3' y='5' width='11' height='15' rx='1.5' transform='rotate(-12 8.5 12.5)'/><rect x='10' y='4' width='11' height='15' rx='1.5' transform='rotate(10 15.5 11.5)'/><path d='M15.5 9l1.8 2.5-1.8 2.5-1.8-2.5z'/>",
  sport:
    "<circle cx='12' cy='12' r='9'/><path d='M12 7.5l4.3 3.1-1.6 5h-5.4l-1.6-5zM12 3v4.5M16.3 10.6l4.3-1.4M14.7 15.6l2.6 3.9M9.3 15.6l-2.6 3.9M7.7 10.6 3.4 9.2'/>",
}

/** One icon as a standalone SVG document, drawn in black (a mask only reads its alpha). */
export function iconSvg(name: IconName): string {
  return (
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='1.8' " +
    `stroke-linecap='round' stroke-linejoin='round'>${iconDrawings[name]}</svg>`
  )
}

/** A CSS `url()` of an SVG document, escaping only what a data URL inside double quotes needs. */
export function svgDataUrl(svg: string): string {
  return `url("data:image/svg+xml,${svg.replace(/[<>#%"]/g, encodeURIComponent)}")`
}
