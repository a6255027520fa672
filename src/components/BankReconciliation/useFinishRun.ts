import { useEffect, useRef, useState } from 'react'
import type { Reconciliation } from '../../core/reconcile/types'
import type { ClearedTotals } from '../../core/reconcile/worksheet'
import type { FinishChoice, FinishResult, ReconciliationRow, ReconciliationState } from '../../react/reconcile/reconciliation'

/** The worksheet as it was sent: shown, not changeable, while a finish is on its way or stopped part-way. */
interface SentWorksheet {
  rows: readonly ReconciliationRow[]
  totals: ClearedTotals
  difference: number | undefined
}

/** What the worksheet's finish is run with besides the reconciliation's state. */
interface FinishRunInput {
  userName: string | undefined
  accountName: string | undefined
  /** A reconciliation was kept: the worksheet starts the next month. */
  onNextMonth: (reconciliation: Reconciliation) => void
}

/**
 * The worksheet's finish as the user runs it: the worksheet as sent, the outcome shown, the month
 * done or the interrupted finish undone, the dialog asked before, and the actions (finish, try
 * again, Finish it, Undo it, count the locked rows, back to the worksheet).
 */
export function useFinishRun(state: ReconciliationState, { userName, accountName, onNextMonth }: FinishRunInput) {
  const [sent, setSent] = useState<SentWorksheet>()
  const [outcome, setOutcome] = useState<FinishResult | Error>()
  const [done, setDone] = useState<Reconciliation>()
  const [abandonedOf, setAbandonedOf] = useState<string>()
  const [dialog, setDialog] = useState<'discrepancy' | 'adjustment' | 'notCleared'>()
  const doneRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  const settle = (result: FinishResult) => {
    if (result.abandoned) {
      setSent(undefined)
      return setOutcome(undefined)
    }
    if (!result.reconciliation) return setOutcome(result)
    setDone(result.reconciliation)
    setSent(undefined)
    setOutcome(undefined)
    state.resetTicks()
    onNextMonth(result.reconciliation)
  }
  const run = (send: () => Promise<FinishResult>) => {
    setDialog(undefined)
    setDone(undefined)
    setAbandonedOf(undefined)
    setOutcome(undefined)
    send().then(settle, (error: Error) => setOutcome(error))
  }
  const finish = (choice: FinishChoice) => {
    setSent({ rows: state.rows, totals: state.totals, difference: state.difference })
    // The books name the company on each transaction: the report's header says whose account it is.
    const companyName = state.rows.find((row) => row.transaction.company?.name)?.transaction.company?.name
    run(() => state.finish(choice, { userName, bankAccountName: accountName, ...(companyName ? { companyName } : {}) }))
  }
  // A finish whose record was kept goes on from it; one that wrote nothing is begun again.
  const retry = () => {
    const variables = state.finishing.variables
    if (state.interrupted) run(state.resume)
    else if (variables) run(() => state.finishing.mutateAsync(variables))
  }
  // Undo it: the interrupted finish's saved rows go back and its record goes.
  const undoIt = () => {
    const endDate = state.interrupted?.record.endDate
    run(() =>
      state.abandon().then((result) => {
        if (result.abandoned && endDate) setAbandonedOf(endDate)
        return result
      }),
    )
  }
  const countLocked = () => run(state.countLocked)
  const back = () => {
    setSent(undefined)
    setOutcome(undefined)
  }

  return { sent, outcome, done, setDone, abandonedOf, dialog, setDialog, doneRef, run, finish, retry, undoIt, countLocked, back }
}
