// <BankStatementImport>'s preview grid sorted and laid out, in jsdom against the sandbox on the
// described service (the sort is the browser's, over rows the file gives, the same whatever the
// service answers, so one profile is enough): a header sorts the whole file, not only the rows the
// grid was given so far, by amount (money in biggest first, money out biggest first), by date and
// by what happens to the row, with aria-sort; a second click reverses; Line goes back to the file's
// order; the host's `columns` and `columnLabels` choose and name the preview's columns; a problem's
// link finds its row in the sorted grid.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BankStatementImport } from '../../src/components/BankStatementImport'
import { readBankStatement } from '../../src/core/import'
import type { StatementRow } from '../../src/core/import/types'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { fixtureBytes } from '../core/import/statementFixtures'

const CHECKING = SANDBOX.companies.bakery.bankAccounts.checking

/** One row more than the grid is given at first (5,000): the biggest amounts are the last two rows. */
const BIG_ROWS = 5_001
function bigStatement(): string {
  const lines = ['Date,Description,Amount']
  for (let at = 0; at < BIG_ROWS; at++) {
    const day = 10 + ((at * 7) % 19)
    const cents = ((at * 7_919) % 200_000) - 100_000 + (at >= BIG_ROWS - 2 ? 500_000 * (at === BIG_ROWS - 1 ? 1 : -1) : 0)
    lines.push(`06/${day}/2026,Harbor Supply order ${at},${(cents / 100).toFixed(2)}`)
  }
  return lines.join('\n')
}

const grid = () => screen.getByRole('grid', { name: 'Rows of the file' })
const header = (name: string) => within(grid()).getByRole('columnheader', { name })
/** Sorts by a column, as a user clicks its header. */
const sortBy = (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(within(header(name)).getByRole('button'))

/** The file lines of the grid's body rows in the DOM, top to bottom. */
function shownLines(): number[] {
  const rows = [...grid().querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')]
  rows.sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
  return rows.map((row) => Number(row.querySelector('[data-column="line"]')?.textContent?.replace(/\D/g, '')))
}

/** The grid shows the first rows of `expected` (the file's lines in the order sorted), as many as its window holds. */
async function expectOrder(expected: readonly number[]) {
  await waitFor(() => {
    const shown = shownLines()
    expect(shown.length).toBeGreaterThan(4)
    expect(shown).toEqual(expected.slice(0, shown.length))
  })
}

/** `rows`' lines in the order of `key` (ascending, or descending with `desc`), equal keys in the file's order, rows without one last. */
function linesBy(rows: readonly StatementRow[], key: (row: StatementRow) => number | string | undefined, desc = false): number[] {
  const sign = desc ? -1 : 1
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)]
      if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1
      return x < y ? -sign : x > y ? sign : 0
    })
    .map((row) => row.line)
}

/** Each column's aria-sort, by its name. */
const ariaSorts = () =>
  Object.fromEntries(
    within(grid())
      .getAllByRole('columnheader')
      .map((cell) => [cell.getAttribute('aria-label'), cell.getAttribute('aria-sort')]),
  )

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

