// <BankStatementImport> in jsdom, what a user reads of a file and of an import: each setting the
// file was read with, as a labelled choice (a US CSV, a German bank's Windows-1252 export, a French
// two-column file); the totals of what is to import; each row's date, money and what happens to it,
// a row of a closed period, one already in the account and the unsettled ones each saying why it
// is not imported; the questions a card export and ambiguous dates ask, the file's own examples in
// them; the sentences of an import cut off, and of "Import the rest" held after Cancel. The figures
// are the fixtures' own, read by the import's reader (test/import checks that reading). The flow
// on both profiles: bankStatementImport.test.tsx; layout, focus and axe: the browser test.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bookkitService } from '../../src/api'
import { BankStatementImport } from '../../src/components/BankStatementImport'
import { readBankStatement, type StatementRow } from '../../src/core/import'
import type { StatementImportResult } from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import { fixtureBytes, fixtureFile } from '../core/import/statementFixtures'
import { isolate } from '../../src/format/isolate'
import { wholeText } from '../../stories/support/sentences'
import { giveGridsAViewport } from '../support/gridViewport'
import { renderWithSandbox, useSandboxServer, type ProviderRenderOptions } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
/** The bakery's accounts as its host lists them: the import names the one it imported into. */
const ACCOUNTS = [
  { id: CHECKING, name: 'Business Checking' },
  { id: bakery.bankAccounts.savings, name: 'Reserve Savings' },
]
const TRANSACTIONS_PATH = '/v6/banks/transactions'

