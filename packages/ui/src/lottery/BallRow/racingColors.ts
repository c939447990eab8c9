/**
 * The colour of each racing number (01–10) as players know it from the track: data, not theme. `ink` is
 * the number colour that keeps 4.5:1 contrast on that square.
 */
export const racingColors: Readonly<Record<number, { background: string; ink: string }>> = {
  1: { background: '#e6c300', ink: '#1f2329' },
  2: { background: '#1f6fd8', ink: '#ffffff' },
  3: { background: '#4d4d4d', ink: '#ffffff' },
  4: { background: '#e66c00', ink: '#1f2329' },
  5: { background: '#17b7c4', ink: '#1f2329' },
  6: { background: '#3d3bb8', ink: '#ffffff' },
  7: { background: '#b8b8b8', ink: '#1f2329' },
  8: { background: '#d6202a', ink: '#ffffff' },
  9: { background: '#8a2b1b', ink: '#ffffff' },
  10: { background: '#17a34a', ink: '#1f2329' },
}
