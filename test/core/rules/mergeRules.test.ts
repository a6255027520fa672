// The three-way merge of a conflict: their rules with my change applied, by rule id; what both
// changed differently is a difference the user chooses (mine until they do).
import { mergeRules } from '../../../src/core/rules/mergeRules'
import type { CategorizationRule } from '../../../src/core/rules/types'

const rule = (id: string, text: string, extra: Partial<CategorizationRule> = {}): CategorizationRule => ({
  id,
  enabled: true,
  confirm: false,
  conditions: { description: { match: 'contains', text } },
  actions: { categoryId: 'ctg_meals' },
  createdAt: '2026-06-01T10:00:00.000Z',
  ...extra,
})
const cup = rule('r_cup', 'Corner Cup')
const fuel = rule('r_fuel', 'Harbor Fuel', { actions: { categoryId: 'ctg_fuel' } })
const paper = rule('r_paper', 'Paper Mill', { actions: { categoryId: 'ctg_office' } })
const BASE = [cup, fuel, paper]
const ids = (rules: readonly CategorizationRule[]) => rules.map((each) => each.id)

describe('mergeRules', () => {
  it('keeps both sides’ new rules, each after the rule it followed on its side', () => {
    const mineNew = rule('r_mine', 'Dairy Barn')
    const theirsNew = rule('r_theirs', 'Spoke Works')
    const merge = mergeRules(BASE, [mineNew, cup, fuel, paper], [cup, fuel, theirsNew, paper])
    expect(ids(merge.rules)).toEqual(['r_mine', 'r_cup', 'r_fuel', 'r_theirs', 'r_paper'])
    expect(merge.differences).toEqual([])
    expect(merge.notes.map((note) => [note.ruleId, note.mineChange?.kind, note.theirsChange?.kind])).toEqual([
      ['r_mine', 'added', undefined],
      ['r_theirs', undefined, 'added'],
    ])
  })

  it('applies my change to one part of a rule and theirs to another', () => {
    const mine = [{ ...cup, actions: { categoryId: 'ctg_office' }, updatedAt: '2026-06-02T09:00:00.000Z' }, fuel, paper]
    const theirs = [{ ...cup, enabled: false, updatedAt: '2026-06-02T10:00:00.000Z' }, fuel, paper]
    const merge = mergeRules(BASE, mine, theirs)
    expect(merge.rules[0]).toEqual({ ...cup, enabled: false, actions: { categoryId: 'ctg_office' }, updatedAt: '2026-06-02T10:00:00.000Z' })
    expect(merge.differences).toEqual([])
    expect(merge.notes).toEqual([
      expect.objectContaining({
        ruleId: 'r_cup',
        mineChange: { kind: 'changed', fields: ['category'] },
        theirsChange: { kind: 'changed', fields: ['enabled'] },
      }),
    ])
  })

  it('makes a part both changed differently a difference, mine until theirs is chosen; the same change twice is none', () => {
    const mine = [{ ...cup, actions: { categoryId: 'ctg_office' }, name: 'Coffee' }, fuel, paper]
    const theirs = [
      {
        ...cup,
        actions: {
          split: [
            { categoryId: 'ctg_meals', percent: 50 },
            { categoryId: 'ctg_office', percent: 50 },
          ],
        },
        name: 'Coffee',
      },
      fuel,
      paper,
    ]
    const merge = mergeRules(BASE, mine, theirs)
    expect(merge.differences).toEqual([{ id: 'r_cup:category', ruleId: 'r_cup', field: 'category', chosen: 'mine' }])
    expect(merge.rules[0]).toEqual({ ...cup, name: 'Coffee', actions: { categoryId: 'ctg_office' } })
    const chosen = mergeRules(BASE, mine, theirs, (id) => (id === 'r_cup:category' ? 'theirs' : undefined))
    expect(chosen.differences[0]!.chosen).toBe('theirs')
    expect(chosen.rules[0]).toEqual(theirs[0])
  })

  it('makes a rule one side deleted and the other changed a difference; a deletion of what the other left alone is applied', () => {
    // I changed the cup rule, they deleted it; I deleted the paper rule, they changed it; I deleted fuel, they left it.
    const mine = [{ ...cup, confirm: true }]
    const theirs = [fuel, { ...paper, actions: { categoryId: 'ctg_supplies' } }]
    const merge = mergeRules(BASE, mine, theirs)
    expect(merge.differences.map((each) => [each.id, each.chosen])).toEqual([
      ['r_cup:deleted', 'mine'],
      ['r_paper:deleted', 'mine'],
    ])
    // Mine: the cup rule kept as I changed it, the paper rule deleted as I did, fuel deleted.
    expect(merge.rules).toEqual([{ ...cup, confirm: true }])
    const theirsChosen = mergeRules(BASE, mine, theirs, () => 'theirs')
    expect(theirsChosen.rules).toEqual([theirs[1]])
    expect(merge.notes.find((note) => note.ruleId === 'r_fuel')).toMatchObject({ mineChange: { kind: 'deleted' }, theirsChange: undefined })
  })

  it('takes my order where they did not reorder, with their new rule after the one it followed', () => {
    const added = rule('r_new', 'Dairy Barn')
    const merge = mergeRules(BASE, [paper, cup, fuel], [cup, added, { ...fuel, enabled: false }, paper])
    expect(ids(merge.rules)).toEqual(['r_paper', 'r_cup', 'r_new', 'r_fuel'])
    expect(merge.rules[3]!.enabled).toBe(false)
    expect(merge.order).toEqual({ mine: true, theirs: false, difference: undefined })
  })

  it('keeps their order where only they reordered, and makes two different reorders a difference', () => {
    expect(ids(mergeRules(BASE, [cup, { ...fuel, confirm: true }, paper], [fuel, paper, cup]).rules)).toEqual([
      'r_fuel',
      'r_paper',
      'r_cup',
    ])
    const merge = mergeRules(BASE, [paper, cup, fuel], [fuel, cup, paper])
    expect(merge.order.difference).toEqual({ id: 'order', ruleId: undefined, field: 'order', chosen: 'mine' })
    expect(merge.differences).toEqual([merge.order.difference])
    expect(ids(merge.rules)).toEqual(['r_paper', 'r_cup', 'r_fuel'])
    expect(ids(mergeRules(BASE, [paper, cup, fuel], [fuel, cup, paper], () => 'theirs').rules)).toEqual(['r_fuel', 'r_cup', 'r_paper'])
    // The same new order on both sides is no difference.
    expect(mergeRules(BASE, [paper, cup, fuel], [paper, cup, fuel]).order.difference).toBeUndefined()
  })

  it('keeps what either side declined, and is theirs alone when I changed nothing', () => {
    const mine = [{ ...cup, declined: ['btxn_1'] }, fuel, paper]
    const theirs = [{ ...cup, declined: ['btxn_2'] }, fuel, paper]
    expect(mergeRules(BASE, mine, theirs).rules[0]!.declined).toEqual(['btxn_2', 'btxn_1'])
    const moved = [fuel, cup, paper]
    expect(mergeRules(BASE, BASE, moved).rules).toEqual(moved)
  })
})
