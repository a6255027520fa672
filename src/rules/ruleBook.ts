/**
 * A company's rules as one record: what the store keeps and what "Export rules" writes, read back
 * with a check of every field, so a file from another version or a hand edit is refused with the
 * field named, never half applied. Pure.
 */
import type { CategorizationRule, RuleBook, RuleConditions, RuleActions, RuleSplitLine } from './types'

export const EMPTY_RULE_BOOK: RuleBook = { format: 'bookkit.rules', formatVersion: 1, rules: [] }

/** Where a rule book is wrong: the field's path (`rules[2].conditions.amount.from`) and what is wrong with it. */
export interface RuleBookProblem {
  field: string
  problem: 'notJson' | 'notRules' | 'newerFormat' | 'missing' | 'invalid'
}

/** A rule book read back, or the first field that is wrong. */
export type RuleBookReading = { ok: true; book: RuleBook } | { ok: false; problem: RuleBookProblem }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

class Refused extends Error {
  constructor(readonly refusal: RuleBookProblem) {
    super(`${refusal.field}: ${refusal.problem}`)
  }
}
const refuse = (field: string, problem: RuleBookProblem['problem'] = 'invalid'): never => {
  throw new Refused({ field, problem })
}

/** Reads a rule book from a stored value or an exported file's parsed JSON. */
export function readRuleBook(value: unknown): RuleBookReading {
  try {
    if (!isRecord(value) || value.format !== 'bookkit.rules') refuse('format', 'notRules')
    const record = value as Record<string, unknown>
    if (typeof record.formatVersion !== 'number' || record.formatVersion > 1) refuse('formatVersion', 'newerFormat')
    if (!Array.isArray(record.rules)) refuse('rules', 'missing')
    const rules = (record.rules as unknown[]).map((rule, index) => readRule(rule, `rules[${index}]`))
    const ids = new Set<string>()
    rules.forEach((rule, index) => {
      if (ids.has(rule.id)) refuse(`rules[${index}].id`)
      ids.add(rule.id)
    })
    return { ok: true, book: { format: 'bookkit.rules', formatVersion: 1, rules } }
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

function readRule(value: unknown, at: string): CategorizationRule {
  if (!isRecord(value)) return refuse(at)
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
  const conditions: RuleConditions = {}
  const { description, direction, amount, bankAccountId } = value
  if (description !== undefined) {
    if (!isRecord(description)) return refuse(`${at}.description`)
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
  const actions: RuleActions = {}
  for (const key of ['categoryId', 'vendorId', 'customerId', 'memo'] as const) {
    if (value[key] === undefined) continue
    if (!isText(value[key])) refuse(`${at}.${key}`)
    actions[key] = value[key] as string
  }
  if (value.split !== undefined) {
    if (!Array.isArray(value.split) || value.split.length < 2) return refuse(`${at}.split`)
    actions.split = value.split.map((line: unknown, index: number) => readSplitLine(line, `${at}.split[${index}]`))
  }
  if (!actions.categoryId && !actions.split) refuse(`${at}.categoryId`, 'missing')
  if (actions.vendorId && actions.customerId) refuse(`${at}.customerId`)
  return actions
}

function readSplitLine(value: unknown, at: string): RuleSplitLine {
  if (!isRecord(value)) return refuse(at)
  if (!isText(value.categoryId)) refuse(`${at}.categoryId`, 'missing')
  const categoryId = value.categoryId as string
  if (value.percent !== undefined) {
    if (!isAmount(value.percent) || value.percent > 100 || value.amount !== undefined) refuse(`${at}.percent`)
    return { categoryId, percent: value.percent as number }
  }
  if (!isAmount(value.amount)) refuse(`${at}.amount`, 'missing')
  return { categoryId, amount: value.amount as number }
}
