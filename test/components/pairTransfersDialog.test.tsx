// The transfer dialogs' behaviour, in jsdom: "Pair transfers" lists each likely pair with its
// accounts, dates and amount, says why the ambiguous and the locked are unticked, and counts what is
// ticked; an ambiguous pair shows the pairs as likely, each other side with its date, account,
// description and amount, and pairs the one the user picks; "Mark as transfer" asks which account, in
// the words of the money's direction, and refuses to save without one. Which rows are ticked, what a
// side given to one row takes from another and what is handed over are decided in Node
// (test/core/queue/pairSelection.test.ts). Keyboard, focus and axe: pairTransfersDialog.browser.test.tsx.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { isolate } from '../../src/format/isolate'
import {
  ambiguousPair,
  CARD,
  CHECKING,
  renderMarkTransfer,
  renderPairTransfers,
  SAVINGS,
  side,
  transferPair,
} from '../support/transferPairs'

const rent = transferPair(1, 50000)
const sameDay = transferPair(2, 120000, { fromDate: '2026-06-27', toDate: '2026-06-27' })
const ambiguous = transferPair(3, 30000, { ambiguous: true })
const closed = transferPair(4, 7500, { from: CARD, fromDate: '2026-03-30', toDate: '2026-03-31' })
const PAIRS = [rent, sameDay, ambiguous, closed]
const isLocked = (pair: typeof rent) => pair.from.date < '2026-04-01'

const boxes = () => screen.getAllByRole('checkbox') as HTMLInputElement[]
const pairButton = () => screen.getByRole('button', { name: /^Pair \d+ transfers?$/ })
const count = () => screen.getByRole('status')

