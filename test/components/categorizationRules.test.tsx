// <CategorizationRules> in jsdom against the sandbox and its host store. The component reads the
// synced bank-transaction set (the same on both service profiles once synced: the set's sync is
// tested per profile in its own files) and the provider's store, which the profiles do not touch:
// it runs on the bookkit profile alone.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import { CategorizationRules } from '../../src/components/CategorizationRules'
import { SANDBOX } from '../../src/sandbox'
import { testRule } from '../../src/core/rules/match'
import type { RuleBook, RuleTest } from '../../src/core/rules/types'
import { isolate } from '../../src/format/isolate'
import { wholeText } from '../../stories/support/sentences'
import { book, rule, RULE_CATEGORIES, RULES_KEY, SEEDED } from '../support/rules'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const KEY = RULES_KEY
const categories = RULE_CATEGORIES

vi.setConfig({ testTimeout: 20_000 })

/**
 * A test's summary as the form says it: what matched in groups that add up, each transaction in
 * one (reviewed the same way or otherwise, to review with a category already, to review it would change).
 */
function summaryOf(test: RuleTest, categorized: boolean): string {
  const reviewed = test.same + test.different.length
  const toReviewCategorized = test.matched - reviewed - test.toChange.length
  const groups: [number, string][] = [
    ...(categorized
      ? ([
          [test.same, 'you categorized the same way'],
          [test.different.length, 'differently'],
        ] as [number, string][])
      : ([[reviewed, 'already reviewed']] as [number, string][])),
    [toReviewCategorized, toReviewCategorized === 1 ? 'to review already has a category' : 'to review already have a category'],
    [test.toChange.length, 'to review it would categorize now'],
  ]
  const said = groups.filter(([n]) => n > 0)
  expect(said.reduce((sum, [n]) => sum + n, 0)).toBe(test.matched)
  return `Would have matched ${test.matched} transactions: ${said.map(([n, text]) => `${n} ${text}`).join(', ')}.`
}

