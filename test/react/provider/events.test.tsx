// `<BookkeepingProvider onEvent>`: one place where a host hears what a user did in any component,
// once the service has stored it, with the records' ids and never a token.
import { isolate } from '../../../src/format/isolate'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import type { BankTransaction, ManualJournalEntry } from '../../../src/api/types'
import { isReconciled } from '../../../src/core/reconcile/status'
import type { BookkeepingEvent } from '../../../src/react'
import { BankTransactionList } from '../../../src/components/BankTransactionList'
import { NotificationSettingsForm } from '../../../src/components/NotificationSettingsForm'
import { BankTransactionEditor } from '../../../src/components/BankTransactionEditor'
import { InvoiceList } from '../../../src/components/InvoiceList'
import { ManualJournalEntryForm } from '../../../src/components/ManualJournalEntryForm'
import { fillBalancedEntry } from '../../support/journalEntry'
import { SANDBOX } from '../../../src/sandbox'
import { giveGridsAViewport } from '../../support/gridViewport'
import { renderWithSandbox, useSandboxServer } from '../../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 100, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery
beforeEach(() => giveGridsAViewport())

/** Renders `ui` for the bakery's owner, recording every event and every token the provider handed out. */
function renderRecording(ui: ReactElement, onEvent = vi.fn<(event: BookkeepingEvent) => void>()) {
  const rendered = renderWithSandbox(ui, state.sandbox, { userId: SANDBOX.users.bakeryOwner, provider: { onEvent } })
  const tokens = async () =>
    Promise.all(rendered.fetchToken.mock.results.map(async (result) => ((await result.value) as { access_token: string }).access_token))
  return { onEvent, events: () => onEvent.mock.calls.map(([event]) => event), tokens }
}

async function expectNoToken(events: BookkeepingEvent[], tokens: string[]) {
  expect(tokens.length).toBeGreaterThan(0)
  for (const token of tokens) expect(JSON.stringify(events)).not.toContain(token)
}

describe('the review queue', () => {
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]

  it('reports a row categorized and reviewed by one click, then undone, by id', async () => {
    const user = userEvent.setup()
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const target = stored().find(
      (transaction) =>
        transaction.date > closing &&
        !transaction.category &&
        (transaction.suggestedCategories ?? []).length > 0 &&
        (transaction.children ?? []).length === 0,
    )
    if (!target) throw new Error('the seed has no open row with suggestions')
    const { events, tokens } = renderRecording(
      <BankTransactionList editor={false} defaultFilter={{ view: 'toReview', from: target.date, to: target.date }} />,
    )
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[role="row"][data-id="${target.id}"]`)
      if (!found) throw new Error('no row yet')
      return found
    })
    expect(events()).toEqual([])

    await user.click(within(row).getAllByRole('button', { name: /^Categorize .+ as / })[0] as HTMLElement)
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'saved'))
    const categoryId = state.sandbox.inspect.bankTransactions(bakery.id).find((transaction) => transaction.id === target.id)?.category?.id
    expect(categoryId).toEqual(expect.any(String))
    expect(events()).toEqual([
      { type: 'transactionCategorized', transactionIds: [target.id], categoryId },
      { type: 'transactionReviewed', transactionIds: [target.id] },
    ])

    await user.click(screen.getByRole('button', { name: 'Undo (1)' }))
    await screen.findByText('Undone: 1 restored.')
    expect(events().at(-1)).toEqual({ type: 'transactionUndone', transactionIds: [target.id] })
    await expectNoToken(events(), await tokens())
  })

  it('reports nothing for a save the service refused', async () => {
    const user = userEvent.setup()
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const target = stored().find(
      (transaction) =>
        transaction.date > closing &&
        !transaction.category &&
        (transaction.suggestedCategories ?? []).length > 0 &&
        (transaction.children ?? []).length === 0,
    )
    if (!target) throw new Error('the seed has no open row with suggestions')
    const { events } = renderRecording(
      <BankTransactionList editor={false} defaultFilter={{ view: 'toReview', from: target.date, to: target.date }} />,
    )
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[role="row"][data-id="${target.id}"]`)
      if (!found) throw new Error('no row yet')
      return found
    })
    // The queue settled (its sync and its parts' reads done): the refusal meets the save, not a read.
    await waitFor(() => expect(document.querySelector('.bk-transaction-list__body')).toHaveAttribute('aria-busy', 'false'))
    const suggestion = (await within(row).findAllByRole('button', { name: /^Categorize .+ as / }))[0] as HTMLElement
    // The save's path alone: the open invoices' query is a POST too, and may be read again meanwhile.
    state.sandbox.failNext({ status: 400, method: 'POST', path: '/v6/banks/transactions' })
    await user.click(suggestion)
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'failed'))
    expect(events()).toEqual([])
  })
})

