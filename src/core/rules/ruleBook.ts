/**
 * A company's rules as one record: what the store keeps and what "Export rules" writes, read back
 * strictly, so a file from another version or a hand edit is refused with the field named, never
 * half applied or read as a different rule: amounts are whole minor units (`12.34` is refused, not
 * read as 12 cents), a split's percentages have two decimals at most and add up to exactly 100,
 * and a field bookkit does not know is refused wherever it is. Pure.
 */
import type { CategorizationRule, RuleBook, RuleConditions, RuleActions, RuleSplitLine } from './types'

export const EMPTY_RULE_BOOK: RuleBook = { format: 'bookkit.rules', formatVersion: 1, rules: [] }

/** Where a rule book is wrong: the field's path (`rules[2].conditions.amount.from`) and what is wrong with it. */
export interface RuleBookProblem {
  field: string
  /** `unknown`: a field bookkit does not know (a typing error, or a newer version's). */
  problem: 'notJson' | 'notRules' | 'newerFormat' | 'missing' | 'invalid' | 'unknown'
}

/** A rule book read back, or the first field that is wrong. */
export type RuleBookReading = { ok: true; book: RuleBook } | { ok: false; problem: RuleBookProblem }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
/** Whole minor units, without sign. */
const isAmount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0
/** A percentage in hundredths (`33.33` → 3333), or `undefined` when it is not one from 0 to 100 with two decimals at most. */
function hundredthsOf(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return undefined
  const hundredths = Math.round(value * 100)
  return Math.abs(value * 100 - hundredths) < 1e-6 ? hundredths : undefined
}

/** The fields each level of a rule book may have. */
const FIELDS = {
  book: ['format', 'formatVersion', 'rules', 'categoryNames'],
  rule: ['id', 'name', 'enabled', 'confirm', 'conditions', 'actions', 'createdAt', 'updatedAt', 'declined'],
  conditions: ['description', 'direction', 'amount', 'bankAccountId'],
  description: ['match', 'text'],
  amountIs: ['is'],
  amountRange: ['from', 'to'],
  actions: ['categoryId', 'split', 'vendorId', 'customerId', 'memo'],
  splitLine: ['categoryId', 'amount', 'percent'],
} satisfies Record<string, string[]>

class Refused extends Error {
  constructor(readonly refusal: RuleBookProblem) {
    super(`${refusal.field}: ${refusal.problem}`)
  }
}
const refuse = (field: string, problem: RuleBookProblem['problem'] = 'invalid'): never => {
  throw new Refused({ field, problem })
}

/** Refuses the first field of `record` not in `known`, by its path under `at`. */
function onlyKnown(record: Record<string, unknown>, known: readonly string[], at: string): void {
  for (const field of Object.keys(record)) if (!known.includes(field)) refuse(at === '' ? field : `${at}.${field}`, 'unknown')
}

/** Reads a rule book from a stored value or an exported file's parsed JSON. */
export function readRuleBook(value: unknown): RuleBookReading {
  try {
    if (!isRecord(value) || value.format !== 'bookkit.rules') refuse('format', 'notRules')
    const record = value as Record<string, unknown>
    if (typeof record.formatVersion !== 'number' || record.formatVersion > 1) refuse('formatVersion', 'newerFormat')
    if (record.formatVersion !== 1) refuse('formatVersion')
    onlyKnown(record, FIELDS.book, '')
    if (!Array.isArray(record.rules)) refuse('rules', 'missing')
    const rules = (record.rules as unknown[]).map((rule, index) => readRule(rule, `rules[${index}]`))
    const ids = new Set<string>()
    rules.forEach((rule, index) => {
      if (ids.has(rule.id)) refuse(`rules[${index}].id`)
      ids.add(rule.id)
    })
    const book: RuleBook = { format: 'bookkit.rules', formatVersion: 1, rules }
    if (record.categoryNames !== undefined) book.categoryNames = readCategoryNames(record.categoryNames)
    return { ok: true, book }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.refusal }
    throw error
  }
}

/** Reads an exported file's text: JSON first, then the rule book. */
export function parseRuleBook(text: string): RuleBookReading {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: { field: 'file', problem: 'notJson' } }
  }
  return readRuleBook(value)
}

/** The text "Export rules" writes. */
export function ruleBookText(book: RuleBook): string {
  return `${JSON.stringify(book, null, 2)}\n`
}

function readCategoryNames(value: unknown): Record<string, string> {
  if (!isRecord(value)) return refuse('categoryNames')
  const names: Record<string, string> = {}
  for (const [id, name] of Object.entries(value)) {
    if (typeof name !== 'string') refuse(`categoryNames.${id}`)
    names[id] = name as string
  }
  return names
}

