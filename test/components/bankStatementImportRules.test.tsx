// <BankStatementImport> with the company's categorization rules, in jsdom against the sandbox, on
// the bookkit service (the rules are matched in the browser, alike on either profile): the preview
// shows, per row to import, the category a rule gives (a split as "Split", its lines in a dialog)
// and the rule, and counts the rows rules categorize; the import sends each rule's change (category
// or split, vendor, memo), never a review status, and a row no rule matches (or only a rule
// switched off) as before; `ruleApplied` names what the service stored. Rules still being read: the
// import waits for them, or goes without them when the user says so. A row that would pay an open
// invoice says so instead, and no rule takes it. Matching itself (words, conditions, splits) is
// test/core/rules/match.test.ts's.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BookkitStore } from '../../src/core/store/store'
import { BankStatementImport } from '../../src/components/BankStatementImport'
import type { BookkeepingEvent } from '../../src/react'
import type { CategorizationRule } from '../../src/core/rules/types'
import { SANDBOX } from '../../src/sandbox'
import { fixtureBytes } from '../core/import/statementFixtures'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'
import type { Invoice } from '../../src/api/types'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const { categories, vendors } = bakery

const rule = (
  id: string,
  fields: Pick<CategorizationRule, 'conditions' | 'actions'> & Partial<CategorizationRule>,
): CategorizationRule => ({
  id,
  enabled: true,
  confirm: false,
  createdAt: '2026-05-01T09:00:00Z',
  ...fields,
})

/** The bakery's rules: rent with its landlord and a memo, card payouts (money in only) as sales, a coffee shop split, and one switched off. */
const RULES: CategorizationRule[] = [
  rule('rule_rent', {
    name: 'Shop rent',
    conditions: { description: { match: 'contains', text: 'Oakhill Properties' }, direction: 'out' },
    actions: { categoryId: categories.rent, vendorId: vendors.harborRowProperties, memo: 'Monthly rent' },
  }),
  rule('rule_payouts', {
    conditions: { description: { match: 'startsWith', text: 'tillpoint' }, direction: 'in' },
    actions: { categoryId: categories.retailSales },
  }),
  rule('rule_coffee', {
    conditions: { description: { match: 'is', text: 'Corner Cup Coffee' } },
    actions: {
      split: [
        { categoryId: categories.marketing, percent: 50 },
        { categoryId: categories.ingredients, percent: 50 },
      ],
    },
  }),
  rule('rule_payroll_off', {
    enabled: false,
    conditions: { description: { match: 'contains', text: 'PayNest' } },
    actions: { categoryId: categories.utilities },
  }),
]
const CATEGORY_NAMES = [
  { id: categories.rent, name: 'Rent' },
  { id: categories.retailSales, name: 'Retail sales' },
  { id: categories.marketing, name: 'Marketing' },
  { id: categories.ingredients, name: 'Ingredients' },
]

