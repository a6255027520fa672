// Writes through the components, and a slow service: a failed save keeps every typed value and
// saving again stores one record; a token that expires mid-save is renewed once; while the service
// has not answered the loading states show, and double clicks and double Enter send one write; and
// fast filter changes never let an older answer replace a newer one. The service's answers are held
// and released by the test, never waited out.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { http } from 'msw'
import type { BankTransaction, ManualJournalEntry } from '../../src/api/types'
import { BankTransactionEditor, GeneralLedger, InvoiceList, ManualJournalEntryForm, NotificationSettingsForm } from '../../src/components'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { createTally } from '../support/tally'
import { giveGridsAViewport } from '../support/gridViewport'
import { bakery, editorOptions, entryOptions, LEDGER_ACCOUNT, PATHS, rootOf, watchErrorStates } from './components'
import { holdGets, holdRequests, onceSent, recordRequests, requestsTo } from '../support/requests'
import { settled } from '../support/settled'

const state = useSandboxServer({ volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 30 } })
const tally = createTally('reliability/componentWrites')

beforeEach(() => giveGridsAViewport())
afterEach(() => vi.restoreAllMocks())

type User = ReturnType<typeof userEvent.setup>

const storedTransactions = (description: string) =>
  (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).filter((record) => record.description === description)
const storedEntries = (description: string) =>
  (state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]).filter((entry) => entry.description === description)

/** The two forms, each filled with a valid new record, and where to look for what they hold. */
const FORMS = [
  {
    name: 'BankTransactionEditor',
    path: PATHS.bankTransactions,
    render: () => <BankTransactionEditor bankAccountId={bakery.bankAccounts.checking} options={editorOptions} />,
    form: /bank transaction/i,
    create: 'Create transaction',
    created: 'Transaction created.',
    /** A lost answer is checked by a sync, and a save the service never got is sent again by itself. */
    checksLostAnswers: true,
    async fill(user: User, root: HTMLElement, description: string) {
      const field = (label: string) => within(root).getByLabelText(label)
      fireEvent.change(field('Date'), { target: { value: '2026-06-20' } })
      await user.type(field('Amount'), '42.35')
      await user.type(field('Description'), description)
      await user.type(field('Memo'), 'Two sacks, <b>rye</b>')
      await user.selectOptions(field('Category'), 'Ingredients')
    },
    expectValues(root: HTMLElement, description: string) {
      const field = (label: string) => within(root).getByLabelText(label)
      expect(field('Date')).toHaveValue('2026-06-20')
      expect(field('Amount')).toHaveValue('42.35')
      expect(field('Description')).toHaveValue(description)
      expect(field('Memo')).toHaveValue('Two sacks, <b>rye</b>')
      expect(field('Category')).toHaveValue(bakery.categories.ingredients)
    },
    stored: storedTransactions,
  },
  {
    name: 'ManualJournalEntryForm',
    path: PATHS.journalEntries,
    render: () => <ManualJournalEntryForm options={entryOptions} />,
    form: /journal entry/i,
    create: 'Create entry',
    created: 'Journal entry created.',
    /** Entries cannot be listed: a lost answer is the user's to check, and to save again. */
    checksLostAnswers: false,
    async fill(user: User, root: HTMLElement, description: string) {
      const field = (label: string) => within(root).getByLabelText(label)
      await user.type(field('Description'), description)
      fireEvent.change(field('Date'), { target: { value: '2026-06-15' } })
      await user.selectOptions(field('GL account (line 1)'), 'Miscellaneous')
      await user.type(field('Debit (line 1)'), '1,500.00')
      await user.selectOptions(field('GL account (line 2)'), 'Checking')
      await user.type(field('Credit (line 2)'), '1,500.00')
    },
    expectValues(root: HTMLElement, description: string) {
      const field = (label: string) => within(root).getByLabelText(label)
      expect(field('Description')).toHaveValue(description)
      expect(field('Date')).toHaveValue('2026-06-15')
      expect(field('GL account (line 1)')).toHaveValue(bakery.glAccounts.unused)
      expect(field('Debit (line 1)')).toHaveValue('1,500.00')
      expect(field('GL account (line 2)')).toHaveValue(bakery.glAccounts.checking)
      expect(field('Credit (line 2)')).toHaveValue('1,500.00')
    },
    stored: storedEntries,
  },
] as const

