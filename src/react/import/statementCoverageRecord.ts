/**
 * The record's strict reader and its merging writer, loaded when the record is first read or written
 * (`statementCoverage.ts` holds the hook): a page that never imports a statement does not carry them.
 *
 * What each statement import of a company's accounts covered: the record
 * `statementCoverage:<companyId>` beside the rules, one entry (the account, the first and last day,
 * when) added by each import that sent all its rows. The preview reads it to tell a transaction of
 * another statement's days from a duplicate (see `previewStatement`). Two tabs importing at once
 * both count: a save the store refuses is read again and added to again. A record that cannot be
 * read is never written over, and the preview then keeps the plain 7-day rule, which only asks more.
 */
import { statementCoverageKey } from '../../core/store/store'
import type { StatementCoverage } from '../../core/import/coverage'
import type { BookkeepingContextValue } from '../provider/context'
import { changeStoredRecord, loadStoredRecord, type StoredReading } from '../../core/store/storedRecords'

/** The stored record: every statement import's coverage, oldest first. */
export interface StatementCoverageRecord {
  format: 'bookkit.statementCoverage'
  formatVersion: 1
  statements: StatementCoverage[]
}

const EMPTY: StatementCoverageRecord = { format: 'bookkit.statementCoverage', formatVersion: 1, statements: [] }
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).find((key) => !keys.includes(key))
const ENTRY_KEYS = ['bankAccountId', 'first', 'last', 'at'] as const

/** A calendar day written `YYYY-MM-DD` (not February 30). */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
}

/** Reads a stored coverage record: anything unknown or mistyped is refused with its field's path. */
export function readStatementCoverage(value: unknown): StoredReading<StatementCoverageRecord> {
  if (!isObject(value)) return { ok: false, field: '' }
  const extra = onlyKeys(value, ['format', 'formatVersion', 'statements'])
  if (extra !== undefined) return { ok: false, field: extra }
  if (value.format !== EMPTY.format) return { ok: false, field: 'format' }
  if (value.formatVersion !== 1) return { ok: false, field: 'formatVersion' }
  if (!Array.isArray(value.statements)) return { ok: false, field: 'statements' }
  const statements: StatementCoverage[] = []
  for (const [index, entry] of value.statements.entries()) {
    const at = `statements.${index}`
    if (!isObject(entry)) return { ok: false, field: at }
    const unknownField = onlyKeys(entry, ENTRY_KEYS)
    if (unknownField !== undefined) return { ok: false, field: `${at}.${unknownField}` }
    if (typeof entry.bankAccountId !== 'string' || entry.bankAccountId === '') return { ok: false, field: `${at}.bankAccountId` }
    if (!isDay(entry.first)) return { ok: false, field: `${at}.first` }
    if (!isDay(entry.last) || entry.last < entry.first) return { ok: false, field: `${at}.last` }
    if (typeof entry.at !== 'string' || Number.isNaN(Date.parse(entry.at))) return { ok: false, field: `${at}.at` }
    statements.push({ bankAccountId: entry.bankAccountId, first: entry.first, last: entry.last, at: entry.at })
  }
  return { ok: true, record: { ...EMPTY, statements } }
}

/** The stored record cannot be read (a newer version, or edited by hand): never written over, nor read again. */
export class StatementCoverageUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(`bookkit: the statement coverage stored under "${key}" cannot be read (${field}); nothing was changed.`)
    this.name = 'StatementCoverageUnreadableError'
  }
}

export function loadCoverage(
  context: Pick<BookkeepingContextValue, 'store' | 'owner'>,
  companyId: string,
): Promise<{ record: StatementCoverageRecord; version: string | null }> {
  return loadStoredRecord(
    context,
    statementCoverageKey(companyId),
    EMPTY,
    readStatementCoverage,
    (key, field) => new StatementCoverageUnreadableError(key, field),
  )
}

const sameDays = (a: StatementCoverage, b: Omit<StatementCoverage, 'at'>) =>
  a.bankAccountId === b.bankAccountId && a.first === b.first && a.last === b.last

/**
 * Adds what one statement import covered, merged with what another tab saved meanwhile. The same
 * account and days again (the same file imported again, "Import the rest") add nothing.
 */
export function noteStatementCoverage(
  context: Pick<BookkeepingContextValue, 'store' | 'owner' | 'queryClient' | 'keys'>,
  companyId: string,
  covered: Omit<StatementCoverage, 'at'>,
  at: string = new Date().toISOString(),
): Promise<void> {
  return changeStoredRecord(
    context,
    statementCoverageKey(companyId),
    () => loadCoverage(context, companyId),
    (record) =>
      record.statements.some((entry) => sameDays(entry, covered))
        ? undefined
        : { ...record, statements: [...record.statements, { ...covered, at }] },
  )
}