const fixture = (name: string, type = 'text/csv') => new File([fixtureBytes(name)], name, { type })
const money = (locale: string, currency: string) => (minor: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100)
const usd = money('en-US', 'USD')
/** A day as the grid writes it in `locale`. */
const dayIn = (locale: string, isoDate: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${isoDate}T00:00:00Z`))
/** Text as `toHaveTextContent` reads it: a no-break space is a space there. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('<BankStatementImport> as a user reads a file and an import', () => {
  const state = useSandboxServer()
  beforeEach(() => {
    localStorage.clear()
    giveGridsAViewport()
  })
  afterEach(() => vi.restoreAllMocks())

  function renderImport(options: ProviderRenderOptions = {}, onReviewImported = vi.fn()) {
    return renderWithSandbox(
      <BankStatementImport bankAccounts={ACCOUNTS} bankAccountId={CHECKING} onReviewImported={onReviewImported} />,
      state.sandbox,
      options,
    )
  }

  async function chooseFile(file: File, label = 'Statement file') {
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText(label), file)
    return user
  }

  /** The preview's rows whose description is `description`, once the grid shows them. */
  const rowsNamed = (description: string, count = 1) =>
    waitFor(() => {
      const rows = [...document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')].filter(
        (row) => cell(row, 'description').textContent?.trim() === description,
      )
      expect(rows.length).toBeGreaterThanOrEqual(count)
      return rows
    })
  const rowNamed = async (description: string) => (await rowsNamed(description))[0]!
  const cell = (row: HTMLElement, column: string) => row.querySelector<HTMLElement>(`[data-column="${column}"]`)!
  const settingOf = (label: string) => screen.getByRole('combobox', { name: label })
  /** Opens the settings the one line "Read as …" stands for. */
  const openSettings = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Change' }))
  const rowOf = (rows: readonly StatementRow[], description: string) => rows.find((row) => row.description === description)!
  const imported = () => state.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiName === 'STATEMENT_IMPORT')

  it('asks for the account first: the file input waits for it and says so; then it says which files it reads', async () => {
    const user = userEvent.setup()
    renderWithSandbox(<BankStatementImport bankAccounts={ACCOUNTS} />, state.sandbox)
    const input = screen.getByLabelText('Statement file')
    expect(input).toHaveAccessibleDescription('No file chosen Choose the account the statement is of first.')
    const account = screen.getByRole('combobox', { name: 'Bank account' })
    expect(
      within(account)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an account', ...ACCOUNTS.map(({ name }) => name)])
    await user.selectOptions(account, ACCOUNTS[1]!.name)
    expect(input).toBeEnabled()
    expect(input).toHaveAccessibleDescription(
      'No file chosen A CSV, OFX, QFX, QIF or CAMT.053 file as your bank exports it. Choose it, or drop it here.',
    )
    // The chosen file is named beside the input, which is emptied to take the same file again.
    await user.upload(input, fixture('us-checking.csv'))
    expect(input).toHaveAccessibleDescription(/^us-checking\.csv /)
  })

  it('says in one line how a US CSV is read, and under Change each setting as a labelled choice; totals the money in and out of every new row; and each row’s date, money and what happens to it', async () => {
    const { rows } = await readBankStatement(fixtureFile('us-checking.csv'))
    renderImport()
    const user = await chooseFile(fixture('us-checking.csv'))
    await screen.findByRole('button', { name: `Import ${rows.length} transactions` })
    const change = screen.getByRole('button', { name: 'Change' })
    expect(change).toHaveAccessibleDescription('Read as Date · Description · Amount (negative = money out) · MM/DD/YYYY · UTF-8')
    expect(change).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('combobox', { name: 'Fields are separated by' })).toBeNull()
    await user.click(change)
    expect(change).toHaveAttribute('aria-expanded', 'true')
    for (const [label, value] of [
      ['Fields are separated by', 'Commas'],
      ['Column names', `Line 1: ${isolate('Date · Description · Amount')}`],
      ['Date', 'Date'],
      ['Description', 'Description'],
      ['Amounts are', 'In one column, negative for money out'],
      ['Amount', 'Amount'],
      ['Numbers are written as', '1,234.56'],
      ['Dates are written as', 'MM/DD/YYYY'],
    ])
      expect(settingOf(label!), label).toHaveDisplayValue(value!)

    const amounts = rows.map((row) => row.amount ?? 0)
    const moneyIn = amounts.filter((amount) => amount > 0).reduce((sum, amount) => sum + amount, 0)
    const moneyOut = amounts.filter((amount) => amount < 0).reduce((sum, amount) => sum - amount, 0)
    expect(screen.getByText(`${rows.length} transactions to import`).closest('p')).toHaveTextContent(
      `${rows.length} transactions to import · Money in ${usd(moneyIn)} · Money out ${usd(moneyOut)}`,
    )

    const dairy = rowOf(rows, 'Dairy Lane Farms, Inc.')
    const dairyRow = await rowNamed(dairy.description!)
    expect(cell(dairyRow, 'date')).toHaveTextContent(dayIn('en-US', dairy.date!))
    expect(cell(dairyRow, 'moneyOut')).toHaveTextContent(usd(-dairy.amount!))
    expect(cell(dairyRow, 'moneyIn')).toHaveTextContent(/^$/)
    expect(cell(dairyRow, 'state')).toHaveTextContent('Imported as new')
    const payout = rowOf(rows, 'TillPoint card payout')
    expect(cell(await rowNamed('TillPoint card payout'), 'moneyIn')).toHaveTextContent(usd(payout.amount!))
    // Two equal rows of one day are both kept.
    const coffees = rows.filter((row) => row.description === 'Corner Cup Coffee')
    expect(coffees).toHaveLength(2)
    expect((await rowsNamed('Corner Cup Coffee', 2)).map((row) => cell(row, 'moneyOut').textContent)).toEqual(
      coffees.map((row) => usd(-row.amount!)),
    )
  })

  it.each([
    {
      name: 'de-girokonto.csv',
      locale: 'de-DE',
      currency: 'EUR',
      settings: [
        ['Text encoding', 'Windows (Western European)'],
        ['Fields are separated by', 'Semicolons'],
        ['Date', 'Buchungstag'],
        ['Numbers are written as', '1.234,56 or 1 234,56'],
        ['Dates are written as', 'DD.MM.YYYY'],
      ],
      moneyOut: 'Mühlenhof Müller GmbH · Rechnung 2026-114 Weizenmehl Type 550',
      moneyIn: 'Café Lindenblüte · Lieferung Brötchen April',
    },
    {
      name: 'fr-compte.csv',
      locale: 'fr-CA',
      currency: 'CAD',
      settings: [
        ['Text encoding', 'UTF-8'],
        ['Fields are separated by', 'Semicolons'],
        ['Amounts are', 'In two columns: money out and money in'],
        ['Money out', 'Débit'],
        ['Money in', 'Crédit'],
        ['Dates are written as', 'DD/MM/YYYY'],
      ],
      moneyOut: 'PRLV MINOTERIE DU VAL',
      moneyIn: 'VIR ÉPICERIE LES TILLEULS',
    },
    {
      // Santander UK's text file: its Date:/Description:/Amount:/Balance: blocks read as a CSV's columns.
      name: 'santander-uk-text.txt',
      locale: 'en-GB',
      currency: 'GBP',
      settings: [
        ['Date', 'Date'],
        ['Description', 'Description'],
        ['Dates are written as', 'DD/MM/YYYY'],
      ],
      moneyOut: 'DIRECT DEBIT PAYMENT TO NORTHGATE WATER REF 88123456, MANDATE NO 0042',
      moneyIn: 'FASTER PAYMENTS RECEIPT REF INV 0412 FROM ELM STREET DENTAL',
    },
  ])(
    'reads $name as written, each setting a labelled choice, and writes its rows in $locale with $currency',
    async ({ name, locale, currency, settings, moneyOut, moneyIn }) => {
      const { rows } = await readBankStatement(fixtureFile(name))
      const write = money(locale, currency)
      renderImport({ provider: { locale, currency } })
      const user = await chooseFile(fixture(name))
      await screen.findByRole('button', { name: `Import ${rows.length} transactions` })
      await openSettings(user)
      for (const [label, value] of settings) expect(settingOf(label!), label).toHaveDisplayValue(value!)
      const out = rowOf(rows, moneyOut)
      const outRow = await rowNamed(moneyOut)
      expect(cell(outRow, 'date')).toHaveTextContent(spaced(dayIn(locale, out.date!)))
      expect(cell(outRow, 'moneyOut')).toHaveTextContent(spaced(write(-out.amount!)))
      expect(cell(await rowNamed(moneyIn), 'moneyIn')).toHaveTextContent(spaced(write(rowOf(rows, moneyIn).amount!)))
    },
  )

  it('skips the lines a German bank writes above its header, and says how many', async () => {
    renderImport()
    const user = await chooseFile(fixture('de-girokonto.csv'))
    await screen.findByRole('button', { name: /^Import \d+ transactions$/ })
    await openSettings(user)
    const header = settingOf('Column names')
    expect(header).toHaveDisplayValue(/^Line 5: \u2068Buchungstag · Valuta · Auftraggeber\/Empfänger · /)
    expect(header).toHaveAccessibleDescription('4 lines above the column names are the bank’s own and are skipped.')
  })

  it('asks which way dates that fit both go, with the file’s own example read each way, nothing chosen; answered, reads the rows so', async () => {
    const { rows } = await readBankStatement(fixtureFile('ambiguous-dates.csv'))
    renderImport()
    const user = await chooseFile(fixture('ambiguous-dates.csv'))
    const question = await screen.findByRole('group', { name: /^Dates such as .+ can be read two ways\. Which does your bank mean\?$/ })
    const radios = within(question).getAllByRole('radio')
    expect(radios.map((radio) => radio.closest('label')?.textContent?.trim())).toEqual([
      'MM/DD/YYYY: 05/02/2026 is May 2, 2026',
      'DD/MM/YYYY: 05/02/2026 is Feb 5, 2026',
    ])
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
    // Nothing is imported until answered.
    expect(await screen.findByRole('button', { name: /^Import \d+ transactions$/ })).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(question).getByRole('radio', { name: /^MM\/DD\/YYYY/ }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Import ${rows.length} transactions` })).not.toHaveAttribute('aria-disabled'),
    )
    const eggs = rowOf(rows, 'Green Valley Eggs')
    expect(cell(await rowNamed('Green Valley Eggs'), 'date')).toHaveTextContent(dayIn('en-US', eggs.date!))
  })

  it('asks what a card export’s positive amounts are, nothing chosen, and imports nothing until answered; answered, charges are money out and payments money in', async () => {
    const { rows } = await readBankStatement(fixtureFile('card-export.csv'), { csv: { positiveIsMoneyOut: true } })
    renderImport()
    const user = await chooseFile(fixture('card-export.csv'))
    const question = await screen.findByRole('group', {
      name: 'Most amounts in this file are positive, as on a card statement, where charges are positive. What are its positive amounts?',
    })
    expect(
      within(question)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([])
    expect(await screen.findByRole('button', { name: /^Import \d+ transactions$/ })).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(question).getByRole('radio', { name: 'Money out: charges, as on a card statement' }))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Import \d+ transactions$/ })).not.toHaveAttribute('aria-disabled'))
    expect(cell(await rowNamed('Ovenworks Repair'), 'moneyOut')).toHaveTextContent(usd(-rowOf(rows, 'Ovenworks Repair').amount!))
    expect(cell(await rowNamed('Payment Thank You'), 'moneyIn')).toHaveTextContent(usd(rowOf(rows, 'Payment Thank You').amount!))
  })

  it('says why each unsettled row is not imported, books an ATM fee with its withdrawal, imports only the settled rows, and hands the host exactly those', async () => {
    const { rows } = await readBankStatement(fixtureFile('revolut-pending.csv'))
    const settled = rows.filter((row) => !row.unsettled)
    const atm = rowOf(rows, 'Cash at Elm Street ATM')
    const onReviewImported = vi.fn<(result: StatementImportResult) => void>()
    renderImport({}, onReviewImported)
    const user = await chooseFile(fixture('revolut-pending.csv'))
    const button = await screen.findByRole('button', { name: `Import ${settled.length} transactions` })
    expect(
      within(screen.getByRole('list', { name: 'What happens' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`New: ${settled.length}`, `Not settled: ${rows.length - settled.length}`])
    expect(cell(await rowNamed(atm.description!), 'moneyOut')).toHaveTextContent(usd(-atm.amount!))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), `Not settled: ${rows.length - settled.length}`)
    expect(cell(await rowNamed('Millstone Flour Co.'), 'state')).toHaveTextContent('Pending at the bank, not settled: not imported')
    expect(cell(await rowNamed('Northgate Print Shop'), 'state')).toHaveTextContent('Reverted by the bank, not settled: not imported')
    expect(cell(await rowNamed('Bluebell Dairy'), 'state')).toHaveTextContent('Declined, not settled: not imported')

    await user.click(button)
    await screen.findByText(wholeText(new RegExp(`^${settled.length} transactions imported into Business Checking`)))
    const stored = imported()
    expect(stored.map((record) => record.description).sort()).toEqual(settled.map((row) => row.description).sort())
    expect(stored.find((record) => record.description === atm.description)?.amount).toBe(atm.amount)
    await user.click(screen.getByRole('button', { name: 'Review them' }))
    const [result] = onReviewImported.mock.calls[0]!
    expect(result.created.map(({ transaction }) => transaction.id).sort()).toEqual(stored.map((record) => record.id).sort())
    // Undone, there is nothing left to review.
    await user.click(screen.getByRole('button', { name: 'Undo import' }))
    await screen.findByText(`Import undone: ${settled.length} transactions deleted.`)
    expect(screen.queryByRole('button', { name: 'Review them' })).toBeNull()
  })

  it('says why a row of a closed period is not imported, and a row already in the account', async () => {
    const closing = state.sandbox.inspect.closing(bakery.id).date
    renderImport()
    let user = await chooseFile(fixture('problems.csv'))
    await screen.findByRole('button', { name: /^Import \d+ transactions$/ })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'In a closed period: 1')
    expect(cell(await rowNamed('Packwell Boxes order 1101'), 'state')).toHaveTextContent(
      `The books are closed through ${dayIn('en-US', closing)}: not imported`,
    )

    await user.click(screen.getByRole('button', { name: 'Import 3 transactions' }))
    await screen.findByText(wholeText(/transactions imported into Business Checking/))
    await user.click(screen.getByRole('button', { name: 'Import another file' }))
    user = await chooseFile(fixture('problems.csv'))
    expect(cell(await rowNamed('Riverside Utilities electric'), 'state')).toHaveTextContent('Already in the account: not imported again')
  })

  it('reads the account’s next file of the same shape as the last, asking nothing, and names what each likely duplicate looks like', async () => {
    const { rows } = await readBankStatement(fixtureFile('us-checking.csv'))
    // The first file read month first, as the user answers below.
    const first = (await readBankStatement(fixtureFile('ambiguous-dates.csv'), { csv: { dateFormat: 'MM/DD/YYYY' } })).rows
    renderImport()
    let user = await chooseFile(fixture('ambiguous-dates.csv'))
    const question = await screen.findByRole('group', { name: /can be read two ways/ })
    await user.click(within(question).getByRole('radio', { name: /^MM\/DD\/YYYY/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Import \d+ transactions$/ })).not.toHaveAttribute('aria-disabled'))
    await user.click(screen.getByRole('button', { name: /^Import \d+ transactions$/ }))
    await screen.findByText(wholeText(/transactions imported into Business Checking/))

    await user.click(screen.getByRole('button', { name: 'Import another file' }))
    user = await chooseFile(fixture('us-checking.csv'))
    await screen.findByRole('button', { name: /^Import \d+ transactions$/ })
    expect(screen.getByRole('button', { name: 'Change' })).toHaveAccessibleDescription(/ · MM\/DD\/YYYY · /)
    expect(screen.queryByRole('group', { name: /can be read two ways/ })).toBeNull()
    // The file's last payroll is like the first file's, a day apart.
    const payroll = rows.filter((row) => row.description === 'PayNest payroll').at(-1)!
    const like = rowOf(first, 'PayNest payroll')
    const [, second] = await rowsNamed(payroll.description!, 2)
    expect(cell(second!, 'date')).toHaveTextContent(dayIn('en-US', payroll.date!))
    expect(cell(second!, 'state')).toHaveTextContent(
      `Looks like “${like.description}”, ${usd(like.amount!)} on ${dayIn('en-US', like.date!)}, already in the account: not imported unless ticked`,
    )
  })

  describe('an import the service stops answering', () => {
    /** The service never answers the second batch of five (stored or not, as `stored` says). */
    function answerNoSecondBatch(stored: boolean) {
      let batches = 0
      const handle = state.sandbox.handle.bind(state.sandbox)
      state.sandbox.handle = async (request) => {
        if (request.method === 'POST' && new URL(request.url).pathname === TRANSACTIONS_PATH && ++batches === 2)
          state.sandbox.failNext({ hang: true, stored, path: TRANSACTIONS_PATH, method: 'POST' })
        return handle(request)
      }
    }
    /** The service's profile with batches of five: an import of the US file takes five. */
    const inBatchesOfFive = { ...bookkitService, maxBatchSize: 5 }
    const imports = (count: number) =>
      `${count} transactions imported into Business Checking. They are in the review queue, to be categorized.`

    it('shows its batches’ progress; cut off, says what was imported, what may or may not have arrived and what was not sent; "Import the rest" books every row once', async () => {
      const { rows } = await readBankStatement(fixtureFile('us-checking.csv'))
      answerNoSecondBatch(true)
      renderImport({ provider: { service: inBatchesOfFive, requestTimeout: { write: 1_000 } } })
      const user = await chooseFile(fixture('us-checking.csv'))
      await user.click(await screen.findByRole('button', { name: `Import ${rows.length} transactions` }))
      expect(await screen.findByText(`Importing: 5 of ${rows.length} done…`)).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()

      expect(await screen.findByText(wholeText(imports(5)))).toBeInTheDocument()
      expect(
        screen.getByText('5 rows may or may not have arrived. Import the rest to finish: what arrived is found and not imported twice.'),
      ).toBeInTheDocument()
      expect(screen.getByText(`${rows.length - 10} rows were not sent.`)).toBeInTheDocument()
      expect(imported()).toHaveLength(10)

      await user.click(screen.getByRole('button', { name: 'Import the rest' }))
      expect(await screen.findByText(wholeText(imports(rows.length)))).toBeInTheDocument()
      expect(screen.queryByText(/in the account already/)).toBeNull()
      expect(screen.queryByRole('button', { name: 'Import the rest' })).toBeNull()
      await user.click(screen.getByRole('button', { name: 'Undo import' }))
      expect(await screen.findByText(`Import undone: ${rows.length} transactions deleted.`)).toBeInTheDocument()
      expect(imported()).toHaveLength(0)
    })

    it('after Cancel, "Import the rest" holds what may still arrive, with the time left and the warning beside "Import them now anyway"', async () => {
      const { rows } = await readBankStatement(fixtureFile('us-checking.csv'))
      answerNoSecondBatch(false)
      renderImport({ provider: { service: inBatchesOfFive } })
      const user = await chooseFile(fixture('us-checking.csv'))
      await user.click(await screen.findByRole('button', { name: `Import ${rows.length} transactions` }))
      await screen.findByText(`Importing: 5 of ${rows.length} done…`)
      await user.click(screen.getByRole('button', { name: 'Cancel' }))
      expect(await screen.findByText(wholeText(imports(5)))).toBeInTheDocument()
      expect(
        screen.getByText('5 rows may or may not have arrived. Import the rest to finish: what arrived is found and not imported twice.'),
      ).toBeInTheDocument()
      expect(screen.getByText(`${rows.length - 10} rows were not sent.`)).toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Import the rest' }))
      const anyway = await screen.findByRole('button', { name: 'Import them now anyway' })
      expect(anyway).toHaveAccessibleDescription('If the first save still arrives, this will be booked twice.')
      expect(screen.getByRole('timer')).toHaveTextContent(/left\.$/)
      expect(imported()).toHaveLength(5)
      await user.click(anyway)
      expect(await screen.findByText(wholeText(imports(rows.length)))).toBeInTheDocument()
      expect(new Set(imported().map((record) => record.apiSourceId)).size).toBe(rows.length)
    })
  })
})
