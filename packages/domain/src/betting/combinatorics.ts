/** C(n, k): the number of ways to choose k of n items; 0 when k is negative or above n. */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`bad C(${n}, ${k})`)
  if (k < 0 || k > n) return 0
  const m = Math.min(k, n - k)
  let ways = 1
  // Each partial product C(n, i + 1) is a whole number, so the division is always exact.
  for (let i = 0; i < m; i++) ways = (ways * (n - i)) / (i + 1)
  return ways
}

/** Every k-element subset of `items`, each in the items' order, subsets in lexicographic order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const subsets: T[][] = []
  const pick = (start: number, chosen: T[]): void => {
    if (chosen.length === k) {
      subsets.push([...chosen])
      return
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i]!)
      pick(i + 1, chosen)
      chosen.pop()
    }
  }
  if (k >= 0 && k <= items.length) pick(0, [])
  return subsets
}

/** The 注 of a 胆拖 selection of size k: every 注 holds all the 胆 plus k − |胆| of the 拖. */
export function danTuoCombinations<T>(dan: readonly T[], tuo: readonly T[], k: number): T[][] {
  return combinations(tuo, k - dan.length).map((rest) => [...dan, ...rest])
}

/** How many 注 a 胆拖 selection of size k makes: C(|拖|, k − |胆|). */
export function danTuoCount(danCount: number, tuoCount: number, k: number): number {
  return choose(tuoCount, k - danCount)
}

/** Every way to take one item from each list, in order (the cartesian product). */
export function cartesian<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((rows, list) => rows.flatMap((row) => list.map((item) => [...row, item])), [[]])
}
