/**
 * A rules file brought into a company: the categories it names that the company does not have are
 * found by name among the company's own (exactly, then ignoring case and accents), the rest asked
 * about; vendors and customers the company does not know are dropped; a rule identical to one kept
 * is not added twice. Pure: what the company has comes in as arguments.
 */
import type { CategorizationRule, RuleBook } from './types'
import type { PickerOption } from '../forms/optionSource'
import { canonical } from './mergeRules'
import { categoriesOf } from './ruleCategories'

/** What the importing company has: its categories by name, and whether it knows an id. */
export interface ImportTarget {
  categories: readonly PickerOption[]
  hasCategory(id: string): boolean
  hasVendor(id: string): boolean
  hasCustomer(id: string): boolean
}

/** A category the file names that the company does not have and no name of its own matches. */
export interface UnknownCategory {
  id: string
  /** The file's name for it (`undefined`: the file gives none). */
  name: string | undefined
  /** How many of the file's rules name it. */
  rules: number
}

/** How the file's categories are found in the company. */
export interface CategoryPlan {
  /** File category id → the company's own, for those found by name. */
  byName: Record<string, string>
  unknown: UnknownCategory[]
}

/** The rules to add and what happened to the others. */
export interface ImportResult {
  /** The file's rules as they are added (ids taken already made new). */
  rules: CategorizationRule[]
  /** Rules identical to one the company keeps: not added again. */
  alreadyThere: number
  /** Rules left out because a category they name was left unanswered. */
  leftOut: number
  /** Rules whose vendor or customer the company does not know: added without it. */
  payeeDropped: number
}

/** A name with case and accents not counting ("Café" is "CAFE"; "Straße" is "STRASSE"). */
function foldName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase().toLowerCase().trim()
}

/** Which of the file's categories the company has, which are found by name, and which are unknown. */
export function planCategories(book: RuleBook, target: ImportTarget): CategoryPlan {
  const exact = new Map<string, string>()
  const folded = new Map<string, string>()
  for (const option of target.categories) {
    if (!exact.has(option.name)) exact.set(option.name, option.id)
    if (!folded.has(foldName(option.name))) folded.set(foldName(option.name), option.id)
  }
  const byName: Record<string, string> = {}
  const unknown = new Map<string, UnknownCategory>()
  for (const rule of book.rules)
    for (const id of new Set(categoriesOf(rule))) {
      if (target.hasCategory(id) || byName[id] !== undefined) continue
      const name = book.categoryNames?.[id]
      const own = name === undefined ? undefined : (exact.get(name) ?? folded.get(foldName(name)))
      if (own !== undefined) byName[id] = own
      else {
        const known = unknown.get(id)
        if (known) known.rules++
        else unknown.set(id, { id, name, rules: 1 })
      }
    }
  return { byName, unknown: [...unknown.values()] }
}

/** What makes two rules the same rule: conditions, actions, whether it confirms and its name's words, not its id, dates, switch or declined transactions. */
function identity(rule: CategorizationRule): string {
  const { description } = rule.conditions
  return canonical({
    name: foldName(rule.name ?? ''),
    confirm: rule.confirm,
    conditions: { ...rule.conditions, description: description && { ...description, text: foldName(description.text) } },
    actions: rule.actions,
  })
}

/**
 * The file's rules as the company takes them: categories mapped (by name, or as the user answered
 * for each unknown one: a category id, or '' to leave its rules out), unknown vendors and
 * customers dropped, and, added to `kept`, those identical to one of them left out.
 */
export function importRules(
  book: RuleBook,
  plan: CategoryPlan,
  answers: Readonly<Record<string, string>>,
  target: ImportTarget,
  kept: readonly CategorizationRule[],
  newId: () => string,
): ImportResult {
  const own = (id: string) => (target.hasCategory(id) ? id : (plan.byName[id] ?? answers[id] ?? ''))
  const seen = new Set(kept.map(identity))
  const taken = new Set(kept.map((rule) => rule.id))
  const result: ImportResult = { rules: [], alreadyThere: 0, leftOut: 0, payeeDropped: 0 }
  for (const rule of book.rules) {
    if (categoriesOf(rule).some((id) => own(id) === '')) {
      result.leftOut++
      continue
    }
    const actions = { ...rule.actions }
    if (actions.split) actions.split = actions.split.map((line) => ({ ...line, categoryId: own(line.categoryId) }))
    else if (actions.categoryId) actions.categoryId = own(actions.categoryId)
    const unknownVendor = actions.vendorId !== undefined && !target.hasVendor(actions.vendorId)
    const unknownCustomer = actions.customerId !== undefined && !target.hasCustomer(actions.customerId)
    if (unknownVendor) delete actions.vendorId
    if (unknownCustomer) delete actions.customerId
    const made: CategorizationRule = { ...rule, actions, id: taken.has(rule.id) ? newId() : rule.id }
    const key = identity(made)
    if (seen.has(key)) {
      result.alreadyThere++
      continue
    }
    if (unknownVendor || unknownCustomer) result.payeeDropped++
    seen.add(key)
    taken.add(made.id)
    result.rules.push(made)
  }
  return result
}
