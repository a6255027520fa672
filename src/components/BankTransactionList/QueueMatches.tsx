/**
 * The review queue's deposits matched to the invoices they pay, loaded after its first rows are
 * painted: reads the company's open invoices, matches each deposit to review as it is drawn (never
 * the whole set at once), gives the rows their match as the first suggestion ("Pays INV-1042 · Acme
 * Catering · $1,250.00 open"; both when two are equally likely), and opens "Find match…", whose
 * dialog loads in turn when first asked for.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction } from '../../api/types'
import type { ReviewLine } from '../../api/writes/bankTransactionItems'
import { invoiceMatcherInSlices, NO_MATCHES, wholeMatches, type InvoiceMatch, type InvoiceMatcher, type InvoiceMatches } from '../../books/invoiceMatches'
import { isolate, isolatedParts } from '../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { queueMatchesMessages, type QueueMatchesMessages } from '../../messages/queueMatches'
import { useOpenInvoices } from '../../react/openInvoices'
import { useLocaleSettings, useMessages } from '../../react/provided'
import type { OptionSource, PickerOption } from '../shared/pickers/optionSource'
import type { QueueMatchesView, QueueSuggestion } from './queueRulesView'
import type { RowLock } from './rowContext'

const FindMatchDialog = lazy(() => import('./FindMatchDialog').then((module) => ({ default: module.FindMatchDialog })))

export interface QueueMatchesProps {
  lockOf: (transaction: BankTransaction) => RowLock | undefined
  categories: OptionSource | undefined
  known: readonly PickerOption[]
  /** Saves a deposit's lines (reviewed too): the invoices it pays, and a difference on a category. */
  onApply: (transaction: BankTransaction, lines: readonly ReviewLine[]) => void
  onView: (view: QueueMatchesView) => void
}

const NONE: readonly QueueSuggestion[] = []

/** A deposit still to review with nothing chosen: the rows a match is suggested for. */
const waiting = (transaction: BankTransaction) =>
  transaction.amount > 0 && !isReviewed(transaction.reviewStatus) && !transaction.category && (transaction.children?.length ?? 0) === 0

export function QueueMatches({ lockOf, categories, known, onApply, onView }: QueueMatchesProps) {
  const messages = useMessages(queueMatchesMessages)
  const { locale, currency } = useLocaleSettings()
  const open = useOpenInvoices()
  const invoices = open.complete ? open.invoices : undefined
  // Invoices that could not be read: no match is suggested, and the rules are not held back for them.
  const failed = open.error !== null && invoices === undefined
  // Indexed in slices: thousands of open invoices hold the page no longer than a slice.
  // The last set's matcher serves until the new set's is built: suggestions never blink out on a refresh.
  const [matcher, setMatcher] = useState<InvoiceMatcher>()
  useEffect(() => {
    if (!invoices) return
    const controller = new AbortController()
    invoiceMatcherInSlices(invoices, controller.signal).then(
      (built) => setMatcher(() => built),
      () => {},
    )
    return () => controller.abort()
  }, [invoices])
  const [finding, setFinding] = useState<BankTransaction>()

  const view = useMemo<QueueMatchesView | undefined>(() => {
    if (!matcher && !failed) return undefined
    // Each record's suggestions, matched when its row is first drawn; a saved record is a new object.
    const cache = new WeakMap<BankTransaction, readonly QueueSuggestion[]>()
    const suggestionsOf = (transaction: BankTransaction): QueueSuggestion[] => {
      if (!matcher || !waiting(transaction)) return NONE as QueueSuggestion[]
      let found = cache.get(transaction)
      if (!found)
        cache.set(transaction, (found = suggestionsFrom(matcher(transaction), transaction.amount, messages, { locale, currency })))
      return found as QueueSuggestion[]
    }
    return { suggestionsOf, paysInvoice: (transaction) => suggestionsOf(transaction).length > 0, findMatch: setFinding }
  }, [matcher, failed, messages, locale, currency])
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
        onSave={(lines) => {
          setFinding(undefined)
          onApply(finding, lines)
        }}
        onClose={() => setFinding(undefined)}
      />
    </Suspense>
  )
}

/** A deposit's matches as suggestions: those that account for it whole (`wholeMatches`), both of two equally likely ones. */
function suggestionsFrom(found: InvoiceMatches, deposit: number, messages: QueueMatchesMessages, money: MoneyFormat): QueueSuggestion[] {
  const shown = wholeMatches(found, deposit)
  return shown.map((match) => suggestionOf(match, shown.length > 1, messages, money))
}

function suggestionOf(match: InvoiceMatch, ambiguous: boolean, messages: QueueMatchesMessages, money: MoneyFormat): QueueSuggestion {
  const numbers = match.pays.map(({ invoice }) => isolate(invoice.invoiceNumber ?? invoice.id)).join(', ')
  const customers = [...new Set(match.pays.map(({ invoice }) => invoice.customer?.name ?? ''))].filter(Boolean).map(isolate).join(', ')
  const open = match.pays.reduce((sum, { invoice }) => sum + (invoice.totals?.balance ?? 0), 0)
  const text = messages['queueMatches.pays'](numbers, customers, formatMoney(open, money))
  const lines: ReviewLine[] = match.pays.map(({ invoice, amount }) => ({
    invoiceId: invoice.id,
    ...(invoice.customer?.id ? { customerId: invoice.customer.id } : {}),
    amount,
  }))
  return {
    id: `match:${match.pays.map(({ invoice }) => invoice.id).join(',')}`,
    // Without its marks: what the suggestion is searched and told by.
    name: isolatedParts(text).join(''),
    match: { lines, text, label: (row) => messages['queueMatches.paysLabel'](text, row), ambiguous },
  }
}
