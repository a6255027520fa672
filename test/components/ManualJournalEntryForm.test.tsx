// <ManualJournalEntryForm> in jsdom against the sandbox: only balanced entries are sent, once per
// save; the ledger moves by exactly the typed figures; errors land on their lines; nothing typed is lost.
// On the bookkit service. On the described one (no date or end date in its request item, updates that
// restate the record) one smoke test: what the form offers and shows; the save items themselves are
// test/components/journalEntryForm.test.ts's, in Node.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Attachment, ManualJournalEntry, ManualJournalEntryInput } from '../../src/api/types'
import {
  ManualJournalEntryForm,
  type ManualJournalEntryFormOptions,
  type ManualJournalEntryFormProps,
} from '../../src/components/ManualJournalEntryForm'
import type { UploadAttachment } from '../../src/react'
import { isolate } from '../../src/format/isolate'
import { SANDBOX } from '../../src/sandbox'
import { requestSchemaErrors } from '../support/contract'
import { recordBodies } from '../support/requests'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { fillBalancedEntry } from '../support/journalEntry'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { wholeText } from '../../stories/support/sentences'

const SAVE_PATH = '/v6/accounting/manualJournalEntries'
const bakery = SANDBOX.companies.bakery
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }

const options: ManualJournalEntryFormOptions = {
  glAccounts: [
    { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
    { id: bakery.glAccounts.checking, name: 'Checking' },
    { id: bakery.glAccounts.rent, name: 'Rent' },
    { id: SANDBOX.companies.bikeShop.glAccounts.rent, name: 'Rent (bike shop)' },
  ],
  dimensionValues: [
    { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location },
    { id: bakery.dimensions.location.values.riverside, name: 'Riverside', dimension: location },
  ],
}

describe('ManualJournalEntryForm on the described service (smoke)', () => {
  const state = useSandboxServer({
    profile: DESCRIBED.profile,
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 },
  })
  afterEach(() => state.server.events.removeAllListeners())

  it('offers no date or end date, says the service dates a new entry, shows a saved entry’s dates as text, checks neither, and saves without them', async () => {
    const sent = recordBodies<{ data: ManualJournalEntryInput[] }>(
      state.server,
      (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH,
    )
    const render = (props: ManualJournalEntryFormProps) =>
      renderWithSandbox(<ManualJournalEntryForm options={options} {...props} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const user = userEvent.setup()
    const blank = render({})
    await screen.findByRole('form', { name: /journal entry/i })
    await user.selectOptions(screen.getByLabelText('Repeats'), 'Monthly')
    expect(screen.queryByLabelText('Date')).toBeNull()
    expect(screen.queryByLabelText('Ends on')).toBeNull()
    expect(screen.getByText('The service dates the entry when it is saved.')).toBeVisible()
    blank.unmount()

    const entries = state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]
    const open = entries.find((entry) => entry.date > state.sandbox.inspect.closing(bakery.id).date)!
    // An end date before the entry's date: not the user's to set here, so not theirs to fix.
    const entry: ManualJournalEntry = {
      ...open,
      date: '2026-06-15',
      recurrence: { frequency: 'MONTHLY', interval: 1, endDate: '2026-06-01' },
    }
    render({ entry })
    await screen.findByRole('form', { name: /journal entry/i })
    expect(screen.queryByLabelText('Date')).toBeNull()
    expect(screen.queryByLabelText('Ends on')).toBeNull()
    expect(screen.getByText('Jun 15, 2026')).toBeVisible()
    expect(screen.getByText('Jun 1, 2026')).toBeVisible()
    expect(screen.queryByText('The service dates the entry when it is saved.')).toBeNull()
    await user.clear(screen.getByLabelText('Description'))
    await user.type(screen.getByLabelText('Description'), 'Reclassified')
    await user.selectOptions(screen.getByLabelText('Location (required)'), 'Main Street')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Journal entry saved.')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.data[0]).toMatchObject({ id: entry.id, description: 'Reclassified', recurrence: { frequency: 'MONTHLY', interval: 1 } })
    expect(sent[0]!.data[0]).not.toHaveProperty('date')
    expect(sent[0]!.data[0]!.recurrence).not.toHaveProperty('endDate')
    expect(requestSchemaErrors('POST', SAVE_PATH, sent[0])).toEqual([])
  })
})

describe('ManualJournalEntryForm (bookkit service)', () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 },
  })
  let sent: { data: ManualJournalEntryInput[] }[] = []
  beforeEach(() => {
    sent = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH)
  })
  afterEach(() => state.server.events.removeAllListeners())

  function renderForm(props: ManualJournalEntryFormProps = {}, who: { scope?: 'read' | 'write' } = {}) {
    return renderWithSandbox(<ManualJournalEntryForm options={options} {...props} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      ...who,
    })
  }

  const entries = () => state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]
  const linesOf = (glAccountId: string, sourceId: string) =>
    state.sandbox.inspect.glLines(glAccountId).filter((line) => line.sourceId === sourceId)
  const closingDate = () => state.sandbox.inspect.closing(bakery.id).date

  describe('saving', () => {
    it('saves a balanced entry once after a double click, moves the ledger exactly, and shows the service’s answer', async () => {
      const user = userEvent.setup()
      const before = entries().length
      const onSaved = vi.fn()
      renderForm({ onSaved })
      await fillBalancedEntry(user)
      expect(screen.getByText('Balanced.')).toBeInTheDocument()

      const save = screen.getByRole('button', { name: 'Create entry' })
      fireEvent.click(save)
      fireEvent.click(save)
      expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
      await screen.findByText('Journal entry created.')

      expect(sent).toHaveLength(1)
      expect(sent[0]!.data[0]).toMatchObject({
        description: 'Reclassify deposit',
        children: [
          { glAccountId: bakery.glAccounts.unused, drAmount: 150000 },
          { glAccountId: bakery.glAccounts.checking, crAmount: 150000 },
        ],
        dimensionValueIds: [bakery.dimensions.location.values.mainStreet],
      })
      expect(sent[0]!.data[0]!.date).toBe('2026-06-15')
      expect(requestSchemaErrors('POST', SAVE_PATH, sent[0])).toEqual([])
      expect(entries()).toHaveLength(before + 1)
      const saved = onSaved.mock.calls[0]![0] as ManualJournalEntry
      expect(saved.amount).toBe(150000)
      expect(linesOf(bakery.glAccounts.unused, saved.id)).toMatchObject([{ drAmount: 150000, crAmount: 0 }])
      expect(linesOf(bakery.glAccounts.checking, saved.id)).toMatchObject([{ drAmount: 0, crAmount: 150000 }])

      const answer = screen.getByRole('group', { name: 'As saved by the service' })
      expect(within(answer).getByText(saved.id)).toBeInTheDocument()
      expect(within(answer).getByText('Active')).toBeInTheDocument()
      expect(within(answer).getAllByText('$1,500.00').length).toBeGreaterThanOrEqual(3)
      expect(within(answer).getAllByRole('row')).toHaveLength(3)

      // The next save updates that entry.
      await user.clear(screen.getByLabelText('Description'))
      await user.type(screen.getByLabelText('Description'), 'Reclassify the deposit')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await screen.findByText('Journal entry saved.')
      expect(sent[1]!.data).toEqual([{ id: saved.id, description: 'Reclassify the deposit' }])
      expect(entries()).toHaveLength(before + 1)
    })

    it('offers the date and the recurrence’s end date, and sends them', async () => {
      const user = userEvent.setup()
      renderForm()
      await fillBalancedEntry(user)
      await user.selectOptions(screen.getByLabelText('Repeats'), 'Monthly')
      expect(screen.getByLabelText('Date')).toHaveValue('2026-06-15')
      expect(screen.queryByText('The service dates the entry when it is saved.')).toBeNull()
      fireEvent.change(screen.getByLabelText('Ends on'), { target: { value: '2026-12-31' } })
      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      await screen.findByText('Journal entry created.')

      expect(sent).toHaveLength(1)
      expect(sent[0]!.data[0]!).toMatchObject({
        date: '2026-06-15',
        recurrence: { frequency: 'MONTHLY', interval: 1, endDate: '2026-12-31' },
      })
      expect(requestSchemaErrors('POST', SAVE_PATH, sent[0])).toEqual([])
    })

    it('keeps one side per line, shows the live difference, and sends nothing unbalanced', async () => {
      const user = userEvent.setup()
      renderForm()
      await fillBalancedEntry(user, '10.00')
      // Typing a debit on the credit line clears its credit.
      await user.type(screen.getByLabelText('Debit (line 2)'), '5')
      expect(screen.getByLabelText('Credit (line 2)')).toHaveValue('')
      await user.clear(screen.getByLabelText('Debit (line 2)'))
      await user.type(screen.getByLabelText('Credit (line 2)'), '9.99')
      expect(screen.getByText('Out of balance by $0.01.')).toBeInTheDocument()
      expect(screen.getByText('Out of balance by $0.01.').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite')

      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      expect(await screen.findAllByText('Debits and credits must be equal and above zero before the entry can be saved.')).not.toHaveLength(
        0,
      )
      expect(sent).toHaveLength(0)
    })

    it('a 500 is not taken as a refusal: the form says the outcome is unknown and where to look, keeps every value, and saves again only when asked, once', async () => {
      const user = userEvent.setup()
      const before = entries().length
      state.sandbox.failNext({ status: 500, path: SAVE_PATH })
      renderForm()
      await fillBalancedEntry(user)
      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      const alert = await screen.findByRole('alert')
      await waitFor(() => expect(alert).toHaveTextContent('It is not known whether this was saved.'))
      expect(alert).toHaveTextContent('The bookkeeping service reported a failure, after it may have stored it.')
      expect(alert).toHaveTextContent('Look in the general ledger of Miscellaneous')
      expect(entries()).toHaveLength(before)
      expect(screen.getByLabelText('Debit (line 1)')).toHaveValue('1,500.00')
      expect(screen.getByLabelText('Credit (line 2)')).toHaveValue('1,500.00')
      expect(screen.getByLabelText('Description')).toHaveValue('Reclassify deposit')
      await user.click(within(alert).getByRole('button', { name: 'Save again' }))
      await screen.findByText('Journal entry created.')
      expect(entries()).toHaveLength(before + 1)
      expect(entries().filter((entry) => entry.description === 'Reclassify deposit')).toHaveLength(1)
    })

    it('attaches a receipt through the host’s upload and saves the entry with it', async () => {
      const user = userEvent.setup()
      let attachment: Attachment | undefined
      const upload = vi.fn<UploadAttachment>(async (file) => {
        attachment = state.sandbox.addAttachment({ fileName: file.name, fileSize: `${file.size} B` })
        return attachment
      })
      const onSaved = vi.fn()
      renderForm({ onSaved, onUploadAttachment: upload })
      await fillBalancedEntry(user)
      await user.upload(
        screen.getByLabelText('Attach receipt'),
        new File(['%PDF-1.4 deposit slip'], 'deposit-slip.pdf', { type: 'application/pdf' }),
      )
      await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
      expect(await screen.findByRole('link', { name: `Open ${isolate('deposit-slip.pdf')} (new tab)` })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      await screen.findByText('Journal entry created.')

      const id = (attachment as Attachment).id
      expect(sent).toHaveLength(1)
      expect(sent[0]!.data[0]?.attachmentIds).toEqual([id])
      expect(requestSchemaErrors('POST', SAVE_PATH, sent[0])).toEqual([])
      const saved = onSaved.mock.calls[0]![0] as ManualJournalEntry
      expect(
        entries()
          .find((entry) => entry.id === saved.id)
          ?.attachments?.map((file) => file.id),
      ).toEqual([id])
    })

    it('puts a line’s error from the service on that line', async () => {
      const user = userEvent.setup()
      renderForm()
      await fillBalancedEntry(user)
      await user.selectOptions(screen.getByLabelText('GL account (line 2)'), 'Rent (bike shop)')
      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      const account = screen.getByLabelText('GL account (line 2)')
      await waitFor(() => expect(account).toHaveAttribute('aria-invalid', 'true'))
      expect(account).toHaveFocus()
      expect(screen.getByLabelText('GL account (line 1)')).not.toHaveAttribute('aria-invalid')
      expect(screen.getByLabelText('Debit (line 1)')).toHaveValue('1,500.00')
    })

    it('requires the required dimension, naming it', async () => {
      const user = userEvent.setup()
      renderForm()
      await fillBalancedEntry(user)
      await user.selectOptions(screen.getByLabelText('Location (required)'), '')
      await user.click(screen.getByRole('button', { name: 'Create entry' }))
      expect(await screen.findByText(wholeText('Location is required: choose a value.'))).toBeInTheDocument()
      expect(sent).toHaveLength(0)
    })

    // Our token body says its scope; the described one does not (readOnlyLearned.test.tsx covers that case).
    it('is read-only for a session whose token says scope read', async () => {
      const open = entries().find((entry) => entry.date > closingDate())!
      renderForm({ entry: open }, { scope: 'read' })
      await screen.findByText('You have view-only access, so nothing here can be changed.')
      expect(screen.getByLabelText('Description')).toBeDisabled()
    })

    it('is read-only for an entry in the closed period, and says why', async () => {
      const locked = entries().find((entry) => entry.date <= closingDate())!
      renderForm({ entry: locked })
      expect(await screen.findByText(/dated in a closed period/)).toBeInTheDocument()
      expect(screen.getByLabelText('Debit (line 1)')).toBeDisabled()
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    })
  })
})