const statement = () => new File([fixtureBytes('us-checking.csv')], 'us-checking.csv', { type: 'text/csv' })
const descriptionCell = (row: HTMLElement) => row.querySelector('[data-column="description"]')?.textContent?.trim()
const ruleCell = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-column="rule"]')!
const rowsNamed = (description: string) =>
  [...document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')].filter((row) => descriptionCell(row) === description)

describe('<BankStatementImport> with categorization rules on the bookkit service', () => {
  const server = useSandboxServer({ profile: BOOKKIT.profile })
  beforeEach(() => {
    localStorage.clear()
    giveGridsAViewport()
    server.sandbox.store.put('rules:co_1', { format: 'bookkit.rules', formatVersion: 1, rules: RULES })
  })

  const imported = () => server.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiName === 'STATEMENT_IMPORT')

  it('says a row would pay an open invoice where a rule’s category would be, and no rule takes it', async () => {
    // An open invoice paid down to exactly what the first card payout brings in (1,286.40).
    const PAYOUT = 128_640
    const invoices = server.sandbox.inspect.invoices(bakery.id) as Invoice[]
    const owed = invoices.find(
      (one) => ['OPEN', 'PARTIALLY_PAID'].includes(one.invoiceStatus ?? '') && (one.totals?.balance ?? 0) > PAYOUT && one.customer?.name,
    )
    if (!owed) throw new Error('the seed has no open invoice of more than 1,286.40')
    const down = owed.totals!.balance! - PAYOUT
    const { client } = sandboxClient(server.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const [paid] = await client.saveBankTransactions([
      {
        date: '2026-06-20',
        amount: down,
        bankAccountId: CHECKING,
        description: 'Part payment',
        children: [{ amount: down, invoiceId: owed.id }],
      },
    ])
    expect(paid?.errors).toBeUndefined()
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} categories={CATEGORY_NAMES} />, server.sandbox)
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Statement file'), statement())
    const importButton = await screen.findByRole('button', { name: /^Import \d+ transactions$/ })
    const total = Number(/\d+/.exec(importButton.textContent ?? '')?.[0])
    // The payout's rule gives the other four payouts their category; this one pays the invoice.
    const summary = await screen.findByText(new RegExp(`^Rules categorize 8 of ${total} rows`))
    expect(summary).toHaveTextContent(/\d+ rows? would pay (an )?open invoices?: no rule takes/)
    // The first payout (1,286.40) is shown paying the invoice; the others in view keep their rule.
    await waitFor(() => expect(rowsNamed('TillPoint card payout').length).toBeGreaterThan(1))
    const [first, ...others] = rowsNamed('TillPoint card payout').map((row) => ruleCell(row).textContent)
    expect(first).toBe(`Pays ${owed.invoiceNumber} · ${owed.customer!.name} · $1,286.40 open`)
    for (const text of others) expect(text).toBe('Retail sales Rule: tillpoint')

    await user.click(importButton)
    await screen.findByText(`${total} transactions imported.`, { exact: false })
    const payouts = imported().filter((record) => record.description === 'TillPoint card payout')
    expect(payouts.filter((record) => record.category === undefined || record.category === null).map((record) => record.amount)).toEqual([
      PAYOUT,
    ])
  })

  it('shows the category each rule gives and counts them, then imports each row with its rule’s change and tells ruleApplied', async () => {
    const events: BookkeepingEvent[] = []
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} categories={CATEGORY_NAMES} />, server.sandbox, {
      provider: { onEvent: (event) => events.push(event) },
    })
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Statement file'), statement())
    const importButton = await screen.findByRole('button', { name: /^Import \d+ transactions$/ })
    const total = Number(/\d+/.exec(importButton.textContent ?? '')?.[0])
    // 2 rents, 5 card payouts, 2 coffees: the payroll's rule is off, and the refund is money in.
    expect(await screen.findByText(`Rules categorize 9 of ${total} rows`)).toHaveAttribute('role', 'status')

    await waitFor(() => expect(rowsNamed('Oakhill Properties LLC rent May')).toHaveLength(1))
    expect(ruleCell(rowsNamed('Oakhill Properties LLC rent May')[0]!)).toHaveTextContent('Rent Rule: Shop rent')
    // A rule without a name is named by its description's text.
    expect(ruleCell(rowsNamed('TillPoint card payout')[0]!)).toHaveTextContent('Retail sales Rule: tillpoint')
    expect(ruleCell(rowsNamed('PayNest payroll')[0]!)).toHaveTextContent('')
    expect(ruleCell(rowsNamed('Cash deposit')[0]!)).toHaveTextContent('')

    // A split names its lines on demand, in a dialog.
    const split = within(ruleCell(rowsNamed('Corner Cup Coffee')[0]!)).getByRole('button', { name: 'Split' })
    await user.click(split)
    const dialog = screen.getByRole('dialog', { name: 'Split by the rule “Corner Cup Coffee”' })
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Marketing $2.25', 'Ingredients $2.25'])
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // The Show filter keeps the rows a rule categorizes.
    await user.selectOptions(screen.getByLabelText('Show'), 'Categorized by a rule: 9')
    await waitFor(() => expect(document.querySelectorAll('.bk-grid__body [role="row"]')).toHaveLength(9))

    await user.click(importButton)
    await screen.findByText(`${total} transactions imported.`, { exact: false })
    const byDescription = (description: string) => imported().filter((record) => record.description === description)
    for (const rent of byDescription('Oakhill Properties LLC rent May'))
      expect(rent).toMatchObject({ category: { id: categories.rent }, vendor: { id: vendors.harborRowProperties }, notes: 'Monthly rent' })
    expect(byDescription('TillPoint card payout').map((record) => record.category?.id)).toEqual(Array(5).fill(categories.retailSales))
    for (const coffee of byDescription('Corner Cup Coffee'))
      expect(coffee.children?.map((line) => [line.categoryId, line.amount])).toEqual([
        [categories.marketing, -225],
        [categories.ingredients, -225],
      ])
    // No rule (or a rule switched off): as before, uncategorized; and no row is marked reviewed by the import.
    for (const description of ['PayNest payroll', 'Cash deposit', 'Refund Packwell Boxes']) {
      const [record] = byDescription(description)
      expect(record?.category ?? undefined).toBeUndefined()
      expect(record?.children ?? []).toEqual([])
    }
    expect(imported().filter((record) => record.reviewStatus === 'REVIEWED')).toEqual([])

    const applied = events.filter((event) => event.type === 'ruleApplied')
    const idsOf = (...descriptions: string[]) =>
      imported()
        .filter((record) => descriptions.includes(record.description ?? ''))
        .map((record) => record.id)
        .sort()
    expect(applied.map((event) => ({ ...event, transactionIds: [...event.transactionIds].sort() }))).toEqual([
      {
        type: 'ruleApplied',
        companyId: 'co_1',
        ruleId: 'rule_rent',
        confirmed: false,
        transactionIds: idsOf('Oakhill Properties LLC rent May', 'Oakhill Properties LLC rent June'),
      },
      { type: 'ruleApplied', companyId: 'co_1', ruleId: 'rule_payouts', confirmed: false, transactionIds: idsOf('TillPoint card payout') },
      { type: 'ruleApplied', companyId: 'co_1', ruleId: 'rule_coffee', confirmed: false, transactionIds: idsOf('Corner Cup Coffee') },
    ])
    // Each rule's use counts what it categorized (src/react/rules/ruleUse.ts reads and merges the record).
    const counted = Object.fromEntries(
      applied.map((event) => [
        event.type === 'ruleApplied' ? event.ruleId : '',
        { count: event.type === 'ruleApplied' ? event.transactionIds.length : 0, lastAt: expect.any(String) },
      ]),
    )
    await waitFor(() =>
      expect((server.sandbox.store.peek('ruleUse:co_1')?.value as { rules?: unknown } | undefined)?.rules).toEqual(counted),
    )
  })
})

