/**
 * Rules read once into what matching needs (a copy: the rules can change after), and matched in
 * one pass over a description's words: `contains`, `startsWith`, `is` and `notContains` through
 * one word automaton, `anyWord` through a table of words, the rules without a description in
 * their order. The first rule (in list order) whose conditions all hold wins. Pure.
 */
import { changeOf } from './split'
import type { CategorizationRule, DescriptionMatch, RuleActions, RuleChange, RuleDirection } from './types'
import { STATES, WordAutomaton } from './wordAutomaton'
import { readText, type Reading } from './words'

// Constants of this module's own, read per word (see the same in reader.ts).
const { ROOT, NONE } = STATES

/** What matching reads of a transaction. */
export interface Matchable {
  amount: number
  description?: string | null
  bankAccount?: { id: string }
  bankAccountId?: string
}

/** A rule as matching reads it. */
interface Entry {
  match: DescriptionMatch | undefined
  /** How many name words its text has. */
  names: number
  /**
   * The number words its text names, by the gap they are in: before its first name word, between
   * each two, after its last (`7-Eleven`: `[['7'], []]`). `undefined` when it names none.
   */
  numbers: string[][] | undefined
  direction: RuleDirection | undefined
  amount: { from: number; to: number } | undefined
  bankAccountId: string | undefined
  actions: RuleActions
}

const cents = (amount: number) => Math.abs(Math.round(amount))

/** A rule's entry, or `undefined` when it can match nothing (off, or its text names no word). */
function entryOf(rule: CategorizationRule, reading: Reading | undefined): Entry | undefined {
  if (!rule.enabled) return undefined
  const { description, direction, amount, bankAccountId } = rule.conditions
  let numbers: string[][] | undefined
  let names = 0
  if (reading) {
    const groups: string[][] = [[]]
    reading.words.forEach((word, index) => {
      if (reading.numbers?.[index]) groups[names]!.push(word)
      else groups[++names] = []
    })
    if (names === 0) return undefined
    if (groups.some((group) => group.length > 0)) numbers = groups
  }
  const { split, ...actions } = rule.actions
  return {
    match: description?.match,
    names,
    numbers,
    direction,
    amount:
      amount && ('is' in amount ? { from: cents(amount.is), to: cents(amount.is) } : { from: cents(amount.from), to: cents(amount.to) }),
    bankAccountId,
    actions: split ? { ...actions, split: split.map((line) => ({ ...line })) } : actions,
  }
}

/** The first matching rule's place in the list and what it gives. */
export interface Found {
  priority: number
  change: RuleChange
}

/** Rules compiled for matching: `find` gives the first of them that matches a transaction. */
export class RuleMatcher {
  readonly #entries: (Entry | undefined)[]
  readonly #automaton = new WordAutomaton()
  /** `anyWord` rules by each of their words, in list order. */
  readonly #anyWord = new Map<string, number[]>()
  /** `notContains` rules, and those without a description, in list order. */
  readonly #absent: number[] = []
  readonly #always: number[] = []
  // The pass under way: per rule, the pass that found it failing (or its words present, for notContains).
  #pass = 0
  readonly #failedIn: Int32Array
  readonly #presentIn: Int32Array
  #best = Infinity
  #change: RuleChange | undefined
  #transaction: Matchable | undefined
  #reading: Reading | undefined
  /** The index in the description's words of each of its name words (`undefined`: all its words are names). */
  #namesAt: number[] | undefined
  #names = 0
  #end = 0

