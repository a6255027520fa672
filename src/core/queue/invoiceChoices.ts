/**
 * Which open invoices the "Find match…" dialog lists, in what order: the likely ones first (best
 * match first, each with why), then the rest by due date; narrowed by what the user searched (a
 * customer, a number, an amount as the locale writes it), and bounded, since a company may have
 * thousands. Pure.
 */
import type { Invoice } from '../../api/types'
import type { InvoiceMatchReason, InvoiceMatches } from './invoiceMatches'
import { parseMoney, type MoneyFormat } from '../../format/money'
import { balanceOf } from './matchDraft'

/** One invoice as listed, with the reason of the best likely match that names it. */
export interface InvoiceChoice {
  invoice: Invoice
  reason?: InvoiceMatchReason
}

/** The invoices shown, and how many more the search holds. */
export interface ListedChoices {
  shown: readonly InvoiceChoice[]
  more: number
}

/** How many invoices the dialog draws at most; the rest are reached by searching. */
const MOST_SHOWN = 50

/** Case and accents folded, so "acme" finds "ÀCME". */
const folded = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase().toLowerCase()

const searchTexts = new WeakMap<Invoice, string>()
function searchText(invoice: Invoice): string {
  let text = searchTexts.get(invoice)
  if (text === undefined) {
    text = folded(`${invoice.invoiceNumber ?? ''}\n${invoice.customer?.name ?? ''}`)
    searchTexts.set(invoice, text)
  }
  return text
}

export const dueDateOf = (invoice: Invoice): string | undefined => invoice.collectionInfo?.term?.dueDate

/** Earliest due first; an invoice without a due date after those with one; then by number. */
function byDueDate(a: Invoice, b: Invoice): number {
  const [dueA, dueB] = [dueDateOf(a), dueDateOf(b)]
  if (dueA !== dueB) {
    if (dueA === undefined) return 1
    if (dueB === undefined) return -1
    return dueA < dueB ? -1 : 1
  }
  return (a.invoiceNumber ?? '').localeCompare(b.invoiceNumber ?? '')
}

/** Every invoice the dialog may list, in its order: the likely ones, then `invoices` by due date. */
export function orderedChoices(invoices: readonly Invoice[], likely: InvoiceMatches): InvoiceChoice[] {
  const choices: InvoiceChoice[] = []
  const seen = new Set<string>()
  const current = new Map(invoices.map((invoice) => [invoice.id, invoice]))
  for (const match of likely.matches)
    for (const { invoice } of match.pays) {
      if (seen.has(invoice.id)) continue
      seen.add(invoice.id)
      choices.push({ invoice: current.get(invoice.id) ?? invoice, reason: match.reason })
    }
  const rest = invoices.filter((invoice) => !seen.has(invoice.id) && balanceOf(invoice) > 0).sort(byDueDate)
  for (const invoice of rest) choices.push({ invoice })
  return choices
}

/**
 * The choices that match `search`, at most `MOST_SHOWN`; a ticked invoice always stays (its amount
 * field with it). A search that reads as money also finds the invoices of that balance or total.
 */
export function listChoices(
  choices: readonly InvoiceChoice[],
  search: string,
  ticked: ReadonlySet<string>,
  format: MoneyFormat,
): ListedChoices {
  const words = folded(search.trim())
  const amount = parseMoney(search, format)
  const matches = (invoice: Invoice) =>
    words === '' ||
    searchText(invoice).includes(words) ||
    (amount.ok && (balanceOf(invoice) === amount.minor || invoice.totals?.total === amount.minor))
  const shown: InvoiceChoice[] = []
  let found = 0
  for (const choice of choices) {
    const isTicked = ticked.has(choice.invoice.id)
    if (!isTicked && !matches(choice.invoice)) continue
    found++
    if (shown.length < MOST_SHOWN || isTicked) shown.push(choice)
  }
  return { shown, more: found - shown.length }
}
