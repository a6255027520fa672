// <BankStatementImport> in jsdom, in a real provider against the sandbox, on the bookkit service:
// a file chosen in the input is read, previewed row by row and imported into the chosen account;
// the done step names the account and what was there already; Review them and Undo import; the
// same file again imports nothing; a file that cannot be read says what to download instead and
// sends nothing; a date format the file leaves open (a CSV's, a QIF's) is asked before anything is imported; a likely
// duplicate is imported only when ticked; Cancel leaves the rest to "Import the rest", which books
// nothing twice; the account's settings are remembered for its next file. Layout, focus on an
// error's row, axe, 390 px and the dark theme are in bankStatementImport.browser.test.tsx. On the
// described service (one smoke test): the same file twice imports nothing though that service lists
// by a bodiless POST in no stated order and refuses no repeated id; the listing and the rest of the
// profiles' differences are proved in test/api/serviceProfile.test.ts and test/sandbox/profile*.test.ts.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BankStatementImport } from '../../src/components/BankStatementImport'
import type { BookkeepingEvent } from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import { wholeText } from '../../stories/support/sentences'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { recordRequests, requestsTo } from '../support/requests'
import { giveGridsAViewport } from '../support/gridViewport'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { readBankStatement } from '../../src/core/import'
import { fixtureBytes, fixtureFile, fixtureText } from '../core/import/statementFixtures'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const ACCOUNTS = [
  { id: CHECKING, name: 'Business Checking' },
  { id: bakery.bankAccounts.savings, name: 'Reserve Savings' },
]

const SAVINGS = bakery.bankAccounts.savings

/** How many rows the preview counts, whatever their state. */
const countedRows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .reduce((sum, item) => sum + Number(/(\d+)$/.exec(item.textContent ?? '')?.[1] ?? 0), 0)

const fixture = (name: string, type = 'text/csv') => new File([fixtureBytes(name)], name, { type })
const imported = (sandbox: {
  inspect: {
    bankTransactions: (
      companyId: string,
    ) => Array<{ apiName?: string | null; apiSourceId?: string | null; bankAccount?: { id: string } | null }>
  }
}) => sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiName === 'STATEMENT_IMPORT')

async function chooseFile(file: File) {
  // As a user who switched the file picker to "All files": the input's `accept` only suggests.
  const user = userEvent.setup({ applyAccept: false })
  await user.upload(screen.getByLabelText('Statement file'), file)
  return user
}

// The steps and the preview grid are loaded on demand: the first test of a busy worker would spend
// its wait for the preview on compiling them. They are loaded here, before any test waits.
beforeAll(
  () =>
    Promise.all([
      import('../../src/components/BankStatementImport/ImportSteps'),
      import('../../src/components/BankStatementImport/PreviewStep').then((step) => step.loadPreviewGrid()),
    ]),
  120_000,
)

describe('<BankStatementImport> on the described service (smoke)', () => {
  // A small ledger: the account's own transactions are not what the smoke test is about.
  const server = useSandboxServer({
    profile: DESCRIBED.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 },
  })
  beforeEach(() => {
    localStorage.clear()
    giveGridsAViewport()
  })

  it('imports a file, then finds every row of the same file already imported, though the service lists in no stated order and refuses no repeated id', async () => {
    const requests = recordRequests(server.server)
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    let user = await chooseFile(fixture('us-checking.csv'))
    await user.click(await screen.findByRole('button', { name: /^Import \d+ transactions$/ }))
    await screen.findByText(/transactions imported/)
    const count = imported(server.sandbox).length
    expect(count).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: 'Import another file' }))
    const saves = () =>
      requestsTo(requests, '/v6/banks/transactions').filter((request) => request.headers.get('content-type')?.includes('json'))
    const savesBefore = saves().length
    user = await chooseFile(fixture('us-checking.csv'))
    expect(
      await within(await screen.findByRole('list', { name: 'What happens' })).findByText(`Already imported: ${count}`),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Import 0 transactions' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('Nothing to import: no row is new to the account.')).toBeInTheDocument()
    // The account is read by the described listing (a bodiless POST), never by the v5 GET; nothing more is saved.
    expect(requestsTo(requests, '/v5/banks/transactions', 'GET')).toEqual([])
    expect(requestsTo(requests, '/v6/banks/transactions').length).toBeGreaterThan(saves().length)
    expect(saves()).toHaveLength(savesBefore)
    expect(imported(server.sandbox)).toHaveLength(count)
  })
})

