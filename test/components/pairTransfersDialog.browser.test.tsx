/// <reference types="vite/client" />
// The transfer dialogs in Chromium, with real keys: "Pair transfers" done by keyboard alone (the
// focus starts on the first box, Space unticks, Tab reaches the candidates and the button, Enter pairs), Escape closes
// it and the focus goes back to what opened it; many pairs scroll inside the dialog under a header
// still in view; at 390 px the dates, accounts and amounts of each pair and of an ambiguous pair's
// candidates are in view with nothing scrolling sideways; axe finds nothing in either dialog. Their behaviour: pairTransfersDialog.test.tsx.
import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { page, userEvent } from 'vitest/browser'
import { BookkeepingProvider } from '../../src'
import { PairTransfersDialog } from '../../src/components/BankTransactionList/transfers/PairTransfersDialog'
import { violations } from '../support/axe'
import { ambiguousPair, renderMarkTransfer, renderPairTransfers, transferPair } from '../support/transferPairs'

import.meta.glob('../../src/styles/*.css', { eager: true })

const PAIRS = [transferPair(1, 50000), transferPair(2, 120000), ambiguousPair(3, 30000)]
const focused = () => document.activeElement

it('pairs by keyboard alone: the focus starts on the first box, Space unticks, Tab reaches the candidates and the button, Enter pairs', async () => {
  const { onPair } = renderPairTransfers({ pairs: PAIRS })
  const [first, second] = screen.getAllByRole('checkbox')
  await expect.element(first!).toHaveFocus()
  await userEvent.keyboard(' ')
  await expect.element(first!).not.toBeChecked()
  // The boxes are one tab stop; the arrows move between them.
  await userEvent.keyboard('{ArrowDown}')
  expect(focused()).toBe(second)
  // The ambiguous pair's candidates are one more tab stop, on the one chosen.
  await userEvent.keyboard('{Tab}')
  expect(focused()).toBe(screen.getAllByRole('radio')[0])
  await userEvent.keyboard('{Tab}')
  expect(focused()).toBe(screen.getByRole('button', { name: 'Cancel' }))
  await userEvent.keyboard('{Tab}')
  expect(focused()).toBe(screen.getByRole('button', { name: 'Pair 1 transfer' }))
  await userEvent.keyboard('{Enter}')
  expect(onPair).toHaveBeenCalledWith([PAIRS[1]])
})

it('starts on Close when there is nothing to pair', async () => {
  renderPairTransfers({ pairs: [] })
  await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus()
})

it('closes on Escape, and the focus goes back to the button that opened it', async () => {
  function Opener() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Pair transfers…
        </button>
        {open && <PairTransfersDialog pairs={PAIRS} onPair={() => undefined} onClose={() => setOpen(false)} />}
      </>
    )
  }
  render(
    <BookkeepingProvider
      baseUrl="https://x.test"
      fetchToken={async () => ({ access_token: 'unused', token_type: 'Bearer', expires_in: 3600 })}
    >
      <div className="bk-root">
        <Opener />
      </div>
    </BookkeepingProvider>,
  )
  const opener = page.getByRole('button', { name: 'Pair transfers…' })
  await userEvent.click(opener)
  await expect.element(page.getByRole('checkbox').first()).toHaveFocus()
  await userEvent.keyboard('{Escape}')
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  await expect.element(opener).toHaveFocus()
})

it('scrolls hundreds of pairs inside the dialog, its header and buttons in view', async () => {
  const many = Array.from({ length: 300 }, (_, n) => transferPair(n, 1000 + n))
  renderPairTransfers({ pairs: many })
  const dialog = screen.getByRole('dialog')
  const scroll = screen.getByRole('table').parentElement!
  expect(scroll.scrollHeight).toBeGreaterThan(scroll.clientHeight)
  scroll.scrollTop = scroll.scrollHeight
  const header = screen.getAllByRole('columnheader')[1]!.getBoundingClientRect()
  expect(header.top, 'the header scrolled away').toBeGreaterThanOrEqual(scroll.getBoundingClientRect().top - 1)
  const pair = screen.getByRole('button', { name: 'Pair 300 transfers' }).getBoundingClientRect()
  expect(pair.bottom, 'the button is below the dialog').toBeLessThanOrEqual(dialog.getBoundingClientRect().bottom)
  expect(pair.bottom, 'the button is below the screen').toBeLessThanOrEqual(window.innerHeight)
})

it('shows the dates, accounts and amounts at 390 px wide, an ambiguous pair’s candidates too, with nothing scrolling sideways', async () => {
  const { width, height } = { width: window.innerWidth, height: window.innerHeight }
  await page.viewport(390, 844)
  try {
    renderPairTransfers({
      pairs: [
        transferPair(1, 123_456_789),
        ambiguousPair(2, 30000),
        transferPair(3, 7500, { fromDate: '2026-06-27', toDate: '2026-06-27' }),
      ],
    })
    const dialog = screen.getByRole('dialog')
    const list = screen.getByRole('table').parentElement!
    expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    for (const box of [dialog, list]) expect(box.scrollWidth, box.className).toBeLessThanOrEqual(box.clientWidth)
    const inView = (element: Element) => {
      const { left, right, width: shown } = element.getBoundingClientRect()
      return shown > 0 && left >= 0 && right <= list.getBoundingClientRect().right + 0.5
    }
    const rows = screen.getAllByRole('row').filter((row) => row.querySelector('td[data-column="dates"]'))
    expect(rows).toHaveLength(3)
    for (const row of rows)
      for (const column of ['dates', 'accounts', 'amount'])
        expect(inView(row.querySelector(`td[data-column="${column}"]`)!), `${column} of ${row.textContent}`).toBe(true)
    const candidates = screen.getByRole('group', { name: 'Pairs as likely' }).querySelectorAll('label')
    expect(candidates).toHaveLength(2)
    for (const candidate of candidates)
      for (const part of ['.bk-pair-transfers__candidate-dates', '.bk-pair-transfers__candidate-accounts', '.bk-money'])
        expect(inView(candidate.querySelector(part)!), `${part} of ${candidate.textContent}`).toBe(true)
  } finally {
    await page.viewport(width, height)
  }
})

it('has nothing axe finds in Pair transfers, with a pair to check and one locked', async () => {
  renderPairTransfers({ pairs: PAIRS, isLocked: (pair) => pair === PAIRS[1] })
  await expect.element(page.getByRole('checkbox').first()).toHaveFocus()
  expect(await violations(screen.getByRole('dialog'))).toEqual([])
})

it('has nothing axe finds in Mark as transfer, its error shown', async () => {
  renderMarkTransfer()
  await userEvent.click(page.getByRole('button', { name: 'Save' }))
  await expect.element(page.getByText('Choose the account the money moved to.')).toBeInTheDocument()
  expect(await violations(screen.getByRole('dialog'))).toEqual([])
})
