import type { BankTransaction } from '../../api/types'

/**
 * Bank transactions as a session keeps them: every member the service sent, but nothing twice. A
 * service sends each record whole, with the same bank account, category, vendor, company and GL
 * account objects (and their long `iconUrl` data addresses) on thousands of records, and the same
 * empty `[]` and `{}` on every record. Here a string seen before is the one already held; an object
 * or array holding only strings, flags and such shared values (a reference, an empty member) is
 * one frozen object for every record naming it. An object holding a number (an amount, a
 * `currencyInfo`) is the record's own: amounts differ from record to record, so keeping one of each
 * would cost more than it saves.
 *
 * Records enter a set through `lean` (pages merged, write answers merged, stored chunks read back),
 * so readers see the `BankTransaction` the service sent, with the same members and values.
 */
export class TransactionPool {
  /** Each string seen, and its number in the keys of the objects holding it. */
  readonly #strings = new Map<string, number>()
  readonly #table: string[] = []
  /** Each shared object by what it holds, and its number in the keys of the objects holding it. */
  readonly #objects = new Map<string, object>()
  readonly #shared = new Map<object, number>()

  /** `text` as first seen. */
  string(text: string): string {
    const number = this.#strings.get(text)
    if (number !== undefined) return this.#table[number]!
    this.#strings.set(text, this.#table.push(text) - 1)
    return text
  }

  /** `record` with its strings, references and empty members shared with every record before it. */
  lean(record: BankTransaction): BankTransaction {
    const lean: Record<string, unknown> = {}
    for (const name in record) {
      const value = (record as unknown as Record<string, unknown>)[name]
      // Its own id and source id are no other record's: held as they came.
      lean[name] = name === 'id' || name === 'apiSourceId' ? value : this.value(value)
    }
    return lean as unknown as BankTransaction
  }

  /** A member's value as the pool holds it: a string as first seen, a sharable object or array as the one frozen copy. */
  value(value: unknown): unknown {
    if (typeof value === 'string') return this.string(value)
    if (typeof value !== 'object' || value === null || this.#shared.has(value)) return value
    const array = Array.isArray(value)
    const copy: Record<string, unknown> | unknown[] = array ? [] : {}
    let key = array ? '[' : '{'
    let sharable = true
    for (const name in value) {
      const member = this.value((value as Record<string, unknown>)[name])
      ;(copy as Record<string, unknown>)[name] = member
      if (!sharable) continue
      const number =
        typeof member === 'string' ? this.#strings.get(member) : typeof member === 'object' ? this.#shared.get(member!) : undefined
      if (typeof member === 'number' || (typeof member === 'object' && member !== null && number === undefined)) sharable = false
      else
        key += `${name}\u0000${typeof member === 'string' ? 's' : typeof member === 'object' ? 'o' : ''}${number ?? String(member)}\u0001`
    }
    if (!sharable) return copy
    const known = this.#objects.get(key)
    if (known) return known
    this.#objects.set(key, Object.freeze(copy))
    this.#shared.set(copy, this.#shared.size)
    return copy
  }
}

/** The pool of whatever holds one (a session's writes), made on first use. */
export const poolOf = (holder: { pool?: TransactionPool }): TransactionPool => (holder.pool ??= new TransactionPool())
