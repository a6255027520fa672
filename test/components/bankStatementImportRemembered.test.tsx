// <BankStatementImport>'s remembered settings across files of one account, in jsdom against the
// sandbox on the described service (what is remembered is this browser's, the same whatever the
// service answers, so one profile is enough): the layout chosen for last month's file comes back
// for this month's file of the same shape, whose header is found again in it (its bank's preamble
// may be shorter), so none of its rows is lost; a value kept before, with a header line, is not
// applied as one (the values kept by an earlier bookkit are unowned keys, which the first reader
// takes over); a remembered encoding is a first guess the file can overrule.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BankStatementImport } from '../../src/components/BankStatementImport'
import { sessionDigest } from '../../src/core/store/browserStorage'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { fixtureBytes, fixtureText } from '../core/import/statementFixtures'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const MAY = 'uk-business-may.csv'
const JUNE = 'uk-business-june.csv'

const fixture = (name: string) => new File([fixtureBytes(name)], name, { type: 'text/csv' })
/** The transactions a fixture's lines hold, as the file writes them: the lines that start with a date. */
const transactionLines = (name: string) =>
  fixtureText(name)
    .split(/\r?\n/)
    .filter((line) => /^\d{2}\/\d{2}\/\d{4},/.test(line))

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

describe('<BankStatementImport> remembering an account’s layout', () => {
  const server = useSandboxServer({ profile: 'described' })
  beforeEach(() => {
    localStorage.clear()
    giveGridsAViewport()
  })

  async function chooseFile(file: File) {
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(screen.getByLabelText('Statement file'), file)
    return user
  }

  /** The preview's count of new rows, once the file is read with the remembered memo column. */
  async function expectNewRows(count: number) {
    await waitFor(() => expect(screen.getByText(/^Read as /)).toHaveTextContent(' + Type · '))
    const summary = await screen.findByRole('list', { name: 'What happens' })
    expect(await within(summary).findByText(`New: ${count}`)).toBeInTheDocument()
  }

  it('reads every row of next month’s file of the same shape with a shorter preamble, with the settings kept', async () => {
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    let user = await chooseFile(fixture(MAY))
    await user.click(await screen.findByRole('button', { name: 'Change' }))
    const memo = await screen.findByLabelText('More about the transaction')
    await user.selectOptions(memo, 'Type')
    await waitFor(() => expect(screen.getByLabelText('More about the transaction')).toHaveDisplayValue('Type'))
    await user.click(await screen.findByRole('button', { name: /^Import \d+ transactions$/ }))
    await screen.findByRole('heading', { level: 3, name: 'Import finished' })

    await user.click(screen.getByRole('button', { name: 'Import another file' }))
    user = await chooseFile(fixture(JUNE))
    const june = transactionLines(JUNE)
    await expectNewRows(june.length)
    await user.click(screen.getByRole('button', { name: `Import ${june.length} transactions` }))
    await screen.findByRole('heading', { level: 3, name: 'Import finished' })
    const junes = server.sandbox.inspect
      .bankTransactions(bakery.id)
      .filter((record) => record.apiName === 'STATEMENT_IMPORT' && record.date?.startsWith('2026-06'))
    expect(junes).toHaveLength(june.length)
    // The remembered memo column is in each description: "payee · type".
    expect(junes.every((record) => / · /.test(record.description ?? ''))).toBe(true)
  })

  it('does not apply the header line a value kept before holds, and finds the header of the file instead', async () => {
    // As an earlier bookkit kept May's settings: the header at record 4 (below four bank lines).
    const header = ['Date', 'Description', 'Type', 'Amount', 'Balance']
    const csv = {
      delimiter: ',',
      headerRow: 4,
      columns: { date: 0, description: 1, memo: 2, amount: 3 },
      decimalMark: '.',
      dateFormat: 'DD/MM/YYYY',
      positiveIsMoneyOut: false,
    }
    localStorage.setItem(
      `bookkit:statementImport:${CHECKING}`,
      JSON.stringify({ encoding: 'utf-8', csv, header, columnCount: header.length }),
    )
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    await chooseFile(fixture(JUNE))
    await expectNewRows(transactionLines(JUNE).length)
  })

  it('still leaves out unsettled rows when the layout was kept before bookkit read a status column', async () => {
    // A Revolut-style export in the books' currency, its layout kept by an earlier bookkit: date, description and amount only.
    const text = fixtureText('revolut-style.csv').replaceAll(',EUR,', ',USD,')
    const header = text.split('\n')[0]!.split(',')
    const csv = {
      delimiter: ',',
      columns: { date: 2, description: 4, amount: 5 },
      decimalMark: '.',
      dateFormat: 'YYYY-MM-DD',
      positiveIsMoneyOut: false,
    }
    localStorage.setItem(
      `bookkit:statementImport:${CHECKING}`,
      JSON.stringify({ encoding: 'utf-8', csv, header, columnCount: header.length }),
    )
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    await chooseFile(new File([text], 'revolut-june.csv', { type: 'text/csv' }))
    const summary = await screen.findByRole('list', { name: 'What happens' })
    const unsettled = text.split('\n').filter((line) => /,(PENDING|REVERTED|DECLINED),/.test(line)).length
    expect(await within(summary).findByText(`Not settled: ${unsettled}`)).toBeInTheDocument()
  })

  it('reads a file in another encoding than the account’s last one as it is written, the remembered one only a first guess', async () => {
    // Under the digest of the provider's sessionKey (none here: the empty one's).
    localStorage.setItem(`bookkit:statementImport:${await sessionDigest('')}:${CHECKING}`, JSON.stringify({ encoding: 'utf-8' }))
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    // Windows-1252 bytes: read as the remembered UTF-8, every umlaut would be stored as U+FFFD.
    await chooseFile(fixture('de-girokonto.csv'))
    expect(await screen.findByText(/^Read as /)).toHaveTextContent(/ · Windows \(Western European\)$/)
    expect(await screen.findByText('Mühlenhof Müller GmbH · Rechnung 2026-114 Weizenmehl Type 550')).toBeInTheDocument()
  })
})
