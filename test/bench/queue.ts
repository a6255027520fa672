import type { Browser } from 'playwright-core'

/** Figures of the review queue at scale, from one run. */
export interface QueueFigures {
  transactions: number
  /** ms from mounting with nothing cached to the first rows painted: the token and the sync's first page over HTTP. */
  syncToFirstRowsMs: number
  /** ms from mounting with nothing cached to every page of the sync merged and shown. */
  syncToWholeSetMs: number
  /** ms from mounting again with the set cached to the first rows painted. */
  cachedToFirstRowsMs: number
  /** ms from a keystroke in the search box to the grid showing the filtered rows. */
  keystrokeToRowsMs: number
  rowsInDom: number
}

/**
 * `<BankTransactionList>` on the bench page against a sandbox holding `transactions` bank lines for
 * the company: sync and first rows, a filter keystroke, rows in the DOM.
 */
export async function measureQueue(browser: Browser, url: string, baseUrl: string): Promise<QueueFigures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  try {
    await page.goto(`${url}?${new URLSearchParams({ scenario: 'queue', baseUrl })}`)
    await page.waitForFunction(() => window.bench?.ready && window.bench.paintedAt !== undefined, undefined, { timeout: 300_000 })
    // The page mounts the queue with nothing cached: the token, the sync's first page, the first render.
    const syncToFirstRowsMs = await page.evaluate(() => window.bench.paintedAt! - window.bench.shownAt!)
    // Older pages stream in; the counts stop saying "so far" when the last one is merged.
    await page.waitForFunction(() => !document.querySelector('.bk-transaction-filters')?.textContent?.includes('so far'), undefined, {
      timeout: 300_000,
      polling: 20,
    })
    const syncToWholeSetMs = await page.evaluate(() => performance.now() - window.bench.shownAt!)
    const transactions = await page.evaluate(() =>
      Number(
        / · ([\d,]+) transactions in all/
          .exec(document.querySelector('.bk-transaction-filters__summary')?.textContent ?? '')?.[1]
          ?.replace(/,/g, '') ?? 0,
      ),
    )

    await page.evaluate(() => window.bench.hide())
    await page.waitForTimeout(200)
    await page.evaluate(() => window.bench.show())
    await page.waitForFunction(() => window.bench.paintedAt !== undefined, undefined, { timeout: 60_000 })
    const cachedToFirstRowsMs = await page.evaluate(() => window.bench.paintedAt! - window.bench.shownAt!)

    await page.getByLabel('Search').focus()
    const keystrokeToRowsMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const summary = document.querySelector('.bk-transaction-filters__summary')
          const before = summary?.textContent
          const input = document.querySelector<HTMLInputElement>('.bk-transaction-filters .bk-filter-bar__search input')!
          const pressed = performance.now()
          const observer = new MutationObserver(() => {
            if (summary?.textContent === before) return
            observer.disconnect()
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - pressed)))
          })
          observer.observe(document.body, { childList: true, subtree: true, characterData: true })
          // What a keystroke does to a controlled input: the value, then the input event React listens to.
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
          setter.call(input, 'flour')
          input.dispatchEvent(new Event('input', { bubbles: true }))
        }),
    )
    const rowsInDom = await page.evaluate(() => document.querySelectorAll('.bk-grid__body [role="row"]').length)
    return { transactions, syncToFirstRowsMs, syncToWholeSetMs, cachedToFirstRowsMs, keystrokeToRowsMs, rowsInDom }
  } finally {
    await page.close()
  }
}
