import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { useBooksOverview, useLocaleSettings } from '../src'
import { A_YEAR_OF_BOOKS } from './support/charts'
import { intlMoney } from './support/intlMoney'

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
        <dd>
          {toReview.figures === 'unknown' || toReview.count === undefined
            ? noFigure(toReview)
            : `${toReview.count}${soFar(toReview.figures)}`}
        </dd>
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
          {receivables.figures === 'unknown'
            ? noFigure(receivables)
            : `${money(receivables.total)}, ${money(receivables.overdue)} overdue${soFar(receivables.figures)}`}
          {receivables.isError && <button onClick={() => void receivables.refetch()}>Try again</button>}
        </dd>
      </div>
    </dl>
  )
}
// #endregion HostOverviewTiles

const AS_OF = '2026-06-30'

const meta = {
  title: 'Charts/Overview hooks',
  component: HostOverviewTiles,
  excludeStories: ['HostOverviewTiles'],
  args: { asOf: AS_OF },
  parameters: {
    sandbox: A_YEAR_OF_BOOKS,
    docs: {
      description: {
        component: 'Host code, not a bookkit component: its own markup over `useBooksOverview`, against the story’s sandbox.',
      },
    },
  },
} satisfies Meta<typeof HostOverviewTiles>

export default meta
type Story = StoryObj<typeof meta>

/** The bakery's three first figures on the sandbox's today, in the host's own markup: what the sandbox's records add up to. */
export const OwnTiles: Story = {
  play: async ({ canvasElement }) => {
    const figure = (term: string) => within(canvasElement).getByText(term).nextElementSibling
    // Every figure final: a number, no "so far", no "Counting…".
    await waitFor(() => {
      expect(figure('To review')).toHaveTextContent(/^\d+$/)
      expect(figure('This month')).toHaveTextContent(/^in \S+, out \S+$/)
      expect(figure('Owed to you')).toHaveTextContent(/overdue$/)
    })
  },
}