describe('<BankStatementImport> preview sorted and laid out', () => {
  const server = useSandboxServer({ profile: 'described' })
  beforeEach(() => {
    localStorage.clear()
    giveGridsAViewport()
  })
  afterEach(() => vi.restoreAllMocks())

  async function chooseFile(file: File) {
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(screen.getByLabelText('Statement file'), file)
    await screen.findByRole('button', { name: /^Import [\d,]+ transactions?$/ }, { timeout: 30_000 })
    await waitFor(() => expect(shownLines().length).toBeGreaterThan(4))
    return user
  }

  it('sorts every row of the file by amount and by date, with aria-sort; a second click reverses; Line goes back to the file’s order', async () => {
    const text = bigStatement()
    const { rows } = await readBankStatement(new File([text], 'big.csv'))
    renderWithSandbox(<BankStatementImport bankAccountId={CHECKING} />, server.sandbox)
    const user = await chooseFile(new File([text], 'big.csv', { type: 'text/csv' }))
    const fileOrder = rows.map((row) => row.line)
    await expectOrder(fileOrder)
    // The file's order: no column is marked sorted.
    expect(Object.values(ariaSorts()).every((sort) => sort === 'none')).toBe(true)

    await sortBy(user, 'Money in')
    await expectOrder(linesBy(rows, (row) => row.amount, true))
    // The biggest money in is the file's last row, beyond the 5,000 the grid was given first.
    expect(shownLines()[0]).toBe(fileOrder.at(-1))
    expect(ariaSorts()).toMatchObject({ 'Money in': 'descending', 'Money out': 'none', Date: 'none' })
    await sortBy(user, 'Money in')
    await expectOrder(linesBy(rows, (row) => row.amount))
    expect(header('Money in')).toHaveAttribute('aria-sort', 'ascending')

    await sortBy(user, 'Money out')
    await expectOrder(linesBy(rows, (row) => row.amount))
    expect(ariaSorts()).toMatchObject({ 'Money in': 'none', 'Money out': 'ascending' })

    await sortBy(user, 'Date')
    await expectOrder(linesBy(rows, (row) => row.date))
    expect(ariaSorts()).toMatchObject({ Date: 'ascending', 'Money out': 'none' })
    await sortBy(user, 'Date')
    await expectOrder(linesBy(rows, (row) => row.date, true))
    expect(header('Date')).toHaveAttribute('aria-sort', 'descending')

    await sortBy(user, 'Line')
    await expectOrder(fileOrder)
    expect(ariaSorts()).toMatchObject({ Line: 'ascending', Date: 'none' })
  })

  it('shows the host’s columns in its order, under its labels, sorts by what happens to a row as the counts list the states, and a problem’s link finds its row in the sorted grid', async () => {
    renderWithSandbox(
      <BankStatementImport
        bankAccountId={CHECKING}
        columns={['state', 'date', 'moneyOut', 'line']}
        columnLabels={{ state: 'Outcome', moneyOut: 'Paid out' }}
      />,
      server.sandbox,
    )
    const user = await chooseFile(new File([fixtureBytes('problems.csv')], 'problems.csv', { type: 'text/csv' }))
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((cell) => cell.getAttribute('aria-label')),
    ).toEqual(['Outcome', 'Date', 'Paid out', 'Line'])
    const [firstRow] = grid().querySelectorAll('.bk-grid__body [role="row"]')
    expect([...firstRow!.querySelectorAll('[data-column]')].map((cell) => cell.getAttribute('data-column'))).toEqual([
      'state',
      'date',
      'moneyOut',
      'line',
    ])

    // The counts name the states in the order a user reads them: what is imported first, problems last.
    const counted = within(screen.getByRole('list', { name: 'What happens' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-state'))
    await sortBy(user, 'Outcome')
    expect(header('Outcome')).toHaveAttribute('aria-sort', 'ascending')
    await waitFor(() => {
      const states = [...grid().querySelectorAll('.bk-grid__body [role="row"]')]
        .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
        .map((row) => row.getAttribute('data-state'))
      expect(new Set(states)).toEqual(new Set(counted))
      expect(states.map((state) => counted.indexOf(state))).toEqual(states.map((state) => counted.indexOf(state)).sort((a, b) => a - b))
    })

    // A problem's link finds its row where the sort put it (by date, line 4 is no longer second among the problems).
    await sortBy(user, 'Date')
    await user.click(screen.getByRole('button', { name: 'Line 4: no amount' }))
    await waitFor(() => expect(document.activeElement?.querySelector('[data-column="line"]')).toHaveTextContent(/^4$/))
    expect(header('Date')).toHaveAttribute('aria-sort', 'ascending')
  })
})
