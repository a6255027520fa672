/**
 * What the journal entry form checks before sending. Pure. The form loads it on its first Save (or
 * in idle time before), with where the service's errors land (errorTarget.ts).
 */
import { parseIsoDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { parseMoney } from '../../format/money'
import { missingRequired } from '../../core/forms/dimensionChoices'
import { dateProblemMessage, moneyProblemMessage } from '../../messages/forms/form'
import type { FieldProblem } from '../../core/forms/fieldProblems'
import type { FormValidationContext } from '../../core/forms/validationContext'
import { isBlankLine, type JournalEntryFormValues } from './journalEntryForm'
import type { JournalEntryShape } from './journalEntryItem'
import type { ManualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'
export { entryErrorTarget } from './errorTarget'

/** What validation needs besides the values; a date the service's item does not carry (`shape`) is not the user's to set, so it is not checked. */
export type EntryValidationContext = FormValidationContext<ManualJournalEntryFormMessages> & JournalEntryShape

/** Every field problem, in the order the fields appear. The balance itself is shown by the totals. */
export function validateJournalEntry(values: JournalEntryFormValues, ctx: EntryValidationContext): FieldProblem[] {
  const { messages: m, form } = ctx
  const problems: FieldProblem[] = []
  const add = (name: string, message: string | undefined) => {
    if (message) problems.push({ name, message })
  }
  const date = ctx.journalEntryDate ? parseIsoDate(values.date) : undefined
  if (date && !date.ok) add('date', dateProblemMessage(date.problem, m['manualJournalEntryForm.date'], form))
  else if (date?.ok && ctx.isDateClosed(date.date))
    add('date', form['shared.form.dateClosed'](m['manualJournalEntryForm.date'], ctx.closedThroughText))

  values.lines.forEach((line, index) => {
    if (isBlankLine(line)) return
    const number = index + 1
    const amountProblem = (text: string, field: string) => {
      if (text.trim() === '') return undefined
      const label = m['manualJournalEntryForm.lineField'](field, number)
      const parsed = parseMoney(text, ctx.format)
      if (!parsed.ok) return moneyProblemMessage(parsed.problem, label, parsed.maxDecimals, ctx.example, form)
      return parsed.minor <= 0 ? m['manualJournalEntryForm.amountPositive'](label) : undefined
    }
    if (line.glAccountId === '') add(`lines.${index}.glAccountId`, m['manualJournalEntryForm.lineNeedsAccount'](number))
    const debitProblem = amountProblem(line.debit, m['manualJournalEntryForm.debit'])
    const creditProblem = amountProblem(line.credit, m['manualJournalEntryForm.credit'])
    add(`lines.${index}.debit`, debitProblem)
    add(`lines.${index}.credit`, creditProblem)
    const hasDebit = line.debit.trim() !== ''
    const hasCredit = line.credit.trim() !== ''
    if (!hasDebit && !hasCredit) add(`lines.${index}.debit`, m['manualJournalEntryForm.lineNeedsAmount'](number))
    else if (hasDebit && hasCredit && !debitProblem && !creditProblem)
      add(`lines.${index}.credit`, m['manualJournalEntryForm.lineOneSide'](number))
  })

  for (const dimension of missingRequired(values.dimensionValues, ctx.dimensions)) {
    add(`dimensionValues.${dimension.id}`, form['shared.form.dimensionRequired'](isolate(dimension.name)))
  }

  const { frequency, interval } = values.recurrence
  const endDate = ctx.recurrenceEndDate ? values.recurrence.endDate : ''
  if (!frequency && (interval.trim() || endDate)) add('recurrence.frequency', m['manualJournalEntryForm.needsFrequency'])
  if (interval.trim() && !(/^\d{1,2}$/.test(interval.trim()) && Number(interval) >= 1))
    add('recurrence.interval', m['manualJournalEntryForm.intervalInvalid'])
  if (endDate) {
    const end = parseIsoDate(endDate)
    if (!end.ok) add('recurrence.endDate', dateProblemMessage(end.problem, m['manualJournalEntryForm.endDate'], form))
    else if (date?.ok && end.date < date.date) add('recurrence.endDate', m['manualJournalEntryForm.endBeforeStart'])
  }
  return problems
}
