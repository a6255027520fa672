/** What the journal entry form checks before sending, and where the service's errors land. Pure. */
import { bookkitService } from '../../api/service'
import { parseIsoDate } from '../../format/date'
import { parseMoney } from '../../format/money'
import { missingRequired } from '../shared/form/dimensions'
import { dateProblemMessage, moneyProblemMessage } from '../../messages/form'
import { paramPath, problemResolver, type FieldProblem } from '../shared/form/resolverErrors'
import type { ServiceErrorTarget } from '../shared/form/serviceErrors'
import type { FormValidationContext } from '../shared/form/validationContext'
import { isBlankLine, type JournalEntryFormValues } from './journalEntryForm'
import type { JournalEntryShape } from './journalEntryItem'
import type { ManualJournalEntryFormMessages } from '../../messages/manualJournalEntryForm'

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
  else if (date?.ok && ctx.isDateClosed(date.date)) add('date', form['shared.form.dateClosed'](m['manualJournalEntryForm.date'], ctx.closedThroughText))

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
    else if (hasDebit && hasCredit && !debitProblem && !creditProblem) add(`lines.${index}.credit`, m['manualJournalEntryForm.lineOneSide'](number))
  })

  for (const dimension of missingRequired(values.dimensionValues, ctx.dimensions)) {
    add(`dimensionValues.${dimension.id}`, form['shared.form.dimensionRequired'](dimension.name))
  }

  const { frequency, interval } = values.recurrence
  const endDate = ctx.recurrenceEndDate ? values.recurrence.endDate : ''
  if (!frequency && (interval.trim() || endDate)) add('recurrence.frequency', m['manualJournalEntryForm.needsFrequency'])
  if (interval.trim() && !(/^\d{1,2}$/.test(interval.trim()) && Number(interval) >= 1)) add('recurrence.interval', m['manualJournalEntryForm.intervalInvalid'])
  if (endDate) {
    const end = parseIsoDate(endDate)
    if (!end.ok) add('recurrence.endDate', dateProblemMessage(end.problem, m['manualJournalEntryForm.endDate'], form))
    else if (date?.ok && end.date < date.date) add('recurrence.endDate', m['manualJournalEntryForm.endBeforeStart'])
  }
  return problems
}

/** Where a service error lands: a field, the lines as a whole, a section, or the form's alert. */
export type EntryErrorTarget = ServiceErrorTarget<'lines' | 'dimensions' | 'attachments'>

const TOP_FIELDS = new Set(['description', 'date', 'apiName', 'apiSourceId'])
const LINE_FIELDS = new Map([['glAccountId', 'glAccountId'], ['drAmount', 'debit'], ['crAmount', 'credit']])
const RECURRENCE_FIELDS = new Set(['frequency', 'interval', 'endDate', 'updateType'])

/**
 * Maps an error's `param` to the place the user can fix it. `children[i]` counts only the lines that
 * were sent, so `sentLineIndexes` maps it back to the form's line (blank lines are not sent). An
 * error on a date the form does not offer (`shape`) goes to the form's alert.
 */
export function entryErrorTarget(param: string | undefined, sentLineIndexes: readonly number[], shape: JournalEntryShape = bookkitService): EntryErrorTarget {
  if (!param) return { kind: 'form' }
  const [head = '', ...rest] = paramPath(param)
  if (head === 'date' && !shape.journalEntryDate) return { kind: 'form' }
  if (TOP_FIELDS.has(head) && rest.length === 0) return { kind: 'field', name: head }
  if (head === 'recurrence') {
    const field = rest[0] ?? ''
    if (field === 'endDate' && !shape.recurrenceEndDate) return { kind: 'form' }
    return { kind: 'field', name: `recurrence.${RECURRENCE_FIELDS.has(field) ? field : 'frequency'}` }
  }
  if (head === 'dimensionValueIds') return { kind: 'section', section: 'dimensions' }
  if (head === 'attachmentIds') return { kind: 'section', section: 'attachments' }
  if (head === 'children') {
    const line = sentLineIndexes[Number(rest[0])]
    const field = LINE_FIELDS.get(rest[1] ?? '')
    if (line !== undefined && field) return { kind: 'field', name: `lines.${line}.${field}` }
    return { kind: 'section', section: 'lines' }
  }
  return { kind: 'form' }
}

/** The form's resolver: react-hook-form passes the latest validation context (its `context` option) on every run. */
export const entryResolver = problemResolver(validateJournalEntry)