  constructor(rules: readonly CategorizationRule[]) {
    this.#entries = rules.map((rule, priority) => {
      const description = rule.conditions.description
      const reading = description ? readText(description.text) : undefined
      const entry = entryOf(rule, reading)
      if (!entry) return undefined
      if (!reading) this.#always.push(priority)
      else if (entry.match === 'anyWord')
        for (const word of new Set(reading.words)) {
          const list = this.#anyWord.get(word)
          if (list) list.push(priority)
          else this.#anyWord.set(word, [priority])
        }
      else {
        this.#automaton.add(
          reading.words.filter((_, index) => !reading.numbers?.[index]),
          priority,
        )
        if (entry.match === 'notContains') this.#absent.push(priority)
      }
      return entry
    })
    this.#automaton.build()
    this.#failedIn = new Int32Array(rules.length)
    this.#presentIn = new Int32Array(rules.length)
  }

  /** The first rule (in list order) that matches `transaction`, or `undefined`. */
  find(transaction: Matchable): Found | undefined {
    // The marks are 32-bit: before the count would wrap, they start again.
    if (++this.#pass === 0x7fffffff) {
      this.#failedIn.fill(0)
      this.#presentIn.fill(0)
      this.#pass = 1
    }
    this.#best = Infinity
    this.#change = undefined
    this.#transaction = transaction
    const reading = (this.#reading = readText(transaction.description))
    const { words, numbers } = reading
    let namesAt: number[] | undefined
    if (numbers) {
      namesAt = []
      for (let index = 0; index < words.length; index++) if (!numbers[index]) namesAt.push(index)
    }
    this.#namesAt = namesAt
    const names = (this.#names = namesAt ? namesAt.length : words.length)
    for (const priority of this.#always) if (priority >= this.#best || this.#accept(priority)) break
    let state: number = ROOT
    for (let name = 0; name < names; name++) {
      state = this.#automaton.step(state, words[namesAt ? (namesAt[name] as number) : name] as string)
      this.#end = name
      if (state !== ROOT) this.#ending(state)
    }
    if (this.#anyWord.size > 0)
      for (const word of words) {
        const list = this.#anyWord.get(word)
        if (list) for (const priority of list) if (priority >= this.#best || this.#accept(priority)) break
      }
    for (const priority of this.#absent)
      if (priority >= this.#best || (this.#presentIn[priority] !== this.#pass && this.#accept(priority))) break
    this.#transaction = undefined
    this.#reading = undefined
    return this.#change ? { priority: this.#best, change: this.#change } : undefined
  }

  /** Each rule whose name words end at `state` (lowest first) that could still come before the best so far. */
  #ending(state: number): void {
    const automaton = this.#automaton
    for (let at = automaton.outputOf(state); at !== NONE && automaton.lowestFrom(at) < this.#best; at = automaton.outputAfter(at))
      for (const priority of automaton.endingAt(at)) {
        if (priority >= this.#best) break
        this.#foundAt(priority)
      }
  }

  /** Rule `priority`'s name words end at the description's name word `#end`: whether they are there as its kind of match asks. */
  #foundAt(priority: number): void {
    const entry = this.#entries[priority] as Entry
    const start = this.#end - entry.names + 1
    if (entry.match !== 'contains' && entry.match !== 'notContains' && start !== 0) return
    if (entry.match === 'is' && this.#end !== this.#names - 1) return
    if (entry.numbers && !this.#numbersFit(entry.numbers, start)) return
    if (entry.match === 'notContains') this.#presentIn[priority] = this.#pass
    else this.#accept(priority)
  }

  /** Whether each group of a rule's number words is found, in order, among the description's number words in the gap it belongs to. */
  #numbersFit(groups: readonly string[][], start: number): boolean {
    const { words } = this.#reading as Reading
    const namesAt = this.#namesAt
    // A description without number words has none for a rule that names some.
    if (!namesAt) return false
    for (let group = 0; group < groups.length; group++) {
      const wanted = groups[group] as string[]
      if (wanted.length === 0) continue
      const gap = start + group
      let at = gap === 0 ? 0 : (namesAt[gap - 1] as number) + 1
      const end = gap === namesAt.length ? words.length : (namesAt[gap] as number)
      for (const word of wanted) {
        while (at < end && words[at] !== word) at++
        if (at++ >= end) return false
      }
    }
    return true
  }

  /** Whether rule `priority`'s other conditions hold and it gives something: then it is the best so far. */
  #accept(priority: number): boolean {
    if (this.#failedIn[priority] === this.#pass) return false
    const entry = this.#entries[priority] as Entry
    const transaction = this.#transaction as Matchable
    const change = conditionsHold(entry, transaction) ? changeOf(entry.actions, transaction.amount) : undefined
    if (!change) {
      this.#failedIn[priority] = this.#pass
      return false
    }
    this.#best = priority
    this.#change = change
    return true
  }
}

function conditionsHold({ direction, amount, bankAccountId }: Entry, transaction: Matchable): boolean {
  if (direction === 'in' && !(transaction.amount > 0)) return false
  if (direction === 'out' && !(transaction.amount < 0)) return false
  if (bankAccountId !== undefined && (transaction.bankAccount?.id ?? transaction.bankAccountId) !== bankAccountId) return false
  if (amount) {
    const value = cents(transaction.amount)
    if (value < amount.from || value > amount.to) return false
  }
  return true
}
