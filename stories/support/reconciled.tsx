import { useEffect, useRef, useState, type ReactNode } from 'react'
import { isReviewed } from '../../src/api/reviewStatus'
import type { FinishChoice } from '../../src/react/reconcile/reconciliation'
import { useFinishReconciliation } from '../../src/react/reconcile/reconciliation'
import type { BankTransaction } from '../../src/api/types'
import { useBankTransactionSave, useBankTransactions } from '../../src/react/queue/bankTransactions'
import { QUEUE_PAGE_SIZE } from '../../src/react/queue/queuePageSize'
import { clearedTotals, reconciliationCandidates } from '../../src/core/reconcile/worksheet'
import { SANDBOX } from '../../src/sandbox'

/** A month to reconcile: its statement's end date, and the difference left (0: balanced) and how it was finished. */
interface MonthToReconcile {
  endDate: string
  /** What the statement's closing balance is off by (default 0). */
  difference?: number
  /** With a difference: accepted (`discrepancy`, the default) or booked (`adjusted`). */
  choice?: FinishChoice
}

/** What to reconcile: an account from the day after `after` (the closing date: nothing locked is ticked), month by month. */
export interface Reconciling {
  companyId: string
  bankAccountId: string
  bankAccountName?: string
  after: string
  /** The opening balance typed for the first month. */
  opening: number
  months: readonly MonthToReconcile[]
  userName?: string
  /** Afterwards, the first month's first transaction gets an amount this much higher, through the save path: that month changed since. */
  editAfter?: number
}

/**
 * The bakery's checking account, May reconciled to zero and June finished with $15.00 left: its
 * books are closed through April, so nothing locked is ticked. The history's stories and tests.
 */
export const BAKERY_MONTHS: Reconciling = {
  companyId: SANDBOX.companies.bakery.id,
  bankAccountId: SANDBOX.companies.bakery.bankAccounts.checking,
  bankAccountName: 'Everyday checking',
  after: '2026-04-30',
  opening: 1_250_000,
  months: [{ endDate: '2026-05-31' }, { endDate: '2026-06-30', difference: -1_500 }],
  userName: 'Avery Baker',
}

/**
 * Reconciles months of an account as a bookkeeper would, through the finish hook and the sandbox:
 * each month ticks the account's reviewed transactions since the month before, and the statement's
 * closing balance is what they make (plus the month's difference). `done` once every month is kept.
 */
export function useReconciledMonths({
  companyId,
  bankAccountId,
  bankAccountName,
  after,
  opening,
  months,
  userName,
  editAfter,
}: Reconciling) {
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE })
  const finish = useFinishReconciliation()
  const save = useBankTransactionSave()
  const [state, setState] = useState<{ done: boolean; error?: string }>({ done: false })
  const started = useRef(false)
  const whole = set.data && set.data.syncing === undefined ? set.data.transactions : undefined
  useEffect(() => {
    if (!whole || started.current) return
    started.current = true
    void (async () => {
      let openingBalance = opening
      let from = after
      let edited: BankTransaction | undefined
      // The set was read once, before any month: what an earlier month cleared is not this one's to leave uncleared.
      const clearedBefore = new Set<string>()
      for (const [index, month] of months.entries()) {
        const candidates = reconciliationCandidates(whole, bankAccountId, month.endDate).filter(
          (transaction) => !clearedBefore.has(transaction.id),
        )
        const cleared = candidates.filter((transaction) => transaction.date > from && isReviewed(transaction.reviewStatus))
        for (const transaction of cleared) clearedBefore.add(transaction.id)
        // As the worksheet finishes: the candidates left unticked, and the company the books name.
        const uncleared = candidates.filter((transaction) => !clearedBefore.has(transaction.id))
        const companyName = candidates.find((transaction) => transaction.company?.name)?.company?.name
        const totals = clearedTotals(cleared, new Set(cleared.map((transaction) => transaction.id)))
        const difference = month.difference ?? 0
        const closingBalance = openingBalance + totals.clearedIn + totals.clearedOut + difference
        const result = await finish.mutateAsync({
          companyId,
          bankAccountId,
          ...(bankAccountName ? { bankAccountName } : {}),
          endDate: month.endDate,
          openingBalance,
          openingTyped: index === 0,
          closingBalance,
          transactions: cleared,
          uncleared,
          ...(companyName ? { companyName } : {}),
          choice: month.choice ?? { outcome: difference === 0 ? 'balanced' : 'discrepancy' },
          difference,
          ...(userName ? { userName } : {}),
        })
        if (!result.reconciliation) {
          setState({ done: false, error: `The month ending ${month.endDate} could not be reconciled.` })
          return
        }
        if (index === 0 && editAfter) edited = cleared[0]
        openingBalance = closingBalance
        from = month.endDate
      }
      if (edited && editAfter) await save([{ id: edited.id, amount: edited.amount + editAfter }])
      setState({ done: true })
    })()
  }, [whole, finish, save, companyId, bankAccountId, bankAccountName, after, opening, months, userName, editAfter])
  return state
}

/** Renders `children` once `reconciling`'s months are reconciled in the story's sandbox. */
export function ReconciledFirst({ children, ...reconciling }: Reconciling & { children: ReactNode }) {
  const { done, error } = useReconciledMonths(reconciling)
  if (error) return <p role="alert">{error}</p>
  return done ? children : <p>Reconciling the sandbox’s months…</p>
}
