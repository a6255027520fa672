/**
 * The editor's form values and their mapping to and from the service's shapes. Pure: no React, no
 * I/O, so every rule here is tested on its own (test/components/bankTransactionForm.test.ts).
 *
 * Amounts live in the form as the text the user typed, never reformatted while they type, and
 * become exact integer minor units only here, through src/format/money.ts.
 */
import type { BankTransaction, BankTransactionInput, BankTransactionSplit } from '../../api/types'
import { bookkitService } from '../../api/service'
import { formatMoneyInput, parseMoney, type MoneyFormat } from '../../format/money'
import { chosenValue, selectionOf, type DimensionIndex, type DimensionSelection } from '../shared/dimensions'

/** One split (`children` item) as the form holds it. */
export interface SplitFormValues {
  /** The split's id, sent back so the service keeps it; `''` for a new split. */
  id: string
  apiItemId: string
  amount: string
  notes: string
  categoryId: string
  glAccountId: string
  customerId: string
  classSegments: DimensionSelection
  /** Values of dimensions the editor does not show, kept as they were. */
  extraSegmentIds: string[]
  invoiceId: string
  billId: string
  payrollId: string
}

/** The whole transaction as the form holds it; `''` means "none". */
export interface BankTransactionFormValues {
  bankAccountId: string
  date: string
  type: string
  amount: string
  description: string
  notes: string
  status: string
  reviewStatus: string
  vendorId: string
  customerId: string
  categoryId: string
  glAccountId: string
  matchingBankTransactionId: string
  classSegments: DimensionSelection
  extraSegmentIds: string[]
  tax: { region: string; year: string; quarter: string }
  attachmentIds: string[]
  userAccess: string
  accountantAccess: string
  splits: SplitFormValues[]
}

/** The wire amount of a typed figure: an expense is money out whatever the user typed; a transfer keeps its sign. */
export function signedAmount(type: string, typed: number): number {
  if (type === 'EXPENSE') return -Math.abs(typed)
  if (type === 'INCOME') return Math.abs(typed)
  return typed
}

/** The figure a user sees for a wire amount: a positive one for expenses and income, the signed one otherwise. */
export function typedAmount(type: string, signed: number): number {
  return type === 'EXPENSE' || type === 'INCOME' ? Math.abs(signed) : signed
}

/** The direction a type gives split amounts: a split of an expense is typed positive and saved negative. */
function splitDirection(type: string): 1 | -1 {
  return type === 'EXPENSE' ? -1 : 1
}

const text = (value: string | null | undefined): string => value ?? ''

function emptySplit(): SplitFormValues {
  return { id: '', apiItemId: '', amount: '', notes: '', categoryId: '', glAccountId: '', customerId: '', classSegments: {}, extraSegmentIds: [], invoiceId: '', billId: '', payrollId: '' }
}

/** A new split, its amount prefilled (the remaining figure, say). */
export function newSplit(index: DimensionIndex, amount = ''): SplitFormValues {
  return { ...emptySplit(), amount, classSegments: selectionOf([], index).selection }
}

function splitValues(split: BankTransactionSplit, type: string, index: DimensionIndex, format: MoneyFormat): SplitFormValues {
  const { selection, extra } = selectionOf(split.classSegmentIds ?? [], index)
  return {
    id: text(split.id),
    apiItemId: text(split.apiItemId),
    amount: formatMoneyInput(split.amount * splitDirection(type), format),
    notes: text(split.notes),
    categoryId: text(split.categoryId),
    glAccountId: text(split.glAccountId),
    customerId: text(split.customerId),
    classSegments: selection,
    extraSegmentIds: extra,
    invoiceId: text(split.invoiceId),
    billId: text(split.billId),
    payrollId: text(split.payrollId),
  }
}

/** The form's values for a saved transaction (from a save answer, the v5 list or the host). */
export function formValuesFromTransaction(transaction: BankTransaction, index: DimensionIndex, format: MoneyFormat): BankTransactionFormValues {
  const type = text(transaction.type) || (transaction.amount < 0 ? 'EXPENSE' : 'INCOME')
  const answered = transaction.classSegments ?? transaction.dimensionValues ?? []
  const { selection, extra } = selectionOf(answered.map((value) => chosenValue(value).option.id), index)
  const info = transaction.tax?.paymentInfo
  return {
    bankAccountId: text(transaction.bankAccount?.id),
    date: transaction.date,
    type,
    amount: formatMoneyInput(typedAmount(type, transaction.amount), format),
    description: text(transaction.description),
    notes: text(transaction.notes),
    status: text(transaction.status),
    reviewStatus: text(transaction.reviewStatus),
    vendorId: text(transaction.vendor?.id),
    customerId: text(transaction.customer?.id),
    categoryId: text(transaction.category?.id),
    glAccountId: text(transaction.glAccount?.id),
    matchingBankTransactionId: text(transaction.matchingBankTransaction?.id),
    classSegments: selection,
    extraSegmentIds: extra,
    tax: { region: text(info?.region), year: info?.year === undefined ? '' : String(info.year), quarter: text(info?.quarter) },
    attachmentIds: (transaction.attachments ?? []).map((attachment) => attachment.id),
    // The service does not answer these two: the form leaves them untouched unless the user picks one.
    userAccess: '',
    accountantAccess: '',
    splits: (transaction.children ?? []).map((split) => splitValues(split, type, index, format)),
  }
}

