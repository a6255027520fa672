/**
 * Where the service's per-item errors land in the journal entry form. Needed once an answer comes
 * back, it comes with the form's later chunk (saveChecks.ts), as the checks (validation.ts) do.
 */
import { bookkitService } from '../../api/service'
import { paramPath, type ServiceErrorTarget } from '../../core/forms/fieldProblems'
import type { JournalEntryShape } from './journalEntryItem'

/** Where a service error lands: a field, the lines as a whole, a section, or the form's alert. */
export type EntryErrorTarget = ServiceErrorTarget<'lines' | 'dimensions' | 'attachments'>

const TOP_FIELDS = new Set(['description', 'date', 'apiName', 'apiSourceId'])
const LINE_FIELDS = new Map([
  ['glAccountId', 'glAccountId'],
  ['drAmount', 'debit'],
  ['crAmount', 'credit'],
])
const RECURRENCE_FIELDS = new Set(['frequency', 'interval', 'endDate', 'updateType'])

/**
 * Maps an error's `param` to the place the user can fix it. `children[i]` counts only the lines that
 * were sent, so `sentLineIndexes` maps it back to the form's line (blank lines are not sent). An
 * error on a date the form does not offer (`shape`) goes to the form's alert.
 */
export function entryErrorTarget(
  param: string | undefined,
  sentLineIndexes: readonly number[],
  shape: JournalEntryShape = bookkitService,
): EntryErrorTarget {
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