describe('the editors', () => {
  const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }
  const openExpense = () => {
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const found = (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find(
      // Not reconciled: a reconciled one's change is asked about first (changeConfirm.test.tsx).
      (transaction) =>
        transaction.date > closing &&
        transaction.type === 'EXPENSE' &&
        (transaction.children ?? []).length === 0 &&
        !isReconciled(transaction),
    )
    if (!found) throw new Error('the seed has no open expense')
    return found
  }
  const categories = [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.marketing, name: 'Marketing' },
  ]

  it('reports a bank transaction saved from the editor, then deleted, by id', async () => {
    const user = userEvent.setup()
    const transaction = openExpense()
    const next = categories.find((category) => category.id !== transaction.category?.id) as { id: string; name: string }
    const { events, tokens } = renderRecording(<BankTransactionEditor transaction={transaction} options={{ categories }} />)
    await screen.findByRole('form', { name: /bank transaction/i })
    await user.selectOptions(screen.getByLabelText('Category'), next.name)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Transaction saved.')
    expect(events()).toEqual([{ type: 'transactionSaved', transactionId: transaction.id, created: false }])

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this bank transaction?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(events().at(-1)).toEqual({ type: 'transactionDeleted', transactionId: transaction.id }))
    await expectNoToken(events(), await tokens())
  })

  it('reports a journal entry created, with the id the service gave it', async () => {
    const user = userEvent.setup()
    const before = new Set((state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]).map(({ id }) => id))
    const options = {
      glAccounts: [
        { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
        { id: bakery.glAccounts.checking, name: 'Checking' },
      ],
      dimensionValues: [{ id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location }],
    }
    const { events } = renderRecording(<ManualJournalEntryForm options={options} />)
    await fillBalancedEntry(user)
    await user.click(screen.getByRole('button', { name: 'Create entry' }))
    await screen.findByText('Journal entry created.')
    const created = (state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]).filter(({ id }) => !before.has(id))
    expect(created).toHaveLength(1)
    expect(events()).toEqual([{ type: 'journalEntrySaved', journalEntryId: created[0]?.id, created: true }])
  })
})

describe('the invoice list', () => {
  it('reports the invoice a user opened', async () => {
    const user = userEvent.setup()
    const { events } = renderRecording(<InvoiceList />)
    const grid = await screen.findByRole('grid')
    const row = await waitFor(() => {
      const found = within(grid)
        .getAllByRole('row')
        .find((candidate) => candidate.closest('.bk-grid__body'))
      if (!found) throw new Error('no row yet')
      return found
    })
    const number = row.querySelector('[data-column="number"]')?.textContent?.replace('↗', '') ?? ''
    await user.click(row)
    await screen.findByRole('dialog', { name: `Invoice ${isolate(number)}` })
    const invoice = state.sandbox.inspect.invoices(bakery.id).find((candidate) => candidate.invoiceNumber === number)
    expect(invoice).toBeDefined()
    expect(events()).toEqual([{ type: 'invoiceOpened', invoiceId: invoice?.id }])
  })
})

describe('the notification settings', () => {
  it('reports the preference changed, with its saved value', async () => {
    const user = userEvent.setup()
    const { events, tokens } = renderRecording(<NotificationSettingsForm />)
    const group = await screen.findByRole('group', { name: 'Financial summaries' })
    await user.click(within(group).getByRole('radio', { name: 'Off' }))
    await waitFor(() => expect(events()).toEqual([{ type: 'settingsChanged', preference: 'financialSummaries', value: 'OFF' }]))
    await expectNoToken(events(), await tokens())
  })

  it('keeps a saved change saved when the host’s onEvent throws', async () => {
    const user = userEvent.setup()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onEvent = vi.fn(() => {
      throw new Error('the host’s analytics are down')
    })
    renderRecording(<NotificationSettingsForm />, onEvent)
    const group = await screen.findByRole('group', { name: 'Conversations' })
    await user.click(within(group).getByRole('radio', { name: 'Email' }))
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1))
    expect(within(group).getByRole('radio', { name: 'Email' })).toBeChecked()
    expect(state.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)).toMatchObject({ conversations: 'EMAIL' })
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/onEvent threw/), expect.any(Error))
    error.mockRestore()
  })
})
