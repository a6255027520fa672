/**
 * The journal entry form's values, their totals, and their mapping from the service's shapes (to
 * them: entrySaveItem.ts, loaded by the first Save). Pure; amounts stay typed text until they
 * become exact minor units here.
 */
import type { ManualJournalEntry, ManualJournalEntryInput } from '../../api/types'
import { formatMoneyInput, parseMoney, type MoneyFormat } from '../../format/money'
import { chosenValue, selectionOf, type DimensionIndex, type DimensionSelection } from '../../core/forms/dimensions'

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

/** A typed amount in minor units: 0 when blank, `undefined` while it does not parse. */
export function minorOf(amount: string, format: MoneyFormat): number | undefined {
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
