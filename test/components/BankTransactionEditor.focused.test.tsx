// The focused <BankTransactionEditor>: the bank line as facts, no raw id inputs unless the host asks,
// "More details" opening for values and errors, and receipts through the host's upload. bookkit's profile.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Attachment, BankTransaction, BankTransactionInput } from '../../src/api/types'
import {
  BankTransactionEditor,
  type BankTransactionEditorOptions,
  type BankTransactionEditorProps,
} from '../../src/components/BankTransactionEditor'
import type { UploadAttachment } from '../../src/react'
import { bankTransactionUpdate } from '../../src/api/writes/bankTransactionItems'
import { isolate } from '../../src/format/isolate'
import { SANDBOX } from '../../src/sandbox'
import { BOOKKIT } from '../support/profiles'
import { recordBodies } from '../support/requests'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'
import { wholeText } from '../../stories/support/sentences'

vi.setConfig({ testTimeout: 20_000 })
const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const options: BankTransactionEditorOptions = {
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.rent, name: 'Rent' },
    { id: bakery.categories.utilities, name: 'Utilities' },
    { id: bakery.categories.marketing, name: 'Marketing' },
    { id: 'ctg_co1_repairs', name: 'Repairs and maintenance' },
    { id: 'ctg_co1_delivery', name: 'Delivery' },
    { id: 'ctg_co1_bank_fees', name: 'Bank fees' },
    { id: 'ctg_co1_insurance', name: 'Insurance' },
    { id: 'ctg_co1_wages', name: 'Wages' },
    { id: 'ctg_co1_payroll_taxes', name: 'Payroll taxes' },
    { id: 'ctg_co1_sales_tax', name: 'Sales tax' },
    { id: bakery.categories.retailSales, name: 'Retail sales' },
    { id: bakery.categories.deposits, name: 'Deposits' },
  ],
  glAccounts: [{ id: bakery.glAccounts.unused, name: 'Miscellaneous' }],
}
const RAW_ID_LABELS = [/Invoice ID/, /Bill ID/, /Payroll ID/, /Attachment ID/]