describe('CategorizationRules (bookkit service)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 } })
  const stored = () => state.sandbox.store.peek(KEY)?.value as RuleBook | undefined
  const storedIds = () => stored()?.rules.map((each) => each.id)

  /** Every bank transaction of the bakery as the service lists it: the history a test counts over. */
  async function bakeryHistory(): Promise<BankTransaction[]> {
    const { client } = sandboxClient(state.sandbox)
    const all: BankTransaction[] = []
    let cursor: string | undefined
    do {
      const page = await client.listBankTransactions({ limit: 250, ...(cursor ? { cursor } : {}) })
      all.push(...page.data)
      cursor = page.cursor
    } while (cursor)
    return all.filter((transaction) => transaction.company?.id === bakery.id)
  }

  function renderRules(props: Parameters<typeof CategorizationRules>[0] = {}, options: Parameters<typeof renderWithSandbox>[2] = {}) {
    return renderWithSandbox(<CategorizationRules options={{ categories }} {...props} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      ...options,
    })
  }
  const list = () => screen.findByRole('list', { name: 'Rules, in the order they are checked' })
  const item = (name: string) => screen.getByRole('listitem', { name })

  it('makes a rule tested against history first: the counts are the history’s, the differences listed, and the rule stored at the top', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book([SEEDED[2]!]))
    renderRules()
    await list()
    expect(screen.getByText('Rules are kept with these books, shared with everyone who works on them.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'New rule' }))
    const form = await screen.findByRole('form', { name: 'New rule' })
    const history = await bakeryHistory()
    const words = within(form).getByLabelText('Words in the description')

    // Uncategorized purchases, all to review: what the rule would change now, before a category is chosen.
    await user.type(words, 'incoming wire')
    const open = testRule(rule('x', 'incoming wire', bakery.categories.rent), history)
    expect(open.toChange.length).toBeGreaterThan(1)
    expect(
      await within(form).findByText(`${summaryOf(open, false)} Choose a category to compare with how you categorized them.`),
    ).toBeInTheDocument()

    // Flour under Marketing: the flour the bakery filed under ingredients shows as categorized differently.
    await user.clear(words)
    await user.type(words, 'flour')
    await user.selectOptions(within(form).getByLabelText('Money'), 'out')
    await user.selectOptions(within(form).getByLabelText('Category'), bakery.categories.marketing)
    const expected = testRule(
      rule('x', 'flour', bakery.categories.marketing, {
        conditions: { description: { match: 'contains', text: 'flour' }, direction: 'out' },
      }),
      history,
    )
    expect(expected.different.length).toBeGreaterThan(0)
    expect(await within(form).findByText(summaryOf(expected, true))).toBeInTheDocument()

    await user.click(within(form).getByRole('button', { name: `Show the ${expected.different.length} categorized differently` }))
    const rows = within(within(form).getByRole('table', { name: 'Transactions you categorized differently' })).getAllByRole('row')
    expect(rows).toHaveLength(expected.different.length + 1)
    const first = expected.different[0]!
    expect(rows[1]).toHaveTextContent(first.description)
    expect(rows[1]).toHaveTextContent(categories.find((each) => each.id === first.categoryId)?.name ?? 'Split')

    await user.click(within(form).getByRole('button', { name: 'Save rule' }))
    await waitFor(() => expect(stored()?.rules).toHaveLength(2))
    const made = stored()!.rules[0]!
    expect(made).toMatchObject({
      enabled: true,
      confirm: false,
      conditions: { description: { match: 'contains', text: 'flour' }, direction: 'out' },
      actions: { categoryId: bakery.categories.marketing },
    })
    expect(stored()!.rules[1]!.id).toBe('rule_flyers')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    const saved = item('flour')
    expect(saved).toHaveFocus()
    expect(saved).toHaveAccessibleDescription(/Description contains “flour” · money out → Marketing/)
    expect(screen.getByText(wholeText('Saved “flour”.'))).toBeInTheDocument()
  })
  it('names the field of each problem, keeps what was typed, and tests a changed rule again before it saves', async () => {
    const user = userEvent.setup()
    renderRules()
    expect(await screen.findByText('No rules yet')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'New rule' }))
    const form = await screen.findByRole('form', { name: 'New rule' })
    await user.selectOptions(within(form).getByLabelText('Amount'), 'between')
    await user.type(within(form).getByLabelText('Amount from'), '12,34,5')
    await user.type(within(form).getByLabelText('Amount to'), '3.00')
    await user.click(within(form).getByRole('radio', { name: 'Split over several categories' }))
    await user.type(within(form).getByLabelText('Line 1 share'), '60')
    await user.type(within(form).getByLabelText('Line 2 share'), '30')
    await user.click(within(form).getByRole('button', { name: 'Save rule' }))

    expect(await within(form).findByText('4 fields need a fix before the rule is saved.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Amount from')).toHaveAccessibleDescription(/^Amount from must be an amount, such as 4.50\./)
    expect(within(form).getByLabelText('Amount from')).toHaveValue('12,34,5')
    // What each check says is the rule's values' (test/core/rules/ruleValues.test.ts); here, that each shows where it belongs.
    expect(within(form).getByLabelText('Line 1 category')).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByLabelText('Line 2 category')).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByText(/^Split: the percentages add up to 90%/)).toBeInTheDocument()
    expect(within(form).getByLabelText('Line 2 share')).toHaveValue('30')
    expect(state.sandbox.store.saves).toBe(0)

    // Fixed: 1.00–3.00, 60/40 over two categories.
    await user.clear(within(form).getByLabelText('Amount from'))
    await user.type(within(form).getByLabelText('Amount from'), '1.00')
    await user.selectOptions(within(form).getByLabelText('Line 1 category'), bakery.categories.ingredients)
    await user.selectOptions(within(form).getByLabelText('Line 2 category'), bakery.categories.marketing)
    await user.clear(within(form).getByLabelText('Line 2 share'))
    await user.type(within(form).getByLabelText('Line 2 share'), '40')
    await within(form).findByText(/^Would have matched \d+ transactions?[:.]/)
    // A change and Save in one go: the result shown is for other conditions, so Save tests again and waits.
    fireEvent.change(within(form).getByLabelText('Words in the description'), { target: { value: 'market' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }))
    expect(
      await within(form).findByText('The conditions changed since this test: here is what the rule does now. Save again to save it.'),
    ).toBeInTheDocument()
    expect(state.sandbox.store.saves).toBe(0)
    await user.click(within(form).getByRole('button', { name: 'Save rule' }))
    await waitFor(() => expect(stored()?.rules).toHaveLength(1))
    expect(stored()!.rules[0]).toMatchObject({
      conditions: { description: { match: 'contains', text: 'market' }, amount: { from: 100, to: 300 } },
      actions: {
        split: [
          { categoryId: bakery.categories.ingredients, percent: 60 },
          { categoryId: bakery.categories.marketing, percent: 40 },
        ],
      },
    })
    expect(await list()).toHaveTextContent('Description contains “market” · $1.00–$3.00 → Ingredients 60% · Marketing 40%')
  })
  it('saves “has any of these words” and “does not contain” from the form, and reads them back into it', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book(SEEDED))
    renderRules()
    await list()
    await user.click(within(item('Flyers')).getByRole('button', { name: `Edit “${isolate('Flyers')}”` }))
    let form = await screen.findByRole('form', { name: 'Edit rule “Flyers”' })
    await user.selectOptions(within(form).getByLabelText('Description'), 'has any of these words')
    await user.type(within(form).getByLabelText('Words in the description'), ' posters')
    // The test's result is for the rule as it reads now: Save saves at once.
    await within(form).findByRole('button', { name: 'Test' })
    await user.click(within(form).getByRole('button', { name: 'Save rule' }))
    await waitFor(() => expect(stored()!.rules[2]!.conditions.description).toEqual({ match: 'anyWord', text: 'Flyers posters' }))
    expect(item('Flyers posters')).toHaveAccessibleDescription(/^Description has any of the words “Flyers posters” → Marketing/)

    await user.click(within(item('Flyers posters')).getByRole('button', { name: `Edit “${isolate('Flyers posters')}”` }))
    form = await screen.findByRole('form', { name: 'Edit rule “Flyers posters”' })
    expect(within(form).getByLabelText('Description')).toHaveValue('anyWord')
    await user.selectOptions(within(form).getByLabelText('Description'), 'does not contain')
    // The test's result is for the rule as it reads now: Save saves at once.
    await within(form).findByRole('button', { name: 'Test' })
    await user.click(within(form).getByRole('button', { name: 'Save rule' }))
    await waitFor(() => expect(stored()!.rules[2]!.conditions.description).toEqual({ match: 'notContains', text: 'Flyers posters' }))
    expect(item('Flyers posters')).toHaveAccessibleDescription(/^Description does not contain “Flyers posters” → Marketing/)
  })
  it('switches a rule off, moves rules by keyboard and by button with the focus kept, and deletes with an undo', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book(SEEDED))
    renderRules()
    await list()
    const rent = item('Shop rent')
    expect(rent).toHaveAccessibleDescription(/^Description contains “Rent” → Rent/)
    expect(within(rent).getByText('Confirms automatically')).toBeInTheDocument()

    await user.click(screen.getByRole('switch', { name: `Use rule “${isolate('Flyers')}”` }))
    expect(screen.getByRole('switch', { name: `Use rule “${isolate('Flyers')}”` })).not.toBeChecked()
    await waitFor(() => expect(stored()?.rules[2]?.enabled).toBe(false))
    expect(screen.getByText(wholeText('“Flyers” is off: it matches nothing until you switch it on.'))).toBeInTheDocument()

    // Alt+Arrow Down on the focused rule, twice: both moves are stored, one after the other.
    act(() => item('Flour').focus())
    // The second press comes while the first move is being stored: it waits for it, then is stored on top of it.
    fireEvent.keyDown(item('Flour'), { key: 'ArrowDown', altKey: true })
    fireEvent.keyDown(item('Flour'), { key: 'ArrowDown', altKey: true })
    expect(item('Flour')).toHaveFocus()
    expect(screen.getByText(wholeText('Moved “Flour” to 3 of 3.'))).toBeInTheDocument()
    await waitFor(() => expect(storedIds()).toEqual(['rule_rent', 'rule_flyers', 'rule_flour']))

    // Move up by its button: the focus stays on that button of the moved rule.
    await user.click(within(item('Flyers')).getByRole('button', { name: `Move up “${isolate('Flyers')}”` }))
    expect(within(item('Flyers')).getByRole('button', { name: `Move up “${isolate('Flyers')}”` })).toBeDisabled()
    expect(item('Flyers')).toHaveFocus()
    await waitFor(() => expect(storedIds()).toEqual(['rule_flyers', 'rule_rent', 'rule_flour']))

    await user.click(within(item('Shop rent')).getByRole('button', { name: `Delete “${isolate('Shop rent')}”` }))
    expect(item('Flour')).toHaveFocus()
    await waitFor(() => expect(storedIds()).toEqual(['rule_flyers', 'rule_flour']))
    expect(screen.getByText(wholeText('Deleted “Shop rent”.'))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(storedIds()).toEqual(['rule_flyers', 'rule_rent', 'rule_flour']))
    expect(item('Shop rent')).toHaveFocus()
  })
  it('says how often each rule applied and when last, from the rule-use record beside the rules', async () => {
    state.sandbox.store.put(KEY, book(SEEDED))
    state.sandbox.store.put('ruleUse:co_1', {
      format: 'bookkit.ruleUse',
      formatVersion: 1,
      rules: {
        rule_flour: { count: 214, lastAt: '2026-06-03T12:00:00.000Z' },
        rule_rent: { count: 1, lastAt: '2026-05-01T12:00:00.000Z' },
      },
    })
    renderRules()
    await list()
    expect(await within(item('Flour')).findByText('Applied 214 times, last on Jun 3, 2026')).toBeInTheDocument()
    expect(item('Flour')).toHaveAccessibleDescription(/^Description contains “Flour” → Ingredients Applied 214 times, last on Jun 3, 2026/)
    expect(within(item('Shop rent')).getByText('Applied 1 time, last on May 1, 2026')).toBeInTheDocument()
    expect(within(item('Flyers')).getByText('Not applied yet')).toBeInTheDocument()
  })

  it('shows a read-only session the rules and nothing that changes them', async () => {
    state.sandbox.store.put(KEY, book(SEEDED))
    renderRules({}, { scope: 'read' })
    await list()
    expect(await screen.findByText('You have view-only access, so nothing here can be changed.')).toBeInTheDocument()
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'New rule' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Move)/ })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Import rules')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export rules' })).toBeEnabled()
  })

  it('shows stored rules it cannot read as an error and never saves over them', async () => {
    const newer = { format: 'bookkit.rules', formatVersion: 2, rules: [] }
    state.sandbox.store.put(KEY, newer)
    renderRules()
    expect(
      await screen.findByText(/^The stored rules cannot be read \(formatVersion is not as this version writes it\)/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New rule' })).not.toBeInTheDocument()
    expect(state.sandbox.store.peek(KEY)?.value).toEqual(newer)
    expect(state.sandbox.store.saves).toBe(0)
  })

  it('says rules kept without a host store stay in this browser until the user signs out', async () => {
    renderRules({}, { provider: { store: undefined } })
    expect(await screen.findByText(/^Rules are kept in this browser until you sign out/)).toBeInTheDocument()
  })

  it('lets a bookkeeper who sees two companies choose whose rules, from the companies the transactions name', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book(SEEDED))
    state.sandbox.store.put('rules:co_2', book([rule('rule_bikes', 'Spoke', 'ctg_co2_parts')]))
    renderRules({}, { userId: SANDBOX.users.bookkeeper })
    const company = await screen.findByRole('combobox', { name: 'Company' })
    expect(
      within(company)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([SANDBOX.companies.bakery.name, SANDBOX.companies.bikeShop.name].sort((a, b) => a.localeCompare(b)))
    await user.selectOptions(company, SANDBOX.companies.bikeShop.id)
    expect(await screen.findByRole('listitem', { name: 'Spoke' })).toBeInTheDocument()
    await user.selectOptions(company, bakery.id)
    expect(await screen.findByRole('listitem', { name: 'Shop rent' })).toBeInTheDocument()
  })
  it('edits a rule in place; a save that fails keeps the form as typed, says why, and Try again saves it', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book(SEEDED))
    const host = state.sandbox.store
    let failures = 1
    const store = {
      load: (key: string) => host.load(key),
      save: (key: string, value: unknown, base: string | null) =>
        failures-- > 0 ? Promise.reject(new Error('The host is offline')) : host.save(key, value, base),
    }
    renderRules({ headingLevel: 3 }, { provider: { store } })
    await list()
    expect(screen.getByRole('heading', { level: 3, name: 'Categorization rules' })).toBeInTheDocument()
    await user.click(within(item('Flour')).getByRole('button', { name: `Edit “${isolate('Flour')}”` }))
    const form = await screen.findByRole('form', { name: 'Edit rule “Flour”' })
    expect(within(form).getByRole('heading', { level: 4, name: 'Edit rule “Flour”' })).toHaveFocus()
    expect(within(form).getByLabelText('Words in the description')).toHaveValue('Flour')
    await user.type(within(form).getByLabelText('Name (optional)'), 'Flour deliveries')
    await user.click(within(form).getByRole('radio', { name: /^Categorize and mark reviewed automatically/ }))
    await within(form).findByText(/^Would have matched \d+ transactions?[:.]/)
    await user.click(within(form).getByRole('button', { name: 'Save rule' }))

    expect(await within(form).findByText('The rule was not saved.')).toBeInTheDocument()
    expect(within(form).getByText('The host is offline')).toBeInTheDocument()
    expect(within(form).getByLabelText('Name (optional)')).toHaveValue('Flour deliveries')
    expect(stored()!.rules).toEqual(SEEDED)
    await user.click(within(form).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(stored()!.rules[0]).toMatchObject({ id: 'rule_flour', name: 'Flour deliveries', confirm: true }))
    expect(stored()!.rules[0]!.updatedAt).toEqual(expect.any(String))
    expect(storedIds()).toEqual(['rule_flour', 'rule_rent', 'rule_flyers'])
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(item('Flour deliveries')).toHaveFocus()
    expect(within(item('Flour deliveries')).getByText('Confirms automatically')).toBeInTheDocument()
  })
  it('says why a change in the list was not saved; Try again saves it, Discard goes back to the stored rules', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(KEY, book(SEEDED))
    const host = state.sandbox.store
    let failures = 2
    const store = {
      load: (key: string) => host.load(key),
      save: (key: string, value: unknown, base: string | null) =>
        failures-- > 0 ? Promise.reject(new Error('The host is offline')) : host.save(key, value, base),
    }
    renderRules({}, { provider: { store } })
    await list()
    await user.click(screen.getByRole('switch', { name: `Use rule “${isolate('Flour')}”` }))
    expect(await screen.findByText('The rules could not be saved. The host is offline')).toBeInTheDocument()
    // What the user did stays on screen, said not saved.
    expect(screen.getByRole('switch', { name: `Use rule “${isolate('Flour')}”` })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Discard this change' }))
    expect(screen.queryByText(/^The rules could not be saved/)).not.toBeInTheDocument()
    expect(screen.getByRole('switch', { name: `Use rule “${isolate('Flour')}”` })).toBeChecked()
    expect(screen.getByRole('button', { name: 'New rule' })).toHaveFocus()

    await user.click(within(item('Flyers')).getByRole('button', { name: `Delete “${isolate('Flyers')}”` }))
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(storedIds()).toEqual(['rule_flour', 'rule_rent']))
    expect(screen.queryByText(/^The rules could not be saved/)).not.toBeInTheDocument()
  })
})
