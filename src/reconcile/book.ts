/**
 * An account's reconciliations as the store keeps them, read back with a check of every field: a
 * record another version wrote or someone edited by hand is refused with the field named, never
 * half read (a wrong opening balance would carry into every month after). Pure.
 */
import type { Reconciliation, ReconciliationAdjustment, ReconciliationBook, ReconciledTransaction } from './types'

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
  const glAccountName = optionalText(value, 'glAccountName', at)
  if (glAccountName !== undefined) adjustment.glAccountName = glAccountName
  return adjustment
}

const OUTCOMES = new Set(['balanced', 'discrepancy', 'adjusted'])

function readReconciliation(value: unknown, at: string): Reconciliation {
  if (!isRecord(value)) return refuse(at)
  const outcome = value.outcome
  if (typeof outcome !== 'string' || !OUTCOMES.has(outcome)) refuse(`${at}.outcome`)
  if (typeof value.openingTyped !== 'boolean') refuse(`${at}.openingTyped`)
  if (!Array.isArray(value.transactions)) refuse(`${at}.transactions`)
  const finishedAt = text(value, 'finishedAt', at)
  if (Number.isNaN(Date.parse(finishedAt))) refuse(`${at}.finishedAt`)
  const reconciliation: Reconciliation = {
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
    finishedAt,
  }
  if (outcome === 'adjusted' || value.adjustment !== undefined)
    reconciliation.adjustment = readAdjustment(value.adjustment, `${at}.adjustment`)
  if (value.uncleared !== undefined) {
    if (!Array.isArray(value.uncleared)) refuse(`${at}.uncleared`)
    reconciliation.uncleared = (value.uncleared as unknown[]).map((transaction, index) =>
      readTransaction(transaction, `${at}.uncleared[${index}]`),
    )
  }
  if (value.registerBalance !== undefined) reconciliation.registerBalance = minorUnits(value, 'registerBalance', at)
  for (const key of ['bankAccountName', 'statementFile', 'finishedBy', 'companyName'] as const) {
    const optional = optionalText(value, key, at)
    if (optional !== undefined) reconciliation[key] = optional
  }
  return reconciliation
}

/** Reads an account's reconciliations from a stored value. */
export function readReconciliationBook(value: unknown): ReconciliationBookReading {
  try {
    if (!isRecord(value) || value.format !== 'bookkit.reconciliations') refuse('format')
    const record = value as Record<string, unknown>
    if (typeof record.formatVersion !== 'number' || record.formatVersion > 1) refuse('formatVersion')
    if (!Array.isArray(record.reconciliations)) refuse('reconciliations')
    const reconciliations = (record.reconciliations as unknown[]).map((one, index) => readReconciliation(one, `reconciliations[${index}]`))
    reconciliations.forEach((one, index) => {
      const before = reconciliations[index - 1]
      if (before && before.endDate > one.endDate) refuse(`reconciliations[${index}].endDate`)
    })
    return { ok: true, book: { format: 'bookkit.reconciliations', formatVersion: 1, reconciliations } }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, field: error.field }
    throw error
  }
}

/** The account's last reconciliation, whose closing is the next one's opening. */
export const lastReconciliation = (book: ReconciliationBook): Reconciliation | undefined => book.reconciliations.at(-1)
