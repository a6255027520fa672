import { dayNumber } from './dates'
import type { AccountingMethod, GlLine, PostingBasis } from './model'

/** A line as posting produces it; the ledger fills in its `id`, `seq` and `day` when it stores it. */
export type Posting = GlLine

/**
 * One account's lines under one accounting method, sorted by date then posting sequence, with the
 * running balance after each line (a prefix sum in the account's normal direction). A page is a
 * binary search plus a slice; nothing is summed per request.
 */
export interface LedgerIndex {
  readonly lines: readonly GlLine[]
  /** `balances[i]`: the balance after `lines[i]`. */
  readonly balances: Float64Array
}

interface AccountBook {
  readonly lines: Map<number, GlLine>
  /** Built on first query after a write; a write to the account drops them. */
  indexes: Partial<Record<AccountingMethod, LedgerIndex>>
}

/**
 * The general ledger: every stored line, by account and by the record that posted it. A record's
 * lines are replaced as a whole when it is saved again and removed when it is deleted.
 */
export class Ledger {
  private readonly byOwner = new Map<string, GlLine[]>()
  private readonly byAccount = new Map<string, AccountBook>()
  private nextSeq = 1

  /** The accounts whose type gives each book its normal direction; the store's own map, so a copied store's ledger reads the copy's accounts. */
  constructor(private readonly glAccounts: ReadonlyMap<string, { readonly type: string }>) {}

  /** +1 where a debit raises the balance (ASSET, EXPENSE), -1 otherwise. */
  private normalSign(glAccountId: string): 1 | -1 {
    const type = this.glAccounts.get(glAccountId)?.type
    return type === 'ASSET' || type === 'EXPENSE' ? 1 : -1
  }

  /** A ledger of its own over `glAccounts` with the same lines (a stored line never changes, so lines are shared). */
  copy(glAccounts: ReadonlyMap<string, { readonly type: string }>): Ledger {
    const copy = new Ledger(glAccounts)
    for (const [owner, lines] of this.byOwner) copy.byOwner.set(owner, lines)
    for (const [account, book] of this.byAccount) copy.byAccount.set(account, { lines: new Map(book.lines), indexes: { ...book.indexes } })
    copy.nextSeq = this.nextSeq
    return copy
  }

  /** Replaces every line `ownerId` posted with `postings`. */
  repost(ownerId: string, postings: Posting[]): void {
    this.remove(ownerId)
    if (postings.length === 0) return
    // Postings are fresh objects made for this call, so they are completed in place (no copies: the seed posts tens of thousands).
    const lines = postings as GlLine[]
    for (const line of lines) {
      line.seq = this.nextSeq++
      line.id = `glt_${String(line.seq).padStart(7, '0')}`
      line.day = dayNumber(line.date)
    }
    this.byOwner.set(ownerId, lines)
    for (const line of lines) {
      const book = this.book(line.glAccountId)
      book.lines.set(line.seq, line)
      dropIndexes(book)
    }
  }

  remove(ownerId: string): void {
    const lines = this.byOwner.get(ownerId)
    if (!lines) return
    this.byOwner.delete(ownerId)
    for (const line of lines) {
      const book = this.book(line.glAccountId)
      book.lines.delete(line.seq)
      dropIndexes(book)
    }
  }

  linesOf(ownerId: string): readonly GlLine[] {
    return this.byOwner.get(ownerId) ?? []
  }

  /** Every line, in no particular order. */
  *allLines(): IterableIterator<GlLine> {
    for (const book of this.byAccount.values()) yield* book.lines.values()
  }

  index(glAccountId: string, method: AccountingMethod): LedgerIndex {
    const book = this.book(glAccountId)
    const built = book.indexes[method]
    if (built) return built
    const lines = [...book.lines.values()].filter((line) => countsUnder(line.basis, method))
    lines.sort((a, b) => a.day - b.day || a.seq - b.seq)
    const balances = new Float64Array(lines.length)
    const sign = this.normalSign(glAccountId)
    let balance = 0
    lines.forEach((line, i) => {
      balance += sign * (line.drAmount - line.crAmount)
      balances[i] = balance
    })
    const index = { lines, balances }
    book.indexes[method] = index
    return index
  }

  private book(glAccountId: string): AccountBook {
    let book = this.byAccount.get(glAccountId)
    if (!book) {
      book = { lines: new Map(), indexes: {} }
      this.byAccount.set(glAccountId, book)
    }
    return book
  }
}

function dropIndexes(book: AccountBook): void {
  if (book.indexes.ACCRUAL !== undefined || book.indexes.CASH !== undefined) book.indexes = {}
}

/** Whether a line posted on `basis` is part of the book kept under `method`. */
export function countsUnder(basis: PostingBasis, method: AccountingMethod): boolean {
  return basis === 'BOTH' || basis === method
}

/** The first position whose line sorts after (`day`, `seq`); `seq = -1` gives the first line on or after `day`. */
export function positionAfter(index: LedgerIndex, day: number, seq: number): number {
  let low = 0
  let high = index.lines.length
  while (low < high) {
    const middle = (low + high) >>> 1
    const line = index.lines[middle] as GlLine
    if (line.day < day || (line.day === day && line.seq <= seq)) low = middle + 1
    else high = middle
  }
  return low
}

/** The first position on or after `day`. */
export function positionOfDay(index: LedgerIndex, day: number): number {
  return positionAfter(index, day, -1)
}
