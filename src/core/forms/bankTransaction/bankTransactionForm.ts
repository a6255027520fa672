/**
 * The editor's form values and their mapping to and from the service's shapes. Pure: no React, no
 * I/O, so every rule here is tested on its own (test/core/forms/bankTransactionForm.test.ts).
 *
 * Amounts live in the form as the text the user typed, never reformatted while they type, and
 * become exact integer minor units only here, through src/format/money.ts.
 *
 * Signs (README decision 5): an expense or income is typed as a positive figure, and the form's
 * `direction` says which way it goes. The direction comes from the amount as read, not from the
 * type, because the service gives refunds (an expense coming in) and reversals (an income going
 * out); only the user choosing another type sets it from the type.
 */
import type { BankTransaction, BankTransactionInput, BankTransactionSplit } from '../../../api/types'
import { bookkitService } from '../../../api/service'
import { formatMoneyInput, parseMoney, type MoneyFormat } from '../../../format/money'
import { chosenValue, selectionOf, type DimensionIndex, type DimensionSelection } from '../dimensions'

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

/**
 * What a typed figure is multiplied by to give the saved one, and the saved one to give the typed:
 * -1 money out, 1 money in or (a transfer) as typed.
 */
export type Direction = 1 | -1

/** The whole transaction as the form holds it; `''` means "none". */
export interface BankTransactionFormValues {
  bankAccountId: string
  date: string
  type: string
  amount: string
  /** Which way the amount and its splits go; no input of its own, it changes only with the type. */
  direction: Direction
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

/** Expenses and income are typed without a sign; any other type (a transfer) is typed signed. */
export function typedUnsigned(type: string): boolean {
  return type === 'EXPENSE' || type === 'INCOME'
}

/** The direction a type gives when the user chooses it, or when there is no amount to read one from. */
export function typeDirection(type: string): Direction {
  return type === 'EXPENSE' ? -1 : 1
}

/** The direction of an amount as read: its own sign for an expense or income, so a refund stays a refund. */
export function amountDirection(type: string, amount: number | undefined): Direction {
  return typedUnsigned(type) && amount ? (Math.sign(amount) as Direction) : typeDirection(type)
}

const text = (value: string | null | undefined): string => value ?? ''

function emptySplit(): SplitFormValues {
  return {
    id: '',
    apiItemId: '',
    amount: '',
    notes: '',
    categoryId: '',
    glAccountId: '',
    customerId: '',
    classSegments: {},
    extraSegmentIds: [],
    invoiceId: '',
    billId: '',
    payrollId: '',
  }
}

/** A new split, its amount prefilled (the remaining figure, say). */
export function newSplit(index: DimensionIndex, amount = ''): SplitFormValues {
  return { ...emptySplit(), amount, classSegments: selectionOf([], index).selection }
}

function splitValues(split: BankTransactionSplit, direction: Direction, index: DimensionIndex, format: MoneyFormat): SplitFormValues {
  const { selection, extra } = selectionOf(split.classSegmentIds ?? [], index)
  return {
    id: text(split.id),
    apiItemId: text(split.apiItemId),
    amount: formatMoneyInput(split.amount * direction, format),
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
export function formValuesFromTransaction(
  transaction: BankTransaction,
  index: DimensionIndex,
  format: MoneyFormat,
): BankTransactionFormValues {
  const type = text(transaction.type) || (transaction.amount < 0 ? 'EXPENSE' : 'INCOME')
  const direction = amountDirection(type, transaction.amount)
  const answered = transaction.classSegments ?? transaction.dimensionValues ?? []
  const { selection, extra } = selectionOf(
    answered.map((value) => chosenValue(value).option.id),
    index,
  )
  const info = transaction.tax?.paymentInfo
  return {
    bankAccountId: text(transaction.bankAccount?.id),
    date: transaction.date,
    type,
    amount: formatMoneyInput(transaction.amount * direction, format),
    direction,
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
    splits: (transaction.children ?? []).map((split) => splitValues(split, direction, index, format)),
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
  // The host's amount keeps its sign, like the service's.
  const direction = amountDirection(type, defaults.amount)
  const { selection, extra } = selectionOf(defaults.classSegmentIds ?? [], index)
  const info = defaults.tax?.paymentInfo
  return {
    bankAccountId: text(defaults.bankAccountId),
    date: defaults.date ?? today,
    type,
    amount: defaults.amount === undefined ? '' : formatMoneyInput(defaults.amount * direction, format),
    direction,
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
    splits: (defaults.children ?? []).map((split) => splitValues(split, direction, index, format)),
  }
}

/** Typed amount text as minor units, or `undefined` when it does not parse. */
export function typedMinor(amount: string, format: MoneyFormat): number | undefined {
  const parsed = parseMoney(amount, format)
  return parsed.ok ? parsed.minor : undefined
}

/**
 * What is left to allocate to splits, in the figures the user types (positive for an expense or a
 * refund alike: the splits go the amount's direction): the amount minus the splits. `undefined`
 * while an amount does not parse.
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
 * The amounts after the user chooses another type: an expense or income now goes the way its type
 * says, a transfer keeps the saved sign (an expense of 12.34 becomes a transfer of -12.34), and
 * splits move with the amount so they still add up. Amounts that do not parse are left as typed.
 */
export function amountsForTypeChange(
  values: Pick<BankTransactionFormValues, 'amount' | 'splits' | 'direction'>,
  to: string,
  format: MoneyFormat,
): { amount: string; splitAmounts: string[]; direction: Direction } {
  const direction = typeDirection(to)
  const unchanged = { amount: values.amount, splitAmounts: values.splits.map((split) => split.amount), direction }
  const typed = typedMinor(values.amount, format)
  if (typed === undefined) return unchanged
  const saved = typed * values.direction
  // A transfer is typed as saved.
  const next = typedUnsigned(to) ? Math.abs(saved) : saved
  if (next === typed) return unchanged
  // The only change a type makes to a non-zero typed figure is its sign.
  const flip = (amount: string) => {
    const minor = typedMinor(amount, format)
    return minor === undefined ? amount : formatMoneyInput(-minor, format)
  }
  return { amount: formatMoneyInput(next, format), splitAmounts: values.splits.map((split) => flip(split.amount)), direction }
}
