/**
 * What the editor checks before it sends anything. Pure, like bankTransactionForm.ts: messages come
 * in as arguments. The form loads it on its first Save (or in idle time before); where the
 * service's per-item errors land is errorTarget.ts, needed up front.
 */
import { parseIsoDate } from '../../../format/date'
import { isolate } from '../../../format/isolate'
import { parseMoney } from '../../../format/money'
import { missingRequired } from '../dimensionChoices'
import { dateProblemMessage, moneyProblemMessage } from '../../../messages/forms/form'
import type { FieldProblem } from '../fieldProblems'
import type { FormValidationContext } from '../validationContext'
import { typedMinor, typedUnsigned, type BankTransactionFormValues } from './bankTransactionForm'
import { valueLabel, type BankTransactionEditorMessages } from '../../../messages/queue/bankTransactionEditor'
import {
  bankTransactionEditorDetailMessages,
  type BankTransactionEditorDetailMessages,
} from '../../../messages/queue/bankTransactionEditorDetails'
import { resolveMessages, type MessageOverrides } from '../../../messages/messageSet'
export { errorTarget } from './errorTarget'

/**
 * What validation needs besides the values. The strings only the checks show are in the editor's
 * later table, which comes with them: the host's overrides are laid over it here.
 */
export type ValidationContext = FormValidationContext<BankTransactionEditorMessages> & { overrides: MessageOverrides | undefined }

function amountProblem(text: string, label: string, ctx: ValidationContext, d: BankTransactionEditorDetailMessages): string | undefined {
  const parsed = parseMoney(text, ctx.format)
  if (!parsed.ok) return moneyProblemMessage(parsed.problem, label, parsed.maxDecimals, ctx.example, ctx.form)
  if (parsed.minor === 0) return d['bankTransactionEditor.amountZero']
  return undefined
}

/** Every problem of the values, in the order the fields appear. An empty list means the item may be sent. */
export function validateBankTransaction(values: BankTransactionFormValues, ctx: ValidationContext): FieldProblem[] {
  const { messages: m, form } = ctx
  const d = resolveMessages(bankTransactionEditorDetailMessages, ctx.overrides)
  const problems: FieldProblem[] = []
  const add = (name: string, message: string | undefined) => {
    if (message) problems.push({ name, message })
  }

  if (values.bankAccountId === '') add('bankAccountId', form['shared.form.required'](m['bankTransactionEditor.bankAccount']))
  const date = parseIsoDate(values.date)
  if (!date.ok) add('date', dateProblemMessage(date.problem, m['bankTransactionEditor.date'], form))
  else if (ctx.isDateClosed(date.date)) add('date', form['shared.form.dateClosed'](m['bankTransactionEditor.date'], ctx.closedThroughText))

  const amountLabel = m['bankTransactionEditor.amount']
  const amountError = amountProblem(values.amount, amountLabel, ctx, d)
  // Expenses and income take a positive figure; the form's direction gives the sign.
  if (amountError) add('amount', amountError)
  else if (typedUnsigned(values.type) && (typedMinor(values.amount, ctx.format) ?? 0) < 0)
    add('amount', d['bankTransactionEditor.amountSign'](valueLabel(m, values.type)))

  for (const dimension of missingRequired(values.classSegments, ctx.dimensions)) {
    add(`classSegments.${dimension.id}`, form['shared.form.dimensionRequired'](isolate(dimension.name)))
  }

  values.splits.forEach((split, index) => {
    const label = m['bankTransactionEditor.splitField'](amountLabel, index + 1)
    add(`splits.${index}.amount`, amountProblem(split.amount, label, ctx, d))
  })

  const { tax } = values
  if (tax.region || tax.year || tax.quarter) {
    if (!tax.region) add('tax.region', d['bankTransactionEditor.taxIncomplete'](d['bankTransactionEditor.taxRegion']))
    if (!tax.year) add('tax.year', d['bankTransactionEditor.taxIncomplete'](d['bankTransactionEditor.taxYear']))
    else if (!/^\d{4}$/.test(tax.year.trim()) || Number(tax.year) < 1900 || Number(tax.year) > 2199)
      add('tax.year', d['bankTransactionEditor.taxYearInvalid'])
    if (!tax.quarter) add('tax.quarter', d['bankTransactionEditor.taxIncomplete'](d['bankTransactionEditor.taxQuarter']))
  }
  return problems
}
