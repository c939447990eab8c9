/** A deterministic pseudo-random generator (mulberry32) so seeds and generated draws are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A 32-bit hash of a string (FNV-1a), to seed {@link seededRandom} from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** `count` distinct integers from `min` to `max`, in draw order. */
export function drawDistinct(random: () => number, count: number, min: number, max: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i)
  const out: number[] = []
  for (let i = 0; i < count; i++) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!)
  return out
}
