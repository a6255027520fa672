/**
 * A three-way merge of a company's rules, by rule id: the rules stored now (theirs) with the user's
 * change (mine, made from `base`) applied. Rules I added are added, rules I deleted deleted, the
 * parts of a rule I changed applied, and my new order taken where they did not reorder too. Where
 * both changed the same part of a rule, or one deleted a rule the other changed, or both reordered,
 * the user chooses mine or theirs (mine until they do). Pure.
 */
import type { CategorizationRule } from './types'

/** Whose version: the user's, or the one stored meanwhile. */
export type MergeSide = 'mine' | 'theirs'

/** A part of a rule, changed as a whole: a category and a split are one part, so are a vendor and a customer. */
export type RuleField =
  | 'name'
  | 'enabled'
  | 'confirm'
  | 'description'
  | 'direction'
  | 'amount'
  | 'bankAccount'
  | 'category'
  | 'payee'
  | 'memo'

type Target = Record<string, unknown>

/** Where each part is in a rule: the object that holds it and its keys there. */
const PARTS: Record<RuleField, { in: 'rule' | 'conditions' | 'actions'; keys: readonly string[] }> = {
  name: { in: 'rule', keys: ['name'] },
  enabled: { in: 'rule', keys: ['enabled'] },
  confirm: { in: 'rule', keys: ['confirm'] },
  description: { in: 'conditions', keys: ['description'] },
  direction: { in: 'conditions', keys: ['direction'] },
  amount: { in: 'conditions', keys: ['amount'] },
  bankAccount: { in: 'conditions', keys: ['bankAccountId'] },
  category: { in: 'actions', keys: ['categoryId', 'split'] },
  payee: { in: 'actions', keys: ['vendorId', 'customerId'] },
  memo: { in: 'actions', keys: ['memo'] },
}
const FIELDS = Object.keys(PARTS) as RuleField[]

const holder = (rule: CategorizationRule, field: RuleField): Target =>
  PARTS[field].in === 'rule' ? (rule as unknown as Target) : (rule[PARTS[field].in] as Target)

/** A value as text that does not depend on the order of its keys (nor on keys left `undefined`): two equal values read the same. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Target)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Target)[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'undefined'
}

const partOf = (rule: CategorizationRule | undefined, field: RuleField): string =>
  rule ? canonical(PARTS[field].keys.map((key) => holder(rule, field)[key])) : canonical(PARTS[field].keys.map(() => undefined))

/** `target` with `field` as `from` has it (a key `from` lacks is removed). Changes `target`, a copy. */
function putPart(target: CategorizationRule, field: RuleField, from: CategorizationRule) {
  const to = holder(target, field)
  const source = holder(from, field)
  for (const key of PARTS[field].keys)
    if (source[key] === undefined) delete to[key]
    else to[key] = source[key]
}

const copyOf = (rule: CategorizationRule): CategorizationRule => ({
  ...rule,
  conditions: { ...rule.conditions },
  actions: { ...rule.actions },
})

/** What one side did to a rule since the base. */
export type SideChange = { kind: 'added' } | { kind: 'deleted' } | { kind: 'changed'; fields: RuleField[] }

/** A place where both sides differ and the user chooses: a part both changed, a rule one deleted and the other changed, or both orders. */
export interface MergeDifference {
  /** `ruleId:field`, `ruleId:deleted` or `order`: what a choice names. */
  id: string
  ruleId: string | undefined
  field: RuleField | 'deleted' | 'order'
  chosen: MergeSide
}

/** A rule either side changed: each side's version and change, and the differences to choose. */
export interface RuleMergeNote {
  ruleId: string
  base: CategorizationRule | undefined
  mine: CategorizationRule | undefined
  theirs: CategorizationRule | undefined
  mineChange: SideChange | undefined
  theirsChange: SideChange | undefined
  differences: MergeDifference[]
}

/** The merge: the rules to save, what each side did, and the differences the user chooses. */
export interface RulesMerge {
  rules: CategorizationRule[]
  /** The rules either side changed, added or deleted, in the merged order (deleted ones last). */
  notes: RuleMergeNote[]
  /** Whether each side changed the order of the rules both kept; a difference when both did, differently. */
  order: { mine: boolean; theirs: boolean; difference: MergeDifference | undefined }
  /** Every difference to choose, in the order of the notes (the order's last). */
  differences: MergeDifference[]
}

function changeOf(before: CategorizationRule | undefined, after: CategorizationRule | undefined): SideChange | undefined {
  if (!before) return after ? { kind: 'added' } : undefined
  if (!after) return { kind: 'deleted' }
  const fields = FIELDS.filter((field) => partOf(before, field) !== partOf(after, field))
  return fields.length > 0 ? { kind: 'changed', fields } : undefined
}

/** The rule both sides keep: theirs, with my changed parts, and each part both changed as chosen. */
function mergeRule(
  note: RuleMergeNote,
  mine: CategorizationRule,
  theirs: CategorizationRule,
  choose: (id: string) => MergeSide,
): CategorizationRule {
  const merged = copyOf(theirs)
  for (const field of FIELDS) {
    const [was, mineIs, theirsIs] = [partOf(note.base, field), partOf(mine, field), partOf(theirs, field)]
    if (mineIs === was || mineIs === theirsIs) continue
    if (theirsIs === was) putPart(merged, field, mine)
    else {
      const difference: MergeDifference = { id: `${mine.id}:${field}`, ruleId: mine.id, field, chosen: choose(`${mine.id}:${field}`) }
      note.differences.push(difference)
      if (difference.chosen === 'mine') putPart(merged, field, mine)
    }
  }
  // Transactions either side declined stay declined; the later change is the rule's last.
  const declined = [...new Set([...(theirs.declined ?? []), ...(mine.declined ?? [])])]
  if (declined.length > 0) merged.declined = declined
  const updatedAt = [mine.updatedAt, theirs.updatedAt].filter((at) => at !== undefined).sort()
  if (updatedAt.length > 0) merged.updatedAt = updatedAt.at(-1)
  return merged
}