/**
 * The form's values for a new transaction, from the host's `defaults` (a save item). Its review
 * status is the host's, else `newReviewStatus` (`service.newTransactionReviewStatus`; `false`: none).
 */
export function formValuesFromDefaults(
  defaults: BankTransactionInput,
  index: DimensionIndex,
  format: MoneyFormat,
  today: string,
  newReviewStatus: string | false = bookkitService.newTransactionReviewStatus,
): BankTransactionFormValues {
  const type = text(defaults.type) || (defaults.amount !== undefined && defaults.amount > 0 ? 'INCOME' : 'EXPENSE')
  const { selection, extra } = selectionOf(defaults.classSegmentIds ?? [], index)
  const info = defaults.tax?.paymentInfo
  return {
    bankAccountId: text(defaults.bankAccountId),
    date: defaults.date ?? today,
    type,
    amount: defaults.amount === undefined ? '' : formatMoneyInput(typedAmount(type, defaults.amount), format),
    description: text(defaults.description),
    notes: text(defaults.notes),
    status: text(defaults.status),
    reviewStatus: text(defaults.reviewStatus) || (newReviewStatus === false ? '' : newReviewStatus),
    vendorId: text(defaults.vendorId),
    customerId: text(defaults.customerId),
    categoryId: text(defaults.categoryId),
    glAccountId: text(defaults.glAccountId),
    matchingBankTransactionId: text(defaults.matchingBankTransactionId),
    classSegments: selection,
    extraSegmentIds: extra,
    tax: { region: text(info?.region), year: info?.year === undefined ? '' : String(info.year), quarter: text(info?.quarter) },
    attachmentIds: [...(defaults.attachmentIds ?? [])],
    userAccess: text(defaults.userAccess),
    accountantAccess: text(defaults.accountantAccess),
    splits: (defaults.children ?? []).map((split) => splitValues(split, type, index, format)),
  }
}

/** Typed amount text as minor units, or `undefined` when it does not parse. */
export function typedMinor(amount: string, format: MoneyFormat): number | undefined {
  const parsed = parseMoney(amount, format)
  return parsed.ok ? parsed.minor : undefined
}

/**
 * What is left to allocate to splits, in the figures the user types (positive for an expense):
 * the amount minus the splits. `undefined` while an amount does not parse.
 */
export function splitRemainder(values: Pick<BankTransactionFormValues, 'amount' | 'splits'>, format: MoneyFormat): number | undefined {
  const total = typedMinor(values.amount, format)
  if (total === undefined) return undefined
  let remainder = total
  for (const split of values.splits) {
    const amount = typedMinor(split.amount, format)
    if (amount === undefined) return undefined
    remainder -= amount
  }
  return remainder
}

/**
 * The amounts after a change of type: the saved amount keeps its direction where the new type
 * allows it (an expense of 12.34 becomes a transfer of -12.34), and splits move with it so they
 * still add up. Amounts that do not parse are left as typed.
 */
export function amountsForTypeChange(values: Pick<BankTransactionFormValues, 'amount' | 'splits' | 'type'>, to: string, format: MoneyFormat): { amount: string; splitAmounts: string[] } {
  const unchanged = { amount: values.amount, splitAmounts: values.splits.map((split) => split.amount) }
  const typed = typedMinor(values.amount, format)
  if (typed === undefined) return unchanged
  const next = typedAmount(to, signedAmount(values.type, typed))
  if (next === typed) return unchanged
  // The only change a type makes to a non-zero typed figure is its sign.
  const flip = (amount: string) => {
    const minor = typedMinor(amount, format)
    return minor === undefined ? amount : formatMoneyInput(-minor, format)
  }
  return { amount: formatMoneyInput(next, format), splitAmounts: values.splits.map((split) => flip(split.amount)) }
}

/** The wire amount of a split typed under `type`. */
export function signedSplitAmount(type: string, typed: number): number {
  return typed * splitDirection(type)
}