describe('<BankStatementImport> on the bookkit service', () => {
  // A small ledger: what the account already holds is seeded by the test that needs it.
  const server = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 },
  })
  beforeEach(() => {
    localStorage.clear()
    giveGridsAViewport()
  })
  afterEach(() => vi.restoreAllMocks())

  it('reads a chosen file, previews every row, imports the new ones into the chosen account, and undoes the import', async () => {
    const events: BookkeepingEvent[] = []
    const onImported = vi.fn()
    const onReviewImported = vi.fn()
    renderWithSandbox(
      <BankStatementImport bankAccounts={ACCOUNTS} onImported={onImported} onReviewImported={onReviewImported} />,
      server.sandbox,
      { provider: { onEvent: (event) => events.push(event) } },
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Import a bank statement' })).toBeInTheDocument()
    expect(screen.getByLabelText('Statement file')).toBeDisabled()
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Bank account'), 'Business Checking')
    await user.upload(screen.getByLabelText('Statement file'), fixture('us-checking.csv'))

    const importButton = await screen.findByRole('button', { name: /^Import \d+ transactions$/ })
    const count = Number(/\d+/.exec(importButton.textContent ?? '')?.[0])
    expect(screen.getByRole('heading', { level: 3, name: 'Check the rows' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'What happens' })).getByText(`New: ${count}`)).toBeInTheDocument()
    expect(imported(server.sandbox)).toHaveLength(0)

    await user.click(importButton)
    expect(await screen.findByText(wholeText(new RegExp(`^${count} transactions imported into Business Checking`)))).toBeInTheDocument()
    const rows = imported(server.sandbox)
    expect(rows).toHaveLength(count)
    expect(rows.every((record) => record.bankAccount?.id === CHECKING)).toBe(true)
    expect(new Set(rows.map((record) => record.apiSourceId)).size).toBe(count)
    expect(onImported).toHaveBeenCalledTimes(1)
    expect(events.filter((event) => event.type === 'statementImported')).toEqual([
      expect.objectContaining({ bankAccountId: CHECKING, transactionIds: expect.any(Array) }),
    ])

    await user.click(screen.getByRole('button', { name: 'Review them' }))
    expect(onReviewImported).toHaveBeenCalledWith(expect.objectContaining({ bankAccountId: CHECKING }))

    await user.click(screen.getByRole('button', { name: 'Undo import' }))
    expect(await screen.findByText(`Import undone: ${count} transactions deleted.`)).toBeInTheDocument()
    expect(imported(server.sandbox)).toHaveLength(0)
    expect(events.at(-1)).toMatchObject({ type: 'statementImportUndone', bankAccountId: CHECKING })
    expect(screen.queryByRole('button', { name: 'Undo import' })).not.toBeInTheDocument()
  })

  it('remembers the settings chosen for an account, for its next file of the same shape, and puts the focus where each step goes on', async () => {
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    let user = await chooseFile(fixture('uk-current.csv'))
    await user.click(await screen.findByRole('button', { name: 'Change' }))
    const memo = await screen.findByLabelText('More about the transaction')
    expect(memo).toHaveDisplayValue('Not in this file')
    await user.selectOptions(memo, 'Type')
    await waitFor(() => expect(screen.getByLabelText('More about the transaction')).toHaveDisplayValue('Type'))
    await user.click(await screen.findByRole('button', { name: /^Import \d+ transactions$/ }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Import finished' })).toHaveFocus())
    // The memo is in every description imported: "payee · type".
    expect(
      server.sandbox.inspect
        .bankTransactions(bakery.id)
        .filter((record) => record.apiName === 'STATEMENT_IMPORT')
        .every((record) => / · /.test(record.description ?? '')),
    ).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Import another file' }))
    expect(screen.getByLabelText('Statement file')).toHaveFocus()
    user = await chooseFile(fixture('uk-current.csv'))
    // Kept, the memo column is in the one line that says how the file is read.
    expect(await screen.findByText(/^Read as /)).toHaveTextContent('Read as Date · Description + Type · ')
  })

  it('says what to download instead of a PDF, and sends nothing', async () => {
    const requests = recordRequests(server.server)
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    await chooseFile(fixture('statement.pdf', 'application/pdf'))
    expect(
      await screen.findByText(
        'This is a PDF, which is made to be printed, not read. In your online banking, download the statement as CSV, OFX (also offered as “Money” or “Quicken”) or CAMT.053 instead.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Check the rows' })).not.toBeInTheDocument()
    expect(requests.filter((request) => request.method !== 'GET' && !request.url.includes('/auth/'))).toEqual([])
  })

  // A CSV's question, its examples and its answer read into the rows: bankStatementImportPreview.test.tsx.
  it.each(['qif-ambiguous-dates.qif'])(
    'asks which date format %s means when its dates fit two, and imports only once answered',
    async (name) => {
      renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
      const user = await chooseFile(fixture(name))
      const question = await screen.findByRole('group', { name: /can be read two ways/ })
      const importButton = await screen.findByRole('button', { name: /^Import \d+ transactions$/ })
      expect(importButton).toHaveAttribute('aria-disabled', 'true')
      await user.click(within(question).getByRole('radio', { name: /^DD\/MM\/YYYY/ }))
      await waitFor(() => expect(within(question).getByRole('radio', { name: /^DD\/MM\/YYYY/ })).toBeChecked())
      await waitFor(() => expect(screen.getByRole('button', { name: /^Import \d+ transactions$/ })).not.toHaveAttribute('aria-disabled'))
    },
  )

  it("shows each account of a file of several, preselects the chosen account's by its number, previews and imports only it, names the others as left out, and offers the one of another account next", async () => {
    const reading = await readBankStatement(fixtureFile('ofx-accounts.ofx'))
    const checkingRows = reading.rows.filter((row) => row.statement === 0)
    const accounts = [
      { id: CHECKING, name: 'Business Checking', accountNumber: reading.statements?.[0]?.accountId },
      { id: SAVINGS, name: 'Reserve Savings', description: 'Savings ••4321' },
    ]
    renderWithSandbox(<BankStatementImport bankAccounts={accounts} bankAccountId={CHECKING} />, server.sandbox)
    const user = await chooseFile(fixture('ofx-accounts.ofx', 'application/x-ofx'))

    const question = await screen.findByRole('group', {
      name: /^This file holds the statements of 3 accounts\. Which one is of Business Checking\?/,
    })
    expect(
      within(question).getByRole('radio', { name: `Bank account ••••6789, in USD: ${checkingRows.length} transactions` }),
    ).toBeChecked()
    expect(within(question).getByRole('radio', { name: 'Bank account ••••4321, in USD: 2 transactions' })).not.toBeChecked()
    expect(within(question).getByRole('radio', { name: 'Credit card ••••4821, in USD: 3 transactions' })).not.toBeChecked()
    expect(within(question).getByText(/^Chosen because its number matches/)).toBeInTheDocument()

    const importButton = await screen.findByRole('button', { name: /^Import \d+ transactions?$/ })
    expect(countedRows(screen.getByRole('list', { name: 'What happens' }))).toBe(checkingRows.length)
    expect(screen.getByText('2 other statements of this file are left out and not imported:')).toBeInTheDocument()
    expect(screen.getByText('Credit card ••••4821, in USD: 3 transactions', { selector: 'li' })).toBeInTheDocument()
    // The balance checked is the chosen statement's own.
    const closing = reading.statements?.[0]?.balances?.closing?.amount ?? NaN
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(closing / 100)
    expect(screen.getByText((text) => text.startsWith(`The file states a balance of ${usd} on `))).toBeInTheDocument()
    const count = Number(/\d+/.exec(importButton.textContent ?? '')?.[0])

    await user.click(importButton)
    expect(await screen.findByText(wholeText(/imported into Business Checking/))).toBeInTheDocument()
    expect(screen.getByText('2 other statements of this file were left out and not imported:')).toBeInTheDocument()
    const rows = imported(server.sandbox)
    expect(rows).toHaveLength(count)
    expect(rows.every((record) => record.bankAccount?.id === CHECKING)).toBe(true)
    const checkingDescriptions = new Set(checkingRows.map((row) => row.description))
    expect(rows.every((record) => checkingDescriptions.has((record as { description?: string }).description ?? ''))).toBe(true)

    // The savings statement is offered for the savings account, found by its number; the card's, of no account listed, is not.
    expect(screen.getAllByRole('button', { name: /^Import .* next$/ })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Import ••••4321 into Reserve Savings next' }))
    const savings = await screen.findByRole('radio', { name: 'Bank account ••••4321, in USD: 2 transactions' })
    await waitFor(() => expect(savings).toHaveFocus())
    expect(savings).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Bank account' })).toHaveDisplayValue('Reserve Savings')
    await user.click(await screen.findByRole('button', { name: 'Import 2 transactions' }))
    expect(await screen.findByText(wholeText(/^2 transactions imported into Reserve Savings/))).toBeInTheDocument()
    expect(imported(server.sandbox).filter((record) => record.bankAccount?.id === SAVINGS)).toHaveLength(2)
  })

  it("preselects the statement by the number given for the one account, or by the last digits in an account's name", async () => {
    const view = renderWithSandbox(<BankStatementImport bankAccountId={SAVINGS} bankAccountNumber="0005 5550 4321" />, server.sandbox)
    await chooseFile(fixture('ofx-accounts.ofx', 'application/x-ofx'))
    expect(await screen.findByRole('radio', { name: 'Bank account ••••4321, in USD: 2 transactions' })).toBeChecked()
    await waitFor(() => expect(countedRows(screen.getByRole('list', { name: 'What happens' }))).toBe(2))
    view.unmount()

    renderWithSandbox(
      <BankStatementImport
        bankAccounts={[
          { id: CHECKING, name: 'Business Checking' },
          { id: SAVINGS, name: 'Card account', description: 'Visa ending 4821' },
        ]}
        bankAccountId={SAVINGS}
      />,
      server.sandbox,
    )
    await chooseFile(fixture('ofx-accounts.ofx', 'application/x-ofx'))
    expect(await screen.findByRole('radio', { name: 'Credit card ••••4821, in USD: 3 transactions' })).toBeChecked()
  })

  it("asks which statement is the account's when no number matches, and previews nothing until one is chosen", async () => {
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    const user = await chooseFile(fixture('ofx-accounts.ofx', 'application/x-ofx'))
    const question = await screen.findByRole('group', {
      name: /^This file holds the statements of 3 accounts\. Which one is of the account you import into\?/,
    })
    expect(
      within(question)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([])
    expect(screen.queryByRole('heading', { name: 'Check the rows' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Import \d+/ })).not.toBeInTheDocument()

    await user.click(within(question).getByRole('radio', { name: 'Credit card ••••4821, in USD: 3 transactions' }))
    await screen.findByRole('button', { name: /^Import \d+ transactions?$/ })
    expect(countedRows(screen.getByRole('list', { name: 'What happens' }))).toBe(3)
    expect(screen.getByText('Bank account ••••6789, in USD: 4 transactions', { selector: 'li' })).toBeInTheDocument()
    expect(screen.getByText('Bank account ••••4321, in USD: 2 transactions', { selector: 'li' })).toBeInTheDocument()
  })

  it("refuses the rows of a statement in another currency than the books', naming both, and imports the file's statement in the books' currency", async () => {
    const statement = (account: string, currency: string, fitid: string, amount: string) =>
      `<STMTTRNRS><STMTRS><CURDEF>${currency}<BANKACCTFROM><ACCTID>${account}</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20260514<TRNAMT>${amount}<FITID>${fitid}<NAME>Lindenhof Mühle</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS>`
    const text = `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1>${statement('40001111', 'USD', 'u1', '-61.40')}${statement('40002222', 'EUR', 'e1', '-55.00')}</BANKMSGSRSV1></OFX>`
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} bankAccountNumber="40002222" />, server.sandbox)
    const user = await chooseFile(new File([text], 'two-currencies.ofx', { type: 'application/x-ofx' }))
    expect(await screen.findByRole('radio', { name: 'Bank account ••••2222, in EUR: 1 transaction' })).toBeChecked()
    expect(await screen.findByRole('button', { name: 'Line 2: in EUR, and these books are kept in USD' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Import 0 transactions' })).toHaveAttribute('aria-disabled', 'true')

    await user.click(screen.getByRole('radio', { name: 'Bank account ••••1111, in USD: 1 transaction' }))
    expect(await screen.findByRole('button', { name: 'Import 1 transaction' })).toBeInTheDocument()
  })

  it('offers the encoding when a file cannot be read at first, and reads a UTF-16 file without its mark once UTF-16 is chosen', async () => {
    // us-checking.csv as Excel's "Unicode text" without its byte order mark: two bytes a character, low byte first.
    const text = fixtureText('us-checking.csv')
    const bytes = new Uint8Array(text.length * 2)
    for (let index = 0; index < text.length; index++) new DataView(bytes.buffer).setUint16(index * 2, text.charCodeAt(index), true)
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    const user = await chooseFile(new File([bytes], 'unicode.csv', { type: 'text/csv' }))
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Text encoding' }), 'UTF-16 (little-endian)')
    const rows = (await readBankStatement(fixtureFile('us-checking.csv'))).rows.length
    expect(await screen.findByRole('button', { name: /^Import \d+ transactions$/ })).toBeInTheDocument()
    await waitFor(() => expect(countedRows(screen.getByRole('list', { name: 'What happens' }))).toBe(rows))
  })

  it('flags a row like a transaction the account holds as a likely duplicate, imported only when ticked', async () => {
    // A transaction of the account like the file's first row, two days later, from a bank feed.
    const [first] = fixtureText('us-checking.csv').split('\n').slice(1)
    const [month, day, year] = (first ?? '').split(',')[0]!.split('/')
    const date = `${year}-${month}-${String(Number(day) + 2).padStart(2, '0')}`
    const amount = Math.round(Number((first ?? '').split(',').at(-1)) * 100)
    await seedTransaction(server.sandbox, { date, amount, description: (first ?? '').split(',')[1]! })
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    const user = await chooseFile(fixture('us-checking.csv'))
    expect(await within(await screen.findByRole('list', { name: 'What happens' })).findByText('Likely duplicate: 1')).toBeInTheDocument()
    const button = screen.getByRole('button', { name: /^Import \d+ transactions$/ })
    const before = Number(/\d+/.exec(button.textContent ?? '')?.[0])
    await user.click(await screen.findByRole('checkbox', { name: 'Import line 2 anyway' }))
    expect(screen.getByRole('button', { name: `Import ${before + 1} transactions` })).toBeInTheDocument()
  })
})

/** A bank transaction of the bakery's checking account, stored as a bank feed would have it. */
async function seedTransaction(
  sandbox: import('../../src/sandbox').Sandbox,
  { date, amount, description }: { date: string; amount: number; description: string },
) {
  const token = sandbox.issueToken({ userId: 'usr_owner_1', scope: 'write' }).access_token
  const response = await sandbox.handle(
    new Request('https://sandbox.bookkit.test/v6/banks/transactions', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: [
          {
            bankAccountId: CHECKING,
            date,
            amount,
            description,
            type: amount < 0 ? 'EXPENSE' : 'INCOME',
            apiName: 'BANK_FEED',
            apiSourceId: 'feed-test-1',
          },
        ],
      }),
    }),
  )
  expect(response.ok).toBe(true)
}
