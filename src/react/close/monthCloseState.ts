/**
 * A month's close put together: its eight items (the ones not told yet stand as not known, still
 * counting), its record and sign-off in force, and the sign-off and reopening that keep the
 * month's record. What `useMonthEndClose` gives, and what `<MonthEndClose>` draws while the
 * ledger's items and the suggestions left arrive with their own code.
 */
import { useMemo } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { CloseItemOf, LedgerItems, MonthEndCloseItem } from '../../core/close/closeItems'
import { checklistOf } from '../../core/close/items'
import { isMonth, type CloseRecord, type SignOff } from '../../core/close/monthClose'
import { reopenSignedMonth, signMonthOff, type ReopenInput, type SignOffInput } from '../../core/close/signOff'
import { PeriodError } from '../../format/period'
import { useClosing, useClosingAskable, type ClosingState } from './closing'
import { useBookkeepingContext } from '../provider/context'
import { useSession } from '../provider/provided'
import { useCloseTallies } from './monthCloseTallies'

/** A month's close, for `<MonthEndClose month>` or a host's own drawing. */
export interface MonthEndCloseState {
  /** `YYYY-MM`; `undefined` when the month cannot be read (`error` names it). */
  month: string | undefined
  from: string | undefined
  to: string | undefined
  /** The company whose store keeps the close; `undefined` until its transactions tell it. */
  companyId: string | undefined
  /** The eight items, most important first. */
  items: MonthEndCloseItem[]
  /** Items with something left. */
  toDo: number
  /** Items not known (yet, or at all). */
  unknown: number
  /** Every item is done: the month may be signed off without a reason. Never of a month with nothing recorded. */
  ready: boolean
  /** Nothing is recorded by the month's end (a month before the books began, not signed off): nothing to sign off, as the overview says too. */
  nothingRecorded: boolean
  /** The month's record; `undefined` while it is read. */
  record: CloseRecord | undefined
  /** The sign-off in force, if the month is signed off. */
  signedOff: SignOff | undefined
  /** The service's own closing (read-only here: the service offers no way to set it). */
  closing: ClosingState | undefined
  /** The trial balance's totals at the month's end, once final. */
  trialBalance: { debits: number; credits: number } | undefined
  /** Why the month cannot be read, or its record cannot. */
  error: Error | null
  /** Signs the month off; rejects naming the items left without a reason, or when someone signed it off meanwhile. */
  signOff: (input?: SignOffInput) => Promise<CloseRecord>
  /** Reopens a signed-off month, keeping who, when and why. */
  reopen: (input?: ReopenInput) => Promise<CloseRecord>
  /** A sign-off or reopening is being saved. */
  isSaving: boolean
  /** The session may only read (its token's scope): `signOff` and `reopen` refuse (`CloseRefusedError`, reason `readOnly`), saving nothing. */
  readOnly: boolean
}

/** The months the close of `month` reads: the month itself, or none when it cannot be read. */
export function useCloseMonths(month: string | undefined): readonly string[] {
  const readable = isMonth(month)
  return useMemo(() => (readable ? [month] : []), [readable, month])
}

/**
 * The close of `month` from its parts: the set's and the store's, read here for `months`
 * (`useCloseMonths`), the suggestions left (`matches`, by month) and the ledger's (`ledger`), each
 * `undefined` while not told; the checklist is src/core/close/items.ts's, the sign-off and
 * reopening src/core/close/signOff.ts's. `enabled: false` keeps it idle.
 */
export function useCloseState(
  month: string | undefined,
  months: readonly string[],
  { companyId, enabled = true }: { companyId?: string; enabled?: boolean },
  matches: ReadonlyMap<string, CloseItemOf<'match'>> | undefined,
  ledger: LedgerItems | undefined,
): MonthEndCloseState {
  const context = useBookkeepingContext()
  const { readOnly } = useSession()
  const readable = months.length > 0
  const tallies = useCloseTallies(months, { companyId, enabled: enabled && readable })
  // Another company's closing is never shown as this one's: none where the service cannot be asked its.
  const askable = useClosingAskable(companyId)
  const closing = useClosing({ companyId, enabled: enabled && readable && askable })
  const tallied = tallies.months[0]
  const checklist = checklistOf(tallied, tallied && matches?.get(tallied.month), ledger)
  // The close as the user sees it is what a sign-off or reopening is made of.
  const signing = useMutation(
    {
      mutationFn: (input?: SignOffInput) => signMonthOff(context, state, tallies.transactions, ledger?.accountBalances, input),
    },
    context.queryClient,
  )
  const reopening = useMutation({ mutationFn: (input?: ReopenInput) => reopenSignedMonth(context, state, input) }, context.queryClient)
  const range = tallied?.review.filter
  const state: MonthEndCloseState = {
    ...checklist,
    month: readable ? month : undefined,
    from: range?.from,
    to: range?.to,
    companyId: tallies.companyId,
    record: tallied?.record,
    closing: askable ? closing.data : undefined,
    trialBalance: ledger?.totals,
    error: readable ? (tallied?.recordError ?? null) : new PeriodError('month', month, 'month'),
    signOff: signing.mutateAsync,
    reopen: reopening.mutateAsync,
    isSaving: signing.isPending || reopening.isPending,
    readOnly,
  }
  return state
}