describe('<BankStatementImport> while the rules are still being read', () => {
  const server = useSandboxServer()
  beforeEach(() => {
    localStorage.clear()
    giveGridsAViewport()
    server.sandbox.store.put('rules:co_1', { format: 'bookkit.rules', formatVersion: 1, rules: RULES })
  })

  /** The sandbox's store, its rules held back until the test lets them through. */
  function heldStore() {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const store: BookkitStore = {
      load: async (key) => {
        await released
        return server.sandbox.store.load(key)
      },
      save: (key, value, base) => server.sandbox.store.save(key, value, base),
    }
    return { store, release }
  }
  const imported = () => server.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiName === 'STATEMENT_IMPORT')
  const rent = () => imported().find((record) => record.description === 'Oakhill Properties LLC rent May')

  it('says so, and an import chosen meanwhile waits for them and sends their categories', async () => {
    const { store, release } = heldStore()
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox, { provider: { store } })
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Statement file'), statement())
    const importButton = await screen.findByRole('button', { name: /^Import \d+ transactions$/ })
    expect(screen.getByText('Reading the categorization rules…')).toHaveAttribute('role', 'status')
    await user.click(importButton)
    expect(screen.getByText(/The import starts as soon as the categorization rules are applied\./)).toBeInTheDocument()
    expect(importButton).toHaveAttribute('aria-disabled', 'true')
    expect(imported()).toEqual([])

    release()
    await screen.findByText(/transactions imported\./)
    expect(rent()?.category?.id).toBe(categories.rent)
  })

  it('imports without them when the user says so', async () => {
    const { store } = heldStore()
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox, { provider: { store } })
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Statement file'), statement())
    await user.click(await screen.findByRole('button', { name: 'Import without rules' }))
    await screen.findByText(/transactions imported\./)
    expect(rent()).toBeDefined()
    expect(rent()?.category ?? undefined).toBeUndefined()
  })
})
