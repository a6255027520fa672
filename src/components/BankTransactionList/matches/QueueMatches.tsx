/**
 * The review queue's deposits matched to the invoices they pay, loaded after its first rows are
 * painted: reads the company's open invoices, matches each deposit to review as it is drawn (never
 * the whole set at once), gives the rows their match as the first suggestion ("Pays INV-1042 · Acme
 * Catering · $1,250.00 open"; both when two are equally likely; a card payout's with its fee on the
 * host's fee category), says when the payer a description names has no invoice that fits
 * ("Lantern Street Deli has no open invoice of $412.50"), and opens "Find match…", whose dialog
 * loads in turn when first asked for.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction, Invoice } from '../../../api/types'
import { type BankTransactionSet } from '../../../core/queue/bankTransactionSet'
import { changesSince } from '../../../core/queue/setChanges'
import type { ReviewLine } from '../../../api/writes/bankTransactionItems'
import {
  invoiceMatcherInSlices,
  NO_MATCHES,
  payerWithoutMatch,
  wholeMatches,
  type InvoiceMatch,
  type InvoiceMatcher,
  type InvoiceMatches,
} from '../../../core/queue/invoiceMatches'
import { isolate, isolatedParts } from '../../../format/isolate'
import { matchWords } from '../../shared/text/matchText'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import { queueMatchesMessages, type QueueMatchesMessages } from '../../../messages/queue/queueMatches'
import { useOpenInvoices } from '../../../react/invoices/openInvoices'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { useLatestRef } from '../../shared/hooks/useLatestRef'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'
import type { QueueSuggestion } from '../../../core/queue/review/suggestions'
import type { QueueMatchesView } from '../queueRulesView'
import type { RowLock } from '../../../core/queue/view/rowLocks'

const FindMatchDialog = lazy(() => import('./FindMatchDialog').then((module) => ({ default: module.FindMatchDialog })))

export interface QueueMatchesProps {
  /** The synced set: a change that links or unlinks an invoice (a match, its undo, another person's) makes the invoices read again. */
  set: BankTransactionSet
  lockOf: (transaction: BankTransaction) => RowLock | undefined
  categories: OptionSource | undefined
  known: readonly PickerOption[]
  /** The host's category for a card processor's fee: a payout less its fee is saved with the fee on it (without it, "Find match…" asks). */
  feeCategoryId: string | undefined
  /** Saves a deposit's lines (reviewed too): the invoices it pays, and a difference on a category. */
  onApply: (transaction: BankTransaction, lines: readonly ReviewLine[]) => void
  onView: (view: QueueMatchesView) => void
}

const NONE: readonly QueueSuggestion[] = []

/** A deposit still to review with nothing chosen: the rows a match is suggested for. */
const waiting = (transaction: BankTransaction) =>
  transaction.amount > 0 && !isReviewed(transaction.reviewStatus) && !transaction.category && (transaction.children?.length ?? 0) === 0

/** What a record pays of which invoices, as a key ('' when it pays none). */
const paymentsOf = (transaction: BankTransaction | undefined) =>
  (transaction?.children ?? []).flatMap((line) => (line.invoiceId ? [`${line.invoiceId}:${line.amount}`] : [])).join(',')
/**
 * Whether a change to a record the set held moved what it pays (a match saved, undone, changed or
 * deleted). A record new to the set (a page of the first sync) changes nothing that was read.
 */
const repaid = ({ before, after }: { before?: BankTransaction; after?: BankTransaction }) =>
  before !== undefined && paymentsOf(before) !== paymentsOf(after)