describe('Pair transfers', () => {
  it('lists each pair with its dates, accounts, both descriptions and the amount moved', () => {
    renderPairTransfers({ pairs: PAIRS, isLocked })
    expect(screen.getByRole('dialog', { name: 'Pair transfers' })).toBeInTheDocument()
    const [, first, second] = screen.getAllByRole('row')
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    // The descriptions under the accounts: the list fits a phone's width (pairTransfersDialog.browser.test.tsx).
    expect(cells.slice(1)).toEqual([
      'Jun 25 → Jun 26',
      'Business Checking ••4821 → Reserve Savings ••9930ONLINE TRANSFER TO SAVINGS REF 1001TRANSFER FROM CHECKING REF 1001',
      '$500.00',
    ])
    expect(within(first!).getByText('ONLINE TRANSFER TO SAVINGS REF 1001')).toHaveAttribute('title', 'ONLINE TRANSFER TO SAVINGS REF 1001')
    expect(within(second!).getAllByRole('cell')[1]).toHaveTextContent(/^Jun 27$/)
    // The account names are isolated: a name written right to left never reorders the arrow.
    expect(within(first!).getAllByRole('cell')[2]!.querySelectorAll('bdi')).toHaveLength(2)
    expect(boxes()[0]).toHaveAccessibleName(
      `Pair $500.00 from ${isolate(CHECKING.displayName)} to ${isolate(SAVINGS.displayName)}, Jun 25 → Jun 26`,
    )
  })

  it('ticks the likely pairs, not one another side is as likely for nor one in a closed period, and says why', () => {
    renderPairTransfers({ pairs: PAIRS, isLocked })
    expect(boxes().map((box) => box.checked)).toEqual([true, true, false, false])
    expect(boxes()[2]).toBeEnabled()
    expect(boxes()[2]).toHaveAccessibleDescription('Another side is as likely — check before pairing')
    expect(boxes()[3]).toBeDisabled()
    expect(boxes()[3]).toHaveAccessibleDescription('In a closed period')
    expect(count()).toHaveTextContent('2 of 3 pairs selected')
    expect(pairButton()).toHaveAccessibleName('Pair 2 transfers')
  })

  it('shows the pairs as likely as an ambiguous one, each with its dates, accounts, descriptions and amount, and pairs the one picked', async () => {
    const user = userEvent.setup()
    const unsure = ambiguousPair(5, 30000)
    const { onPair } = renderPairTransfers({ pairs: [rent, unsure] })
    expect(boxes()[1]).not.toBeChecked()
    expect(boxes()[1]).toHaveAccessibleDescription('Other sides are as likely — choose the pair below')
    const group = screen.getByRole('group', { name: 'Pairs as likely' })
    const choices = within(group).getAllByRole('radio') as HTMLInputElement[]
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Jun 25 → Jun 26Business Checking ••4821 → Reserve Savings ••9930ONLINE TRANSFER TO SAVINGS REF 1005TRANSFER FROM CHECKING REF 1005$300.00',
      'Jun 27 → Jun 26Business Checking ••4821 → Reserve Savings ••9930ONLINE TRANSFER TO SAVINGS REF 2005TRANSFER FROM CHECKING REF 1005$300.00',
    ])
    expect(choices.map((choice) => choice.checked)).toEqual([true, false])
    // Picking one is the user's choice: the pair is ticked, the row reads what it will pair.
    await user.click(choices[1]!)
    expect(boxes()[1]).toBeChecked()
    expect(boxes()[1]).toHaveAccessibleName(
      `Pair $300.00 from ${isolate(CHECKING.displayName)} to ${isolate(SAVINGS.displayName)}, Jun 27 → Jun 26`,
    )
    expect(count()).toHaveTextContent('2 of 2 pairs selected')
    await user.click(pairButton())
    expect(onPair).toHaveBeenCalledWith([rent, unsure.rivals[0]])
  })

  it('counts each tick and untick, and holds the button at none', async () => {
    const user = userEvent.setup()
    const { onPair } = renderPairTransfers({ pairs: PAIRS, isLocked })
    await user.click(boxes()[0]!)
    expect(count()).toHaveTextContent('1 of 3 pairs selected')
    expect(pairButton()).toHaveAccessibleName('Pair 1 transfer')
    await user.click(boxes()[1]!)
    expect(pairButton()).toHaveAccessibleName('Pair 0 transfers')
    expect(pairButton()).toHaveAttribute('aria-disabled', 'true')
    await user.click(pairButton())
    expect(onPair).not.toHaveBeenCalled()
  })

  it('selects all but the ambiguous, then none, the button saying which it will do', async () => {
    const user = userEvent.setup()
    renderPairTransfers({ pairs: PAIRS, isLocked })
    await user.click(screen.getByRole('button', { name: 'Select none' }))
    expect(boxes().map((box) => box.checked)).toEqual([false, false, false, false])
    expect(count()).toHaveTextContent('0 of 3 pairs selected')
    await user.click(screen.getByRole('button', { name: 'Select all' }))
    expect(boxes().map((box) => box.checked)).toEqual([true, true, false, false])
    await user.click(boxes()[2]!)
    expect(count()).toHaveTextContent('3 of 3 pairs selected')
    await user.click(screen.getByRole('button', { name: 'Select none' }))
    expect(boxes().map((box) => box.checked)).toEqual([false, false, false, false])
  })

  it('closes on Cancel without pairing', async () => {
    const user = userEvent.setup()
    const { onPair, onClose } = renderPairTransfers({ pairs: PAIRS })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onPair).not.toHaveBeenCalled()
  })

  it('says so when there is nothing to pair, with only Close', async () => {
    const user = userEvent.setup()
    const { onClose } = renderPairTransfers({ pairs: [] })
    expect(screen.getByText('No likely transfers right now.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Pair/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('Mark as transfer', () => {
  const group = () => screen.getByRole('radiogroup')

  it('shows the transaction, and asks where money out moved to', () => {
    renderMarkTransfer()
    const dialog = screen.getByRole('dialog', { name: 'Mark as transfer' })
    expect(within(dialog).getByRole('region', { name: 'Transaction' })).toHaveTextContent('Jun 25, 2026ONLINE TRANSFER REF 4417-$500.00')
    expect(group()).toHaveAccessibleName('Money moved to which account?')
    expect(group()).toHaveAccessibleDescription('It’s paired with its other side when that arrives.')
    expect(
      within(group())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([' Reserve Savings ••9930', ' Company Card ••1207'])
  })

  it('asks where money in came from', async () => {
    const user = userEvent.setup()
    renderMarkTransfer({ transaction: side('btx_in_9', SAVINGS, '2026-06-26', 50000, 'TRANSFER FROM CHECKING') })
    expect(group()).toHaveAccessibleName('Money moved from which account?')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(group()).toHaveAccessibleDescription(/^Choose the account the money moved from\./)
  })

  it('refuses to save with no account chosen, naming the field and keeping the focus in the group', async () => {
    const user = userEvent.setup()
    const { onMark } = renderMarkTransfer()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onMark).not.toHaveBeenCalled()
    expect(group()).toHaveAttribute('aria-invalid', 'true')
    expect(group()).toHaveAccessibleDescription('Choose the account the money moved to. It’s paired with its other side when that arrives.')
    expect(group()).toContainElement(document.activeElement as HTMLElement)
  })

  it('marks it with the account chosen', async () => {
    const user = userEvent.setup()
    const { onMark } = renderMarkTransfer()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(screen.getByRole('radio', { name: 'Company Card ••1207' }))
    expect(group()).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onMark).toHaveBeenCalledWith(CARD.id)
  })
})
