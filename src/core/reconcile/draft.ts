/**
 * A reconciliation's worksheet saved to finish later, as the store keeps it under
 * `reconciliationDraft:<companyId>:<bankAccountId>`: the statement's figures as typed, the user's
 * ticks and the statement file's name. Read back with a check of every field, like the book: a
 * draft another version wrote or someone edited is refused with the field named, and nothing of it
 * is applied (half a month's ticks would make a difference that means nothing). Pure.
 */

/** The statement's fields as the user typed them: kept as typed, read again when restored. */
interface DraftFields {
  beginDate: string
  endDate: string
  opening: string
  closing: string
}

/** One account's worksheet in progress. */
export interface ReconciliationDraft {
  format: 'bookkit.reconciliationDraft'
  formatVersion: 1
  bankAccountId: string
  fields: DraftFields
  /** The transactions the user had ticked, and those left unticked (a statement's tick the user took off stays off). */
  ticked: string[]
  unticked: string[]
  /** The statement file the figures and ticks came from, when one was read. */
  statementFile?: string
  /** ISO 8601 instant. */
  savedAt: string
}

/** What the worksheet hands the writer: everything but the format and the instant. */
export type DraftInput = Omit<ReconciliationDraft, 'format' | 'formatVersion' | 'savedAt'>

/** The draft to store for `input`, saved at `now`. */
export const draftOf = (input: DraftInput, now: Date): ReconciliationDraft => ({
  format: 'bookkit.reconciliationDraft',
  formatVersion: 1,
  bankAccountId: input.bankAccountId,
  fields: { ...input.fields },
  ticked: [...input.ticked],
  unticked: [...input.unticked],
  ...(input.statementFile ? { statementFile: input.statementFile } : {}),
  savedAt: now.toISOString(),
})

/** A draft read back, none (`null`: nothing stored, or one removed), or the first field that is wrong (`fields.closing`). */
export type DraftReading = { ok: true; draft: ReconciliationDraft | null } | { ok: false; field: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function ids(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((id) => typeof id === 'string' && id !== '') ? (value as string[]) : undefined
}

/** Reads a stored draft; `null` is no draft (the store keeps a removed one as `null`). */
export function readReconciliationDraft(value: unknown): DraftReading {
  if (value === null) return { ok: true, draft: null }
  if (!isRecord(value) || value.format !== 'bookkit.reconciliationDraft') return { ok: false, field: 'format' }
  if (value.formatVersion !== 1) return { ok: false, field: 'formatVersion' }
  if (typeof value.bankAccountId !== 'string' || value.bankAccountId === '') return { ok: false, field: 'bankAccountId' }
  const fields = value.fields
  if (!isRecord(fields)) return { ok: false, field: 'fields' }
  for (const key of ['beginDate', 'endDate', 'opening', 'closing'] as const)
    if (typeof fields[key] !== 'string') return { ok: false, field: `fields.${key}` }
  const ticked = ids(value.ticked)
  if (!ticked) return { ok: false, field: 'ticked' }
  const unticked = ids(value.unticked)
  if (!unticked) return { ok: false, field: 'unticked' }
  if (value.statementFile !== undefined && typeof value.statementFile !== 'string') return { ok: false, field: 'statementFile' }
  if (typeof value.savedAt !== 'string' || Number.isNaN(Date.parse(value.savedAt))) return { ok: false, field: 'savedAt' }
  const typed = fields as Record<keyof DraftFields, string>
  return {
    ok: true,
    draft: {
      format: 'bookkit.reconciliationDraft',
      formatVersion: 1,
      bankAccountId: value.bankAccountId,
      fields: { beginDate: typed.beginDate, endDate: typed.endDate, opening: typed.opening, closing: typed.closing },
      ticked: [...ticked],
      unticked: [...unticked],
      ...(typeof value.statementFile === 'string' && value.statementFile !== '' ? { statementFile: value.statementFile } : {}),
      savedAt: value.savedAt,
    },
  }
}
