/**
 * An account's reconciliations as the store keeps them, read back with a check of every field: a
 * record another version wrote or someone edited by hand is refused with the field named, never
 * half read (a wrong opening balance would carry into every month after). Pure.
 */
import type {
  BookedOnce,
  FinishingReconciliation,
  Reconciliation,
  ReconciliationAdjustment,
  ReconciliationBook,
  ReconciledTransaction,
} from './types'

export const EMPTY_RECONCILIATION_BOOK: ReconciliationBook = { format: 'bookkit.reconciliations', formatVersion: 1, reconciliations: [] }

export { reconciliationsKey } from './key'

/** A book read back, or the first field that is wrong (`reconciliations[2].closingBalance`). */
export type ReconciliationBookReading = { ok: true; book: ReconciliationBook } | { ok: false; field: string }

class Refused extends Error {
  constructor(readonly field: string) {
    super(field)
  }
}
const refuse = (field: string): never => {
  throw new Refused(field)
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const DAY = /^\d{4}-\d{2}-\d{2}$/

function text(record: Record<string, unknown>, key: string, at: string): string {
  const value = record[key]
  return typeof value === 'string' && value !== '' ? value : refuse(`${at}.${key}`)
}
function optionalText(record: Record<string, unknown>, key: string, at: string): string | undefined {
  const value = record[key]
  return value === undefined ? undefined : typeof value === 'string' ? value : refuse(`${at}.${key}`)
}
function day(record: Record<string, unknown>, key: string, at: string): string {
  const value = text(record, key, at)
  return DAY.test(value) ? value : refuse(`${at}.${key}`)
}
function minorUnits(record: Record<string, unknown>, key: string, at: string): number {
  const value = record[key]
  return Number.isSafeInteger(value) ? (value as number) : refuse(`${at}.${key}`)
}

function readTransaction(value: unknown, at: string): ReconciledTransaction {
  if (!isRecord(value)) return refuse(at)
  const previous = value.previousReviewStatus
  if (previous !== null && typeof previous !== 'string') refuse(`${at}.previousReviewStatus`)
  const transaction: ReconciledTransaction = {
    id: text(value, 'id', at),
    date: day(value, 'date', at),
    amount: minorUnits(value, 'amount', at),
    previousReviewStatus: previous as string | null,
  }
  const description = optionalText(value, 'description', at)
  if (description !== undefined) transaction.description = description
  return transaction
}

function readAdjustment(value: unknown, at: string): ReconciliationAdjustment {
  if (!isRecord(value)) return refuse(at)
  const adjustment: ReconciliationAdjustment = {
    glAccountId: text(value, 'glAccountId', at),
    bankGlAccountId: text(value, 'bankGlAccountId', at),
    amount: minorUnits(value, 'amount', at),
    date: day(value, 'date', at),
  }
  const journalEntryId = optionalText(value, 'journalEntryId', at)
  if (journalEntryId !== undefined) adjustment.journalEntryId = journalEntryId
  for (const key of ['glAccountName', 'apiSourceId'] as const) {
    const optional = optionalText(value, key, at)
    if (optional !== undefined) adjustment[key] = optional
  }
  const sentAt = instant(value, 'sentAt', at)
  if (sentAt !== undefined) adjustment.sentAt = sentAt
  return adjustment
}

function instant(record: Record<string, unknown>, key: string, at: string): string | undefined {
  const value = optionalText(record, key, at)
  if (value !== undefined && Number.isNaN(Date.parse(value))) refuse(`${at}.${key}`)
  return value
}

function readBookedOnce(value: unknown, at: string): BookedOnce {
  if (!isRecord(value)) return refuse(at)
  const booked: BookedOnce = { apiSourceId: text(value, 'apiSourceId', at) }
  const sentAt = instant(value, 'sentAt', at)
  if (sentAt !== undefined) booked.sentAt = sentAt
  const journalEntryId = optionalText(value, 'journalEntryId', at)
  if (journalEntryId !== undefined) booked.journalEntryId = journalEntryId
  return booked
}

const OUTCOMES = new Set(['balanced', 'discrepancy', 'adjusted'])

/** What a finished reconciliation and a finish on its way share. */
function readReconciliationParts(value: unknown, at: string): Omit<Reconciliation, 'finishedAt'> {
  if (!isRecord(value)) return refuse(at)
  const outcome = value.outcome
  if (typeof outcome !== 'string' || !OUTCOMES.has(outcome)) refuse(`${at}.outcome`)
  if (typeof value.openingTyped !== 'boolean') refuse(`${at}.openingTyped`)
  if (!Array.isArray(value.transactions)) refuse(`${at}.transactions`)
  const reconciliation: Omit<Reconciliation, 'finishedAt'> = {
    id: text(value, 'id', at),
    bankAccountId: text(value, 'bankAccountId', at),
    endDate: day(value, 'endDate', at),
    openingBalance: minorUnits(value, 'openingBalance', at),
    openingTyped: value.openingTyped as boolean,
    closingBalance: minorUnits(value, 'closingBalance', at),
    clearedIn: minorUnits(value, 'clearedIn', at),
    clearedOut: minorUnits(value, 'clearedOut', at),
    difference: minorUnits(value, 'difference', at),
    outcome: outcome as Reconciliation['outcome'],
    transactions: (value.transactions as unknown[]).map((transaction, index) =>
      readTransaction(transaction, `${at}.transactions[${index}]`),
    ),
  }
  if (outcome === 'adjusted' || value.adjustment !== undefined)
    reconciliation.adjustment = readAdjustment(value.adjustment, `${at}.adjustment`)
  if (value.uncleared !== undefined) {
    if (!Array.isArray(value.uncleared)) refuse(`${at}.uncleared`)
    reconciliation.uncleared = (value.uncleared as unknown[]).map((transaction, index) =>
      readTransaction(transaction, `${at}.uncleared[${index}]`),
    )
  }
  if (value.clearedInClosedPeriod !== undefined) {
    if (!Array.isArray(value.clearedInClosedPeriod)) refuse(`${at}.clearedInClosedPeriod`)
    reconciliation.clearedInClosedPeriod = (value.clearedInClosedPeriod as unknown[]).map((transaction, index) =>
      readTransaction(transaction, `${at}.clearedInClosedPeriod[${index}]`),
    )
  }
  if (value.registerBalance !== undefined) reconciliation.registerBalance = minorUnits(value, 'registerBalance', at)
  for (const key of ['bankAccountName', 'statementFile', 'finishedBy', 'companyName'] as const) {
    const optional = optionalText(value, key, at)
    if (optional !== undefined) reconciliation[key] = optional
  }
  return reconciliation
}

function readReconciliation(value: unknown, at: string): Reconciliation {
  const parts = readReconciliationParts(value, at)
  const finishedAt = instant(value as Record<string, unknown>, 'finishedAt', at) ?? refuse(`${at}.finishedAt`)
  const undoingSince = instant(value as Record<string, unknown>, 'undoingSince', at)
  return { ...parts, finishedAt, ...(undoingSince ? { undoingSince } : {}) }
}

function readFinishing(value: unknown, at: string): FinishingReconciliation {
  const parts = readReconciliationParts(value, at)
  const record = value as Record<string, unknown>
  const startedAt = instant(record, 'startedAt', at) ?? refuse(`${at}.startedAt`)
  const basedOn = record.basedOn
  if (basedOn !== null && (typeof basedOn !== 'string' || basedOn === '')) refuse(`${at}.basedOn`)
  const finishing: FinishingReconciliation = { ...parts, startedAt, basedOn: basedOn as string | null }
  if (record.abandoning !== undefined) {
    if (record.abandoning !== true) refuse(`${at}.abandoning`)
    finishing.abandoning = true
  }
  if (record.reversal !== undefined) finishing.reversal = readBookedOnce(record.reversal, `${at}.reversal`)
  return finishing
}

/** Reads an account's reconciliations from a stored value. */
export function readReconciliationBook(value: unknown): ReconciliationBookReading {
  try {
    if (!isRecord(value) || value.format !== 'bookkit.reconciliations') refuse('format')
    const record = value as Record<string, unknown>
    if (record.formatVersion !== 1 && record.formatVersion !== 2) refuse('formatVersion')
    if (!Array.isArray(record.reconciliations)) refuse('reconciliations')
    const reconciliations = (record.reconciliations as unknown[]).map((one, index) => readReconciliation(one, `reconciliations[${index}]`))
    reconciliations.forEach((one, index) => {
      const before = reconciliations[index - 1]
      if (before && before.endDate > one.endDate) refuse(`reconciliations[${index}].endDate`)
    })
    const book: ReconciliationBook = { format: 'bookkit.reconciliations', formatVersion: 1, reconciliations }
    if (record.finishing !== undefined) {
      const finishing = readFinishing(record.finishing, 'finishing')
      const last = reconciliations.at(-1)
      if (last && last.endDate >= finishing.endDate) refuse('finishing.endDate')
      return { ok: true, book: withFinishing(book, finishing) }
    }
    return { ok: true, book }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, field: error.field }
    throw error
  }
}

/** `book` with `finishing` on its way (format 2), or with none (format 1). */
export function withFinishing(book: ReconciliationBook, finishing: FinishingReconciliation | undefined): ReconciliationBook {
  const rest: ReconciliationBook = { ...book }
  delete rest.finishing
  return finishing ? { ...rest, formatVersion: 2, finishing } : { ...rest, formatVersion: 1 }
}

/** The account's last reconciliation, whose closing is the next one's opening. */
export const lastReconciliation = (book: ReconciliationBook): Reconciliation | undefined => book.reconciliations.at(-1)
