import { useEffect } from 'react'
import type { QueryCacheNotifyEvent } from '@tanstack/react-query'
import type { BankTransaction } from '../../../src/api/types'
import { bankTransactionUpdate, type BankTransactionChanges } from '../../../src/api/writes/bankTransactionItems'
import { addMonths } from '../../../src/format/period'
import { mergeChanges, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { useBankTransactionSave } from '../../../src/react/queue/bankTransactions'
import { sumTransactions, totalsOf, TRANSFER_TYPE } from '../../../src/core/queue/bankTotals'
import { useBookkeepingContext, type BookkeepingContextValue } from '../../../src/react/provider/context'
import { QUEUE_PAGE_SIZE } from '../../../src/react/queue/queuePageSize'
import { BankTransactionList, BooksOverview, CashFlowChart, SpendingByCategory } from '../../../src/components'

/**
 * The charts scenarios of the bench page (`charts`, and `charts-queue` with the review queue under
 * them, all three on one sync), and the control test/bench/charts.ts drives on `window.benchCharts`:
 * a save of one transaction through `useBankTransactionSave()` (over HTTP) or applied to the cache
 * as a save's answer is (`setQueriesData` with `mergeChanges`), timed from the moment it lands in
 * the cache to the charts' DOM showing the new figures; and the derivation's pure steps timed alone.
 */

/** What a save changes: the category of one transaction of the period (to the period's largest), or its date (to the month before). */
export type SaveKind = 'category' | 'date'
/** How it reaches the cache: the save hook over HTTP, or the save's answer applied straight to the cache. */
export type SavePath = 'hook' | 'cache'

/** One save, timed from the moment the set in the cache held it (`landed`). */
export interface SaveTiming {
  kind: SaveKind
  path: SavePath
  /** The save's outcome (`saved`, `refused`…); `applied` for the cache path. */
  outcome: string
  /** ms from the call to the set landing in the cache: the save's round trip, or the merge for the cache path. */
  toLandingMs: number
  /** Cache path: ms the synchronous `setQueriesData` took, the merge (`mergeChanges`) included. */
  setDataMs?: number
  /** ms from landing to every chart that should change showing the new figures in the DOM; null when not within 3 s. */
  domMs: number | null
  /** ms from landing to the animation frame after the DOM changed: the frame that paints it. */
  frameMs: number | null
  /** Whether the DOM had the new figures before the first animation frame after landing began. */
  nextFrame: boolean
}

/** The derivation's pure steps on the synced set for one change, each the mean of `reps` runs in a row. */
export interface DerivationTiming {
  kind: SaveKind
  reps: number
  /** `mergeChanges` of the one record into the set (what a save's answer costs the cache). */
  mergeMs: number
  /** `totalsOf` moving the kept per-day sums by the merge's change (what the chart hooks do). */
  movedMs: number
  /** `sumTransactions` over the whole set (what the hooks would do without the change). */
  fullMs: number
}

/** What the driver calls. */
interface ChartsBenchApi {
  /** Transactions in the cached set once its sync has brought every page; `undefined` before. */
  syncedSize(): number | undefined
  save(kind: SaveKind, path: SavePath): Promise<SaveTiming>
  derive(kind: SaveKind, reps: number): DerivationTiming
}

declare global {
  interface Window {
    benchCharts?: ChartsBenchApi
  }
}

/** How long a save may take to change the charts before it counts as not shown. */
const SHOWN_WAIT_MS = 3000

/** The charts that a change should move: a category only the spending; a date both (the cash flow's months and the period's spending). */
const CHANGED_CHARTS: Record<SaveKind, readonly string[]> = { category: ['spending'], date: ['cash-flow', 'spending'] }

/** What a chart shows: its summary and every point's name (each names its figures). */
function shownFigures(chart: string): string {
  const figure = document.querySelector(`figure[data-chart="${chart}"]`)
  if (!figure) return ''
  const points = [...figure.querySelectorAll('.bk-chart__point')].map((point) => point.getAttribute('aria-label'))
  return JSON.stringify([figure.querySelector('.bk-chart__summary')?.textContent, points])
}

const everyRecord = () => true

function benchApi(context: BookkeepingContextValue, save: ReturnType<typeof useBankTransactionSave>, period: string): ChartsBenchApi {
  const { queryClient, keys, client } = context
  const listKey = keys.bankTransactions.list(QUEUE_PAGE_SIZE)
  const cachedSet = () => queryClient.getQueryData<BankTransactionSet>(listKey)
  const moveTo = `${addMonths(period, -1)}-15`

  /**
   * The records the saves change, and the category a recategorized one moves to (the period's
   * largest), chosen once from the synced set, so that no save pays a pass over the set before it
   * starts: each record of the period that puts money out, whole (no split), not reconciled, not
   * in that category yet, is changed once at most.
   */
  let plan: { largest: { id: string; name: string }; candidates: BankTransaction[]; next: number } | undefined
  const planned = (set: BankTransactionSet) => {
    if (plan) return plan
    const sums = new Map<string, { amount: number; name: string }>()
    const spends = (transaction: BankTransaction) =>
      transaction.date.startsWith(period) && transaction.amount < 0 && transaction.type !== TRANSFER_TYPE
    for (const transaction of set.transactions) {
      if (!spends(transaction) || !transaction.category) continue
      const sum = sums.get(transaction.category.id) ?? { amount: 0, name: transaction.category.name }
      sums.set(transaction.category.id, { ...sum, amount: sum.amount - transaction.amount })
    }
    const [id, { name }] = [...sums].sort((a, b) => b[1].amount - a[1].amount)[0]!
    const candidates = set.transactions.filter(
      (transaction) =>
        spends(transaction) &&
        !transaction.children?.length &&
        !transaction.reviewStatus?.startsWith('RECONCILED') &&
        transaction.category?.id !== id,
    )
    return (plan = { largest: { id, name }, candidates, next: 0 })
  }

  /** The next planned record (`take`: used up) and what the save changes on it. */
  const changeOf = (kind: SaveKind, take: boolean) => {
    const set = cachedSet()
    if (!set) throw new Error('No synced set in the cache')
    const { largest, candidates, next } = planned(set)
    const transaction = candidates[next]
    if (!transaction) throw new Error(`No transaction of ${period} left to change`)
    if (take) plan!.next++
    const changes: BankTransactionChanges = kind === 'category' ? { categoryId: largest.id } : { date: moveTo }
    const after: BankTransaction = kind === 'category' ? { ...transaction, category: largest } : { ...transaction, date: moveTo }
    return { set, transaction, changes, after }
  }

  /** Resolves once the charts `kind` moves show other figures than before (or after `SHOWN_WAIT_MS`), timed from the landing. */
  const watch = (kind: SaveKind) => {
    const charts = CHANGED_CHARTS[kind]
    const before = charts.map(shownFigures)
    let landedAt: number | undefined
    let firstFrameAt: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let resolveShown: (at: { domAt: number; frameAt: number; nextFrame: boolean } | null) => void = () => undefined
    const shown = new Promise<{ domAt: number; frameAt: number; nextFrame: boolean } | null>((resolve) => (resolveShown = resolve))
    const stop = () => {
      observer.disconnect()
      unsubscribe()
      clearTimeout(timer)
    }
    const observer = new MutationObserver(() => {
      if (landedAt === undefined || charts.some((chart, index) => shownFigures(chart) === before[index])) return
      const domAt = performance.now()
      const nextFrame = firstFrameAt === undefined
      stop()
      requestAnimationFrame(() => resolveShown({ domAt, frameAt: performance.now(), nextFrame }))
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
    const listQuery = queryClient.getQueryCache().find({ queryKey: listKey, exact: true })
    // Called inside `setQueryData`, as the cache holds the new set: the observers, and so React, are notified after it.
    const unsubscribe = queryClient.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
      if (landedAt !== undefined || event.type !== 'updated' || event.action.type !== 'success' || event.query !== listQuery) return
      landedAt = performance.now()
      requestAnimationFrame(() => (firstFrameAt = performance.now()))
      timer = setTimeout(() => {
        stop()
        resolveShown(null)
      }, SHOWN_WAIT_MS)
    })
    return { landedAt: () => landedAt, shown, stop }
  }

  return {
    syncedSize() {
      const set = cachedSet()
      return set && !set.syncing ? set.transactions.length : undefined
    },
    async save(kind, path) {
      const { transaction, changes, after } = changeOf(kind, true)
      const watching = watch(kind)
      const calledAt = performance.now()
      let outcome = 'applied'
      let setDataMs: number | undefined
      if (path === 'hook') {
        const [told] = await save([bankTransactionUpdate(transaction, changes, client.service.updates)])
        outcome = told?.status ?? 'none'
      } else {
        // What a save's answer does to the cache (src/react/queue/bankTransactions.ts `applyToCaches`).
        queryClient.setQueriesData<BankTransactionSet>({ queryKey: keys.bankTransactions.lists }, (set) =>
          set ? { lastUpdatedDate: set.lastUpdatedDate, syncing: set.syncing, ...mergeChanges(set.transactions, [after]) } : set,
        )
        setDataMs = performance.now() - calledAt
      }
      const landedAt = watching.landedAt()
      if (landedAt === undefined) {
        watching.stop()
        return { kind, path, outcome, toLandingMs: Number.NaN, setDataMs, domMs: null, frameMs: null, nextFrame: false }
      }
      const shown = await watching.shown
      return {
        kind,
        path,
        outcome,
        toLandingMs: landedAt - calledAt,
        setDataMs,
        domMs: shown ? shown.domAt - landedAt : null,
        frameMs: shown ? shown.frameAt - landedAt : null,
        nextFrame: shown?.nextFrame ?? false,
      }
    },
    derive(kind, reps) {
      const { set, after } = changeOf(kind, false)
      const kept = sumTransactions(set.transactions, everyRecord)
      // Each step `reps` times in a row, timed as a whole: one call is often below the clock's resolution.
      const timed = <T,>(step: () => T): { each: number; results: T[] } => {
        const results: T[] = []
        const started = performance.now()
        for (let rep = 0; rep < reps; rep++) results.push(step())
        return { each: (performance.now() - started) / reps, results }
      }
      const merge = timed(() => ({ ...set, ...mergeChanges(set.transactions, [after]) }))
      const next = merge.results[0]!
      const moved = timed(() => totalsOf(next, everyRecord, kept))
      const full = timed(() => sumTransactions(next.transactions, everyRecord))
      return { kind, reps, mergeMs: merge.each, movedMs: moved.each, fullMs: full.each }
    },
  }
}

/** Puts the control on `window.benchCharts` for the provider's session. */
function ChartsBenchControl({ period }: { period: string }) {
  const context = useBookkeepingContext()
  const save = useBankTransactionSave()
  useEffect(() => {
    window.benchCharts = benchApi(context, save, period)
    return () => {
      window.benchCharts = undefined
    }
  }, [context, save, period])
  return null
}

/** `<BooksOverview>` as of `asOf`, its charts saved into by the control as the charts scenarios' are. */
export function OverviewScenario({ asOf, period }: { asOf: string; period: string }) {
  return (
    <>
      <ChartsBenchControl period={period} />
      <BooksOverview asOf={asOf} />
    </>
  )
}

/** The cash flow up to `endMonth` and the spending of `period`, with the review queue under them when asked: one sync for all. */
export function ChartsScenario({ endMonth, period, queue }: { endMonth: string; period: string; queue: boolean }) {
  return (
    <>
      <ChartsBenchControl period={period} />
      <CashFlowChart endMonth={endMonth} months={12} />
      <SpendingByCategory period={period} />
      {queue && <BankTransactionList />}
    </>
  )
}
