/**
 * Statement rows paired with transactions of the same amount and a date within `MATCH_DAYS`, as an
 * assignment: the pairs that serve the most rows, and among those the least days apart in total,
 * never the first pair found (row A taking the one transaction row B alone could reach). Pure.
 */

/** How many days apart a statement row's date and its transaction's may be when no import id ties them. */
export const MATCH_DAYS = 3

/**
 * The most items of one side a cluster is solved exactly for. An exact solve is a shortest path
 * per pair over the cluster's edges (cubic at worst); a cluster is the items of one amount whose
 * dates chain within `MATCH_DAYS`, one to three items in a normal month, so the bound is met only
 * by a file of many equal fees on consecutive days. Past it a linear greedy keeps the count the
 * most (every window is as wide, so taking the earliest free date in each row's window loses no
 * row) and only the total of days apart is no longer the least.
 */
const EXACT_LIMIT = 40

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)

/** One side's item: `order` breaks ties between equal dates, so the same input always gives the same pairs. */
export interface Dated<K> {
  key: K
  amount: number
  /** `YYYY-MM-DD`. */
  date: string
  order: number | string
}

interface Node<K> {
  key: K
  day: number
  order: number | string
}

const byDay = <K>(a: Node<K>, b: Node<K>) => a.day - b.day || (a.order < b.order ? -1 : a.order > b.order ? 1 : 0)

/** The pairs of an assignment of `rows` to `transactions` (see the module): each side's item in one pair at most. */
export function assignByDate<R, T>(rows: readonly Dated<R>[], transactions: readonly Dated<T>[]): Array<[R, T]> {
  const byAmount = new Map<number, { rows: Node<R>[]; transactions: Node<T>[] }>()
  const groupOf = (amount: number) => {
    let group = byAmount.get(amount)
    if (!group) byAmount.set(amount, (group = { rows: [], transactions: [] }))
    return group
  }
  for (const { key, amount, date, order } of rows) groupOf(amount).rows.push({ key, day: dayNumber(date), order })
  for (const { key, amount, date, order } of transactions) groupOf(amount).transactions.push({ key, day: dayNumber(date), order })
  const pairs: Array<[R, T]> = []
  for (const group of byAmount.values()) {
    if (group.rows.length === 0 || group.transactions.length === 0) continue
    group.rows.sort(byDay)
    group.transactions.sort(byDay)
    for (const cluster of clustersOf(group.rows, group.transactions)) {
      const solve = cluster.rows.length <= EXACT_LIMIT && cluster.transactions.length <= EXACT_LIMIT ? nearestMost : earliestFree
      for (const [row, transaction] of solve(cluster.rows, cluster.transactions)) pairs.push([row.key, transaction.key])
    }
  }
  return pairs
}

/**
 * The sorted items cut where more than `MATCH_DAYS` separate one date from the next: no pair can
 * cross such a gap, so each part is solved alone.
 */
function* clustersOf<R, T>(rows: Node<R>[], transactions: Node<T>[]): Generator<{ rows: Node<R>[]; transactions: Node<T>[] }> {
  let r = 0
  let t = 0
  let cluster = { rows: [] as Node<R>[], transactions: [] as Node<T>[] }
  let lastDay = -Infinity
  while (r < rows.length || t < transactions.length) {
    const takeRow = t >= transactions.length || (r < rows.length && (rows[r] as Node<R>).day <= (transactions[t] as Node<T>).day)
    const day = takeRow ? (rows[r] as Node<R>).day : (transactions[t] as Node<T>).day
    if (day - lastDay > MATCH_DAYS && (cluster.rows.length > 0 || cluster.transactions.length > 0)) {
      yield cluster
      cluster = { rows: [], transactions: [] }
    }
    if (takeRow) cluster.rows.push(rows[r++] as Node<R>)
    else cluster.transactions.push(transactions[t++] as Node<T>)
    lastDay = day
  }
  yield cluster
}

/**
 * The exact assignment: augmented one pair at a time along the cheapest path (successive shortest
 * paths, Bellman–Ford over the small cluster), so each size's matching costs the least days, and
 * the last one pairs the most rows.
 */
function nearestMost<R, T>(rows: Node<R>[], transactions: Node<T>[]): Array<[Node<R>, Node<T>]> {
  const edges = rows.map((row) =>
    transactions.flatMap((transaction, t) => {
      const days = Math.abs(row.day - transaction.day)
      return days <= MATCH_DAYS ? [{ t, days }] : []
    }),
  )
  const rowMatch = rows.map(() => -1)
  const transactionMatch = transactions.map(() => -1)
  const daysOf = (r: number, t: number) => Math.abs((rows[r] as Node<R>).day - (transactions[t] as Node<T>).day)
  for (;;) {
    const rowDistance = rowMatch.map((t) => (t === -1 ? 0 : Infinity))
    const transactionDistance = transactions.map(() => Infinity)
    const via = transactions.map(() => -1)
    // No negative cycle in the residual of a least-cost matching: the passes end within its size.
    for (let pass = 0, changed = true; changed && pass <= rows.length + transactions.length; pass++) {
      changed = false
      rows.forEach((_, r) => {
        const from = rowDistance[r] as number
        if (from === Infinity) return
        for (const { t, days } of edges[r] as Array<{ t: number; days: number }>) {
          if (rowMatch[r] === t || from + days >= (transactionDistance[t] as number)) continue
          transactionDistance[t] = from + days
          via[t] = r
          changed = true
        }
      })
      transactions.forEach((_, t) => {
        const r = transactionMatch[t] as number
        if (r === -1 || transactionDistance[t] === Infinity) return
        const back = (transactionDistance[t] as number) - daysOf(r, t)
        if (back < (rowDistance[r] as number)) {
          rowDistance[r] = back
          changed = true
        }
      })
    }
    let end = -1
    transactions.forEach((_, t) => {
      if (transactionMatch[t] === -1 && (transactionDistance[t] as number) < (end === -1 ? Infinity : (transactionDistance[end] as number)))
        end = t
    })
    if (end === -1) break
    // Along the path back: each row on it takes the transaction after it, and gives up the one it had.
    for (let t = end; t !== -1;) {
      const r = via[t] as number
      const had = rowMatch[r] as number
      rowMatch[r] = t
      transactionMatch[t] = r
      t = had
    }
  }
  return rowMatch.flatMap((t, r) => (t === -1 ? [] : [[rows[r], transactions[t]] as [Node<R>, Node<T>]]))
}

/** The linear greedy for a large cluster: each row, by date, takes the earliest free transaction in its window. */
function earliestFree<R, T>(rows: Node<R>[], transactions: Node<T>[]): Array<[Node<R>, Node<T>]> {
  const pairs: Array<[Node<R>, Node<T>]> = []
  let t = 0
  for (const row of rows) {
    while (t < transactions.length && (transactions[t] as Node<T>).day < row.day - MATCH_DAYS) t++
    const transaction = transactions[t]
    if (transaction && transaction.day <= row.day + MATCH_DAYS) {
      pairs.push([row, transaction])
      t++
    }
  }
  return pairs
}
