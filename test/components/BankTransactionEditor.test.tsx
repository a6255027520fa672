// <BankTransactionEditor> in jsdom against the sandbox: what the sandbox holds after each save (one
// record per save, exact cents, the ledger moved by the right figures), errors landing on their
// fields, nothing typed ever lost, and the read-only cases. On bookkit's profile, with one smoke test
// on the described profile (a create sent no review status, an update the whole record); what each
// profile's save item holds is proved in Node (test/core/forms/bankTransactionForm.test.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import {
  BankTransactionEditor,
  type BankTransactionEditorOptions,
  type BankTransactionEditorProps,
} from '../../src/components/BankTransactionEditor'
import { bankTransactionUpdate } from '../../src/api/writes/bankTransactionItems'
import { SANDBOX } from '../../src/sandbox'
import { requestSchemaErrors } from '../support/contract'
import { wholeText } from '../../stories/support/sentences'
import { recordBodies } from '../support/requests'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'
import { typeRyeFlour } from '../support/bankTransaction'
import { questionsKey } from '../../src/core/store/store'
import type { QuestionsRecord } from '../../src/core/questions/types'

const SAVE_PATH = '/v6/banks/transactions'
// The machine running the suite is shared: a form's user events can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 })
const bakery = SANDBOX.companies.bakery
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }
const channel = { id: bakery.dimensions.channel.id, name: 'Channel', requiredness: 'NOT_REQUIRED' as const }

const options: BankTransactionEditorOptions = {
  bankAccounts: [
    { id: bakery.bankAccounts.checking, name: 'Checking' },
    { id: bakery.bankAccounts.savings, name: 'Savings' },
  ],
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.rent, name: 'Rent' },
    { id: bakery.categories.marketing, name: 'Marketing' },
    // Another company's category: the service refuses it with `param: categoryId`.
    { id: SANDBOX.companies.bikeShop.categories.parts, name: 'Parts (bike shop)' },
  ],
  vendors: [{ id: bakery.vendors.millstoneFlour, name: 'Millstone Flour' }],
  customers: [{ id: bakery.customers.blueHeronCafe, name: 'Blue Heron Cafe' }],
  classSegments: [
    { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location },
    { id: bakery.dimensions.location.values.riverside, name: 'Riverside', dimension: location },
    { id: bakery.dimensions.channel.values.retail, name: 'Retail', dimension: channel },
  ],
}

