/**
 * A manual journal entry as read, restated as the save item that writes it again, and the update
 * items built on it. Pure. `service.updates` decides what an update carries: `'partial'`, the `id`
 * and only the changes; `'whole'`, the entry as read with the changes laid over it.
 */
import { isUnreadableCustomData } from '../../api/customData'
import type { ResolvedServiceProfile, UpdateStyle } from '../../api/service'
import type {
  ManualJournalEntry,
  ManualJournalEntryInput,
  ManualJournalEntryLineInput,
  ManualJournalEntryRecurrenceInput,
} from '../../api/types'
import { definedMembers } from '../../api/definedMembers'
import { chosenValue } from '../../core/forms/dimensions'

/** Which members beyond the description's request item an entry's save item carries: `date` and `recurrence.endDate`. */
export type JournalEntryShape = Pick<ResolvedServiceProfile, 'journalEntryDate' | 'recurrenceEndDate'>

/** Changes to a journal entry: the fields to write, `null` for one to clear. */
export type JournalEntryChanges = { [K in keyof ManualJournalEntryInput]?: ManualJournalEntryInput[K] | null }

function recurrenceItem(entry: ManualJournalEntry, shape: JournalEntryShape): ManualJournalEntryRecurrenceInput | undefined {
  const { frequency, interval, endDate } = entry.recurrence ?? {}
  const item = definedMembers({ frequency, interval, endDate: shape.recurrenceEndDate ? endDate : undefined })
  return Object.keys(item).length > 0 ? item : undefined
}

/**
 * The save item an entry as read restates: every member the description's request item shows, from
 * its answered counterpart (`bankAccount.id` → `bankAccountId`, `dimensionValues` →
 * `dimensionValueIds`, `children[].glAccount.id` → `glAccountId` with its `drAmount`/`crAmount`,
 * `attachments` → `attachmentIds`), plus `date` and `recurrence.endDate` where `shape` carries them.
 * A `customData` the client cannot read is left out (README decision 15).
 */
export function journalEntryItem(entry: ManualJournalEntry, shape: JournalEntryShape): ManualJournalEntryInput {
  const customData = entry.customData
  return definedMembers({
    id: entry.id,
    description: entry.description,
    date: shape.journalEntryDate ? entry.date : undefined,
    recurrence: recurrenceItem(entry, shape),
    apiName: entry.apiName,
    apiSourceId: entry.apiSourceId,
    bankAccountId: entry.bankAccount?.id,
    dimensionValueIds: entry.dimensionValues?.map((value) => chosenValue(value).option.id),
    children: entry.children.map((line): ManualJournalEntryLineInput =>
      definedMembers({ glAccountId: line.glAccount.id, drAmount: line.drAmount, crAmount: line.crAmount }),
    ),
    attachmentIds: entry.attachments?.map((attachment) => attachment.id),
    customData: customData && !isUnreadableCustomData(customData) ? customData : undefined,
  })
}

/**
 * The update item of `changes` to `entry`: its `id` and the changes (`'partial'`), or the whole entry
 * as read with the changes over it (`'whole'`). A `null` change clears the field either way.
 */
export function journalEntryUpdate(
  entry: ManualJournalEntry,
  changes: JournalEntryChanges,
  updates: UpdateStyle,
  shape: JournalEntryShape,
): ManualJournalEntryInput {
  const base = updates === 'whole' ? journalEntryItem(entry, shape) : {}
  return { id: entry.id, ...base, ...changes } as ManualJournalEntryInput
}
