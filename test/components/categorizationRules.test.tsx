// <CategorizationRules> in jsdom against the sandbox and its host store. The component reads the
// synced bank-transaction set (the same on both service profiles once synced: the set's sync is
// tested per profile in its own files) and the provider's store, which the profiles do not touch:
// it runs on the bookkit profile alone.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import { CategorizationRules } from '../../src/components/CategorizationRules'
import { SANDBOX } from '../../src/sandbox'
import { testRule } from '../../src/rules/match'
import { EMPTY_RULE_BOOK, parseRuleBook } from '../../src/rules/ruleBook'
import type { CategorizationRule, RuleBook } from '../../src/rules/types'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const KEY = 'rules:co_1'
const categories = [
  { id: bakery.categories.ingredients, name: 'Ingredients' },
  { id: bakery.categories.marketing, name: 'Marketing' },
  { id: bakery.categories.rent, name: 'Rent' },
]

const rule = (id: string, text: string, categoryId: string, extra: Partial<CategorizationRule> = {}): CategorizationRule => ({
  id,
  enabled: true,
  confirm: false,
  conditions: { description: { match: 'contains', text } },
  actions: { categoryId },
  createdAt: '2026-06-01T10:00:00.000Z',
  ...extra,
})
const book = (rules: CategorizationRule[]): RuleBook => ({ ...EMPTY_RULE_BOOK, rules })
const SEEDED = [
  rule('rule_flour', 'Flour', bakery.categories.ingredients),
  rule('rule_rent', 'Rent', bakery.categories.rent, { confirm: true, name: 'Shop rent' }),
  rule('rule_flyers', 'Flyers', bakery.categories.marketing),
]

vi.setConfig({ testTimeout: 20_000 })

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
      await within(form).findByText(
        `Would have matched ${open.matched} transactions. Choose a category to compare with how you categorized them.`,
      ),
    ).toBeInTheDocument()
    expect(within(form).getByText(`It would change ${open.toChange.length} transactions to review now.`)).toBeInTheDocument()

    // Flour under Marketing: the flour the bakery filed under ingredients shows as categorized differently.
    await user.clear(words)
    await user.type(words, 'flour')
    await user.selectOptions(within(form).getByLabelText('Money'), 'out')
    await user.selectOptions(within(form).getByLabelText('Category'), bakery.categories.marketing)
    const expected = testRule(
      rule('x', 'flour', bakery.categories.marketing, { conditions: { description: { match: 'contains', text: 'flour' }, direction: 'out' } }),
      history,
    )
    expect(expected.different.length).toBeGreaterThan(0)
    const summary = `Would have matched ${expected.matched} transactions; ${expected.same} of them you categorized the same way; ${expected.different.length} differently.`
    expect(await within(form).findByText(summary)).toBeInTheDocument()

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
    expect(screen.getByText('Saved “flour”.')).toBeInTheDocument()
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
    expect(within(form).getByLabelText('Line 1 category')).toHaveAccessibleDescription('Line 1 category: choose one.')
    expect(within(form).getByLabelText('Line 2 category')).toHaveAccessibleDescription('Line 2 category: choose one.')
    expect(within(form).getByText('Split: the percentages add up to 90%; they must add up to 100%.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Line 2 share')).toHaveValue('30')
    expect(state.sandbox.store.saves).toBe(0)

    // Fixed: 1.00–3.00, 60/40 over two categories.
    await user.clear(within(form).getByLabelText('Amount from'))
    await user.type(within(form).getByLabelText('Amount from'), '1.00')
    await user.selectOptions(within(form).getByLabelText('Line 1 category'), bakery.categories.ingredients)
    await user.selectOptions(within(form).getByLabelText('Line 2 category'), bakery.categories.marketing)
    await user.clear(within(form).getByLabelText('Line 2 share'))
    await user.type(within(form).getByLabelText('Line 2 share'), '40')
    await within(form).findByText(/^Would have matched \d+ transactions?;/)
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
})
