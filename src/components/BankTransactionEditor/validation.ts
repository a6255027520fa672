/**
 * What the editor checks before it sends anything, and where the service's per-item errors land.
 * Pure, like bankTransactionForm.ts: messages come in as arguments.
 */
import { parseIsoDate } from '../../format/date'
import { parseMoney } from '../../format/money'
import { missingRequired } from '../shared/form/dimensions'
import { dateProblemMessage, moneyProblemMessage } from '../../messages/form'
import { paramPath, problemResolver, type FieldProblem } from '../shared/form/resolverErrors'
import type { ServiceErrorTarget } from '../shared/form/serviceErrors'
import type { FormValidationContext } from '../shared/form/validationContext'
import { typedMinor, typedUnsigned, type BankTransactionFormValues } from './bankTransactionForm'
import { valueLabel, type BankTransactionEditorMessages } from '../../messages/bankTransactionEditor'

/** What validation needs besides the values. */
export type ValidationContext = FormValidationContext<BankTransactionEditorMessages>

function amountProblem(text: string, label: string, ctx: ValidationContext): string | undefined {
  const parsed = parseMoney(text, ctx.format)
  if (!parsed.ok) return moneyProblemMessage(parsed.problem, label, parsed.maxDecimals, ctx.example, ctx.form)
  if (parsed.minor === 0) return ctx.messages['bankTransactionEditor.amountZero']
  return undefined
}

/** Every problem of the values, in the order the fields appear. An empty list means the item may be sent. */
export function validateBankTransaction(values: BankTransactionFormValues, ctx: ValidationContext): FieldProblem[] {
  const { messages: m, form } = ctx
  const problems: FieldProblem[] = []
  const add = (name: string, message: string | undefined) => {
    if (message) problems.push({ name, message })
  }

  if (values.bankAccountId === '') add('bankAccountId', form['shared.form.required'](m['bankTransactionEditor.bankAccount']))
  const date = parseIsoDate(values.date)
  if (!date.ok) add('date', dateProblemMessage(date.problem, m['bankTransactionEditor.date'], form))
  else if (ctx.isDateClosed(date.date)) add('date', form['shared.form.dateClosed'](m['bankTransactionEditor.date'], ctx.closedThroughText))

  const amountLabel = m['bankTransactionEditor.amount']
  const amountError = amountProblem(values.amount, amountLabel, ctx)
  // Expenses and income take a positive figure; the form's direction gives the sign.
  if (amountError) add('amount', amountError)
  else if (typedUnsigned(values.type) && (typedMinor(values.amount, ctx.format) ?? 0) < 0) add('amount', m['bankTransactionEditor.amountSign'](valueLabel(m, values.type)))

  for (const dimension of missingRequired(values.classSegments, ctx.dimensions)) {
    add(`classSegments.${dimension.id}`, form['shared.form.dimensionRequired'](dimension.name))
  }

  values.splits.forEach((split, index) => {
    const label = m['bankTransactionEditor.splitField'](amountLabel, index + 1)
    add(`splits.${index}.amount`, amountProblem(split.amount, label, ctx))
  })

  const { tax } = values
  if (tax.region || tax.year || tax.quarter) {
    if (!tax.region) add('tax.region', m['bankTransactionEditor.taxIncomplete'](m['bankTransactionEditor.taxRegion']))
    if (!tax.year) add('tax.year', m['bankTransactionEditor.taxIncomplete'](m['bankTransactionEditor.taxYear']))
    else if (!/^\d{4}$/.test(tax.year.trim()) || Number(tax.year) < 1900 || Number(tax.year) > 2199) add('tax.year', m['bankTransactionEditor.taxYearInvalid'])
    if (!tax.quarter) add('tax.quarter', m['bankTransactionEditor.taxIncomplete'](m['bankTransactionEditor.taxQuarter']))
  }
  return problems
}

/** Where a service error lands: on a field, on a section of the form, or in the form's alert. */
export type ErrorTarget = ServiceErrorTarget<'splits' | 'classSegments' | 'attachments'>

const TOP_FIELDS = new Set([
  'bankAccountId', 'date', 'type', 'amount', 'description', 'notes', 'status', 'reviewStatus', 'vendorId', 'customerId',
  'categoryId', 'glAccountId', 'matchingBankTransactionId', 'userAccess', 'accountantAccess',
])
const SPLIT_FIELDS = new Set(['amount', 'notes', 'categoryId', 'glAccountId', 'customerId', 'invoiceId', 'billId', 'payrollId'])
const TAX_FIELDS = new Set(['region', 'year', 'quarter'])

/**
 * Maps an error's `param` (`amount`, `children[1].categoryId`, `tax.paymentInfo.year`…) to the place
 * the user can fix it. `splitCount` keeps a stale index from pointing at a split that is gone.
 */
export function errorTarget(param: string | undefined, splitCount: number): ErrorTarget {
  if (!param) return { kind: 'form' }
  const [head = '', ...rest] = paramPath(param)
  if (TOP_FIELDS.has(head) && rest.length === 0) return { kind: 'field', name: head }
  if (head === 'tax') {
    const last = rest.at(-1) ?? ''
    return TAX_FIELDS.has(last) ? { kind: 'field', name: `tax.${last}` } : { kind: 'field', name: 'tax.region' }
  }
  if (head === 'classSegmentIds') return { kind: 'section', section: 'classSegments' }
  if (head === 'attachmentIds') return { kind: 'section', section: 'attachments' }
  if (head === 'children') {
    const [index, field] = rest
    const at = Number(index)
    if (field && SPLIT_FIELDS.has(field) && Number.isInteger(at) && at < splitCount) return { kind: 'field', name: `splits.${at}.${field}` }
    return { kind: 'section', section: 'splits' }
  }
  return { kind: 'form' }
}

/** The form's resolver: react-hook-form passes the latest validation context (its `context` option) on every run. */
export const transactionResolver = problemResolver(validateBankTransaction)