describe('BankTransactionEditor, focused', () => {
  const { profile, service } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 } })
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  const closing = () => state.sandbox.inspect.closing(bakery.id).date
  const open = (test: (transaction: BankTransaction) => boolean = () => true) => {
    const found = stored().find(
      (transaction) => transaction.date > closing() && (transaction.children ?? []).length === 0 && test(transaction),
    )
    if (!found) throw new Error('the seed has no such open transaction')
    return found
  }
  let sent: { data: BankTransactionInput[] }[] = []
  beforeEach(() => {
    sent = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH)
  })
  afterEach(() => state.server.events.removeAllListeners())
  /** Setup done through another client: only what the editor sends from here on is recorded. */
  const recordFromHere = () => {
    state.server.events.removeAllListeners()
    sent = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH)
  }

  /** What an edit of `transaction` sends on this profile: the id and the change, or the whole record as read with the change. */
  const update = (transaction: BankTransaction, changes: Partial<BankTransactionInput>) =>
    bankTransactionUpdate(transaction, changes, service.updates)

  function renderEditor(props: BankTransactionEditorProps) {
    return renderWithSandbox(<BankTransactionEditor options={options} {...props} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
  }
  const formReady = () => screen.findByRole('form', { name: /bank transaction/i })
  const details = () => screen.getByText('More details').closest('details') as HTMLDetailsElement

  it('shows the bank line as facts and offers no raw id input, until the host asks for one', async () => {
    const transaction = open()
    const { unmount } = renderEditor({ transaction })
    await formReady()
    const facts = screen.getByRole('group', { name: 'From the bank' })
    expect(within(facts).getByText(transaction.description as string)).toBeInTheDocument()
    expect(within(facts).getByText('Amount')).toBeInTheDocument()
    expect(screen.getByLabelText('Category')).toBeInTheDocument()
    expect(screen.getByLabelText('Memo')).toBeInTheDocument()
    for (const label of RAW_ID_LABELS) expect(screen.queryByLabelText(label)).toBeNull()
    expect(details().open).toBe(false)
    unmount()

    const user = userEvent.setup()
    renderEditor({ transaction, idFields: ['invoiceId', 'attachmentIds'] })
    await formReady()
    expect(screen.getByLabelText('Attachment ID to add')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add split' }))
    expect(await screen.findByLabelText('Invoice ID (split 1)')).toBeInTheDocument()
    expect(screen.queryByLabelText(/Bill ID/)).toBeNull()
  })

  it('keeps date, amount and bank account editable when creating', async () => {
    renderEditor({ bankAccountId: bakery.bankAccounts.checking })
    await formReady()
    for (const label of ['Date', 'Amount', 'Bank account', 'Description']) expect(screen.getByLabelText(label)).toBeEnabled()
    expect(screen.queryByRole('group', { name: 'From the bank' })).toBeNull()
  })

  it('opens "More details" for a value, and again for an error after the user closed it', async () => {
    const user = userEvent.setup()
    const withOverride = open()
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const [saved] = await client.saveBankTransactions([
      { id: withOverride.id, tax: { paymentInfo: { region: 'STATE', year: 2026, quarter: 'Q2' } } },
    ])
    recordFromHere()
    const { unmount } = renderEditor({ transaction: saved?.data as BankTransaction })
    await formReady()
    expect(details().open).toBe(true)
    expect(screen.getByLabelText('Tax quarter')).toHaveDisplayValue('Q2')
    unmount()

    renderEditor({ transaction: open((transaction) => transaction.id !== withOverride.id) })
    await formReady()
    expect(details().open).toBe(false)
    await user.click(screen.getByText('More details'))
    await user.type(screen.getByLabelText('Tax year'), '20')
    await user.click(screen.getByText('More details'))
    expect(details().open).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(details().open).toBe(true))
    expect(screen.getByLabelText('Tax region')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toHaveLength(0)
  })

  it('offers the service’s suggestions by the host’s names, and saves the one chosen', async () => {
    const user = userEvent.setup()
    const transaction = open(
      (candidate) =>
        !candidate.category &&
        (candidate.suggestedCategories ?? []).some(({ id }) =>
          (options.categories as readonly { id: string }[]).some((option) => option.id === id),
        ),
    )
    renderEditor({ transaction })
    await formReady()
    const [first] = screen.getAllByRole('button', { name: /^Use / })
    const name = first?.textContent?.replace(/^Use /, '')
    const category = (options.categories as { id: string; name: string }[]).find((option) => option.name === name)
    await user.click(first as HTMLElement)
    expect(screen.getByLabelText('Category')).toHaveDisplayValue(name as string)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Transaction saved.')
    expect(sent[0]?.data).toEqual([update(transaction, { categoryId: category?.id })])
  })

  it('shows the amount in the bank’s original currency when the line was in another one, and not otherwise', async () => {
    // The sandbox's lines are all in the company's dollars; a line the bank reported in euros, as the list would pass it.
    const transaction = open((candidate) => candidate.amount < 0)
    const inEuros: BankTransaction = { ...transaction, currencyInfo: { originalCurrency: 'EUR', originalAmount: -4250 } }
    const { unmount } = renderEditor({ transaction: inEuros })
    await formReady()
    const facts = screen.getByRole('group', { name: 'From the bank' })
    const original = within(facts).getByText('Original amount').nextElementSibling
    expect(original).toHaveTextContent('€42.50')
    unmount()

    renderEditor({ transaction })
    await formReady()
    expect(transaction.currencyInfo?.originalCurrency).toBe('USD')
    expect(within(screen.getByRole('group', { name: 'From the bank' })).queryByText('Original amount')).toBeNull()
  })

  describe('receipts', () => {
    /** A host upload the test drives: each call waits until the test settles it. */
    function hostUpload() {
      const calls: {
        file: File
        signal: AbortSignal
        progress: (fraction: number) => void
        resolve: (attachment: Attachment) => void
        reject: (error: Error) => void
      }[] = []
      const upload = vi.fn<UploadAttachment>(
        (file, { signal, onProgress }) =>
          new Promise<Attachment>((resolve, reject) => {
            calls.push({ file, signal, progress: onProgress, resolve, reject })
          }),
      )
      return { upload, calls }
    }
    const receipt = () => new File(['%PDF-1.4 receipt'], 'flour-receipt.pdf', { type: 'application/pdf' })

    it('uploads through the host with progress, and saves the new attachment id', async () => {
      const user = userEvent.setup()
      const transaction = open((candidate) => (candidate.attachments ?? []).length === 0)
      const { upload, calls } = hostUpload()
      renderEditor({ transaction, onUploadAttachment: upload })
      await formReady()
      await user.upload(screen.getByLabelText('Attach receipt'), receipt())
      // The uploads' code may land a moment after the form (a later chunk): the file waits for it.
      await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
      calls[0]?.progress(0.4)
      const bar = await screen.findByRole('progressbar', { name: `Uploading ${isolate('flour-receipt.pdf')}` })
      await waitFor(() => expect(bar).toHaveAttribute('value', '0.4'))
      const attachment = state.sandbox.addAttachment({ fileName: 'flour-receipt.pdf', fileSize: '16 B' })
      calls[0]?.resolve(attachment)
      expect(await screen.findByRole('link', { name: `Open ${isolate('flour-receipt.pdf')} (new tab)` })).toHaveAttribute(
        'href',
        attachment.url,
      )
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await screen.findByText('Transaction saved.')
      expect(sent[0]?.data).toEqual([update(transaction, { attachmentIds: [attachment.id] })])
      expect(
        stored()
          .find((record) => record.id === transaction.id)
          ?.attachments?.map((file) => file.id),
      ).toEqual([attachment.id])
    })

    it('keeps both ids when two files finish uploading together', async () => {
      const user = userEvent.setup()
      const transaction = open((candidate) => (candidate.attachments ?? []).length === 0)
      // A host whose storage answers at once: both uploads resolve before the form renders again.
      const upload = vi.fn<UploadAttachment>(async (file) =>
        state.sandbox.addAttachment({ fileName: file.name, fileSize: `${file.size} B` }),
      )
      renderEditor({ transaction, onUploadAttachment: upload })
      await formReady()
      const flour = receipt()
      const butter = new File(['%PDF-1.4 butter'], 'butter-receipt.pdf', { type: 'application/pdf' })
      await user.upload(screen.getByLabelText('Attach receipt'), [flour, butter])
      await waitFor(() => expect(upload).toHaveBeenCalledTimes(2))
      expect(await screen.findByRole('link', { name: `Open ${isolate('flour-receipt.pdf')} (new tab)` })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: `Open ${isolate('butter-receipt.pdf')} (new tab)` })).toBeInTheDocument()
      const ids = await Promise.all(upload.mock.results.map((result) => result.value as Promise<Attachment>)).then((files) =>
        files.map((file) => file.id),
      )
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await screen.findByText('Transaction saved.')
      expect(sent[0]?.data).toEqual([update(transaction, { attachmentIds: ids })])
      expect(
        stored()
          .find((record) => record.id === transaction.id)
          ?.attachments?.map((file) => file.id),
      ).toEqual(ids)
    })

    it('uploads a file dropped on the attachments', async () => {
      const transaction = open((candidate) => (candidate.attachments ?? []).length === 0)
      const { upload, calls } = hostUpload()
      renderEditor({ transaction, onUploadAttachment: upload })
      await formReady()
      const field = screen.getByRole('group', { name: 'Attachments' })
      const dataTransfer = { files: [receipt()], types: ['Files'] }
      fireEvent.dragOver(field, { dataTransfer })
      expect(field).toHaveAttribute('data-state', 'dragging')
      fireEvent.drop(field, { dataTransfer })
      expect(field).not.toHaveAttribute('data-state')
      await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
      expect(calls[0]?.file.name).toBe('flour-receipt.pdf')
      expect(await screen.findByRole('progressbar', { name: `Uploading ${isolate('flour-receipt.pdf')}` })).toBeInTheDocument()
      const attachment = state.sandbox.addAttachment({ fileName: 'flour-receipt.pdf', fileSize: '16 B' })
      calls[0]?.resolve(attachment)
      expect(await screen.findByRole('link', { name: `Open ${isolate('flour-receipt.pdf')} (new tab)` })).toHaveAttribute(
        'href',
        attachment.url,
      )
      expect(screen.queryByRole('progressbar')).toBeNull()
    })

    it('says clearly when the upload fails, keeps everything typed, and retries', async () => {
      const user = userEvent.setup()
      const { upload, calls } = hostUpload()
      renderEditor({ transaction: open(), onUploadAttachment: upload })
      await formReady()
      await user.clear(screen.getByLabelText('Memo'))
      await user.type(screen.getByLabelText('Memo'), 'Market stall flour')
      await user.upload(screen.getByLabelText('Attach receipt'), receipt())
      await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
      calls[0]?.reject(new Error('The file server is full.'))
      expect(
        await screen.findByText(wholeText('flour-receipt.pdf was not attached: The file server is full. Nothing else was lost.')),
      ).toHaveAttribute('role', 'alert')
      expect(screen.getByLabelText('Memo')).toHaveValue('Market stall flour')
      await user.click(screen.getByRole('button', { name: 'Try flour-receipt.pdf again' }))
      expect(upload).toHaveBeenCalledTimes(2)
      expect(await screen.findByRole('progressbar', { name: `Uploading ${isolate('flour-receipt.pdf')}` })).toBeInTheDocument()
    })

    it('aborts the host’s upload on cancel', async () => {
      const user = userEvent.setup()
      const { upload, calls } = hostUpload()
      renderEditor({ transaction: open(), onUploadAttachment: upload })
      await formReady()
      await user.upload(screen.getByLabelText('Attach receipt'), receipt())
      await user.click(await screen.findByRole('button', { name: 'Cancel uploading flour-receipt.pdf' }))
      expect(calls[0]?.signal.aborted).toBe(true)
      expect(screen.queryByRole('progressbar')).toBeNull()
    })

    it('takes the provider’s upload when the editor has none, and removes an attachment', async () => {
      const user = userEvent.setup()
      const transaction = open()
      const attachment = state.sandbox.addAttachment({ fileName: 'rent-invoice.pdf', fileSize: '48 KB' })
      const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
      const [saved] = await client.saveBankTransactions([{ id: transaction.id, attachmentIds: [attachment.id] }])
      recordFromHere()
      const { upload } = hostUpload()
      renderWithSandbox(<BankTransactionEditor options={options} transaction={saved?.data as BankTransaction} />, state.sandbox, {
        userId: SANDBOX.users.bakeryOwner,
        provider: { onUploadAttachment: upload },
      })
      await formReady()
      expect(screen.getByLabelText('Attach receipt')).toBeInTheDocument()
      expect(screen.getByText('48 KB')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Remove rent-invoice.pdf' }))
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await screen.findByText('Transaction saved.')
      expect(sent[0]?.data).toEqual([update(saved?.data as BankTransaction, { attachmentIds: [] })])
      expect(stored().find((record) => record.id === transaction.id)?.attachments ?? []).toEqual([])
    })

    it('without an upload shows attachments but offers no way to add one; a non-http url is not a link', async () => {
      const transaction = {
        ...open(),
        attachments: [{ id: bakery.attachments[0] as string, fileName: 'evil.pdf', url: 'javascript:alert(1)', fileSize: '1 KB' }],
      } as BankTransaction
      renderEditor({ transaction })
      await formReady()
      expect(screen.getByText('evil.pdf', { selector: '.bk-attachments__name' })).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: /evil\.pdf/ })).toBeNull()
      expect(screen.queryByLabelText('Attach receipt')).toBeNull()
      expect(screen.queryByLabelText(/Attachment ID/)).toBeNull()
      expect(screen.getByRole('button', { name: 'Remove evil.pdf' })).toBeInTheDocument()
    })
  })
})