/** `order`'s ids that are in `within`. */
const among = (order: readonly string[], within: ReadonlySet<string>) => order.filter((id) => within.has(id))

/** The `keep` ids in `primary`'s order, each other one placed after the one before it in `secondary`. */
function arrange(primary: readonly string[], secondary: readonly string[], keep: ReadonlySet<string>): string[] {
  const result = among(primary, keep)
  const placed = new Set(result)
  let after: string | undefined
  for (const id of secondary) {
    if (!keep.has(id)) continue
    if (!placed.has(id)) {
      result.splice(after === undefined ? 0 : result.indexOf(after) + 1, 0, id)
      placed.add(id)
    }
    after = id
  }
  return result
}

/**
 * `theirs` with the change from `base` to `mine` applied, by rule id. `chosen` gives the user's
 * choice for a difference by its id; a difference not chosen yet takes mine.
 */
export function mergeRules(
  base: readonly CategorizationRule[],
  mine: readonly CategorizationRule[],
  theirs: readonly CategorizationRule[],
  chosen: (differenceId: string) => MergeSide | undefined = () => undefined,
): RulesMerge {
  const choose = (id: string) => chosen(id) ?? 'mine'
  const byId = (rules: readonly CategorizationRule[]) => new Map(rules.map((rule) => [rule.id, rule]))
  const [baseById, mineById, theirsById] = [byId(base), byId(mine), byId(theirs)]
  const ids = [...new Set([...theirs, ...mine, ...base].map((rule) => rule.id))]
  const kept = new Map<string, CategorizationRule>()
  const notes: RuleMergeNote[] = []

  for (const id of ids) {
    const note: RuleMergeNote = {
      ruleId: id,
      base: baseById.get(id),
      mine: mineById.get(id),
      theirs: theirsById.get(id),
      mineChange: undefined,
      theirsChange: undefined,
      differences: [],
    }
    note.mineChange = changeOf(note.base, note.mine)
    note.theirsChange = changeOf(note.base, note.theirs)
    const { mine: mineRule, theirs: theirsRule } = note
    if (mineRule && theirsRule) kept.set(id, mergeRule(note, mineRule, theirsRule, choose))
    else if (mineRule || theirsRule) {
      const only = (mineRule ?? theirsRule) as CategorizationRule
      // Only one side has it: added there, or deleted by the other. A deletion of what the other changed is chosen.
      const otherChanged = note.base !== undefined && changeOf(note.base, only) !== undefined
      if (otherChanged) {
        const difference: MergeDifference = { id: `${id}:deleted`, ruleId: id, field: 'deleted', chosen: choose(`${id}:deleted`) }
        note.differences.push(difference)
        if (difference.chosen === (mineRule ? 'mine' : 'theirs')) kept.set(id, only)
      } else if (note.base === undefined) kept.set(id, only)
    }
    if (note.mineChange || note.theirsChange) notes.push(note)
  }

  const order = mergedOrder(base, mine, theirs, new Set(kept.keys()), choose)
  const rules = order.ids.map((id) => kept.get(id) as CategorizationRule)
  const place = new Map(order.ids.map((id, index) => [id, index]))
  notes.sort((a, b) => (place.get(a.ruleId) ?? Infinity) - (place.get(b.ruleId) ?? Infinity))
  const differences = notes.flatMap((note) => note.differences)
  if (order.summary.difference) differences.push(order.summary.difference)
  return { rules, notes, order: order.summary, differences }
}

/** The merged order: mine where only I reordered, theirs where only they did, the chosen one where both did differently. */
function mergedOrder(
  base: readonly CategorizationRule[],
  mine: readonly CategorizationRule[],
  theirs: readonly CategorizationRule[],
  keep: ReadonlySet<string>,
  choose: (id: string) => MergeSide,
): { ids: string[]; summary: RulesMerge['order'] } {
  const [baseIds, mineIds, theirsIds] = [base, mine, theirs].map((rules) => rules.map((rule) => rule.id)) as [string[], string[], string[]]
  const [inBase, inTheirs] = [new Set(baseIds), new Set(theirsIds)]
  const moved = (side: readonly string[]) => {
    const shared = new Set(side.filter((id) => inBase.has(id)))
    return among(side, shared).join('\n') !== among(baseIds, shared).join('\n')
  }
  const mineMoved = moved(mineIds)
  const theirsMoved = moved(theirsIds)
  const both = new Set(mineIds.filter((id) => inTheirs.has(id)))
  const differ = mineMoved && theirsMoved && among(mineIds, both).join('\n') !== among(theirsIds, both).join('\n')
  const difference: MergeDifference | undefined = differ
    ? { id: 'order', ruleId: undefined, field: 'order', chosen: choose('order') }
    : undefined
  const mineFirst = mineMoved && (!theirsMoved || difference?.chosen === 'mine')
  const ids = mineFirst ? arrange(mineIds, theirsIds, keep) : arrange(theirsIds, mineIds, keep)
  return { ids, summary: { mine: mineMoved, theirs: theirsMoved, difference } }
}