function readRule(value: unknown, at: string): CategorizationRule {
  if (!isRecord(value)) return refuse(at)
  onlyKnown(value, FIELDS.rule, at)
  if (!isText(value.id)) refuse(`${at}.id`, 'missing')
  if (typeof value.enabled !== 'boolean') refuse(`${at}.enabled`)
  if (typeof value.confirm !== 'boolean') refuse(`${at}.confirm`)
  if (!isText(value.createdAt)) refuse(`${at}.createdAt`, 'missing')
  if (value.name !== undefined && typeof value.name !== 'string') refuse(`${at}.name`)
  if (value.updatedAt !== undefined && typeof value.updatedAt !== 'string') refuse(`${at}.updatedAt`)
  if (value.declined !== undefined && !(Array.isArray(value.declined) && value.declined.every(isText))) refuse(`${at}.declined`)
  const rule: CategorizationRule = {
    id: value.id as string,
    enabled: value.enabled as boolean,
    confirm: value.confirm as boolean,
    conditions: readConditions(value.conditions, `${at}.conditions`),
    actions: readActions(value.actions, `${at}.actions`),
    createdAt: value.createdAt as string,
  }
  if (value.name !== undefined) rule.name = value.name as string
  if (value.updatedAt !== undefined) rule.updatedAt = value.updatedAt as string
  if (value.declined !== undefined) rule.declined = value.declined as string[]
  return rule
}

function readConditions(value: unknown, at: string): RuleConditions {
  if (!isRecord(value)) return refuse(at, 'missing')
  onlyKnown(value, FIELDS.conditions, at)
  const conditions: RuleConditions = {}
  const { description, direction, amount, bankAccountId } = value
  if (description !== undefined) {
    if (!isRecord(description)) return refuse(`${at}.description`)
    onlyKnown(description, FIELDS.description, `${at}.description`)
    if (!(['contains', 'startsWith', 'is', 'notContains', 'anyWord'] as unknown[]).includes(description.match))
      refuse(`${at}.description.match`)
    if (!isText(description.text)) refuse(`${at}.description.text`, 'missing')
    conditions.description = { match: description.match as 'contains', text: description.text as string }
  }
  if (direction !== undefined) {
    if (direction !== 'in' && direction !== 'out') refuse(`${at}.direction`)
    conditions.direction = direction as 'in' | 'out'
  }
  if (amount !== undefined) {
    if (!isRecord(amount)) return refuse(`${at}.amount`)
    onlyKnown(amount, 'is' in amount ? FIELDS.amountIs : FIELDS.amountRange, `${at}.amount`)
    if ('is' in amount) {
      if (!isAmount(amount.is)) refuse(`${at}.amount.is`)
      conditions.amount = { is: amount.is as number }
    } else {
      if (!isAmount(amount.from)) refuse(`${at}.amount.from`)
      if (!isAmount(amount.to) || (amount.to as number) < (amount.from as number)) refuse(`${at}.amount.to`)
      conditions.amount = { from: amount.from as number, to: amount.to as number }
    }
  }
  if (bankAccountId !== undefined) {
    if (!isText(bankAccountId)) refuse(`${at}.bankAccountId`)
    conditions.bankAccountId = bankAccountId as string
  }
  return conditions
}

function readActions(value: unknown, at: string): RuleActions {
  if (!isRecord(value)) return refuse(at, 'missing')
  onlyKnown(value, FIELDS.actions, at)
  const actions: RuleActions = {}
  for (const key of ['categoryId', 'vendorId', 'customerId', 'memo'] as const) {
    if (value[key] === undefined) continue
    if (!isText(value[key])) refuse(`${at}.${key}`)
    actions[key] = value[key] as string
  }
  if (value.split !== undefined) {
    if (!Array.isArray(value.split) || value.split.length < 2) return refuse(`${at}.split`)
    const split = value.split.map((line: unknown, index: number) => readSplitLine(line, `${at}.split[${index}]`))
    // Percentages add up to exactly 100, compared in hundredths (so 33.33 + 33.33 + 33.34 does).
    const shares = split.flatMap((line) => (line.percent === undefined ? [] : [Math.round(line.percent * 100)]))
    if (shares.length > 0 && shares.reduce((sum, share) => sum + share, 0) !== 10_000) refuse(`${at}.split`)
    actions.split = split
  }
  if (!actions.categoryId && !actions.split) refuse(`${at}.categoryId`, 'missing')
  if (actions.vendorId && actions.customerId) refuse(`${at}.customerId`)
  return actions
}

function readSplitLine(value: unknown, at: string): RuleSplitLine {
  if (!isRecord(value)) return refuse(at)
  onlyKnown(value, FIELDS.splitLine, at)
  if (!isText(value.categoryId)) refuse(`${at}.categoryId`, 'missing')
  const categoryId = value.categoryId as string
  if (value.percent !== undefined) {
    if (hundredthsOf(value.percent) === undefined || value.amount !== undefined) refuse(`${at}.percent`)
    return { categoryId, percent: value.percent as number }
  }
  if (!isAmount(value.amount)) refuse(`${at}.amount`, value.amount === undefined ? 'missing' : 'invalid')
  return { categoryId, amount: value.amount as number }
}