describe('BankTransactionEditor', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 } })
  let sent: { data: BankTransactionInput[] }[] = []
  beforeEach(() => {
    sent = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH)
  })
  afterEach(() => state.server.events.removeAllListeners())

  function renderEditor(props: BankTransactionEditorProps = {}, who: { scope?: 'read' | 'write' } = {}) {
    return renderWithSandbox(<BankTransactionEditor options={options} {...props} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      ...who,
    })
  }

  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  const linesOf = (glAccountId: string, sourceId: string) =>
    state.sandbox.inspect.glLines(glAccountId).filter((line) => line.sourceId === sourceId)
  const closingDate = () => state.sandbox.inspect.closing(bakery.id).date

  /** An open (after the closing), unsplit expense of the bakery. */
  function openExpense(): BankTransaction {
    const found = stored().find(
      (transaction) => transaction.date > closingDate() && transaction.type === 'EXPENSE' && (transaction.children ?? []).length === 0,
    )
    if (!found) throw new Error('the seed has no open expense')
    return found
  }

  /** A saved transaction's bank line (date, amount, description, bank account) is corrected under "More details". */
  async function openMoreDetails(user: ReturnType<typeof userEvent.setup>) {
    const details = screen.getByText('More details').closest('details') as HTMLDetailsElement
    if (!details.open) await user.click(screen.getByText('More details'))
    expect(details.open).toBe(true)
  }

  async function formReady() {
    return screen.findByRole('form', { name: /bank transaction/i })
  }

  /** Answers yes to the question a save of a reconciled transaction asks first. */
  async function confirmChange(user: ReturnType<typeof userEvent.setup>) {
    const question = await screen.findByRole('dialog', { name: 'Change a reconciliation?' })
    await user.click(within(question).getByRole('button', { name: 'Save the change' }))
  }

  async function fillNewExpense(user: ReturnType<typeof userEvent.setup>, amount = '42.35') {
    await formReady()
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-20' } })
    await user.type(screen.getByLabelText('Amount'), amount)
    await user.type(screen.getByLabelText('Description'), 'Rye flour')
    await user.selectOptions(screen.getByLabelText('Category'), 'Ingredients')
    await user.selectOptions(screen.getByLabelText('Location (required)'), 'Main Street')
  }

  describe('BankTransactionEditor: create', () => {
    it('creates exactly one record after a double click, in exact cents, and moves the ledger by that figure', async () => {
      const user = userEvent.setup()
      const onSaved = vi.fn()
      const before = stored().length
      renderEditor({ bankAccountId: bakery.bankAccounts.checking, onSaved })
      await fillNewExpense(user)
      await user.selectOptions(screen.getByLabelText('Vendor'), 'Millstone Flour')
      expect(screen.getByText('Saved as -$42.35.', { exact: false })).toBeInTheDocument()

      const save = screen.getByRole('button', { name: 'Create transaction' })
      // Two clicks before React can re-render the button: the ref guard must stop the second.
      fireEvent.click(save)
      fireEvent.click(save)
      expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
      fireEvent.submit(save.closest('form')!)
      await screen.findByText('Transaction created.')

      expect(sent).toHaveLength(1)
      expect(requestSchemaErrors('POST', SAVE_PATH, sent[0])).toEqual([])
      // Our decision creates it to review.
      expect(sent[0]!.data[0]!.reviewStatus).toBe('UNREVIEWED')
      expect(stored()).toHaveLength(before + 1)
      const created = stored().find((transaction) => transaction.description === 'Rye flour')!
      expect(created).toMatchObject({
        amount: -4235,
        type: 'EXPENSE',
        date: '2026-06-20',
        category: { id: bakery.categories.ingredients },
        vendor: { id: bakery.vendors.millstoneFlour },
      })
      expect(onSaved).toHaveBeenCalledTimes(1)
      expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: created.id, amount: -4235 })
      // Money out: the bank account is credited and the category's expense account debited, both by 42.35.
      expect(linesOf(bakery.glAccounts.checking, created.id)).toMatchObject([{ drAmount: 0, crAmount: 4235 }])
      expect(linesOf(bakery.glAccounts.busyExpense, created.id)).toMatchObject([{ drAmount: 4235, crAmount: 0 }])
      const balance = state.sandbox.inspect.trialBalance(bakery.id)
      expect(balance.debits).toBe(balance.credits)

      // Saving again updates the same record: never a second create.
      await openMoreDetails(user)
      await user.clear(screen.getByLabelText('Amount'))
      await user.type(screen.getByLabelText('Amount'), '0.30')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await screen.findByText('Transaction saved.')
      expect(sent[1]!.data[0]).toEqual({ id: created.id, amount: -30 })
      expect(stored()).toHaveLength(before + 1)
      expect(linesOf(bakery.glAccounts.busyExpense, created.id)).toMatchObject([{ drAmount: 30 }])
    })

    it('splits the amount, shows what is left to allocate, and refuses to send splits that do not add up', async () => {
      const user = userEvent.setup()
      renderEditor({ bankAccountId: bakery.bankAccounts.checking })
      await fillNewExpense(user, '100.00')
      await user.click(screen.getByRole('button', { name: 'Add split' }))
      // A new split starts with what is left: the whole amount (once the split rows' code has loaded and filled it in).
      await waitFor(() => expect(screen.getByLabelText('Amount (split 1)')).toHaveValue('100.00'))
      await user.clear(screen.getByLabelText('Amount (split 1)'))
      await user.type(screen.getByLabelText('Amount (split 1)'), '0.10')
      await user.click(screen.getByRole('button', { name: 'Add split' }))
      await waitFor(() => expect(screen.getByLabelText('Amount (split 2)')).toHaveValue('99.90'))
      await user.clear(screen.getByLabelText('Amount (split 2)'))
      await user.type(screen.getByLabelText('Amount (split 2)'), '0.20')
      expect(screen.getByText('Remaining to allocate: $99.70')).toHaveAttribute('aria-live', 'polite')

      await user.click(screen.getByRole('button', { name: 'Create transaction' }))
      expect(await screen.findByText(/The splits add up to \$0\.30 but the amount is \$100\.00/)).toBeInTheDocument()
      expect(sent).toHaveLength(0)

      await user.clear(screen.getByLabelText('Amount (split 2)'))
      await user.type(screen.getByLabelText('Amount (split 2)'), '99.90')
      await user.selectOptions(screen.getByLabelText('Category (split 2)'), 'Rent')
      expect(screen.getByText('The splits add up to the amount.')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Create transaction' }))
      await screen.findByText('Transaction created.')
      const created = stored().find((transaction) => transaction.description === 'Rye flour')!
      expect(created.amount).toBe(-10000)
      expect(created.children?.map((split) => split.amount)).toEqual([-10, -9990])
      expect(linesOf(bakery.glAccounts.rent, created.id)).toMatchObject([{ drAmount: 9990 }])
    })

    it('names a missing required dimension and a date inside the closed period, and sends nothing', async () => {
      const user = userEvent.setup()
      renderEditor({ bankAccountId: bakery.bankAccounts.checking })
      await formReady()
      fireEvent.change(screen.getByLabelText('Date'), { target: { value: closingDate() } })
      await user.type(screen.getByLabelText('Amount'), '5')
      await user.click(screen.getByRole('button', { name: 'Create transaction' }))
      // What the checks say is validateBankTransaction's (test/core/forms/bankTransactionForm.test.ts); here, that the closing reaches them.
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('2 fields need attention before saving.'))
      expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toHaveLength(0)
    })
  })

  describe('BankTransactionEditor: failures keep what was typed', () => {
    // A 500, then a save that creates exactly one record, every typed value kept between:
    // test/reliability/componentWrites.test.tsx › BankTransactionEditor, when a save fails.
    it('puts an item-level error on the field its param names, and saves once it is fixed', async () => {
      const user = userEvent.setup()
      renderEditor({ bankAccountId: bakery.bankAccounts.checking })
      await fillNewExpense(user)
      await user.selectOptions(screen.getByLabelText('Category'), 'Parts (bike shop)')
      await user.click(screen.getByRole('button', { name: 'Create transaction' }))

      const category = screen.getByLabelText('Category')
      await waitFor(() => expect(category).toHaveAttribute('aria-invalid', 'true'))
      // The owner of the bakery cannot see the bike shop's records: the service answers NOT_FOUND for it.
      expect(category).toHaveAccessibleDescription(/No category with id .+ is not visible to this token/)
      expect(category).toHaveFocus()
      expect(screen.getByRole('alert')).toHaveTextContent('The bookkeeping service did not save this.')
      expect(screen.getByLabelText('Amount')).toHaveValue('42.35')

      await user.selectOptions(category, 'Ingredients')
      expect(category).not.toHaveAttribute('aria-invalid')
      await user.click(screen.getByRole('button', { name: 'Create transaction' }))
      await screen.findByText('Transaction created.')
      expect(stored().filter((transaction) => transaction.description === 'Rye flour')).toHaveLength(1)
    })

    it("says the host's words for what only follows a save or opens later (their tables load after the form)", async () => {
      const user = userEvent.setup()
      renderWithSandbox(<BankTransactionEditor options={options} bankAccountId={bakery.bankAccounts.checking} />, state.sandbox, {
        userId: SANDBOX.users.bakeryOwner,
        provider: {
          messages: { 'shared.form.serverRefused': 'Nicht gespeichert.', 'bankTransactionEditor.reviewStatus': 'Prüfstatus' },
        },
      })
      await fillNewExpense(user)
      await user.selectOptions(screen.getByLabelText('Category'), 'Parts (bike shop)')
      await user.click(screen.getByRole('button', { name: 'Create transaction' }))
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nicht gespeichert.'))
      expect(screen.getByLabelText('Prüfstatus')).toBeInTheDocument()
    })

    it('puts a split’s error on that split’s field', async () => {
      const user = userEvent.setup()
      renderEditor({ bankAccountId: bakery.bankAccounts.checking })
      await fillNewExpense(user, '10')
      await user.click(screen.getByRole('button', { name: 'Add split' }))
      await user.selectOptions(screen.getByLabelText('Category (split 1)'), 'Parts (bike shop)')
      await user.click(screen.getByRole('button', { name: 'Create transaction' }))
      await waitFor(() => expect(screen.getByLabelText('Category (split 1)')).toHaveAttribute('aria-invalid', 'true'))
      expect(screen.getByLabelText('Category')).not.toHaveAttribute('aria-invalid')
    })
  })

  describe('BankTransactionEditor: edit and delete', () => {
    it('updates only what changed, on the same record', async () => {
      const user = userEvent.setup()
      const transaction = openExpense()
      const before = stored().length
      renderEditor({ transaction })
      await formReady()
      await openMoreDetails(user)
      const amount = screen.getByLabelText('Amount')
      expect(amount).toHaveValue((-transaction.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }))
      await user.clear(amount)
      await user.type(amount, '12.34')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      // The seed reconciled it: a new amount is asked about first (changeConfirm.test.tsx).
      await confirmChange(user)
      await screen.findByText('Transaction saved.')
      expect(sent.map((body) => body.data)).toEqual([[{ id: transaction.id, amount: -1234 }]])
      expect(stored()).toHaveLength(before)
      expect(stored().find((record) => record.id === transaction.id)?.amount).toBe(-1234)
    })

    it('loads More details after the form shows, and saves what is chosen there', async () => {
      const user = userEvent.setup()
      const transaction = openExpense()
      renderEditor({ transaction })
      await formReady()
      await openMoreDetails(user)
      const access = await screen.findByLabelText('Business owner’s access')
      const next = (access as HTMLSelectElement).value === 'READ' ? 'WRITE' : 'READ'
      await user.selectOptions(access, next)
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await screen.findByText('Transaction saved.')
      expect(sent).toHaveLength(1)
      expect(sent[0]!.data[0]).toMatchObject({ id: transaction.id, userAccess: next })
    })

    it('clears a field the user cleared with null', async () => {
      const user = userEvent.setup()
      const named = new Set<string>([bakery.categories.ingredients, bakery.categories.rent, bakery.categories.marketing])
      const transaction = stored().find(
        (candidate) => candidate.date > closingDate() && (candidate.children ?? []).length === 0 && named.has(candidate.category?.id ?? ''),
      )
      if (!transaction) throw new Error('the seed has no open categorized transaction')
      renderEditor({ transaction })
      await formReady()
      await user.selectOptions(screen.getByLabelText('Category'), 'None')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      // The seed reconciled it: a category cleared is asked about first (changeConfirm.test.tsx).
      await confirmChange(user)
      await screen.findByText('Transaction saved.')
      expect(sent).toHaveLength(1)
      const item = sent[0]!.data[0]!
      expect(item).toMatchObject({ id: transaction.id, categoryId: null })
      expect(Object.keys(item).sort()).toEqual(['categoryId', 'id'])
      expect(stored().find((record) => record.id === transaction.id)?.category).toBeUndefined()
    })

    it('keeps a refund’s signs: an expense of +50.00 split +30/+20 saves with a split’s new category and every sign as read', async () => {
      // A refund is an expense coming in (DESIGN decision 14); it is made as a partner's would be, through the service.
      const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
      const [answer] = await client.saveBankTransactions([
        {
          bankAccountId: bakery.bankAccounts.checking,
          date: '2026-06-20',
          type: 'EXPENSE',
          amount: 5000,
          description: 'Flour returned',
          classSegmentIds: [bakery.dimensions.location.values.mainStreet],
          children: [
            { amount: 3000, categoryId: bakery.categories.ingredients },
            { amount: 2000, categoryId: bakery.categories.rent },
          ],
        },
      ])
      const refund = answer?.data
      if (!refund) throw new Error(`the sandbox refused the refund: ${JSON.stringify(answer)}`)
      const splitIds = (refund.children ?? []).map((split) => split.id)
      const sentBefore = sent.length
      const user = userEvent.setup()
      renderEditor({ transaction: refund })
      await formReady()
      expect(screen.getByLabelText('Amount (split 1)')).toHaveValue('30.00')
      expect(screen.getByLabelText('Amount (split 2)')).toHaveValue('20.00')
      expect(screen.getByText('The splits add up to the amount.')).toBeInTheDocument()
      await user.selectOptions(screen.getByLabelText('Category (split 1)'), 'Marketing')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await screen.findByText('Transaction saved.')
      const editorSent = sent.slice(sentBefore)
      expect(editorSent).toHaveLength(1)
      const item = editorSent[0]!.data[0]!
      expect(item.children).toEqual([
        { id: splitIds[0], amount: 3000, categoryId: bakery.categories.marketing },
        { id: splitIds[1], amount: 2000, categoryId: bakery.categories.rent },
      ])
      expect(Object.keys(item).sort()).toEqual(['children', 'id'])
      const saved = stored().find((record) => record.id === refund.id)
      expect(saved?.amount).toBe(5000)
      expect(saved?.children?.map((split) => split.amount)).toEqual([3000, 2000])
    })

    it('reports unsaved changes and asks the browser to warn before leaving', async () => {
      const user = userEvent.setup()
      const onDirtyChange = vi.fn()
      renderEditor({ transaction: openExpense(), onDirtyChange })
      await formReady()
      await user.type(screen.getByLabelText('Memo'), 'x')
      expect(onDirtyChange).toHaveBeenLastCalledWith(true)
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
      const leaving = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(leaving)
      expect(leaving.defaultPrevented).toBe(true)
      await user.clear(screen.getByLabelText('Memo'))
      expect(onDirtyChange).toHaveBeenLastCalledWith(false)
    })

    // The confirmation, the split rows and the form's checks load after the form has shown:
    // an action taken at once still works, waiting for that code if it must, and loses nothing.
    it('opens the delete confirmation when Delete is pressed as soon as the form shows', async () => {
      const transaction = openExpense()
      renderEditor({ transaction })
      await formReady()
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
      const dialog = await screen.findByRole('dialog', { name: 'Delete this bank transaction?' })
      expect(within(dialog).getByText(new RegExp(transaction.description ?? transaction.id))).toBeInTheDocument()
    })

    it('adds a split, focused on its amount, when Add split is pressed as soon as the form shows', async () => {
      renderEditor({ transaction: openExpense() })
      await formReady()
      fireEvent.click(screen.getByRole('button', { name: 'Add split' }))
      expect(await screen.findByLabelText('Amount (split 1)')).toBeInTheDocument()
    })

    it('shows a transaction’s saved splits with their amounts', async () => {
      const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
      const [answer] = await client.saveBankTransactions([
        {
          bankAccountId: bakery.bankAccounts.checking,
          date: '2026-06-20',
          type: 'EXPENSE',
          amount: -5000,
          description: 'Flour and rent',
          classSegmentIds: [bakery.dimensions.location.values.mainStreet],
          children: [
            { amount: -3000, categoryId: bakery.categories.ingredients },
            { amount: -2000, categoryId: bakery.categories.rent },
          ],
        },
      ])
      if (!answer?.data) throw new Error(`the sandbox refused the split expense: ${JSON.stringify(answer)}`)
      renderEditor({ transaction: answer.data })
      await formReady()
      expect(await screen.findByLabelText('Amount (split 1)')).toHaveValue('30.00')
      expect(screen.getByLabelText('Amount (split 2)')).toHaveValue('20.00')
    })

    it('saves when Save is pressed as soon as the form shows: its checks load first', async () => {
      const user = userEvent.setup()
      const transaction = openExpense()
      renderEditor({ transaction })
      await formReady()
      await user.type(screen.getByLabelText('Memo'), ' (checked)')
      fireEvent.click(screen.getByRole('button', { name: 'Save' }))
      expect(await screen.findByText('Transaction saved.', { selector: '.bk-form-alert__title' })).toBeInTheDocument()
      expect(stored().find((record) => record.id === transaction.id)?.notes).toMatch(/\(checked\)$/)
    })

    it('deletes after confirmation; the record leaves the books', async () => {
      const user = userEvent.setup()
      const transaction = openExpense()
      const onDeleted = vi.fn()
      renderEditor({ transaction, onDeleted })
      await formReady()
      await user.click(screen.getByRole('button', { name: 'Delete' }))
      const dialog = screen.getByRole('dialog', { name: 'Delete this bank transaction?' })
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
      await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1))
      expect(onDeleted.mock.calls[0]![0]).toMatchObject({ id: transaction.id, status: 'DELETED' })
      expect(stored().some((record) => record.id === transaction.id)).toBe(false)
      expect(state.sandbox.inspect.deletedBankTransactionIds(bakery.id)).toContain(transaction.id)
      expect(state.sandbox.inspect.glLines(bakery.glAccounts.checking).some((line) => line.sourceId === transaction.id)).toBe(false)
      expect(await screen.findByText('This transaction was deleted.', { selector: '.bk-form-alert__title' })).toBeInTheDocument()
    })
  })

  describe('BankTransactionEditor: a transfer’s side', () => {
    it('says before and after a delete that the other side of its transfer is no longer paired, and it goes back to review', async () => {
      const user = userEvent.setup()
      const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
      const [out, into] = await client.saveBankTransactions([
        { date: '2026-06-25', amount: -50000, bankAccountId: bakery.bankAccounts.checking, description: 'TO RESERVE' },
        { date: '2026-06-26', amount: 50000, bankAccountId: bakery.bankAccounts.savings, description: 'FROM CHECKING' },
      ])
      const [paired] = await client.saveBankTransactions([
        { id: out!.data!.id, matchingBankTransactionId: into!.data!.id, reviewStatus: 'REVIEWED' },
      ])
      renderEditor({ transaction: paired!.data! })
      await formReady()
      await user.click(screen.getByRole('button', { name: 'Delete' }))
      const dialog = await screen.findByRole('dialog', { name: 'Delete this bank transaction?' })
      expect(
        within(dialog).getByText(
          wholeText(/^It is one side of a transfer: its other side, FROM CHECKING \(\+\$500\.00 in Reserve Savings ••9930\)/),
        ),
      ).toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
      expect(await screen.findByText('Its other side is no longer paired as a transfer and is back in To review.')).toBeInTheDocument()
      const other = stored().find((record) => record.id === into!.data!.id)
      expect(other?.matchingBankTransaction?.id).toBeUndefined()
      expect(other?.reviewStatus).toBe('UNREVIEWED')
    })
  })

  describe('BankTransactionEditor: asking the owner', () => {
    it('asks about the transaction open from its actions: one question in the store, said in the form, and said "already asked" after', async () => {
      const user = userEvent.setup()
      const transaction = openExpense()
      renderEditor({ transaction, companyId: bakery.id })
      await formReady()
      await user.click(screen.getByRole('button', { name: 'Ask the owner…' }))
      const dialog = await screen.findByRole('dialog', { name: /^Ask the owner about / })
      await user.click(within(dialog).getByRole('button', { name: 'Please add the receipt' }))
      await user.click(within(dialog).getByRole('button', { name: 'Send' }))

      expect(await screen.findByText('Asked the owner about 1 transaction.')).toBeInTheDocument()
      const record = (await state.sandbox.store.load(questionsKey(bakery.id)))?.value as QuestionsRecord
      expect(record.questions).toMatchObject([
        { kind: 'transaction', subjects: [{ transactionId: transaction.id }], template: 'receipt', receiptNeeded: true },
      ])
      await user.click(screen.getByRole('button', { name: 'Ask the owner…' }))
      const again = await screen.findByRole('dialog', { name: /^Ask the owner about / })
      expect(within(again).getByText(/^Each of these is already asked/)).toBeInTheDocument()
    })
  })

  describe('BankTransactionEditor: read-only', () => {
    // Our token body says its scope; the described one does not (readOnlyLearned.test.tsx covers that case).
    it('shows a read-only session everything disabled and says why', async () => {
      renderEditor({ transaction: openExpense() }, { scope: 'read' })
      await formReady()
      expect(screen.getByText('You have view-only access, so nothing here can be changed.')).toBeInTheDocument()
      expect(screen.getByLabelText('Amount')).toBeDisabled()
      expect(screen.getByLabelText('Category')).toBeDisabled()
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    })

    it('opens a transaction dated in the closed period read-only and says why', async () => {
      const locked = stored().find((transaction) => transaction.date <= closingDate())!
      renderEditor({ transaction: locked })
      await formReady()
      expect(
        screen.getByText(/dated in a closed period \(the books are closed through .+\), so it can't be changed or deleted/),
      ).toBeInTheDocument()
      expect(screen.getByLabelText('Date')).toBeDisabled()
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    })
  })
})

