// <BankStatementImport> in jsdom, on the bookkit service: duplicates as a bookkeeper sees them
// (issue 74). May's statement is imported; June's, whose first coffee equals May's last, imports it
// as new, since May's statement did not cover June 1 and June's does not cover May 31; May's
// statement downloaded again with every date four days later and new ids shows each row as a likely
// duplicate, saying what it resembles, and imports only the one ticked; a tick does not outlive the
// reading it was made on (the file read another way numbers its rows anew). The rule itself, the window
// and a bank feed's transaction are in test/core/import/preview.test.ts; the record in test/react/import/statementCoverage.test.tsx.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BankStatementImport } from '../../src/components/BankStatementImport'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking

/** A card statement as the test's made-up bank exports it: `[date, description, amount]` rows. */
const statement = (name: string, rows: ReadonlyArray<readonly [string, string, string]>) =>
  new File([['Date,Description,Amount', ...rows.map((fields) => fields.join(','))].join('\n')], name, { type: 'text/csv' })
const MAY = [
  ['2026-05-01', 'Quillfeather Stationers', '-38.20'],
  ['2026-05-14', 'Marrowby Hardware', '-112.75'],
  ['2026-05-22', 'Tansy Lane Florist', '-64.00'],
  ['2026-05-31', 'Larkspur Roasters', '-4.50'],
] as const
const JUNE = [
  ['2026-06-01', 'Larkspur Roasters', '-4.50'],
  ['2026-06-12', 'Quillfeather Stationers', '-41.90'],
  ['2026-06-30', 'Ember Oak Bakery Supply', '-220.00'],
] as const
/** May's statement downloaded again: the posted day instead of the memo-posted one, four days later (ids made of the dates: new ones). */
const MAY_AGAIN = [
  ['2026-05-05', 'Quillfeather Stationers', '-38.20'],
  ['2026-05-18', 'Marrowby Hardware', '-112.75'],
  ['2026-05-26', 'Tansy Lane Florist', '-64.00'],
  ['2026-06-04', 'Larkspur Roasters', '-4.50'],
] as const

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

describe('<BankStatementImport> and duplicates on the bookkit service', () => {
  // A small ledger: the account's own transactions are not what these tests are about, and reading
  // the default 500 before each preview is what made them slow and late on a busy machine.
  const server = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 },
  })
  beforeEach(() => {
    localStorage.clear()
    giveGridsAViewport()
  })

  const imported = (description?: string) =>
    server.sandbox.inspect
      .bankTransactions(bakery.id)
      .filter((record) => record.apiName === 'STATEMENT_IMPORT' && (description === undefined || record.description === description))
  const stateOf = async (description: string) =>
    waitFor(() => {
      const row = [...document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')].find(
        (shown) => shown.querySelector('[data-column="description"]')?.textContent?.trim() === description,
      )
      expect(row).toBeDefined()
      return row!.querySelector<HTMLElement>('[data-column="state"]')!
    })
  /** Waits until the counts of what happens read `expected` (the preview of the account's rows as they are after the last import). */
  const countsRead = async (expected: string[]) =>
    waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'What happens' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(expected),
    )

  it('imports June’s first coffee beside May’s last as new, and holds back May downloaded again four days later until ticked', async () => {
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Statement file'), statement('may.csv', MAY))
    await user.click(await screen.findByRole('button', { name: 'Import 4 transactions' }))
    await screen.findByText(/^4 transactions imported/)

    await user.click(screen.getByRole('button', { name: 'Import another file' }))
    await user.upload(screen.getByLabelText('Statement file'), statement('june.csv', JUNE))
    await screen.findByRole('button', { name: 'Import 3 transactions' })
    await countsRead(['New: 3'])
    expect(await stateOf('Larkspur Roasters')).toHaveTextContent('Imported as new')
    await user.click(screen.getByRole('button', { name: 'Import 3 transactions' }))
    await screen.findByText(/^3 transactions imported/)
    expect(imported('Larkspur Roasters').map((record) => record.date)).toEqual(expect.arrayContaining(['2026-05-31', '2026-06-01']))

    await user.click(screen.getByRole('button', { name: 'Import another file' }))
    await user.upload(screen.getByLabelText('Statement file'), statement('may-again.csv', MAY_AGAIN))
    expect(await screen.findByRole('button', { name: 'Import 0 transactions' })).toHaveAttribute('aria-disabled', 'true')
    await countsRead(['Likely duplicate: 4'])
    const said = 'Looks like “Marrowby Hardware”, -$112.75 on May 14, 2026, already in the account: not imported unless ticked'
    expect(await stateOf('Marrowby Hardware')).toHaveTextContent(said)
    const tick = screen.getByRole('checkbox', { name: 'Import line 3 anyway' })
    expect(tick).toHaveAccessibleDescription(said)

    await user.click(tick)
    await user.click(screen.getByRole('button', { name: 'Import 1 transaction' }))
    await screen.findByText(/^1 transaction imported/)
    expect(imported()).toHaveLength(8)
    expect(imported('Marrowby Hardware').map((record) => record.date)).toEqual(expect.arrayContaining(['2026-05-14', '2026-05-18']))
  })

  it('forgets the ticks when the file is read another way, so no row is imported that the user did not tick', async () => {
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Statement file'), statement('may.csv', MAY))
    await user.click(await screen.findByRole('button', { name: 'Import 4 transactions' }))
    await user.click(await screen.findByRole('button', { name: 'Import another file' }))
    await user.upload(screen.getByLabelText('Statement file'), statement('may-again.csv', MAY_AGAIN))
    await user.click(await screen.findByRole('checkbox', { name: 'Import line 3 anyway' }))
    expect(screen.getByRole('button', { name: 'Import 1 transaction' })).toBeInTheDocument()

    // Read without column names, the file's rows are numbered one further: line 2 is now where line 3 was.
    await user.click(screen.getByRole('button', { name: 'Change' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Column names' }), 'The file has no column names')
    expect(await screen.findByRole('button', { name: 'Import 0 transactions' })).toHaveAttribute('aria-disabled', 'true')
    expect(await screen.findByRole('checkbox', { name: 'Import line 2 anyway' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Import line 3 anyway' })).not.toBeChecked()
  })
})
