// Categorization rules in <BankTransactionList>, in jsdom against the sandbox, on the bookkit
// profile: a rule offered after repeated choices, created, then suggested first and accepted by
// Enter; a confirming rule that confirms arriving rows, with a per-row undo the rule remembers; a
// row another user changed between the rule's match and its save left and said, and a row an import
// categorized as the rule would confirmed; the "Apply rules" preview; and reviewed transactions a
// rule matches left alone. The described service differs here only in its listing (its order, by
// creation), which the set's sync puts newest first: test/core/queue/bankTransactionSetReads.test.ts.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { REVIEWED_STATUSES } from '../../src/api/reviewStatus'
import { isolate } from '../../src/format/isolate'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import type { BookkeepingEvent } from '../../src/core/store/events'
import { testRule } from '../../src/core/rules/match'
import type { CategorizationRule, RuleBook } from '../../src/core/rules/types'
import { descriptionKey, descriptionStem } from '../../src/core/rules/words'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { recordBodies } from '../support/requests'
import { wholeText } from '../../stories/support/sentences'
import { renderWithSandbox, sandboxClient, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const RULES_KEY = `rules:${bakery.id}`
/** More than a page of 100 (the preview's count while older pages arrive), and few enough to render quickly. */
const VOLUME = { invoicesPerCompany: 5, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 0 }
const options: BankTransactionEditorOptions = {
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.marketing, name: 'Marketing' },
    { id: bakery.categories.deposits, name: 'Deposits' },
  ],
}

const reviewed = (transaction: BankTransaction) => REVIEWED_STATUSES.includes(transaction.reviewStatus ?? '')
const open = (transaction: BankTransaction) => !reviewed(transaction) && !transaction.category && (transaction.children ?? []).length === 0

function rule(id: string, text: string, categoryId: string, more: Partial<CategorizationRule> = {}): CategorizationRule {
  return {
    id,
    enabled: true,
    confirm: false,
    conditions: { description: { match: 'contains', text } },
    actions: { categoryId },
    createdAt: '2026-06-01T09:00:00.000Z',
    ...more,
  }
}
const book = (rules: CategorizationRule[]): RuleBook => ({ format: 'bookkit.rules', formatVersion: 1, rules })

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())

