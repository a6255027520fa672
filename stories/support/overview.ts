// What the overview stories share: the sandbox's own count of what is to review, by the queue's
// rule, and the tiles as the overview draws them, read and waited for.
import { expect, waitFor, within } from 'storybook/test'
import { REVIEWED_STATUSES } from '../../src/api/reviewStatus'
import type { BankTransaction } from '../../src/api/types'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { intlMoney } from './intlMoney'
import { literally } from './charts'

const usd = (minor: number) => intlMoney('en-US', 'USD', minor)

/** Of `records`, the bank transactions still to review. */
export const toReviewAmong = (records: readonly Pick<BankTransaction, 'reviewStatus'>[]): number => records.filter((transaction) => !REVIEWED_STATUSES.includes(transaction.reviewStatus ?? '')).length

/** The bakery's bank transactions still to review in a story's sandbox: what "To review" must count. */
export const toReviewIn = (sandbox: Sandbox): number => toReviewAmong(sandbox.inspect.bankTransactions(SANDBOX.companies.bakery.id))

type Canvas = ReturnType<typeof within>

/** A tile, by its title. */
export const tile = (canvas: Canvas, title: string) => canvas.getByRole('group', { name: title })

/** Waits for the "To review" tile's figure to read `text` (its count and its label). */
export async function reviewTileShows(canvas: Canvas, text: string) {
  await waitFor(() => expect(within(tile(canvas, 'To review')).getByText(/transactions? to review/).closest('p')).toHaveTextContent(new RegExp(`^${literally(text)}$`)), { timeout: 10_000 })
}

/** Waits for the "Owed to you" tile's two lines once every invoice is read. */
export async function owedTileShows(canvas: Canvas, total: string, count: number, overdue: string) {
  await waitFor(
    () => {
      const [amount, late] = within(tile(canvas, 'Owed to you')).getAllByText((_, element) => element?.classList.contains('bk-tile__figure') ?? false)
      expect(amount).toHaveTextContent(new RegExp(`^${literally(total)} on ${count} open ${count === 1 ? 'invoice' : 'invoices'}$`))
      expect(late).toHaveTextContent(overdue)
    },
    { timeout: 10_000 },
  )
}

/** How the money tile compares this month's amount with `lastMonth`'s (its short name): what the component must say. */
export function comparison(now: number, before: number, lastMonth: string): string {
  if (now === before) return `the same as ${lastMonth}`
  return `${usd(Math.abs(now - before))} ${now > before ? 'more' : 'less'} than ${lastMonth}`
}

/** Money in and out of a month. */
interface Flow {
  moneyIn: number
  moneyOut: number
}

/** Waits for the money tile titled `title` to show `now` against `before` (the month before, `lastMonth` its short name). */
export async function moneyTileShows(canvas: Canvas, title: string, now: Flow, before: Flow, lastMonth: string) {
  const money = () => within(tile(canvas, title))
  await waitFor(() => expect(money().getByText('Money in').closest('div')).toHaveTextContent(`Money in${usd(now.moneyIn)}${comparison(now.moneyIn, before.moneyIn, lastMonth)}`), { timeout: 10_000 })
  await expect(money().getByText('Money out').closest('div')).toHaveTextContent(`Money out${usd(now.moneyOut)}${comparison(now.moneyOut, before.moneyOut, lastMonth)}`)
  await expect(money().getByText('Net').closest('div')).toHaveTextContent(`Net${usd(now.moneyIn - now.moneyOut)}`)
}
