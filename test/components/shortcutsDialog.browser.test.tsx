/// <reference types="vite/client" />
// The queue's keyboard-shortcuts dialog in Chromium, with every stylesheet a partner loads, on a
// window too short for the whole list: it opens at its top, with the focus on its title (the Close
// button at the end of the list would scroll the dialog to its end), and Tab then reaches Close.
import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { page, userEvent } from 'vitest/browser'
import { ShortcutsDialog } from '../../src/components/BankTransactionList/review/ShortcutsDialog'
import { BookkeepingProvider } from '../../src/react'

import.meta.glob('../../src/styles/*.css', { eager: true })

/** The host's page: a button that opens the dialog, as the queue's toolbar does. No request is made. */
function Page() {
  const [open, setOpen] = useState(false)
  return (
    <BookkeepingProvider baseUrl="https://sandbox.bookkit.test" fetchToken={() => Promise.reject(new Error('no request expected'))}>
      <button type="button" onClick={() => setOpen(true)}>
        Show keys
      </button>
      {open && <ShortcutsDialog title="Keyboard shortcuts" onClose={() => setOpen(false)} />}
    </BookkeepingProvider>
  )
}

describe.each([
  [1280, 480],
  [390, 600],
])('at %i × %i px', (width, height) => {
  beforeEach(async () => {
    await page.viewport(width, height)
  })

  it('opens at its top with the focus on its title, in view; Tab reaches Close, and closing returns the focus', async () => {
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Show keys' })
    // The page's state changes with these presses: inside act(), as React asks of a test.
    await act(() => userEvent.click(opener))
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    // The list is longer than the window: the dialog scrolls, so where it opens matters.
    expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight)
    const title = screen.getByRole('heading', { name: 'Keyboard shortcuts' })
    expect(title).toHaveFocus()
    expect(dialog.scrollTop).toBe(0)
    const box = title.getBoundingClientRect()
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight)

    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await act(() => userEvent.keyboard('{Enter}'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})
