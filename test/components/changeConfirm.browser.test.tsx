/// <reference types="vite/client" />
// The question asked before a save changes a reconciled or signed-off month, in Chromium: at a
// phone's 390 px and at a desktop's width, its sentence wraps inside it (an account's name of one
// long word too), nothing is cut off, and the focused Cancel is in view; Escape cancels and the focus
// goes back to what asked. What it says and when it asks: changeConfirm.test.tsx.
import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { page, userEvent } from 'vitest/browser'
import { BookkeepingProvider } from '../../src'
import type { ChangedPeriods } from '../../src/core/close/changedPeriods'
import { ChangeConfirmDialog } from '../../src/components/shared/changeConfirm/changeConfirmParts'

import.meta.glob('../../src/styles/*.css', { eager: true })

/** Three reconciliations (one account's name a single long word) and two signed-off months, over seven of twelve rows. */
const PERIODS: ChangedPeriods = {
  reconciliations: [
    { bankAccountId: 'bka_1', accountName: 'Zanzibarwholesaleprovisionscooperativeoperatingaccount', endDate: '2026-04-30' },
    { bankAccountId: 'bka_2', accountName: 'Business Checking', endDate: '2026-05-31' },
    { bankAccountId: 'bka_3', accountName: 'Reserve Savings' },
  ],
  signOffs: [
    { month: '2026-04', at: '2026-05-04T09:00:00.000Z' },
    { month: '2026-05', at: '2026-06-03T09:00:00.000Z' },
  ],
  count: 7,
}

/** A button that asks, as the bulk bar's does; each answer is kept. */
function Asking({ answers }: { answers: boolean[] }) {
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setAsked(true)
          setOpen(true)
        }}
      >
        Categorize 12
      </button>
      {asked && (
        <ChangeConfirmDialog
          periods={PERIODS}
          total={12}
          open={open}
          onAnswer={(confirmed) => {
            answers.push(confirmed)
            setOpen(false)
          }}
        />
      )}
    </>
  )
}

function renderAsking() {
  const answers: boolean[] = []
  render(
    <BookkeepingProvider
      baseUrl="https://x.test"
      fetchToken={async () => ({ access_token: 'unused', token_type: 'Bearer', expires_in: 3600 })}
    >
      <div className="bk-root">
        <Asking answers={answers} />
      </div>
    </BookkeepingProvider>,
  )
  return answers
}

/** The open dialog, its text wrapped inside it and every part of it on the screen, Cancel focused. */
async function expectWhole() {
  const dialog = screen.getByRole('dialog', { name: 'Change a reconciliation and a signed-off month?' })
  const cancel = page.getByRole('button', { name: 'Cancel' })
  await expect.element(cancel).toHaveFocus()
  expect(dialog.scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(dialog.clientWidth)
  const frame = dialog.getBoundingClientRect()
  expect(frame.left).toBeGreaterThanOrEqual(0)
  expect(frame.right, 'the dialog is cut off at the right').toBeLessThanOrEqual(window.innerWidth)
  for (const part of dialog.querySelectorAll<HTMLElement>('h2, p, button')) {
    const box = part.getBoundingClientRect()
    expect(part.scrollWidth, `${part.textContent} is clipped`).toBeLessThanOrEqual(part.clientWidth)
    expect(box.left, `${part.textContent} starts outside the dialog`).toBeGreaterThanOrEqual(frame.left)
    expect(box.right, `${part.textContent} ends outside the dialog`).toBeLessThanOrEqual(frame.right)
    expect(box.top, `${part.textContent} is above the screen`).toBeGreaterThanOrEqual(0)
    expect(box.bottom, `${part.textContent} is below the screen`).toBeLessThanOrEqual(window.innerHeight)
  }
  expect(dialog).toHaveTextContent(
    'This changes the reconciliation of Zanzibarwholesaleprovisionscooperativeoperatingaccount for April 2026, the reconciliation of Business Checking for May, the reconciliation of Reserve Savings and 2 more.',
  )
  return dialog
}

it('fits a phone’s 390 px with its focus in view, and Escape cancels, the focus back on what asked', async () => {
  await page.viewport(390, 844)
  const answers = renderAsking()
  const opener = page.getByRole('button', { name: 'Categorize 12' })
  await userEvent.click(opener)
  await expectWhole()
  await userEvent.keyboard('{Escape}')
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  expect(answers).toEqual([false])
  await expect.element(opener).toHaveFocus()
})

it('fits a desktop’s width, and saves on its own button only, the focus back on what asked', async () => {
  await page.viewport(1280, 800)
  const answers = renderAsking()
  const opener = page.getByRole('button', { name: 'Categorize 12' })
  await userEvent.click(opener)
  const dialog = await expectWhole()
  // Enter on the focused Cancel cancels: it never saves by accident.
  await userEvent.keyboard('{Enter}')
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  expect(answers).toEqual([false])
  await userEvent.click(opener)
  expect(dialog).toBeVisible()
  await userEvent.click(page.getByRole('button', { name: 'Save the changes' }))
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  expect(answers).toEqual([false, true])
  await expect.element(opener).toHaveFocus()
})
