import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { within } from 'storybook/test'
import { useLocaleSettings, useSpendingByCategory, type ChartPeriod } from '../src'
import { A_YEAR_OF_BOOKS } from './support/charts'

// #region HostSpendingList
/** Cents as text, exactly: Intl formats a decimal string without going through a float. */
function formatCents(cents: number, money: Intl.NumberFormat): string {
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2
  const units = String(Math.abs(cents)).padStart(digits + 1, '0')
  const decimal = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`
  return money.format(`${cents < 0 ? '-' : ''}${decimal}` as `${number}`)
}

/** A host's own "where the money went": its markup, bookkit's figures through `useSpendingByCategory` only. */
export function HostSpendingList({ period, top = 3 }: { period?: ChartPeriod; top?: number }) {
  const headingId = useId()
  const spending = useSpendingByCategory({ period })
  const { locale, currency } = useLocaleSettings()
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency })

  // No figure is known yet: say so, never "$0.00".
  if (spending.figures === 'unknown') {
    if (!spending.isError) return <p role="status">Counting…</p>
    return (
      <p role="alert">
        The spending could not be loaded. <button onClick={() => void spending.refetch()}>Try again</button>
      </p>
    )
  }
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Where the money went</h3>
      <ol>
        {spending.categories.slice(0, top).map((category) => (
          <li key={category.categoryId}>
            {category.name ?? 'A category'}: {formatCents(category.amount, money)}
          </li>
        ))}
      </ol>
      {spending.uncategorized.count > 0 && <p>{spending.uncategorized.count} purchases still to categorize</p>}
      <p>
        {formatCents(spending.total, money)} in total{spending.figures === 'final' ? '' : ' so far'}
      </p>
      {spending.isError && <button onClick={() => void spending.refetch()}>Try again</button>}
    </section>
  )
}
// #endregion HostSpendingList

const meta = {
  title: 'Charts/Headless hooks',
  component: HostSpendingList,
  excludeStories: ['HostSpendingList'],
  args: { period: '2026-06', top: 3 },
  parameters: {
    sandbox: A_YEAR_OF_BOOKS,
    docs: {
      description: {
        component: 'Host code, not a bookkit component: its own markup over `useSpendingByCategory`, against the story’s sandbox.',
      },
    },
  },
} satisfies Meta<typeof HostSpendingList>

export default meta
type Story = StoryObj<typeof meta>

/** June 2026's three largest categories and the month's money out, drawn by the host. */
export const SpendingList: Story = {
  play: async ({ canvasElement }) => {
    // The month's total once every page is in (no "so far").
    await within(canvasElement).findByText(/^\S+ in total$/)
  },
}
