/**
 * The journal entry form's values, their totals, and their mapping to and from the service's
 * shapes. Pure; amounts stay typed text until they become exact minor units here.
 */
import type { ManualJournalEntry, ManualJournalEntryInput, ManualJournalEntryLineInput } from '../../api/types'
import { isUnreadableCustomData } from '../../api/customData'
import { bookkitService, type ResolvedServiceProfile } from '../../api/service'
import { formatMoneyInput, parseMoney, type MoneyFormat } from '../../format/money'
import { chosenValue, idsOf, selectionOf, type DimensionIndex, type DimensionSelection } from '../../core/forms/dimensions'
import { journalEntryUpdate, type JournalEntryChanges, type JournalEntryShape } from './journalEntryItem'

/** One line as the form holds it: an account and one side typed (the other side `''`). */
export interface JournalLineValues {
  glAccountId: string
  debit: string
  credit: string
}

/** The whole entry as the form holds it; `''` means "none". */
export interface JournalEntryFormValues {
  description: string
  date: string
  lines: JournalLineValues[]
  dimensionValues: DimensionSelection
  /** Values of dimensions the form does not show, kept as they were. */
  extraDimensionValueIds: string[]
  attachmentIds: string[]
  recurrence: { frequency: string; interval: string; endDate: string; updateType: string }
  apiName: string
  apiSourceId: string
}

const text = (value: string | null | undefined) => value ?? ''
const side = (minor: number | undefined, format: MoneyFormat) => (minor ? formatMoneyInput(minor, format) : '')

/** A line with nothing typed. */
export const emptyLine = (): JournalLineValues => ({ glAccountId: '', debit: '', credit: '' })

/** A line nobody touched: dropped on save rather than refused. */
export const isBlankLine = (line: JournalLineValues) => line.glAccountId === '' && line.debit.trim() === '' && line.credit.trim() === ''

/** The form's values for a saved entry. */
export function formValuesFromEntry(entry: ManualJournalEntry, index: DimensionIndex, format: MoneyFormat): JournalEntryFormValues {
  const { selection, extra } = selectionOf(
    (entry.dimensionValues ?? []).map((value) => chosenValue(value).option.id),
    index,
  )
  return {
    description: text(entry.description),
    date: entry.date,
    lines: entry.children.map((line) => ({
      glAccountId: line.glAccount.id,
      debit: side(line.drAmount, format),
      credit: side(line.crAmount, format),
    })),
    dimensionValues: selection,
    extraDimensionValueIds: extra,
    attachmentIds: (entry.attachments ?? []).map((attachment) => attachment.id),
    recurrence: {
      frequency: text(entry.recurrence?.frequency),
      interval: entry.recurrence?.interval === undefined || entry.recurrence.interval === null ? '' : String(entry.recurrence.interval),
      endDate: text(entry.recurrence?.endDate),
      updateType: '',
    },
    apiName: text(entry.apiName),
    apiSourceId: text(entry.apiSourceId),
  }
}

/** The form's values for a new entry from the host's `defaults`; two empty lines to start. */
export function formValuesFromDefaults(
  defaults: ManualJournalEntryInput,
  index: DimensionIndex,
  format: MoneyFormat,
  today: string,
): JournalEntryFormValues {
  const { selection, extra } = selectionOf(defaults.dimensionValueIds ?? [], index)
  const lines = (defaults.children ?? []).map((line) => ({
    glAccountId: line.glAccountId,
    debit: side(line.drAmount, format),
    credit: side(line.crAmount, format),
  }))
  while (lines.length < 2) lines.push(emptyLine())
  const recurrence = defaults.recurrence
  return {
    description: text(defaults.description),
    date: defaults.date ?? today,
    lines,
    dimensionValues: selection,
    extraDimensionValueIds: extra,
    attachmentIds: [...(defaults.attachmentIds ?? [])],
    recurrence: {
      frequency: text(recurrence?.frequency),
      interval: recurrence?.interval === undefined ? '' : String(recurrence.interval),
      endDate: text(recurrence?.endDate),
      updateType: text(recurrence?.updateType),
    },
    apiName: text(defaults.apiName),
    apiSourceId: text(defaults.apiSourceId),
  }
}

function minorOf(amount: string, format: MoneyFormat): number | undefined {
  if (amount.trim() === '') return 0
  const parsed = parseMoney(amount, format)
  return parsed.ok ? parsed.minor : undefined
}

/** Debits, credits and their difference, in minor units; `undefined` figures while an amount does not parse. */
export interface JournalTotals {
  debits: number | undefined
  credits: number | undefined
  /** Debits minus credits. */
  difference: number | undefined
  /** Debits equal credits, above zero (README decision 4). */
  balanced: boolean
}

/** The live totals of the lines. */
export function journalTotals(lines: readonly JournalLineValues[], format: MoneyFormat): JournalTotals {
  let debits: number | undefined = 0
  let credits: number | undefined = 0
  for (const line of lines) {
    const debit = minorOf(line.debit, format)
    const credit = minorOf(line.credit, format)
    debits = debits === undefined || debit === undefined ? undefined : debits + debit
    credits = credits === undefined || credit === undefined ? undefined : credits + credit
  }
  const difference = debits === undefined || credits === undefined ? undefined : debits - credits
  return { debits, credits, difference, balanced: difference === 0 && (debits ?? 0) > 0 }
}

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