describe('BankTransactionEditor on the described service (smoke)', () => {
  const state = useSandboxServer({
    profile: DESCRIBED.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 },
  })
  afterEach(() => state.server.events.removeAllListeners())

  it('creates with no review status, then saves a change as the whole record as created with the change over it', async () => {
    const user = userEvent.setup()
    const sent = recordBodies<{ data: BankTransactionInput[] }>(
      state.server,
      (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH,
    )
    const onSaved = vi.fn()
    renderWithSandbox(
      <BankTransactionEditor options={options} bankAccountId={bakery.bankAccounts.checking} onSaved={onSaved} />,
      state.sandbox,
      {
        userId: SANDBOX.users.bakeryOwner,
      },
    )
    await typeRyeFlour(user)
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    await screen.findByText('Transaction created.')
    expect(sent).toHaveLength(1)
    expect(requestSchemaErrors('POST', SAVE_PATH, sent[0])).toEqual([])
    // The described service is sent no review status at all.
    expect(sent[0]!.data[0]).not.toHaveProperty('reviewStatus')
    const created = onSaved.mock.calls[0]![0] as BankTransaction

    const details = screen.getByText('More details').closest('details') as HTMLDetailsElement
    if (!details.open) await user.click(screen.getByText('More details'))
    await user.clear(screen.getByLabelText('Amount'))
    await user.type(screen.getByLabelText('Amount'), '0.30')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Transaction saved.')
    expect(sent).toHaveLength(2)
    // The record as the create answered it, with the new amount: references by their ids, as the request item names them.
    expect(sent[1]!.data[0]).toEqual(bankTransactionUpdate(created, { amount: -30 }, 'whole'))
    expect(sent[1]!.data[0]).toMatchObject({
      id: created.id,
      amount: -30,
      date: '2026-06-20',
      type: 'EXPENSE',
      description: 'Rye flour',
      bankAccountId: bakery.bankAccounts.checking,
      categoryId: bakery.categories.ingredients,
      classSegmentIds: [bakery.dimensions.location.values.mainStreet],
    })
    expect(requestSchemaErrors('POST', SAVE_PATH, sent[1])).toEqual([])
    expect(state.sandbox.inspect.bankTransactions(bakery.id).find((record) => record.id === created.id)).toMatchObject({ amount: -30 })
  })
})
