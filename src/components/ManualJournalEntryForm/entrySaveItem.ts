/**
 * The journal entry form's values as the save item that writes them, and where to look for an entry
 * whose save got no answer. Pure. Needed from the first Save on, it comes with the form's later
 * chunk (saveChecks.ts).
 */
import type { ManualJournalEntry, ManualJournalEntryInput, ManualJournalEntryLineInput } from '../../api/types'
import { isUnreadableCustomData } from '../../api/customData'
import { bookkitService, type ResolvedServiceProfile } from '../../api/service'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { localToday } from '../../format/localToday'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { idsOf } from '../../core/forms/dimensionChoices'
import type { OptionSource } from '../../core/forms/optionSource'
import type { ManualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'
import { isBlankLine, minorOf, type JournalEntryFormValues } from './journalEntryForm'
import { journalEntryUpdate, type JournalEntryChanges, type JournalEntryShape } from './journalEntryItem'

/**
 * What the form's values save as: every field the form decides, `undefined` where it holds nothing;
 * `date` and `recurrence.endDate` only where `shape` carries them. Values must have passed validation.
 */
function fullItem(values: JournalEntryFormValues, format: MoneyFormat, shape: JournalEntryShape): JournalEntryChanges {
  const children: ManualJournalEntryLineInput[] = values.lines
    .filter((line) => !isBlankLine(line))
    .map((line) => {
      const debit = minorOf(line.debit, format) ?? 0
      const credit = minorOf(line.credit, format) ?? 0
      return debit > 0 ? { glAccountId: line.glAccountId, drAmount: debit } : { glAccountId: line.glAccountId, crAmount: credit }
    })
  const { frequency, interval, updateType } = values.recurrence
  const endDate = shape.recurrenceEndDate ? values.recurrence.endDate : ''
  const recurrence = frequency
    ? {
        frequency,
        interval: interval.trim() === '' ? 1 : Number(interval),
        ...(endDate ? { endDate } : {}),
        ...(updateType ? { updateType } : {}),
      }
    : undefined
  return {
    description: values.description,
    date: shape.journalEntryDate ? values.date : undefined,
    children,
    dimensionValueIds: idsOf(values.dimensionValues, values.extraDimensionValueIds),
    attachmentIds: values.attachmentIds,
    recurrence,
    apiName: values.apiName,
    apiSourceId: values.apiSourceId,
  }
}

/** The profile members a journal entry's save item follows. */
type EntryServiceProfile = JournalEntryShape & Pick<ResolvedServiceProfile, 'updates'>

/** What the save item needs besides the values. */
export interface EntrySaveContext {
  format: MoneyFormat
  /** The entry being updated, as read; absent for a create. */
  entry?: ManualJournalEntry
  /** The values the entry had when loaded: the changes are what differs from them. */
  baseline?: JournalEntryFormValues
  /** Sent on a create as the host gave them. */
  passthrough?: Pick<ManualJournalEntryInput, 'bankAccountId' | 'customData'>
  /** Which members the item carries and how an update is written (default `bookkitService`'s). */
  service?: EntryServiceProfile
}

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

/** What the user changed since `baseline`: each field that differs, `null` for one cleared (a removed recurrence). Empty when nothing changed. */
export function entryChanges(
  values: JournalEntryFormValues,
  baseline: JournalEntryFormValues,
  format: MoneyFormat,
  shape: JournalEntryShape = bookkitService,
): JournalEntryChanges {
  const next = fullItem(values, format, shape)
  const before = fullItem(baseline, format, shape)
  const changes: JournalEntryChanges = {}
  for (const [key, value] of Object.entries(next) as [keyof JournalEntryChanges, unknown][]) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) Object.assign(changes, { [key]: value === undefined ? null : value })
  }
  return changes
}

/**
 * The one save item for the values. A create sends everything that holds something; an update
 * writes what changed since `baseline` the way `service.updates` says (`journalEntryUpdate`).
 */
export function toEntrySaveItem(
  values: JournalEntryFormValues,
  { format, entry, baseline, passthrough, service = bookkitService }: EntrySaveContext,
): ManualJournalEntryInput {
  if (entry !== undefined && baseline !== undefined)
    return journalEntryUpdate(entry, entryChanges(values, baseline, format, service), service.updates, service)
  const item: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fullItem(values, format, service))) if (!isEmpty(value)) item[key] = value
  if (passthrough?.bankAccountId) item.bankAccountId = passthrough.bankAccountId
  if (passthrough?.customData && !isUnreadableCustomData(passthrough.customData)) item.customData = passthrough.customData
  return item as ManualJournalEntryInput
}

/** The name of a GL account, from the choices or the entry's own lines; its id when neither has it. */
function accountName(glAccountId: string, glAccounts: OptionSource | undefined, entry: ManualJournalEntry | undefined): string {
  const listed = typeof glAccounts === 'function' ? undefined : glAccounts?.find((account) => account.id === glAccountId)
  const onEntry = entry?.children.find((line) => line.glAccount.id === glAccountId)?.glAccount
  return listed?.name ?? onEntry?.displayName ?? onEntry?.name ?? glAccountId
}

/**
 * Where the user can see whether `item` was stored, for a save whose answer was lost: the service
 * cannot list entries, so the ledger of its first line's account, on the day it would post.
 */
export function whereToCheck(
  item: ManualJournalEntryInput,
  {
    entry,
    glAccounts,
    format,
    messages,
  }: {
    entry: ManualJournalEntry | undefined
    /** The form's GL account choices, to name the account. */
    glAccounts: OptionSource | undefined
    format: MoneyFormat
    messages: ManualJournalEntryFormMessages
  },
): string {
  const line = item.children?.[0]
  const date = item.date ?? entry?.date ?? localToday()
  const amount = (item.children ?? []).reduce((total, child) => total + (child.drAmount ?? 0), 0)
  return messages['manualJournalEntryForm.whereToCheck'](
    isolate(accountName(line?.glAccountId ?? '', glAccounts, entry)),
    formatDate(date, format.locale),
    formatMoney(amount, format),
  )
}
