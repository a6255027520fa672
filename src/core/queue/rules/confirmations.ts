/**
 * A confirming rule's rows, saved once and never over another person's work: claimed across tabs
 * first (claims.ts), then read again from the service just before the save, and only the rows still
 * as the rule saw them are sent. An undo reads them again too and restores only the rows still as
 * the rule left them. Framework-free: what it reaches (the store, the service, the queue's writes)
 * comes through `ConfirmationPorts`.
 */
import type { BankTransaction } from '../../../api/types'
import type { ReviewChange } from '../../../api/writes/bankTransactionItems'
import { placeOf, type BankTransactionSet } from '../bankTransactionSet'
import type { BookkitStore } from '../../store/store'
import type { CategorizationRule, RuleChange } from '../../rules/types'
import { claimRows, releaseBatch } from './claims'
import type { Matched } from './ruleMatches'
import { confirmationOf, stillAsLeft, stillAsSeen } from './rowState'

/** What the queue's rules reach outside themselves. */
export interface ConfirmationPorts {
  /** Where claims are kept (the host's `store`, else this browser's). */
  store: BookkitStore
  /** This tab's name in a claim. */
  owner: string
  now(): number
  /** The synced set read again from the service now (a sync of what changed since); `undefined` when it could not be read. */
  reread(): Promise<BankTransactionSet | undefined>
  /** Saves each row's change (none: not sent), reviewed; resolves to the rows saved, as they were before. */
  save(rows: readonly BankTransaction[], changeOf: (row: BankTransaction) => ReviewChange | undefined): Promise<BankTransaction[]>
  /** Restores rows from the queue's undo steps; resolves to the ids restored. */
  undoRows(ids: readonly string[]): Promise<string[]>
}

/** A row a confirming rule saved. */
export interface Confirmed {
  rule: CategorizationRule
  companyId: string
  change: RuleChange
  /** The row as it was before the rule saved it. */
  transaction: BankTransaction
}

/** What a confirmation did: the rows saved, the rows left because someone changed them, and the rows not tried (another tab holds them, or they could not be read again). */
export interface ConfirmationResult {
  saved: Confirmed[]
  changedMeanwhile: string[]
  notTried: string[]
}

let lastBatch = 0
const batchId = (owner: string) => `${owner}.${(++lastBatch).toString(36)}`

/** The row of `set` with `row`'s id, found by its date (a row whose date changed is not found: it changed). */
function rowIn(set: BankTransactionSet | undefined, row: BankTransaction): BankTransaction | undefined {
  if (!set) return undefined
  const found = set.transactions[placeOf(set.transactions, row)]
  return found?.id === row.id ? found : undefined
}

/** The change a confirmation sends: the rule's whole change, or only the review when the row already has it. */
const changeFor = (row: BankTransaction, change: RuleChange): ReviewChange | undefined => {
  const how = confirmationOf(row, change)
  return how === 'categorize' ? { ...change, review: true } : how === 'review' ? { review: true } : undefined
}

/**
 * Confirms `chosen` (rows a confirming rule matched), company by company: each claimed, read again,
 * saved if still as matched, then its claim released. A company's lapsed claims are dropped on the way.
 */
export async function confirmRows(ports: ConfirmationPorts, chosen: ReadonlyMap<string, Matched>): Promise<ConfirmationResult> {
  const result: ConfirmationResult = { saved: [], changedMeanwhile: [], notTried: [] }
  const byCompany = new Map<string, Matched[]>()
  for (const matched of chosen.values()) {
    const rows = byCompany.get(matched.companyId)
    if (rows) rows.push(matched)
    else byCompany.set(matched.companyId, [matched])
  }
  for (const [companyId, rows] of byCompany) {
    const id = batchId(ports.owner)
    const claim = await claimRows(
      ports.store,
      companyId,
      rows.map(({ transaction }) => transaction.id),
      { owner: ports.owner, now: ports.now(), batchId: id },
    )
    const claimed = new Set(claim.batch?.rows)
    for (const { transaction } of rows) if (!claimed.has(transaction.id)) result.notTried.push(transaction.id)
    if (claimed.size === 0) continue
    try {
      const set = await ports.reread()
      if (!set) {
        result.notTried.push(...claimed)
        continue
      }
      const toSave = new Map<string, { now: BankTransaction; matched: Matched }>()
      for (const matched of rows) {
        if (!claimed.has(matched.transaction.id)) continue
        const now = rowIn(set, matched.transaction)
        if (now && stillAsSeen(matched.transaction, now) && changeFor(now, matched.match.change)) toSave.set(now.id, { now, matched })
        else result.changedMeanwhile.push(matched.transaction.id)
      }
      if (toSave.size === 0) continue
      const saved = await ports.save(
        [...toSave.values()].map(({ now }) => now),
        (row) => changeFor(row, (toSave.get(row.id) as { matched: Matched }).matched.match.change),
      )
      for (const row of saved) {
        const { matched } = toSave.get(row.id) as { matched: Matched }
        result.saved.push({ rule: matched.match.rule, companyId, change: matched.match.change, transaction: row })
      }
    } finally {
      // A batch that cannot be released lapses on its own.
      await releaseBatch(ports.store, companyId, id).catch(() => undefined)
    }
  }
  return result
}

/** Drops a company's lapsed claims (a tab closed mid-way) when nothing of them is to be finished here. */
export async function sweepLapsed(ports: ConfirmationPorts, companyId: string): Promise<void> {
  await claimRows(ports.store, companyId, [], { owner: ports.owner, now: ports.now(), batchId: batchId(ports.owner) })
}

/** Undoes confirmations: read again first, only the rows still as the rule left them are restored (`undefined`: they could not be read again, nothing was restored). */
export async function undoConfirmations(
  ports: ConfirmationPorts,
  entries: ReadonlyMap<string, Confirmed>,
): Promise<{ undone: string[]; changedMeanwhile: string[] } | undefined> {
  const set = await ports.reread()
  if (!set) return undefined
  const asLeft: string[] = []
  const changedMeanwhile: string[] = []
  for (const [id, entry] of entries) {
    const now = rowIn(set, entry.transaction)
    if (now && stillAsLeft(now, entry.change)) asLeft.push(id)
    else changedMeanwhile.push(id)
  }
  const undone = asLeft.length > 0 ? await ports.undoRows(asLeft) : []
  return { undone, changedMeanwhile }
}