function renderForm(form: (typeof FORMS)[number], options: Parameters<typeof renderWithSandbox>[2] = {}) {
  const view = renderWithSandbox(form.render(), state.sandbox, { userId: SANDBOX.users.bakeryOwner, ...options })
  return { ...view, root: () => rootOf(form.name) }
}

describe.each(FORMS)('$name, when a save fails', (form) => {
  it('keeps every typed value through a 500 and a network error, finds out (or says it cannot) what each did, and stores exactly one record', async () => {
    const user = userEvent.setup()
    const requests = recordRequests(state.server)
    const description = `Reliability ${form.name} 500`
    state.sandbox.failNext({ status: 500, path: form.path, method: 'POST' })
    state.sandbox.failNext({ networkError: true, path: form.path, method: 'POST' })
    tally.injected += 2
    const { root } = renderForm(form)
    await within(root()).findByRole('form', { name: form.form })
    await form.fill(user, root(), description)

    await user.click(within(root()).getByRole('button', { name: form.create }))
    // A 500 may come after storing: bank transactions are checked (not stored: it failed); an entry cannot be, so it is unknown.
    const afterFailure = form.checksLostAnswers ? 'Saving failed. Nothing was lost' : 'It is not known whether this was saved'
    await waitFor(() => expect(within(root()).getByRole('alert')).toHaveTextContent(afterFailure))
    form.expectValues(root(), description)
    expect(form.stored(description)).toHaveLength(0)
    expect(within(root()).getByRole('alert')).not.toHaveTextContent(/Bearer|Authorization/i)
    await waitFor(() => expect(within(root()).getByRole('button', { name: form.create })).not.toHaveAttribute('aria-disabled'))

    // The network error loses the answer of a save the service never got.
    await user.click(within(root()).getByRole('button', { name: form.create }))
    if (!form.checksLostAnswers) {
      await waitFor(() => expect(within(root()).getByRole('alert')).toHaveTextContent('It is not known whether this was saved'))
      form.expectValues(root(), description)
      expect(form.stored(description)).toHaveLength(0)
      await user.click(within(root()).getByRole('button', { name: 'Save again' }))
    }
    await within(root()).findByText(form.created)
    expect(requestsTo(requests, form.path)).toHaveLength(3)
    expect(form.stored(description)).toHaveLength(1)
    tally.survived += 2
  })

  it('renews an expired token once in the middle of the save, and stores the record once', async () => {
    const user = userEvent.setup()
    state.reset({ latencyMs: 150 })
    const requests = recordRequests(state.server)
    const description = `Reliability ${form.name} expiry`
    const { root, fetchToken } = renderForm(form)
    await within(root()).findByRole('form', { name: form.form })
    await form.fill(user, root(), description)
    onceSent(state.server, form.path, 'POST', () => state.sandbox.expireTokens())
    tally.injected++

    await user.click(within(root()).getByRole('button', { name: form.create }))
    await within(root()).findByText(form.created)

    expect(fetchToken).toHaveBeenCalledTimes(2)
    expect(requestsTo(requests, form.path)).toHaveLength(2)
    expect(form.stored(description)).toHaveLength(1)
    tally.survived++
  })
})

describe('NotificationSettingsForm, when a save fails', () => {
  it('rolls the choice back, says so, and saves it on "try again", once', async () => {
    const user = userEvent.setup()
    const requests = recordRequests(state.server)
    state.sandbox.failNext({ status: 500, path: PATHS.settings, method: 'POST' })
    tally.injected++
    renderWithSandbox(<NotificationSettingsForm />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
    await user.click(within(summaries).getByRole('radio', { name: 'Off' }))
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent('could not be changed'))
    expect(state.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)?.financialSummaries).not.toBe('OFF')

    await user.click(within(alert).getByRole('button'))
    await waitFor(() => expect(state.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)?.financialSummaries).toBe('OFF'))
    expect(within(summaries).getByRole('radio', { name: 'Off' })).toBeChecked()
    expect(requestsTo(requests, PATHS.settings)).toHaveLength(2)
    tally.survived++
  })
})

