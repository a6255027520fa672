/**
 * What the user has chosen in the "Find match…" dialog, and what it adds up to: the ticked invoices
 * with their amounts as typed, the category of the difference, and the lines a save sends. Pure; the
 * dialog only keeps a draft in state and draws what `readDraft` says.
 */
import type { Invoice } from '../../api/types'
import type { ReviewLine } from '../../api/writes/bankTransactionItems'
import { cardFeeOf } from './cardFees'
import type { InvoiceMatch } from './invoiceMatches'
import { formatMoney, formatMoneyInput, parseMoney, type MoneyFormat } from '../../format/money'
import { isolate } from '../../format/isolate'
import { moneyProblemMessage, type FormMessages } from '../../messages/forms/form'
import type { FindMatchMessages } from '../../messages/queue/findMatch'

/** One ticked invoice: the invoice as it was when ticked (kept while the list reloads) and its amount as typed. */
export interface DraftLine {
  invoice: Invoice
  text: string
}

/** The dialog's choices: ticked invoices in the order ticked, and the difference's category (`''` for none). */
export interface MatchDraft {
  lines: readonly DraftLine[]
  categoryId: string
}

export const EMPTY_DRAFT: MatchDraft = { lines: [], categoryId: '' }

/** An invoice as the dialog's sentences name it: its number, isolated (its id when the service sent none). */
export const invoiceName = (invoice: Invoice): string => isolate(invoice.invoiceNumber || invoice.id)

/** What is still owed on an invoice, in minor units; 0 when the service sent nothing readable. */
export const balanceOf = (invoice: Invoice): number => {
  const balance = invoice.totals?.balance
  return Number.isSafeInteger(balance) && balance > 0 ? balance : 0
}

/** The sum of the lines' amounts that read as money (what is left counts only those). */
function allocated(lines: readonly DraftLine[], format: MoneyFormat): number {
  let sum = 0
  for (const line of lines) {
    const parsed = parseMoney(line.text, format)
    if (parsed.ok) sum += parsed.minor
  }
  return sum
}

/**
 * `invoice` ticked: its amount is what is left of the deposit, at most its balance (its whole
 * balance when nothing is left, so the excess shows as a difference rather than as a zero). The
 * first ticked whose balance less a card fee is the deposit is paid in full, the fee the
 * difference, on `feeCategoryId` when the host named one.
 */
export function tickInvoice(draft: MatchDraft, invoice: Invoice, deposit: number, format: MoneyFormat, feeCategoryId?: string): MatchDraft {
  if (draft.lines.some((line) => line.invoice.id === invoice.id)) return draft
  const left = deposit - allocated(draft.lines, format)
  const balance = balanceOf(invoice)
  const fee = draft.lines.length === 0 ? cardFeeOf(balance, deposit) : undefined
  const amount = fee !== undefined || left <= 0 ? balance : Math.min(balance, left)
  const categoryId = fee !== undefined && feeCategoryId ? feeCategoryId : draft.categoryId
  return { ...draft, categoryId, lines: [...draft.lines, { invoice, text: formatMoneyInput(amount, format) }] }
}

export function untickInvoice(draft: MatchDraft, invoiceId: string): MatchDraft {
  return { ...draft, lines: draft.lines.filter((line) => line.invoice.id !== invoiceId) }
}

export function typeAmount(draft: MatchDraft, invoiceId: string, text: string): MatchDraft {
  return { ...draft, lines: draft.lines.map((line) => (line.invoice.id === invoiceId ? { ...line, text } : line)) }
}

/** A likely match chosen whole: its invoices and amounts replace the ticked ones; the category stays, or is the fee's for a card payout. */
export function chooseMatch(draft: MatchDraft, match: InvoiceMatch, format: MoneyFormat, feeCategoryId?: string): MatchDraft {
  const categoryId = match.fee && feeCategoryId ? feeCategoryId : draft.categoryId
  return { categoryId, lines: match.pays.map(({ invoice, amount }) => ({ invoice, text: formatMoneyInput(amount, format) })) }
}

/** The draft read: each amount or its problem, the totals, and the lines to save once it adds up. */
export interface ReadDraft {
  /** A sentence naming the field, by invoice id. */
  errors: ReadonlyMap<string, string>
  /** What the amounts that read as money pay, together. */
  toInvoices: number
  /** The deposit less `toInvoices`: what goes on the difference's category (negative: a fee or a discount). */
  difference: number
  /** The difference is a card processor's fee: one invoice paid in full, less a fee `cardFeeOf` explains. */
  cardFee: boolean
  /** The lines a save sends, signed as the deposit; `undefined` until they add up to it exactly. */
  lines: readonly ReviewLine[] | undefined
}

/** How the draft's sentences read the invoice's number and the amounts. */
export interface DraftWords {
  messages: FindMatchMessages
  form: FormMessages
  format: MoneyFormat
}

/** Reads `draft` against the `deposit` (minor units, money in positive). */
export function readDraft(draft: MatchDraft, deposit: number, { messages, form, format }: DraftWords): ReadDraft {
  const errors = new Map<string, string>()
  const amounts: number[] = []
  const example = formatMoneyInput(123456, format)
  for (const { invoice, text } of draft.lines) {
    const field = messages['findMatch.amountFor'](invoiceName(invoice))
    const parsed = parseMoney(text, format)
    if (!parsed.ok) errors.set(invoice.id, moneyProblemMessage(parsed.problem, field, parsed.maxDecimals, example, form))
    else if (parsed.minor <= 0) errors.set(invoice.id, messages['findMatch.notPositive'](field))
    else if (parsed.minor > balanceOf(invoice))
      errors.set(invoice.id, messages['findMatch.overBalance'](field, formatMoney(balanceOf(invoice), format)))
    if (parsed.ok) amounts.push(parsed.minor)
  }
  const toInvoices = amounts.reduce((sum, amount) => sum + amount, 0)
  const difference = deposit - toInvoices
  const [only] = draft.lines
  const cardFee =
    draft.lines.length === 1 &&
    only !== undefined &&
    toInvoices === balanceOf(only.invoice) &&
    cardFeeOf(toInvoices, deposit) === -difference
  const ready = draft.lines.length > 0 && errors.size === 0 && (difference === 0 || draft.categoryId !== '')
  const lines: ReviewLine[] | undefined = ready
    ? [
        ...draft.lines.map(({ invoice }, index) => ({
          invoiceId: invoice.id,
          ...(invoice.customer?.id ? { customerId: invoice.customer.id } : {}),
          amount: amounts[index] as number,
        })),
        ...(difference === 0 ? [] : [{ categoryId: draft.categoryId, amount: difference }]),
      ]
    : undefined
  return { errors, toInvoices, difference, cardFee, lines }
}
