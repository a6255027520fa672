import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { useBooksOverview, useLocaleSettings } from '../src'
import { cashFlowOf } from './support/charts'
import { intlMoney } from './support/intlMoney'
import { toReviewIn } from './support/overview'
import { owedOf } from './support/receivables'
import { storySandbox } from './support/sandbox'

/** Integer cents as text in the provider's locale and currency, exactly (no float on the way). */
const formatCents = (cents: number, locale: string, currency: string) => intlMoney(locale, currency, cents)

// #region HostOverviewTiles
/** A host's own first page: its markup, bookkit's figures through `useBooksOverview` only. */
export function HostOverviewTiles({ asOf }: { asOf?: string }) {
  const { toReview, moneyInOut, receivables } = useBooksOverview({ asOf })
  const { locale, currency } = useLocaleSettings()
  const money = (cents: number) => formatCents(cents, locale, currency)
  // Each part says whether its figures are final, sums so far, or not known yet (then none is shown, not even $0.00).
  const soFar = (figures: string) => (figures === 'final' ? '' : ' so far')
  const noFigure = (part: { isError: boolean }) => (part.isError ? 'Not available' : 'Counting…')
  const thisMonth = moneyInOut.months.at(-1)
  return (
    <dl>
      <div>
        <dt>To review</dt>
        <dd>{toReview.figures === 'unknown' || toReview.count === undefined ? noFigure(toReview) : `${toReview.count}${soFar(toReview.figures)}`}</dd>
      </div>
      <div>
        <dt>This month</dt>
        <dd>
          {moneyInOut.figures === 'unknown' || !thisMonth
            ? noFigure(moneyInOut)
            : `in ${money(thisMonth.moneyIn)}, out ${money(thisMonth.moneyOut)}${soFar(moneyInOut.figures)}`}
        </dd>
      </div>
      <div>
        <dt>Owed to you</dt>
        <dd>
          {receivables.figures === 'unknown' ? noFigure(receivables) : `${money(receivables.total)}, ${money(receivables.overdue)} overdue${soFar(receivables.figures)}`}
          {receivables.isError && <button onClick={() => void receivables.refetch()}>Try again</button>}
        </dd>
      </div>
    </dl>
  )
}
// #endregion HostOverviewTiles

const AS_OF = '2026-06-30'
const usd = (minor: number) => intlMoney('en-US', 'USD', minor)

const meta = {
  title: 'Charts/Overview hooks',
  component: HostOverviewTiles,
  excludeStories: ['HostOverviewTiles'],
  args: { asOf: AS_OF },
  parameters: {
    docs: { description: { component: 'Host code, not a bookkit component: its own markup over `useBooksOverview`, against the story’s sandbox.' } },
  },
} satisfies Meta<typeof HostOverviewTiles>

export default meta
type Story = StoryObj<typeof meta>

/** The bakery's three first figures on the sandbox's today, in the host's own markup: what the sandbox's records add up to. */
export const OwnTiles: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const owed = owedOf(sandbox, AS_OF)
    const june = cashFlowOf(sandbox, '2026-06-01', '2026-06-30')
    const figure = (term: string) => canvas.getByText(term).nextElementSibling
    await waitFor(() => expect(figure('Owed to you')).toHaveTextContent(`${usd(owed.total)}, ${usd(owed.overdue)} overdue`), { timeout: 10_000 })
    // Counted once: nothing changes the sandbox's records here, and counting them at every poll takes
    // the page's thread from the sync the poll waits for (a loaded machine then outwaits the limit).
    const toReview = new RegExp(`^${toReviewIn(sandbox)}$`)
    await waitFor(() => expect(figure('To review')).toHaveTextContent(toReview), { timeout: 10_000 })
    await expect(figure('This month')).toHaveTextContent(`in ${usd(june.moneyIn)}, out ${usd(june.moneyOut)}`)
  },
}
