/**
 * Importing a bank statement through the provider's session: the preview of a reading against the
 * account's synced transactions and the closing, the import through the bank-transaction save path
 * (batches, progress, Cancel, one outcome per row), and its undo. A row the account holds (under
 * any id the preview knows it by) is never sent: the set is synced again just before sending,
 * because the described service does not refuse a repeated `apiSourceId` (DESIGN decision 18). An
 * import that sent all its rows records the days its statement covered (`statementCoverage.ts`),
 * which the next previews read to tell another statement's transaction from a duplicate.
 */
import { useEffect, useMemo, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import type { WriteOutcome } from '../../api/writes/outcome'
import type { PreviewRow, StatementPreview } from '../../core/import/preview'
import type { BankStatementReading } from '../../core/import/types'
import type { RuleMatch } from '../../core/rules/types'
import { useBankTransactionDeletes, useBankTransactions, useBankTransactionSave, type BankTransactionSet } from '../queue/bankTransactions'
import { importCompanyOf } from '../../core/queue/companyOf'
import type { StatementCoverage, StatementSpan } from '../../core/import/coverage'
import { useBookkeepingContext } from '../provider/context'
import { noteRuleUse } from '../rules/ruleUse'
import { noteStatementCoverage, useStatementCoverage } from './statementCoverage'
import { useLiveClosing, type ClosingState } from '../close/closing'
import { useWriteMutation, type WriteMutationResult } from '../query/writeMutation'

/**
 * The import's rules (the rows' ids, the preview's states, the save items): loaded as soon as a
 * preview hook mounts, while the user finds the file, so no action waits on them; a page that
 * bundles the hooks without showing an import does not carry them up front.
 */
const loadImportRules = async (): Promise<ImportRules> => (importRules ??= await import('./statementImportRules'))
type ImportRules = typeof import('./statementImportRules')
/** The rules once loaded: a preview made after that starts at once, as when they were bundled up front. */
let importRules: ImportRules | undefined

const NO_COVERAGE: readonly StatementCoverage[] = []

/** The set every import compares with: the one `useBankTransactions()` keeps (its default page size). */
export const SET_LIMIT = 100

/** `useStatementPreview`'s result: the preview once it can be made, or what it waits for, or why it cannot be. */
export interface StatementPreviewState {
  /** What becomes of each row; absent until the account's transactions and the closing are read. */
  preview: StatementPreview | undefined
  /** While the account's transactions are still arriving: how many have. No row is called new before all have. */
  checking: { received: number } | undefined
  closing: ClosingState | undefined
  /** The company whose statement coverage the preview read (`companyId`, else the one the account's transactions name). */
  companyId: string | undefined
  /** Why the preview cannot be made (the transactions or the closing could not be read). */
  error: Error | null
  retry: () => void
}

/**
 * The preview of `reading` for `bankAccountId`, made again when the account's transactions change
 * (after an import its rows show as already imported). `paused` keeps the last preview while an
 * import lands batch by batch, instead of making it again for each. `statement` (an index into
 * `reading.statements`) previews that statement of a file of several only. `companyId` names whose
 * record of earlier statements' days is read (default the one company the account's transactions name).
 */
export function useStatementPreview(
  reading: BankStatementReading | undefined,
  bankAccountId: string | undefined,
  { paused = false, statement, companyId }: { paused?: boolean; statement?: number; companyId?: string } = {},
): StatementPreviewState {
  const enabled = reading !== undefined && bankAccountId !== undefined
  useEffect(() => void loadImportRules(), [])
  const context = useBookkeepingContext()
  const set = useBankTransactions({ limit: SET_LIMIT, enabled })
  const closing = useLiveClosing()
  const [made, setMade] = useState<{ preview: StatementPreview; of: unknown[] }>()
  const whole = set.data && set.data.syncing === undefined ? set.data.transactions : undefined
  const closedThrough = closing.data && !closing.data.modificationsEnabled ? closing.data.date : undefined
  const closingKnown = closing.data !== undefined
  // Known from the set's first page, as the rules' company is: the record is read while older pages arrive.
  const synced = set.data?.transactions
  const company =
    enabled && (companyId !== undefined || synced !== undefined) ? importCompanyOf(synced, bankAccountId, companyId) : undefined
  const stored = useStatementCoverage(context, company)
  // A record still being read (a host's slow store) holds nothing back: the plain 7-day rule
  // decides meanwhile, which holds back more rows, never fewer, and the preview is made again with
  // it, but only when it holds days of this account: a preview made again for nothing would
  // redraw every row and its rule while the user reads them.
  const accountCoverage = useMemo(() => stored?.filter((span) => span.bankAccountId === bankAccountId), [stored, bankAccountId])
  const coverage = accountCoverage && accountCoverage.length > 0 ? accountCoverage : NO_COVERAGE
  useEffect(() => {
    if (!enabled || whole === undefined || !closingKnown || paused) return
    const controller = new AbortController()
    const of = [reading, bankAccountId, statement]
    const make = ({ previewStatement }: ImportRules) =>
      previewStatement(
        { rows: reading.rows, bankAccountId, transactions: whole, closedThrough, statement, coverage },
        { signal: controller.signal },
      ).then(
        (preview) => setMade({ preview, of }),
        () => {},
      )
    if (importRules) void make(importRules)
    else void loadImportRules().then(make)
    return () => controller.abort()
  }, [enabled, reading, bankAccountId, whole, closedThrough, closingKnown, coverage, paused, statement])
  const current = made && made.of[0] === reading && made.of[1] === bankAccountId && made.of[2] === statement ? made.preview : undefined
  return {
    preview: enabled ? current : undefined,
    checking: set.data?.syncing ? { received: set.data.syncing.received } : enabled && !set.data ? { received: 0 } : undefined,
    closing: closing.data,
    companyId: company,
    error: (whole === undefined ? set.error : null) ?? (closingKnown ? null : closing.error),
    retry: () => {
      if (set.isError) void set.refetch()
      if (closing.isError) void closing.refetch()
    },
  }
}

/** What to import: the rows (from the preview) and the account. */
export interface StatementImportRequest {
  bankAccountId: string
  rows: readonly PreviewRow[]
  /**
   * The `apiSourceId`s an earlier attempt of this import left unknown (cut off): found in the
   * account now, they landed from it, and count as `created` (so Undo import reaches them), not as there already.
   */
  resumes?: readonly string[]
  /**
   * The categorization rules' matches of the rows (by `PreviewRow.index`), and their company: each
   * matched row is sent with its rule's change, and `ruleApplied` is told for what the service stored.
   */
  rules?: { companyId: string; matches: ReadonlyMap<number, RuleMatch> }
  /**
   * The days the file's statement covers (`StatementPreview.covers`) and its company: recorded once
   * every row is sent (none cut off or left unsent), so a cancelled or failed import records nothing.
   */
  coverage?: { companyId: string; days: StatementSpan }
}

/** What became of an import. Every row is in exactly one of `created`, `savedUnseen`, `alreadyThere`, `refused`, `unknown` or `notSent`. */
export interface StatementImportResult {
  bankAccountId: string
  /** The transactions this import created, each with its row. */
  created: Array<{ row: PreviewRow; transaction: BankTransaction }>
  /** Rows saved whose record the service did not send back: imported, and shown by the next sync; undo cannot name them before it. */
  savedUnseen: PreviewRow[]
  /** Rows the account held by the time they were sent (imported meanwhile, or by an import cut off before): not sent again. */
  alreadyThere: PreviewRow[]
  /** Rows the service refused, with its reasons (a closed period, a value it does not take). */
  refused: Array<{ row: PreviewRow; outcome: Extract<WriteOutcome<BankTransaction>, { status: 'refused' }> }>
  /** Rows whose save may or may not have landed: importing the file again finds out before sending them. */
  unknown: Array<{ row: PreviewRow; outcome: Extract<WriteOutcome<BankTransaction>, { status: 'unknown' }> }>
  /** Rows not sent: the import was cancelled, or a batch before them failed. */
  notSent: PreviewRow[]
  /** The account's transactions could not be read just before sending: nothing was sent. */
  notChecked?: Error
}

const isDuplicateRefusal = (outcome: WriteOutcome<BankTransaction>) => outcome.status === 'refused' && outcome.statusCode === 409

/**
 * Imports rows into a bank account: synced again first, rows already there left out, the rest sent
 * through the bank-transaction save path. A 409 (a service that refuses a repeated id) means the
 * row is there already. Tells `statementImported` to the provider's `onEvent`.
 */
export function useImportStatement(): WriteMutationResult<StatementImportResult, StatementImportRequest> {
  const context = useBookkeepingContext()
  const { queryClient, keys, emit } = context
  const save = useBankTransactionSave()
  return useWriteMutation(queryClient, async ({ bankAccountId, rows, resumes = [], rules, coverage }: StatementImportRequest, controls) => {
    const result: StatementImportResult = {
      bankAccountId,
      created: [],
      savedUnseen: [],
      alreadyThere: [],
      refused: [],
      unknown: [],
      notSent: [],
    }
    const queryKey = keys.bankTransactions.list(SET_LIMIT)
    await queryClient.refetchQueries({ queryKey, exact: true })
    const state = queryClient.getQueryState<BankTransactionSet>(queryKey)
    if (!state?.data || state.status === 'error' || state.data.syncing) {
      return { ...result, notSent: [...rows], notChecked: state?.error ?? new Error('The account’s transactions could not be read.') }
    }
    const { HeldIds, heldAsOf, statementImportItem } = importRules ?? (await loadImportRules())
    const there = new HeldIds(state.data.transactions, bankAccountId)
    const landed = new Set(resumes)
    const toSend: PreviewRow[] = []
    for (const row of rows) {
      const held = row.sourceId === undefined ? undefined : there.find(heldAsOf(row.row, row.sourceId))
      if (!held) toSend.push(row)
      else if (landed.has(held.apiSourceId as string)) result.created.push({ row, transaction: held })
      else result.alreadyThere.push(row)
    }
    const outcomes = await save(
      toSend.map((row) => statementImportItem(row, bankAccountId, rules?.matches.get(row.index)?.change)),
      controls,
    )
    // The transactions each rule categorized, as the service stored them.
    const applied = new Map<string, string[]>()
    outcomes.forEach((outcome, position) => {
      const row = toSend[position] as PreviewRow
      if (outcome.status === 'saved') {
        // A record confirmed without an answer is read back by the save path when it can; the id is what undo needs.
        if (outcome.record) result.created.push({ row, transaction: outcome.record })
        else result.savedUnseen.push(row)
        const ruleId = rules?.matches.get(row.index)?.rule.id
        if (ruleId !== undefined && outcome.record) {
          const ids = applied.get(ruleId)
          if (ids) ids.push(outcome.record.id)
          else applied.set(ruleId, [outcome.record.id])
        }
      } else if (isDuplicateRefusal(outcome)) result.alreadyThere.push(row)
      else if (outcome.status === 'refused') result.refused.push({ row, outcome })
      else if (outcome.status === 'unknown') result.unknown.push({ row, outcome })
      else result.notSent.push(row)
    })
    if (result.created.length > 0)
      emit({ type: 'statementImported', bankAccountId, transactionIds: result.created.map(({ transaction }) => transaction.id) })
    const rulesCompany = rules?.companyId ?? 'default'
    for (const [ruleId, transactionIds] of applied)
      emit({ type: 'ruleApplied', companyId: rulesCompany, ruleId, transactionIds, confirmed: false })
    // Counted in each rule's use; a count that cannot be saved does not fail the import.
    if (applied.size > 0)
      void noteRuleUse(context, rulesCompany, new Map([...applied].map(([ruleId, ids]) => [ruleId, ids.length]))).catch(() => undefined)
    // Recorded after the rows, so a record never names days whose rows did not all go; the outcome does not wait
    // on the store, and a record that cannot be saved leaves the plain 7-day rule, which holds back more, never books twice.
    if (coverage && result.notSent.length === 0 && result.unknown.length === 0)
      void noteStatementCoverage(context, coverage.companyId, { bankAccountId, ...coverage.days }).catch(() => undefined)
    return result
  })
}

/** What became of an undo: every transaction the import created is deleted, refused (a closed period), unknown or not sent. */
export interface StatementImportUndoResult {
  bankAccountId: string
  deleted: BankTransaction[]
  refused: Array<{ transaction: BankTransaction; outcome: Extract<WriteOutcome<BankTransaction>, { status: 'refused' }> }>
  unknown: BankTransaction[]
  notSent: BankTransaction[]
}

/** Undoes an import: deletes, in batches, the transactions it created. Tells `statementImportUndone`. Undoing again deletes what is left. */
export function useUndoStatementImport(): WriteMutationResult<
  StatementImportUndoResult,
  Pick<StatementImportResult, 'bankAccountId' | 'created'>
> {
  const { queryClient, emit } = useBookkeepingContext()
  const deletes = useBankTransactionDeletes()
  return useWriteMutation(
    queryClient,
    async ({ bankAccountId, created }: Pick<StatementImportResult, 'bankAccountId' | 'created'>, { signal, onProgress }) => {
      const transactions = created.map(({ transaction }) => transaction)
      const outcomes = await deletes(
        transactions.map((transaction) => transaction.id),
        { signal, onProgress },
      )
      const result: StatementImportUndoResult = { bankAccountId, deleted: [], refused: [], unknown: [], notSent: [] }
      outcomes.forEach((outcome, index) => {
        const transaction = transactions[index] as BankTransaction
        if (outcome.status === 'saved') result.deleted.push(transaction)
        else if (outcome.status === 'refused') result.refused.push({ transaction, outcome })
        else if (outcome.status === 'unknown') result.unknown.push(transaction)
        else result.notSent.push(transaction)
      })
      if (result.deleted.length > 0)
        emit({ type: 'statementImportUndone', bankAccountId, transactionIds: result.deleted.map((transaction) => transaction.id) })
      return result
    },
  )
}