describe('Rules in the review queue (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  const storedById = () => new Map(stored().map((transaction) => [transaction.id, transaction]))
  /**
   * `count` transactions arriving from the bank feed, to review with no category, as a shop's card
   * payments read ("CORNER CUP #1201 06/21"): after the closing, so they may change.
   */
  async function arrive(count: number) {
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const items = Array.from({ length: count }, (_, index) => ({
      date: `2026-06-${String(20 + index).padStart(2, '0')}`,
      amount: -(450 + index * 25),
      bankAccountId: bakery.bankAccounts.checking,
      description: `CORNER CUP #12${index}${index} 06/${20 + index}`,
    }))
    const results = await client.saveBankTransactions(items)
    expect(results.every((result) => result.ok)).toBe(true)
    const rows = stored()
      .filter((transaction) => descriptionKey(transaction.description) === 'corner cup')
      .sort((a, b) => b.date.localeCompare(a.date))
    expect(rows.every(open)).toBe(true)
    return { rows, text: descriptionStem(rows[0]?.description) }
  }
  function renderQueue(pageSize?: number) {
    const events: BookkeepingEvent[] = []
    const saves = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH) as {
      data: BankTransactionInput[]
    }[]
    const view = renderWithSandbox(<BankTransactionList options={options} editor={false} pageSize={pageSize} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { onEvent: (event) => events.push(event) },
    })
    return { ...view, events, saves }
  }
  const rowOf = (id: string) => document.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`) as HTMLElement
  const search = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
    const field = await screen.findByRole('searchbox', { name: 'Search' })
    await user.clear(field)
    await user.type(field, text)
  }
  afterEach(() => state.server.events.removeAllListeners())

  it('offers a rule after three same choices, creates it as edited, then suggests it first; Enter accepts it', async () => {
    const user = userEvent.setup()
    const { rows, text } = await arrive(4)
    const [first, second, third, ...rest] = rows as [BankTransaction, BankTransaction, BankTransaction, ...BankTransaction[]]
    const { events } = renderQueue()
    await search(user, text)
    for (const row of [first, second, third]) {
      await waitFor(() => expect(rowOf(row.id)).not.toBeNull())
      await user.selectOptions(within(rowOf(row.id)).getByLabelText(`Category of ${row.description}`), 'Deposits')
      await waitFor(() => expect(storedById().get(row.id)?.category?.id).toBe(bakery.categories.deposits))
    }
    const offer = await screen.findByRole('region', { name: `Always categorize “${text}” as Deposits?` })
    // Nothing took the focus from the queue: the offer waits beside it.
    expect(offer.contains(document.activeElement)).toBe(false)
    expect(within(offer).getByText('You categorized it this way 3 times.')).toBeInTheDocument()
    // Its conditions are filled in and editable: money in or out as the row was.
    expect(within(offer).getByRole('textbox', { name: 'Description' })).toHaveValue(text)
    const direction = first.amount < 0 ? 'out' : 'in'
    expect(within(offer).getByRole('combobox', { name: 'Money' })).toHaveValue(direction)
    const made = rule('expected', text, bakery.categories.deposits, { conditions: { description: { match: 'contains', text }, direction } })
    const toChange = testRule(made, stored()).toChange.length
    expect(toChange).toBe(rest.length)
    // Counted off the render, in slices.
    expect(
      await within(offer).findByText(`It would change ${toChange} transaction${toChange === 1 ? '' : 's'} to review now.`),
    ).toBeInTheDocument()
    // Edited before creating: "starts with".
    await user.selectOptions(within(offer).getByRole('combobox', { name: 'How it matches' }), 'starts with')
    // Another user adds a rule meanwhile: the save is refused and said so, nothing is overwritten; Try again adds to theirs.
    const theirs = rule('rule_theirs', 'Harbor Row', bakery.categories.ingredients)
    state.sandbox.store.put(RULES_KEY, book([theirs]))
    await user.click(within(offer).getByRole('button', { name: 'Create rule' }))
    expect(await within(offer).findByRole('alert')).toHaveTextContent(/changed meanwhile .* Nothing was overwritten/)
    expect(state.sandbox.store.peek(RULES_KEY)?.value).toEqual(book([theirs]))
    await user.click(within(offer).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Always categorize/ })).toBeNull())
    const saved = state.sandbox.store.peek(RULES_KEY)?.value as RuleBook
    expect(saved.rules).toHaveLength(2)
    expect(saved.rules[0]).toEqual(theirs)
    expect(saved.rules[1]).toMatchObject({
      enabled: true,
      confirm: false,
      conditions: { description: { match: 'startsWith', text }, direction },
      actions: { categoryId: bakery.categories.deposits },
    })
    expect(events).toContainEqual({ type: 'ruleCreated', companyId: bakery.id, ruleId: saved.rules[1]?.id })

    // The other rows now show the rule's category first, labelled with the rule.
    const next = rest[0] as BankTransaction
    const suggestion = await within(rowOf(next.id)).findByRole('button', {
      name: `Categorize ${isolate(next.description!)} as ${isolate('Deposits')}, by rule “${isolate(text)}”`,
    })
    expect(suggestion).toHaveAttribute('title', `${isolate('Deposits')} · By rule “${isolate(text)}”`)
    const buttons = within(rowOf(next.id)).getAllByRole('button', { name: /^Categorize / })
    expect(buttons[0]).toBe(suggestion)
    // Enter on the row accepts it: category and REVIEWED in one request.
    rowOf(next.id).focus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(storedById().get(next.id)).toMatchObject({ category: { id: bakery.categories.deposits }, reviewStatus: 'REVIEWED' }),
    )
    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'ruleApplied',
        companyId: bakery.id,
        ruleId: saved.rules[1]?.id,
        transactionIds: [next.id],
        confirmed: false,
      }),
    )
  })

  it('a confirming rule confirms the rows to review as they arrive, each with an undo it remembers, and leaves reviewed ones alone', async () => {
    const user = userEvent.setup()
    const { rows, text } = await arrive(3)
    // A second confirming rule that matches only transactions already reviewed or already categorized.
    const reviewedRow = stored().find((transaction) => reviewed(transaction) && transaction.category?.id === bakery.categories.ingredients)
    if (!reviewedRow) throw new Error('the seed has no reviewed Ingredients row')
    const otherText = descriptionStem(reviewedRow.description)
    const others = stored().filter((transaction) => descriptionKey(transaction.description).includes(descriptionKey(otherText)))
    expect(others.some(open)).toBe(false)
    const before = new Map(others.map((transaction) => [transaction.id, transaction]))
    state.sandbox.store.put(
      RULES_KEY,
      book([
        rule('rule_wire', text, bakery.categories.deposits, { confirm: true }),
        rule('rule_other', otherText, bakery.categories.marketing, { confirm: true }),
      ]),
    )
    const { events } = renderQueue()
    await screen.findByText(wholeText(`Rule “${text}” confirmed ${rows.length} transactions.`))
    const after = storedById()
    for (const row of rows)
      expect(after.get(row.id)).toMatchObject({ category: { id: bakery.categories.deposits }, reviewStatus: 'REVIEWED' })
    for (const [id, was] of before) expect(after.get(id)).toEqual(was)
    expect(events).toContainEqual({
      type: 'ruleApplied',
      companyId: bakery.id,
      ruleId: 'rule_wire',
      transactionIds: expect.arrayContaining(rows.map(({ id }) => id)),
      confirmed: true,
    })

    // One row undone: restored, and the rule notes it so it never confirms it again.
    // The rows stay where they arrived (newest, on top) while the view is the same.
    const undone = rows[0] as BankTransaction
    const row = await waitFor(() => rowOf(undone.id))
    expect(within(row).getByText(wholeText(`Confirmed by rule “${text}”`))).toBeInTheDocument()
    await user.click(
      within(row).getByRole('button', { name: `Undo the confirmation of ${isolate(undone.description!)} by rule “${isolate(text)}”` }),
    )
    const storedRules = () => (state.sandbox.store.peek(RULES_KEY)?.value as RuleBook | undefined)?.rules ?? []
    await waitFor(() => expect(storedRules()[0]?.declined).toEqual([undone.id]))
    expect(storedById().get(undone.id)).toMatchObject({ reviewStatus: undone.reviewStatus })
    expect(storedById().get(undone.id)?.category).toBeUndefined()
    await screen.findByText(wholeText(`Rule “${text}” confirmed ${rows.length - 1} transactions.`))
    // The rest stay confirmed, until Ctrl+Z takes back the rest of the confirmation: the rule notes those too.
    for (const other of rows.slice(1)) expect(storedById().get(other.id)?.reviewStatus).toBe('REVIEWED')
    rowOf(undone.id).focus()
    await user.keyboard('{Control>}z{/Control}')
    await waitFor(() => expect([...(storedRules()[0]?.declined ?? [])].sort()).toEqual(rows.map(({ id }) => id).sort()))
    for (const other of rows) expect(storedById().get(other.id)?.category).toBeUndefined()
    expect(screen.queryByText(wholeText(/^Rule “.+” confirmed/))).toBeNull()
  })

  it('a confirming rule leaves a row another user changed between its match and its save, and says so; it confirms a row an import categorized as it would', async () => {
    const { rows, text } = await arrive(3)
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    // A row the statement import categorized by a suggesting rule: to review, with the rule's category.
    const imported = await client.saveBankTransactions([
      {
        date: '2026-06-26',
        amount: -990,
        bankAccountId: bakery.bankAccounts.checking,
        description: 'CORNER CUP #1299 06/26',
        categoryId: bakery.categories.deposits,
      },
    ])
    const importedId = imported[0]?.ok ? (imported[0].data?.id ?? '') : ''
    expect(storedById().get(importedId)).toMatchObject({ category: { id: bakery.categories.deposits } })
    expect(reviewed(storedById().get(importedId)!)).toBe(false)
    state.sandbox.store.put(RULES_KEY, book([rule('rule_wire', text, bakery.categories.deposits, { confirm: true })]))
    // Once the rule has claimed its rows, and before it reads them again, another user categorizes one otherwise.
    const changed = rows[1] as BankTransaction
    const store = state.sandbox.store
    const claimed: typeof store = {
      ...store,
      load: (key) => store.load(key),
      save: async (key, value, base) => {
        const version = await store.save(key, value, base)
        if (key === `ruleConfirmations:${bakery.id}` && storedById().get(changed.id)?.category === undefined) {
          const saved = await client.saveBankTransactions([{ id: changed.id, categoryId: bakery.categories.marketing }])
          expect(saved[0]?.ok).toBe(true)
        }
        return version
      },
    }
    const events: BookkeepingEvent[] = []
    renderWithSandbox(<BankTransactionList options={options} editor={false} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { onEvent: (event) => events.push(event), store: claimed },
    })
    await waitFor(() => expect(within(rowOf(changed.id)).getByText('Changed by someone else; not confirmed')).toBeInTheDocument())
    // Not overwritten: the other user's category, still to review.
    expect(storedById().get(changed.id)).toMatchObject({ category: { id: bakery.categories.marketing } })
    expect(reviewed(storedById().get(changed.id)!)).toBe(false)
    const confirmedIds = [...rows.filter((one) => one.id !== changed.id).map(({ id }) => id), importedId]
    await waitFor(() => {
      for (const id of confirmedIds)
        expect(storedById().get(id)).toMatchObject({ category: { id: bakery.categories.deposits }, reviewStatus: 'REVIEWED' })
    })
    const applied = events.filter((event) => event.type === 'ruleApplied')
    expect(applied.flatMap((event) => (event.type === 'ruleApplied' ? event.transactionIds : [])).sort()).toEqual(confirmedIds.sort())
    // The rule's own rows offer no "Make a rule…": the rule is there already.
    await waitFor(() => expect(rowOf(importedId)).not.toBeNull())
    const own = rowOf(importedId)
    own.focus()
    await waitFor(() => expect(rowOf(importedId)).toHaveAttribute('data-current'))
    expect(within(own).getByText(wholeText(`Confirmed by rule “${text}”`))).toBeInTheDocument()
    expect(within(own).queryByRole('button', { name: /^Make a rule/ })).toBeNull()
  })

  it('"Apply rules" previews each row with its rule\'s category, then applies them in one request, undone as one', async () => {
    const user = userEvent.setup()
    const { rows, text } = await arrive(3)
    state.sandbox.store.put(RULES_KEY, book([rule('rule_wire', text, bakery.categories.deposits)]))
    const expected = testRule(rule('rule_wire', text, bakery.categories.deposits), stored()).toChange
    expect(expected.map(({ transactionId }) => transactionId).sort()).toEqual(rows.map(({ id }) => id).sort())
    // The listing's second page waits: while older rows arrive, the count says it is so far (the
    // listing is newest first, so the new rows are on its first page).
    let pages = 0
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    state.server.use(
      http.get(`${TEST_BASE_URL}/v5/banks/transactions`, async () => {
        if (++pages === 2) await released
        return undefined
      }),
    )
    const { saves, events } = renderQueue(100)
    await screen.findByRole('button', {
      name: `Apply rules to the ${rows.length} transactions to review so far (older ones are still arriving)`,
    })
    release()
    await user.click(await screen.findByRole('button', { name: `Apply rules to the ${rows.length} transactions to review` }))
    const dialog = screen.getByRole('dialog', { name: `Apply rules to ${rows.length} transactions?` })
    const table = within(dialog).getByRole('table', { name: `Rule “${text}” (${rows.length})` })
    const bodyRows = within(table).getAllByRole('row').slice(1)
    expect(bodyRows).toHaveLength(rows.length)
    for (const bodyRow of bodyRows) expect(within(bodyRow).getByText('Deposits')).toBeInTheDocument()
    const sent = saves.length
    await user.click(within(dialog).getByRole('button', { name: `Apply to ${rows.length}` }))
    await waitFor(() => {
      const after = storedById()
      for (const row of rows)
        expect(after.get(row.id)).toMatchObject({ category: { id: bakery.categories.deposits }, reviewStatus: 'REVIEWED' })
    })
    expect(saves.length - sent).toBe(1)
    expect(events.filter((event) => event.type === 'ruleApplied')).toEqual([
      expect.objectContaining({ ruleId: 'rule_wire', confirmed: false, transactionIds: expect.arrayContaining(rows.map(({ id }) => id)) }),
    ])
    // The current row, categorized and reviewed, offers "Make a rule…" too.
    const second = rows[1] as BankTransaction
    rowOf(second.id).focus()
    await user.click(await within(rowOf(second.id)).findByRole('button', { name: `Make a rule from ${isolate(second.description!)}` }))
    await user.click(
      within(await screen.findByRole('region', { name: `Always categorize “${text}” as Deposits?` })).getByRole('button', {
        name: 'Not now',
      }),
    )
    await user.click(await screen.findByRole('button', { name: `Undo (${rows.length})` }))
    await waitFor(() => {
      const after = storedById()
      for (const row of rows) expect(after.get(row.id)?.category).toBeUndefined()
    })
  })

  it('"Apply rules" under a date range applies to the rows the range shows, and leaves the rows outside it', async () => {
    const user = userEvent.setup()
    const { rows, text } = await arrive(3)
    state.sandbox.store.put(RULES_KEY, book([rule('rule_wire', text, bakery.categories.deposits)]))
    // The arrivals are dated June 20, 21 and 22: a range from the 21st shows two of them.
    const inRange = rows.filter((row) => row.date >= '2026-06-21')
    const outside = rows.filter((row) => row.date < '2026-06-21')
    expect([inRange.length, outside.length]).toEqual([2, 1])
    renderWithSandbox(
      <BankTransactionList options={options} editor={false} defaultFilter={{ view: 'toReview', from: '2026-06-21', to: '2026-06-30' }} />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    await user.click(await screen.findByRole('button', { name: 'Apply rules to the 2 transactions to review' }))
    const dialog = screen.getByRole('dialog', { name: 'Apply rules to 2 transactions?' })
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2' }))
    await waitFor(() => {
      const after = storedById()
      for (const row of inRange) expect(after.get(row.id)).toMatchObject({ category: { id: bakery.categories.deposits } })
    })
    for (const row of outside) expect(storedById().get(row.id)?.category).toBeUndefined()
  })

  it('"Make a rule…" proposes the words the payee\'s transactions repeat, not the month, with how many it matches', async () => {
    const user = userEvent.setup()
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const months = ['March', 'April', 'May', 'June']
    const saved = await client.saveBankTransactions(
      months.map((month, index) => ({
        date: `2026-06-${String(20 + index).padStart(2, '0')}`,
        amount: -185000,
        bankAccountId: bakery.bankAccounts.checking,
        categoryId: bakery.categories.ingredients,
        reviewStatus: 'REVIEWED',
        description: `Oakhill Properties LLC rent ${month}`,
      })),
    )
    expect(saved.every((result) => result.ok)).toBe(true)
    const may = stored().find((transaction) => transaction.description === 'Oakhill Properties LLC rent May') as BankTransaction
    renderWithSandbox(
      <BankTransactionList options={options} editor={false} defaultFilter={{ view: 'reviewed', search: 'Oakhill' }} />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    await waitFor(() => expect(rowOf(may.id)).not.toBeNull())
    rowOf(may.id).focus()
    await user.click(await within(rowOf(may.id)).findByRole('button', { name: `Make a rule from ${isolate(may.description!)}` }))
    const offer = await screen.findByRole('region', { name: 'Always categorize “Oakhill Properties LLC rent” as Ingredients?' })
    expect(within(offer).getByRole('textbox', { name: 'Description' })).toHaveValue('Oakhill Properties LLC rent')
    // Every month's rent, not May's alone.
    expect(await within(offer).findByText('It matches 4 transactions.')).toBeInTheDocument()
    await user.click(within(offer).getByRole('button', { name: 'Not now' }))
  })
})