export function QueueMatches({ set, lockOf, categories, known, feeCategoryId, onApply, onView }: QueueMatchesProps) {
  const messages = useMessages(queueMatchesMessages)
  const { locale, currency } = useLocaleSettings()
  const open = useOpenInvoices()
  // Asked when a rule is about to confirm, of the cache as it is then.
  const isCurrent = useLatestRef(open.isCurrent)
  // When a change to what is owed was last seen in the set (a match saved or undone, here or by
  // another person): until invoices read after it arrive, no deposit is known not to pay one.
  const [seen, setSeen] = useState<{ transactions: readonly BankTransaction[] | undefined; at: number }>({ transactions: undefined, at: 0 })
  if (set.transactions !== seen.transactions) {
    // Every change since the set last seen: two saves merged before this render are both read.
    const records = changesSince(set, seen.transactions) ?? set.change?.records ?? []
    setSeen({ transactions: set.transactions, at: records.some(repaid) ? Date.now() : seen.at })
  }
  const since = useLatestRef(seen.at)
  const stale = seen.at >= open.readAt
  const invoices = open.complete ? open.invoices : undefined
  // Invoices that could not be read: no match is suggested, and the rules are not held back for them.
  const failed = open.error !== null && invoices === undefined
  // Read again if nothing else has asked for it (a write through bookkit has): the matches wait for it.
  const refetch = useLatestRef(open.refetch)
  const reading = open.isFetching
  useEffect(() => {
    if (stale && !reading && invoices) void refetch.current()
  }, [stale, reading, invoices, refetch])
  // Indexed in slices: thousands of open invoices hold the page no longer than a slice.
  // The last set's matcher serves until the new set's is built: suggestions never blink out on a refresh.
  const [built, setBuilt] = useState<{ from: readonly Invoice[]; matcher: InvoiceMatcher }>()
  const matcher = built?.matcher
  useEffect(() => {
    if (!invoices) return
    const controller = new AbortController()
    invoiceMatcherInSlices(invoices, controller.signal).then(
      (made) => setBuilt({ from: invoices, matcher: made }),
      () => {},
    )
    return () => controller.abort()
  }, [invoices])
  const [finding, setFinding] = useState<BankTransaction>()

  // Each record's suggestions, matched when its row is first drawn (a saved record is a new object),
  // kept for as long as the matcher: a view made anew (the invoices being read again) matches nothing again.
  const suggestionsOf = useMemo(() => {
    const cache = new WeakMap<BankTransaction, readonly QueueSuggestion[]>()
    return (transaction: BankTransaction): QueueSuggestion[] => {
      if (!matcher || !waiting(transaction)) return NONE as QueueSuggestion[]
      let found = cache.get(transaction)
      if (!found)
        cache.set(
          transaction,
          (found = suggestionsFrom(matcher(transaction), transaction.amount, messages, { locale, currency }, feeCategoryId)),
        )
      return found as QueueSuggestion[]
    }
  }, [matcher, messages, locale, currency, feeCategoryId])

  const view = useMemo<QueueMatchesView | undefined>(() => {
    if (!matcher && !failed) return undefined
    // Matched over the invoices as they are now: none being read again (after a match, an undo), the index of the last read built.
    const current = failed || (!open.isFetching && !stale && built?.from === invoices)
    return {
      suggestionsOf,
      // Asked of the cache when a rule is about to confirm, not as last rendered: a write that changed
      // an invoice (a match, its undo) has its invoices read again at once, before the queue renders.
      // Invoices that could not be read hold no deposit back; while they are read again, every deposit to review is held.
      paysInvoice: (transaction) =>
        failed ? false : current && isCurrent.current(since.current) ? suggestionsOf(transaction).length > 0 : waiting(transaction),
      current,
      findMatch: setFinding,
    }
    // `matcher` is `built`'s; `isCurrent` and `since` are asked when called.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [built, invoices, open.isFetching, stale, failed, suggestionsOf])
  useEffect(() => {
    if (view) onView(view)
  }, [view, onView])

  if (!finding || lockOf(finding)) return null
  return (
    <Suspense fallback={null}>
      <FindMatchDialog
        transaction={finding}
        invoices={open.invoices}
        loadError={open.error ?? undefined}
        onRetry={() => void open.refetch()}
        likely={matcher ? matcher(finding) : NO_MATCHES}
        categories={categories}
        known={known}
        feeCategoryId={feeCategoryId}
        onSave={(lines) => {
          setFinding(undefined)
          onApply(finding, lines)
        }}
        onClose={() => setFinding(undefined)}
      />
    </Suspense>
  )
}

/**
 * A deposit's matches as suggestions: those that account for it whole (`wholeMatches`), both of two
 * equally likely ones; else, when it names a customer none of whose invoices fits, that it does not.
 */
function suggestionsFrom(
  found: InvoiceMatches,
  deposit: number,
  messages: QueueMatchesMessages,
  money: MoneyFormat,
  feeCategoryId: string | undefined,
): QueueSuggestion[] {
  const shown = wholeMatches(found, deposit)
  const payer = payerWithoutMatch(found, deposit)
  if (payer) {
    const text = messages['queueMatches.noneOfPayer'](isolate(payer.name), formatMoney(deposit, money))
    const forRow = (row: string) => messages['queueMatches.forRow'](row)
    return [
      {
        id: `match:payer:${payer.id}`,
        name: isolatedParts(text).join(''),
        match: { lines: [], text, forRow, ambiguous: false, find: true },
      },
    ]
  }
  return shown.map((match) => suggestionOf(match, shown.length > 1, messages, money, feeCategoryId))
}

function suggestionOf(
  match: InvoiceMatch,
  ambiguous: boolean,
  messages: QueueMatchesMessages,
  money: MoneyFormat,
  feeCategoryId: string | undefined,
): QueueSuggestion {
  const { numbers, customers, open } = matchWords(match)
  const pays = messages['queueMatches.pays'](numbers, customers, formatMoney(open, money))
  const text = match.fee ? messages['queueMatches.lessFee'](pays, formatMoney(match.fee, money)) : pays
  const lines: ReviewLine[] = match.pays.map(({ invoice, amount }) => ({
    invoiceId: invoice.id,
    ...(invoice.customer?.id ? { customerId: invoice.customer.id } : {}),
    amount,
  }))
  // The processor's fee in the same save, on the host's fee category; without one, "Find match…" asks for it.
  if (match.fee && feeCategoryId) lines.push({ categoryId: feeCategoryId, amount: -match.fee })
  return {
    id: `match:${match.pays.map(({ invoice }) => invoice.id).join(',')}`,
    // Without its marks: what the suggestion is searched and told by.
    name: isolatedParts(text).join(''),
    match: {
      lines,
      text,
      forRow: (row) => messages['queueMatches.forRow'](row),
      ambiguous,
      find: match.fee !== undefined && !feeCategoryId,
    },
  }
}
