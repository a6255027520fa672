// <CategorizationRules> where others' rules meet the user's: a save refused because another user
// saved meanwhile (merged, or one side kept), and rules files exported and imported, into the same
// company or another. In jsdom against the sandbox and its host store, on the bookkit profile alone
// as the component's other tests (the store is no part of the service's profiles).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CategorizationRules } from '../../src/components/CategorizationRules'
import { SANDBOX } from '../../src/sandbox'
import { parseRuleBook } from '../../src/core/rules/ruleBook'
import type { RuleBook } from '../../src/core/rules/types'
import { isolate } from '../../src/format/isolate'
import { book, rule, RULE_CATEGORIES, RULES_KEY as KEY, SEEDED } from '../support/rules'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { wholeText } from '../../stories/support/sentences'

const bakery = SANDBOX.companies.bakery

vi.setConfig({ testTimeout: 20_000 })

describe('CategorizationRules, others’ rules (bookkit service)', () => {
  // No test here counts over the history: a few transactions are enough for the page to load.
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })
  const stored = () => state.sandbox.store.peek(KEY)?.value as RuleBook | undefined
  const storedIds = () => stored()?.rules.map((each) => each.id)
  const renderRules = () =>
    renderWithSandbox(<CategorizationRules options={{ categories: RULE_CATEGORIES }} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
  const list = () => screen.findByRole('list', { name: 'Rules, in the order they are checked' })
  const item = (name: string) => screen.getByRole('listitem', { name })

  it('shows a conflict as their rules with my change merged in, every change said; Save merged stores one version, and a further conflict shows again', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book(SEEDED))
    renderRules()
    await list()
    // Another user adds a rule, files flour under marketing and renames the rent rule, after this page read the rules.
    const theirs = [
      rule('rule_dairy', 'Dairy', bakery.categories.ingredients),
      { ...SEEDED[0]!, actions: { categoryId: bakery.categories.marketing } },
      { ...SEEDED[1]!, name: 'Main Street rent' },
      SEEDED[2]!,
    ]
    state.sandbox.store.put(KEY, book(theirs))
    await user.click(screen.getByRole('switch', { name: `Use rule “${isolate('Flyers')}”` }))
    let conflict = await screen.findByRole('group', { name: 'The rules were changed elsewhere' })
    expect(stored()!.rules).toEqual(theirs)
    const said = (group: HTMLElement) =>
      within(within(group).getByRole('list', { name: 'What changed' }))
        .getAllByRole('listitem')
        // The sentence, without the choice under it.
        .map((each) => each.firstElementChild?.textContent)
    expect(said(conflict)).toEqual([
      '“Dairy”: they added it.',
      '“Flour”: they changed its category to Marketing.',
      '“Shop rent”: they changed its name to “Main Street rent”.',
      '“Flyers”: you switched it off.',
    ])
    // Each rule's name, and each value from outside, isolated from our words.
    const isolated = within(within(conflict).getByRole('list', { name: 'What changed' })).getAllByText(
      (_, element) => element?.tagName === 'BDI',
    )
    expect(isolated.map((each) => each.textContent)).toEqual(['Dairy', 'Flour', 'Marketing', 'Shop rent', 'Main Street rent', 'Flyers'])
    const merged = (group: HTMLElement) =>
      within(within(group).getByRole('list', { name: 'The rules as merged (not saved yet)' }))
        .getAllByRole('listitem')
        .map((each) => each.textContent)
    expect(merged(conflict)).toEqual([
      expect.stringMatching(/^Dairy +Description contains “Dairy” → Ingredients$/),
      expect.stringMatching(/^Flour +Description contains “Flour” → Marketing$/),
      expect.stringMatching(/^Main Street rent +Description/),
      expect.stringMatching(/^Flyers Off Description/),
    ])

    // Before the merge is saved, they delete the rule I switched off: saving the merge is refused, and the new conflict shows.
    const theirsAgain = theirs.slice(0, 3)
    state.sandbox.store.put(KEY, book(theirsAgain))
    await user.click(within(conflict).getByRole('button', { name: 'Save merged' }))
    await waitFor(() =>
      expect(said(screen.getByRole('group', { name: 'The rules were changed elsewhere' }))).toEqual([
        '“Flyers”: you switched it off; they deleted it.',
      ]),
    )
    conflict = screen.getByRole('group', { name: 'The rules were changed elsewhere' })
    expect(within(conflict).getByRole('heading', { name: 'The rules were changed elsewhere' })).toHaveFocus()
    expect(stored()!.rules).toEqual(theirsAgain)
    const keep = within(conflict).getByRole('group', { name: 'Keep “Flyers”?' })
    expect(within(keep).getByRole('radio', { name: 'Yours: keep it, changed' })).toBeChecked()
    await user.click(within(keep).getByRole('radio', { name: 'Theirs: deleted' }))
    expect(merged(conflict)).toHaveLength(3)
    await user.click(within(keep).getByRole('radio', { name: 'Yours: keep it, changed' }))
    expect(merged(conflict)).toHaveLength(4)

    const saves = state.sandbox.store.saves
    await user.click(within(conflict).getByRole('button', { name: 'Save merged' }))
    await waitFor(() => expect(stored()!.rules).toEqual([...theirsAgain, { ...SEEDED[2]!, enabled: false, updatedAt: expect.any(String) }]))
    // One version: one save of the whole merged list.
    expect(state.sandbox.store.saves).toBe(saves + 1)
    expect(screen.queryByRole('group', { name: 'The rules were changed elsewhere' })).not.toBeInTheDocument()
    expect(screen.getByText('Saved their rules with your change merged in.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New rule' })).toHaveFocus()
  })
  it('keeps theirs, dropping my change, or keeps all of mine over theirs, from a conflict', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book(SEEDED))
    renderRules()
    await list()
    const theirs = [
      rule('rule_dairy', 'Dairy', bakery.categories.ingredients),
      SEEDED[0]!,
      { ...SEEDED[1]!, name: 'Main Street rent' },
      SEEDED[2]!,
    ]
    state.sandbox.store.put(KEY, book(theirs))

    await user.click(screen.getByRole('switch', { name: `Use rule “${isolate('Flour')}”` }))
    const conflict = await screen.findByRole('group', { name: 'The rules were changed elsewhere' })
    await user.click(within(conflict).getByRole('button', { name: 'Keep theirs (drop my change)' }))
    expect(screen.queryByRole('group', { name: 'The rules were changed elsewhere' })).not.toBeInTheDocument()
    expect(item('Main Street rent')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: `Use rule “${isolate('Flour')}”` })).toBeChecked()
    expect(stored()!.rules).toEqual(theirs)

    // Again, and this time the user keeps their own list: stored over the other, as they chose.
    state.sandbox.store.put(KEY, book(SEEDED))
    await user.click(within(item('Flyers')).getByRole('button', { name: `Delete “${isolate('Flyers')}”` }))
    const again = await screen.findByRole('group', { name: 'The rules were changed elsewhere' })
    expect(stored()!.rules).toEqual(SEEDED)
    await user.click(within(again).getByRole('button', { name: 'Keep all of mine (replace theirs)' }))
    await waitFor(() => expect(storedIds()).toEqual(['rule_dairy', 'rule_flour', 'rule_rent']))
    expect(stored()!.rules[2]!.name).toBe('Main Street rent')
    expect(screen.queryByRole('group', { name: 'The rules were changed elsewhere' })).not.toBeInTheDocument()
    expect(screen.getByText('Kept your rules; they replace theirs.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New rule' })).toHaveFocus()
  })
  it('exports the rules with their categories’ names; the file imports back, its rules recognised as here already, or replacing; a bad file names its field and imports nothing', async () => {
    const user = userEvent.setup()
    const files: Blob[] = []
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob)
      return 'blob:rules'
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('rules-co_1.json')
    })
    // Restored however the test ends: a retry (or the next test) must not count this one's clicks.
    onTestFinished(() => {
      createObjectURL.mockRestore()
      click.mockRestore()
    })
    state.sandbox.store.put(KEY, book(SEEDED))
    renderRules()
    await list()
    await user.click(screen.getByRole('button', { name: 'Export rules' }))
    expect(click).toHaveBeenCalledTimes(1)
    const text = await files[0]!.text()
    expect(parseRuleBook(text)).toMatchObject({ ok: true, book: book(SEEDED) })
    expect((JSON.parse(text) as RuleBook).categoryNames).toEqual({
      [bakery.categories.ingredients]: 'Ingredients',
      [bakery.categories.rent]: 'Rent',
      [bakery.categories.marketing]: 'Marketing',
    })

    // Into the same company: every rule is one it keeps, so none is added twice.
    const input = screen.getByLabelText('Import rules')
    await user.upload(input, new File([text], 'rules-co_1.json', { type: 'application/json' }))
    const dialog = await screen.findByRole('group', { name: 'rules-co_1.json holds 3 rules.' })
    expect(within(dialog).getByText('3 rules are here already and will not be added again.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Import 0 rules' })).toHaveAttribute('aria-disabled', 'true')

    // Replacing them: the file's rules alone.
    await user.click(within(dialog).getByRole('radio', { name: 'Replace the current 3 rules' }))
    expect(within(dialog).queryByText(/here already/)).not.toBeInTheDocument()
    const saves = state.sandbox.store.saves
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 rules' }))
    await waitFor(() => expect(state.sandbox.store.saves).toBe(saves + 1))
    expect(stored()?.rules).toEqual(SEEDED)
    expect(screen.getByText('Imported 3 rules.')).toBeInTheDocument()

    const bad = JSON.parse(text) as RuleBook
    ;(bad.rules[2]!.conditions as Record<string, unknown>).amount = { from: 5, to: 'ten' }
    await user.upload(input, new File([JSON.stringify(bad)], 'edited.json', { type: 'application/json' }))
    const problem = 'edited.json: rules[2].conditions.amount.to is not valid. Nothing was imported.'
    expect((await screen.findByText(wholeText(problem))).closest('[role="alert"]')).not.toBeNull()
    expect(input).toHaveAccessibleDescription(problem)
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument()
    expect(state.sandbox.store.saves).toBe(saves + 1)
  })
  it('imports another company’s rules: finds its categories by name, without case or accents, and adds only the rules they name', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book([]))
    renderRules()
    await screen.findByText('No rules yet')
    const other: RuleBook = {
      ...book([rule('rule_a', 'Spoke Works', 'x_ing'), rule('rule_b', 'Chain lube', 'x_mkt'), rule('rule_c', 'Bike show', 'x_ev')]),
      categoryNames: { x_ing: 'INGRÉDIENTS', x_mkt: 'Marketing', x_ev: 'Events' },
    }
    await user.upload(screen.getByLabelText('Import rules'), new File([JSON.stringify(other)], 'bike.json', { type: 'application/json' }))
    const dialog = await screen.findByRole('group', { name: 'bike.json holds 3 rules.' })
    expect(within(dialog).getByText('2 categories were found in this company by name.')).toBeInTheDocument()
    // The one it lacks is asked about, by its name.
    expect(within(dialog).getByLabelText('Events (in 1 rule)')).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rules' }))
    await waitFor(() =>
      expect(stored()?.rules.map((each) => each.actions.categoryId)).toEqual([bakery.categories.ingredients, bakery.categories.marketing]),
    )
  })

  it('imports another company’s rules: asks for a category of its own for each it does not have, drops unknown vendors, and adds nothing until confirmed', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book(SEEDED))
    renderRules()
    await list()
    const other: RuleBook = book([
      rule('rule_a', 'Spoke Works', 'ctg_co2_parts', { actions: { categoryId: 'ctg_co2_parts', vendorId: 'vnd_co2_spoke' } }),
      rule('rule_b', 'Chain lube', 'ctg_co2_parts'),
      rule('rule_c', 'Bike show', 'ctg_co2_events'),
      // The same as the bakery's own flour rule, under another id.
      { ...SEEDED[0]!, id: 'rule_d', createdAt: '2026-01-01T00:00:00.000Z' },
    ])
    const input = screen.getByLabelText('Import rules')
    await user.upload(input, new File([JSON.stringify(other)], 'bike-rules.json', { type: 'application/json' }))
    const dialog = await screen.findByRole('group', { name: 'bike-rules.json holds 4 rules.' })
    const parts = within(dialog).getByLabelText('category ctg_co2_parts (in 2 rules)')
    const events = within(dialog).getByLabelText('category ctg_co2_events (in 1 rule)')
    expect(parts).toHaveValue('')
    expect(within(parts).getByRole('option', { selected: true })).toHaveTextContent('Leave out its rules')
    expect(within(dialog).getByText('1 rule is here already and will not be added again.')).toBeInTheDocument()
    expect(within(dialog).getByText('3 rules will be left out.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Import 0 rules' })).toBeInTheDocument()

    await user.selectOptions(parts, bakery.categories.ingredients)
    expect(within(dialog).getByText('1 rule will be left out.')).toBeInTheDocument()
    expect(
      within(dialog).getByText('1 rule names a vendor or customer this company does not have: imported without it.'),
    ).toBeInTheDocument()
    await user.selectOptions(events, bakery.categories.marketing)
    expect(within(dialog).queryByText(/left out\./)).not.toBeInTheDocument()
    expect(state.sandbox.store.peek(KEY)?.value).toEqual(book(SEEDED))

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 rules' }))
    await waitFor(() => expect(stored()?.rules).toHaveLength(6))
    expect(
      stored()!
        .rules.slice(3)
        .map((each) => [each.id, each.actions]),
    ).toEqual([
      ['rule_a', { categoryId: bakery.categories.ingredients }],
      ['rule_b', { categoryId: bakery.categories.ingredients }],
      ['rule_c', { categoryId: bakery.categories.marketing }],
    ])
    expect(screen.getByText('Imported 3 rules.')).toBeInTheDocument()
  })
})
