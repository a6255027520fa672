/**
 * The queue's derived state, kept by record: the search text of each transaction, the views'
 * counts, the names of categories and bank accounts the records carry, and the filter's rows.
 * A save, an undo or a merged page updates them for the records it changed (the set's `change`),
 * so an action costs what it touched, not the whole history. No React: tested on its own.
 */
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction } from '../../../api/types'
import { byDateDescending, placeOf, type BankTransactionSetChange } from '../bankTransactionSet'
import { changesSince } from '../setChanges'
import { LetterIndex } from './letterIndex'
import {
  bankAccountName,
  counterpartyName,
  filterKey,
  type BankTransactionListFilter,
  type BankTransactionView,
  type QueueOption,
} from './queueFilter'

/** One transaction as the filter reads it. */
interface Entry {
  transaction: BankTransaction
  reviewed: boolean
  /** Lower-cased text the search matches. */
  text: string
  /** The category name the text was made with. */
  category: string
  /** Where the letter index and `#bySlot` keep it: the record's while it is in the set. */
  slot: number
}

/**
 * Every synced transaction indexed by id, and the rows of the filter shown. `sync` brings it to the
 * set in a render: by the set's `change` when it follows the array indexed last, else from the
 * whole set; `rows` then moves the rows of the records that changed. Calling either again with the
 * same arguments does nothing, so a render that runs twice counts nothing twice.
 */
export class QueueIndex {
  #source: readonly BankTransaction[] | undefined
  #hostedName: ((id: string) => string | undefined) | undefined
  readonly #entries = new Map<string, Entry>()
  /**
   * The entries by slot, and the slots free: the rows read them by slot, not by id. At 100,000
   * records a look-up by id is a cache miss or two a row, most of a keystroke's time.
   */
  readonly #bySlot: Array<Entry | undefined> = []
  readonly #freeSlots: number[] = []
  #letters = new LetterIndex()
  /** Category names the records carry, by id. */
  readonly #recordNames = new Map<string, string>()
  /** Records whose category comes by id only, by that id: their text names it as the host or another record does. */
  readonly #unnamed = new Map<string, Set<string>>()
  readonly #accounts = new Map<string, QueueOption>()
  #reviewed = 0
  #accountList: readonly QueueOption[] = []
  #knownCategories: readonly QueueOption[] | undefined
  /** The ids whose entries changed since the rows were last read; `undefined`: every one (filter again). */
  #dirty: Set<string> | undefined
  /**
   * The rows of the last filter read, and that filter's key. A row is found in them by binary search
   * (they keep the set's order), not by a map of them: a keystroke that shows 80,000 rows would
   * write 80,000 entries of one.
   */
  #rows: BankTransaction[] = []
  /** The slot of each row's entry, beside it. */
  #rowSlots: number[] = []
  /** Records whose date changed since the rows were last read: their rows are not where their date says. */
  #moved = new Set<string>()
  #key: string | undefined
  /** That filter's search (trimmed, lower-cased) and the key of its other members: a search that only grows narrows its rows. */
  #search = ''
  #othersKey = ''
  /** Rows acted on under the filter shown: they stay until the filter changes. */
  #kept = new Set<string>()
  /**
   * The rows of the last filter read with no search, and the records changed since (those whose
   * date changed apart): a search shortened or cleared under the same other members starts from
   * them, not from the whole set. Dropped when the set is read anew or more changed than `#move` moves.
   */
  #unsearched: { othersKey: string; rows: BankTransaction[]; slots: number[]; dirty: Set<string>; moved: Set<string> } | undefined

  /** The transactions in the set's order (newest first). */
  get transactions(): readonly BankTransaction[] {
    return this.#source ?? []
  }