describe('while the service has not answered', { timeout: 20_000 }, () => {
  it('the forms show loading states, and double clicks, double Enter and a double submit send one write each', async () => {
    const user = userEvent.setup()
    const requests = recordRequests(state.server)
    // The closing, then each form's save, wait until the test lets them through.
    const closing = holdGets(state.server, `${TEST_BASE_URL}${PATHS.closing}`)
    const saves = FORMS.map((form) => holdRequests(state.server, `${TEST_BASE_URL}${form.path}`))
    const view = renderWithSandbox(
      <>
        {FORMS.map((form) => (
          <section key={form.name}>{form.render()}</section>
        ))}
      </>,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    // The closing is on its way: each form says it is loading meanwhile.
    for (const form of FORMS) expect(within(rootOf(form.name)).getByRole('status')).toHaveTextContent('Loading…')
    await waitFor(() => expect(closing.held.length).toBeGreaterThan(0))
    for (const form of FORMS) expect(within(rootOf(form.name)).getByRole('status')).toHaveTextContent('Loading…')
    closing.release()
    for (const form of FORMS) await within(rootOf(form.name)).findByRole('form', { name: form.form })

    for (const form of FORMS) {
      const root = rootOf(form.name)
      const description = `Slow ${form.name}`
      await form.fill(user, root, description)
      const save = within(root).getByRole('button', { name: form.create })
      fireEvent.click(save)
      fireEvent.click(save)
      // Enter in a text field submits the form: twice more, and a raw submit.
      await user.type(within(root).getByLabelText('Description'), '{Enter}{Enter}')
      fireEvent.submit(save.closest('form') as HTMLFormElement)
      expect(save).toHaveAttribute('aria-disabled', 'true')
      expect(save).toHaveTextContent('Saving…')
      tally.inputs += 5
    }
    for (const release of saves) release()
    for (const form of FORMS) await within(rootOf(form.name)).findByText(form.created)

    for (const form of FORMS) {
      expect(requestsTo(requests, form.path), form.name).toHaveLength(1)
      expect(form.stored(`Slow ${form.name}`), form.name).toHaveLength(1)
    }
    view.unmount()
  })

  it('the lists show loading states while the first page is on its way', async () => {
    const pages = [PATHS.invoices, PATHS.ledger].map((path) => holdRequests(state.server, `${TEST_BASE_URL}${path}`))
    // Which list paths have gone out, and which the sandbox has answered (MSW reports a match then).
    const sent = new Set<string>()
    const answered = new Set<string>()
    const onSent = ({ request }: { request: Request }) => void sent.add(new URL(request.url).pathname)
    const onAnswered = ({ request }: { request: Request }) => void answered.add(new URL(request.url).pathname)
    state.server.events.on('request:start', onSent)
    state.server.events.on('request:match', onAnswered)
    onTestFinished(() => {
      state.server.events.removeListener('request:start', onSent)
      state.server.events.removeListener('request:match', onAnswered)
    })
    const watch = watchErrorStates()
    renderWithSandbox(
      <>
        <InvoiceList />
        <GeneralLedger glAccountId={LEDGER_ACCOUNT} />
      </>,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    for (const name of ['InvoiceList', 'GeneralLedger']) {
      const root = rootOf(name)
      expect(root.querySelector('[data-state="loading"][role="status"]')).toHaveTextContent(/^Loading/)
      expect(root.querySelector('[aria-busy="true"]')).not.toBeNull()
    }
    // With both first pages on the wire and unanswered, the loading states are still what shows.
    await waitFor(() => expect(sent.has(PATHS.invoices) && sent.has(PATHS.ledger)).toBe(true))
    expect([...answered]).toEqual([])
    for (const name of ['InvoiceList', 'GeneralLedger'])
      expect(rootOf(name).querySelector('[data-state="loading"]')).toHaveTextContent(/^Loading/)
    for (const release of pages) release()
    for (const name of ['InvoiceList', 'GeneralLedger']) await within(await within(rootOf(name)).findByRole('grid')).findAllByRole('row')
    expect(document.querySelectorAll('[data-state="loading"]')).toHaveLength(0)
    // Loading went straight to rows: never an empty or error state in between.
    watch.stop()
    expect(watch.seen).toEqual([])
    expect(document.querySelectorAll('[data-state="empty"]')).toHaveLength(0)
  })
})

/**
 * Answers `path` from the sandbox, at once, but holds the answer to the query whose search is
 * `slowSearch` until `release()` (at the latest when the test ends): the older answer comes last.
 * Returns the searches sent, in order (`''` for none).
 */
function slowFor(path: string, slowSearch: string): { searches: string[]; release: () => void } {
  const searches: string[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  onTestFinished(() => release())
  state.server.use(
    http.post(`${TEST_BASE_URL}${path}`, async ({ request }) => {
      const body = (await request.clone().json()) as { filter?: { search?: string } }
      searches.push(body.filter?.search ?? '')
      if (body.filter?.search === slowSearch) await released
      return state.sandbox.handle(request).catch(() => Response.error())
    }),
  )
  return { searches, release }
}

describe('fast repeated filter changes', { timeout: 20_000 }, () => {
  it('InvoiceList: an older, slower answer never replaces the newer one', async () => {
    const user = userEvent.setup()
    const { searches, release } = slowFor(PATHS.invoices, 'Blue Heron')
    const queryClient = new QueryClient()
    renderWithSandbox(<InvoiceList />, state.sandbox, { userId: SANDBOX.users.bakeryOwner, provider: { queryClient } })
    const grid = await screen.findByRole('grid', { name: 'Invoices' })
    await within(grid).findAllByRole('row')
    const search = screen.getByRole('searchbox', { name: 'Search invoices' })
    const rows = () =>
      within(screen.getByRole('grid', { name: 'Invoices' }))
        .getAllByRole('row')
        .filter((row) => row.closest('.bk-grid__body'))

    // Each search is typed once the one before it has gone out.
    await user.type(search, 'Blue Heron')
    await waitFor(() => expect(searches).toContain('Blue Heron'))
    await user.clear(search)
    await user.type(search, 'Greenway')
    await waitFor(() => expect(searches).toContain('Greenway'))
    await user.clear(search)
    await user.type(search, 'Juniper')
    tally.inputs += 3

    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0)
      for (const row of rows()) expect(row).toHaveTextContent(/Juniper/)
    })
    // The "Blue Heron" answer comes now, after Juniper's: once the page has come to rest, it has come
    // (or been cancelled) and whatever it changed is rendered, and the list still shows Juniper's invoices.
    release()
    await settled(queryClient)
    expect(rows().length).toBeGreaterThan(0)
    for (const row of rows()) expect(row).toHaveTextContent(/Juniper/)
    expect(search).toHaveValue('Juniper')
    expect(searches).toEqual(['', 'Blue Heron', 'Greenway', 'Juniper'])
  })

  it('GeneralLedger: an older, slower answer never replaces the newer one', async () => {
    const user = userEvent.setup()
    const { searches, release } = slowFor(PATHS.ledger, 'rent')
    const queryClient = new QueryClient()
    renderWithSandbox(<GeneralLedger glAccountId={LEDGER_ACCOUNT} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { queryClient },
    })
    await within(await screen.findByRole('grid')).findAllByRole('row')
    const search = screen.getByLabelText('Search lines')

    await user.type(search, 'rent')
    await waitFor(() => expect(searches).toContain('rent'))
    await user.clear(search)
    await user.type(search, 'no line says this')
    tally.inputs += 2

    const empty = await screen.findByText('No lines match these filters.')
    // The "rent" answer comes now, after the newer one: once the page has come to rest, it has come
    // (or been cancelled), and whatever it changed is rendered.
    release()
    await settled(queryClient)
    expect(empty).toBeInTheDocument()
    expect(screen.getByText('No lines match these filters.')).toBeInTheDocument()
    expect(search).toHaveValue('no line says this')
    expect(searches).toEqual(['', 'rent', 'no line says this'])
  })
})