  /** Brings the index to `transactions`; `hostedName` names categories from the host's options. */
  sync(
    transactions: readonly BankTransaction[],
    change: BankTransactionSetChange | undefined,
    hostedName: (id: string) => string | undefined,
  ): void {
    const hostChanged = hostedName !== this.#hostedName
    this.#hostedName = hostedName
    if (transactions === this.#source && !hostChanged) return
    const renamed = new Set<string>()
    if (transactions !== this.#source) {
      const records = changesSince({ transactions, change }, this.#source) ?? this.#rebuild(transactions)
      this.#source = transactions
      for (const { before, after } of records) {
        const name = after?.category?.name
        if (name && after.category && this.#recordNames.get(after.category.id) !== name) {
          this.#recordNames.set(after.category.id, name)
          renamed.add(after.category.id)
        }
        this.#put((after ?? before)!.id, after)
      }
    }
    if (renamed.size > 0) this.#knownCategories = undefined
    // Records named by id only take a name that arrived (from the host, or another record).
    for (const categoryId of hostChanged ? [...this.#unnamed.keys()] : renamed) {
      for (const id of [...(this.#unnamed.get(categoryId) ?? [])]) this.#put(id, this.#entries.get(id)?.transaction, true)
    }
  }

  /** Forgets everything and answers every record of `transactions` as added. */
  #rebuild(transactions: readonly BankTransaction[]): { before?: BankTransaction; after: BankTransaction }[] {
    this.#dirty = undefined
    this.#unsearched = undefined
    this.#entries.clear()
    this.#bySlot.length = 0
    this.#freeSlots.length = 0
    this.#letters = new LetterIndex()
    this.#unnamed.clear()
    this.#accounts.clear()
    this.#accountList = []
    this.#reviewed = 0
    return transactions.map((transaction) => ({ after: transaction }))
  }

  /** Indexes `transaction` under `id` (none: removes it). `renamed`: its category's name may have changed. */
  #put(id: string, transaction: BankTransaction | undefined, renamed = false): void {
    const earlier = this.#entries.get(id)
    if (earlier?.transaction === transaction && !renamed) return
    const { category } = transaction ?? {}
    const categoryName = category ? (category.name ?? this.categoryName(category.id) ?? '') : ''
    if (earlier && earlier.transaction === transaction && earlier.category === categoryName) return
    this.#dirty?.add(id)
    const unsearched = this.#unsearched
    unsearched?.dirty.add(id)
    if (earlier && earlier.transaction.date !== transaction?.date) {
      this.#moved.add(id)
      unsearched?.moved.add(id)
    }
    if (unsearched && unsearched.dirty.size > REFILTER_AT) this.#unsearched = undefined
    if (earlier) {
      if (earlier.reviewed) this.#reviewed--
      const earlierCategory = earlier.transaction.category?.id
      if (earlierCategory !== undefined) this.#unnamed.get(earlierCategory)?.delete(id)
      this.#entries.delete(id)
      this.#letters.remove(earlier.slot, earlier.text)
      if (!transaction) {
        this.#bySlot[earlier.slot] = undefined
        this.#freeSlots.push(earlier.slot)
      }
    }
    if (!transaction) return
    const text = [
      transaction.description,
      transaction.displayName,
      counterpartyName(transaction),
      categoryName,
      bankAccountName(transaction),
      transaction.notes,
    ]
      .filter(Boolean)
      .join('\n')
      .toLowerCase()
    const slot = earlier?.slot ?? this.#freeSlots.pop() ?? this.#bySlot.length
    const entry: Entry = { transaction, reviewed: isReviewed(transaction.reviewStatus), text, category: categoryName, slot }
    this.#entries.set(id, entry)
    this.#bySlot[slot] = entry
    this.#letters.add(slot, text)
    if (entry.reviewed) this.#reviewed++
    if (category && !category.name) this.#unnamedOf(category.id).add(id)
    const account = transaction.bankAccount
    if (account?.id && !this.#accounts.has(account.id)) {
      this.#accounts.set(account.id, { id: account.id, name: account.displayName ?? account.name ?? account.id })
      this.#accountList = [...this.#accounts.values()]
    }
  }

  #unnamedOf(categoryId: string): Set<string> {
    let ids = this.#unnamed.get(categoryId)
    if (!ids) this.#unnamed.set(categoryId, (ids = new Set()))
    return ids
  }

  get(id: string): BankTransaction | undefined {
    return this.#entries.get(id)?.transaction
  }

  /** A category's name by id: the host's, else one a record carries. */
  readonly categoryName = (id: string): string | undefined => this.#hostedName?.(id) ?? this.#recordNames.get(id)

  /** The views' counts, for the tabs ("Waiting for the owner" is counted from the questions). */
  counts(): Record<Exclude<BankTransactionView, 'waiting'>, number> {
    return { toReview: this.#entries.size - this.#reviewed, reviewed: this.#reviewed }
  }

  /** The bank accounts the records name, in the order first seen (the same array until one is added). */
  bankAccounts(): readonly QueueOption[] {
    return this.#accountList
  }

  /**
   * The rows of `ids` (those a question waits on) that pass the filter's members besides its view, in
   * the set's order: "Waiting for the owner" holds rows reviewed or not. A pass over `ids` alone.
   */
  rowsOf(ids: Iterable<string>, filter: BankTransactionListFilter): BankTransaction[] {
    const search = filter.search?.trim().toLowerCase() ?? ''
    const rows: BankTransaction[] = []
    for (const id of ids) {
      const entry = this.#entries.get(id)
      if (entry && passes(entry, filter, search, false)) rows.push(entry.transaction)
    }
    return rows.sort(byDateDescending)
  }

  /** Keeps rows in view whatever their review status, until the filter changes: a row the user just reviewed does not vanish under the cursor. */
  keep(ids: Iterable<string>): void {
    for (const id of ids) {
      this.#kept.add(id)
      this.#dirty?.add(id)
    }
  }

  /**
   * The rows `filter` picks (`key` is its content: an equal filter passed anew keeps the rows), in
   * the set's order, with the rows kept: the same array until one of them changes. A new filter is
   * one pass over the index, over the rows last read when only its search grew (a keystroke
   * typed), or over the rows of no search when only the search shortened (a backspace); a change to
   * the records moves only the rows of the records it changed.
   */
  rows(filter: BankTransactionListFilter, key: string): BankTransaction[] {
    const search = filter.search?.trim().toLowerCase() ?? ''
    const refiltered = key !== this.#key
    const othersKey = refiltered ? filterKey({ ...filter, search: '' }) : this.#othersKey
    // A search containing the last one (the other members equal) finds only rows that one found: the last rows
    // hold every candidate, even from an empty search (the view's rows, fewer than the set).
    const narrowed = refiltered && othersKey === this.#othersKey && search.includes(this.#search)
    const dirty = refiltered && !narrowed ? undefined : this.#dirty
    const unsearched = refiltered && !narrowed && this.#unsearched?.othersKey === othersKey ? this.#unsearched : undefined
    if (refiltered) this.#kept = new Set()
    const kept = this.#kept
    const sieve = this.#letters.sieve(search)
    const wanted = (entry: Entry | undefined): entry is Entry =>
      entry !== undefined && (kept.has(entry.transaction.id) || (sieve(entry.slot) && passes(entry, filter, search)))
    if (unsearched) {
      // The rows of no search brought up to date (no row is kept under a new filter), then narrowed.
      this.#rows = unsearched.rows
      this.#rowSlots = unsearched.slots
      this.#move(unsearched.dirty, (entry): entry is Entry => entry !== undefined && passes(entry, filter, ''), unsearched.moved)
      this.#unsearched = { othersKey, rows: this.#rows, slots: this.#rowSlots, dirty: new Set(), moved: new Set() }
      if (search !== '') this.#narrow(wanted, sieve)
    } else if (dirty === undefined || dirty.size > REFILTER_AT) {
      this.#filterAll(wanted)
    } else {
      if (narrowed) this.#narrow(wanted, sieve)
      if (dirty.size > 0) this.#move(dirty, wanted, this.#moved)
    }
    // A row kept under no search may no longer pass it: counted as changed, it leaves those rows once the filter changes.
    if (search === '') this.#unsearched = { othersKey, rows: this.#rows, slots: this.#rowSlots, dirty: new Set(kept), moved: new Set() }
    this.#key = key
    this.#search = search
    this.#othersKey = othersKey
    this.#dirty = new Set()
    this.#moved = new Set()
    return this.#rows
  }

  /** The rows of the whole set that `wanted` keeps. */
  #filterAll(wanted: (entry: Entry | undefined) => entry is Entry): void {
    const rows: BankTransaction[] = []
    const slots: number[] = []
    for (const transaction of this.transactions) {
      const entry = this.#entries.get(transaction.id)
      if (!wanted(entry)) continue
      rows.push(transaction)
      slots.push(entry.slot)
    }
    this.#rows = rows
    this.#rowSlots = slots
  }

  /**
   * Keeps the rows last read that still show the same record; a record changed since is dropped
   * here and put back at its place by `#move`. No row dropped: the same array. A search that grew
   * is a new filter, under which no row is kept yet: a row whose text lacks a letter of it is
   * dropped by its slot's bits, its record unread.
   */
  #narrow(wanted: (entry: Entry | undefined) => entry is Entry, sieve: (slot: number) => boolean): void {
    const rows: BankTransaction[] = []
    const slots: number[] = []
    const { length } = this.#rows
    for (let at = 0; at < length; at++) {
      const slot = this.#rowSlots[at]!
      if (!sieve(slot)) continue
      const row = this.#rows[at]!
      const entry = this.#bySlot[slot]
      if (entry?.transaction !== row || !wanted(entry)) continue
      rows.push(row)
      slots.push(slot)
    }
    if (rows.length === length) return
    this.#rows = rows
    this.#rowSlots = slots
  }

  /** Moves the rows of the records in `dirty`: out, in at their place, or replaced where they stand. */
  #move(dirty: ReadonlySet<string>, wanted: (entry: Entry | undefined) => entry is Entry, moved: ReadonlySet<string>): void {
    // Copied once, at the first row that moves: a change no row shows leaves the same array.
    let rows: BankTransaction[] | undefined
    let slots: number[] | undefined
    const writable = () => {
      slots ??= this.#rowSlots.slice()
      return (rows ??= this.#rows.slice())
    }
    for (const id of dirty) {
      const at = this.#placeOfRow(rows ?? this.#rows, id, moved)
      const shown = at < 0 ? undefined : (rows ?? this.#rows)[at]
      const entry = this.#entries.get(id)
      const next = wanted(entry) ? entry : undefined
      if (shown === next?.transaction) continue
      if (shown) {
        if (next && byDateDescending(shown, next.transaction) === 0) {
          writable()[at] = next.transaction
          slots![at] = next.slot
          continue
        }
        writable().splice(at, 1)
        slots!.splice(at, 1)
      }
      if (next) {
        const place = placeOf(writable(), next.transaction)
        rows!.splice(place, 0, next.transaction)
        slots!.splice(place, 0, next.slot)
      }
    }
    if (rows) {
      this.#rows = rows
      this.#rowSlots = slots!
    }
  }

  /**
   * Where the row of `id` is in `rows` (the set's order); -1 when none is. Looked for at the place of
   * the record as indexed now (a row shows it, or an earlier version of it of the same date); a
   * record whose date changed since the rows were read (`moved`) or that is gone, by a pass over them.
   */
  #placeOfRow(rows: readonly BankTransaction[], id: string, moved: ReadonlySet<string> = this.#moved): number {
    const indexed = this.#entries.get(id)?.transaction
    if (indexed) {
      const at = placeOf(rows, indexed)
      if (rows[at]?.id === id) return at
      if (!moved.has(id)) return -1
    }
    return rows.findIndex((row) => row.id === id)
  }

  /** The row of `id`, when the rows last read show one. */
  shown(id: string | undefined): BankTransaction | undefined {
    return id === undefined ? undefined : this.#rows[this.positionOf(id)]
  }

  /** Where the row of `id` is in the rows last read; -1 when not shown. */
  positionOf(id: string): number {
    return this.#placeOfRow(this.#rows, id)
  }

  /** The categories the records name, by name: what a category picker offers when the host lists none. */
  knownCategories(): readonly QueueOption[] {
    this.#knownCategories ??= [...this.#recordNames].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
    return this.#knownCategories
  }
}

/** Whether an entry passes the filter's members (the view's review status included unless `byView` is false, `kept` rows aside). */
function passes(entry: Entry, filter: BankTransactionListFilter, search: string, byView = true): boolean {
  const { transaction } = entry
  const { bankAccountId, from, to, direction } = filter
  if (byView && entry.reviewed !== ((filter.view ?? 'toReview') === 'reviewed')) return false
  if (bankAccountId && transaction.bankAccount?.id !== bankAccountId) return false
  if (from && transaction.date < from) return false
  if (to && transaction.date > to) return false
  if (direction === 'in' && !(transaction.amount > 0)) return false
  if (direction === 'out' && !(transaction.amount < 0)) return false
  return search === '' || entry.text.includes(search)
}

/** Above this many changed records, the rows are filtered again rather than moved one by one. */
const REFILTER_AT = 512
