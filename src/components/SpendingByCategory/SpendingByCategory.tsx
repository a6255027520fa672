import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatCount, nameInSentence } from '../../messages/messageSet'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { formatMonth, monthRange, type ChartPeriod, type DateRange } from '../../format/period'
import { useSpendingByCategory, type SpendingTotals as Spending } from '../../react/overview/spending'
import { useEmitEvent } from '../../react/provider/context'
import type { EmitEvent } from '../../core/store/events'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { chartMessages, type ChartMessages } from '../../messages/statements/charts'
import { ComponentRoot, type CommonComponentProps } from '../shared/root/ComponentRoot'
import { BarList, type BarListItem } from '../shared/chart/BarList'
import { ChartFrame, ChartTable, soFar, SyncNotes, type ChartColumn } from '../shared/chart/ChartFrame'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'

/** Props of `<SpendingByCategory>`. */
export interface SpendingByCategoryProps extends CommonComponentProps, LoadCallbacks {
  /** A month (`'2026-06'`), a quarter (`'2026-Q2'`), a year (`'2026'`) or `{ from, to }`; default this month where the user is. */
  period?: ChartPeriod
  /** Only this bank account's transactions (`bka_…`); default every account the token sees. */
  bankAccountId?: string
  /** How many of the largest categories get their own bar; the rest share "Other". Default 5. */
  maxCategories?: number
  /** Names for categories the records name by id only (a split's lines), as the queue's `options.categories` list gives them. */
  categories?: ReadonlyArray<{ id: string; name: string }>
  /** The user chose a category's bar (click, Enter or Space). */
  onSelectCategory?: (categoryId: string) => void
  /** The user chose "Not categorized yet": open the queue on them. */
  onReviewUncategorized?: () => void
}

/**
 * Money out by category over a period: the largest categories as bars with their share, the rest
 * as "Other", and what is not categorized yet as its own bar, from the synced bank transactions.
 */
export function SpendingByCategory({ className, onError, headingLevel, ...props }: SpendingByCategoryProps) {
  return (
    <ComponentRoot
      name="SpendingByCategory"
      className={className ? `bk-chart-root ${className}` : 'bk-chart-root'}
      onError={onError}
      headingLevel={headingLevel}
    >
      <SpendingContent {...props} />
    </ComponentRoot>
  )
}

/** One bar: a category, "Other", or what is not categorized yet. */
interface Bar {
  key: string
  series: 'category' | 'other' | 'uncategorized'
  /** Its place among the categories, for its colour (1 to 6). */
  rank: number
  name: string
  amount: number
  count: number
  share: number
  choose: (() => void) | undefined
}

const percentFormats = new Map<string, Intl.NumberFormat>()
/** A share of money out as a whole percent, or to a tenth below 10% ("0.4%"): the amounts beside it are exact. */
function formatShare(share: number, locale: string): string {
  const digits = share < 0.1 ? 1 : 0
  const key = `${locale}|${digits}`
  let format = percentFormats.get(key)
  if (!format) percentFormats.set(key, (format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits })))
  return format.format(share)
}

/** The period as a person names it: a month, a year, else its first and last day. */
function periodName({ from, to }: DateRange, messages: ChartMessages, locale: string): string {
  const month = from.slice(0, 7)
  if (from.endsWith('-01') && monthRange(month).to === to) return formatMonth(month, locale, 'long')
  if (from.endsWith('-01-01') && to === `${from.slice(0, 4)}-12-31`) return from.slice(0, 4)
  return messages['charts.spending.period'](formatDate(from, locale), formatDate(to, locale))
}

function barsOf(spending: Spending, props: SpendingByCategoryProps, messages: ChartMessages, locale: string, emit: EmitEvent): Bar[] {
  const { maxCategories = 5, categories, onSelectCategory: selectCategory, onReviewUncategorized: reviewUncategorized } = props
  const period = spending.range
  const chosen = (categoryId: string | null) => period && emit({ type: 'chartSelected', chart: 'spending', categoryId, period })
  const onSelectCategory =
    selectCategory &&
    ((categoryId: string) => {
      chosen(categoryId)
      selectCategory(categoryId)
    })
  const onReviewUncategorized =
    reviewUncategorized &&
    (() => {
      chosen(null)
      reviewUncategorized()
    })
  const hosted = new Map(categories?.map((category) => [category.id, category.name]))
  const shareOf = (amount: number) => (spending.total > 0 ? amount / spending.total : 0)
  const most = Math.max(1, Math.trunc(maxCategories))
  const own = spending.categories.length > most + 1 ? spending.categories.slice(0, most) : spending.categories
  const rest = spending.categories.slice(own.length)
  const bars: Bar[] = own.map((category, index) => ({
    key: category.categoryId,
    series: 'category',
    rank: (index % 6) + 1,
    name: hosted.get(category.categoryId) ?? category.name ?? messages['charts.spending.unnamed'],
    amount: category.amount,
    count: category.count,
    share: shareOf(category.amount),
    choose: onSelectCategory && (() => onSelectCategory(category.categoryId)),
  }))
  if (rest.length > 0) {
    const amount = rest.reduce((sum, category) => sum + category.amount, 0)
    // A purchase split under two of the rest is one transaction of "Other", not two.
    const count = spending.countUnder(rest.map((category) => category.categoryId))
    bars.push({
      key: 'other',
      series: 'other',
      rank: 0,
      name: messages['charts.spending.other'](formatCount(rest.length, locale), rest.length),
      amount,
      count,
      share: shareOf(amount),
      choose: undefined,
    })
  }
  const { uncategorized } = spending
  if (uncategorized.amount > 0) {
    bars.push({
      key: 'uncategorized',
      series: 'uncategorized',
      rank: 0,
      name: '',
      amount: uncategorized.amount,
      count: uncategorized.count,
      share: shareOf(uncategorized.amount),
      choose: onReviewUncategorized,
    })
  }
  return bars
}

function SpendingContent(props: Omit<SpendingByCategoryProps, 'className' | 'onError'>) {
  const { period, bankAccountId, onLoadStart, onLoadError } = props
  const messages = useMessages(chartMessages)
  const money = useLocaleSettings()
  const spending = useSpendingByCategory({ period, bankAccountId })
  useLoadCallbacks({ fetching: spending.figures === 'counting' || spending.isPending, error: spending.error }, { onLoadStart, onLoadError })
  // No figure until a page has arrived: a sync that failed before it states none, not "$0.00 in total".
  const hasFigures = spending.figures !== 'unknown' && spending.range !== undefined
  const bars = barsOf(spending, props, messages, money.locale, useEmitEvent())
  for (const bar of bars)
    if (bar.series === 'uncategorized')
      bar.name = messages['charts.spending.uncategorized'](formatMoney(bar.amount, money), formatCount(bar.count, money.locale), bar.count)
  return (
    <ChartFrame
      kind="spending"
      title={messages['charts.spending.title']}
      summary={hasFigures ? summaryOf(spending, bars, messages, money) : undefined}
      loading={spending.isPending}
      error={spending.error}
      onRetry={() => void spending.refetch()}
      empty={hasFigures && spending.total === 0 && spending.figures === 'final' ? messages['charts.spending.empty'] : undefined}
      plot={<SpendingPlot bars={bars} money={money} messages={messages} />}
      table={<SpendingTable bars={bars} money={money} messages={messages} />}
      notes={hasFigures && <SyncNotes figures={spending.figures} received={spending.received} unreadable={spending.unreadable} />}
    />
  )
}

function summaryOf(spending: Spending, bars: readonly Bar[], messages: ChartMessages, money: MoneyFormat): string {
  const period = periodName(spending.range!, messages, money.locale)
  const largest = bars.find((bar) => bar.series === 'category')
  const { uncategorized } = spending
  return (
    messages['charts.spending.summary'](period, formatMoney(spending.total, money)) +
    soFar(spending.figures, messages) +
    (largest
      ? messages['charts.spending.largest'](
          nameInSentence(largest.name),
          formatMoney(largest.amount, money),
          formatShare(largest.share, money.locale),
        )
      : '') +
    (uncategorized.amount > 0
      ? messages['charts.spending.summaryUncategorized'](
          formatMoney(uncategorized.amount, money),
          formatCount(uncategorized.count, money.locale),
          uncategorized.count,
        )
      : '') +
    '.'
  )
}

/** What a bar is called: everything it shows (its name, its amount and share), so a voice command of what is seen names it. */
const pointLabel = (bar: Bar, messages: ChartMessages, money: MoneyFormat) =>
  bar.series === 'uncategorized'
    ? `${bar.name}, ${formatMoney(bar.amount, money)} · ${formatShare(bar.share, money.locale)}`
    : messages['charts.spending.point'](
        bar.series === 'category' ? isolate(bar.name) : bar.name,
        formatMoney(bar.amount, money),
        formatShare(bar.share, money.locale),
        formatCount(bar.count, money.locale),
        bar.count,
      )

function SpendingPlot({ bars, money, messages }: { bars: readonly Bar[]; money: MoneyFormat; messages: ChartMessages }) {
  // "Not categorized yet: $1.00 in 2 transactions" names its count already.
  const items = bars.map((bar): BarListItem => {
    const count =
      bar.series === 'uncategorized' ? [] : [messages['charts.spending.transactionCount'](formatCount(bar.count, money.locale), bar.count)]
    return {
      ...bar,
      figures: [formatMoney(bar.amount, money), formatShare(bar.share, money.locale), ...count],
      label: pointLabel(bar, messages, money),
    }
  })
  return <BarList bars={items} label={messages['charts.spending.title']} />
}

function SpendingTable({ bars, money, messages }: { bars: readonly Bar[]; money: MoneyFormat; messages: ChartMessages }) {
  const columns: ChartColumn<Bar>[] = [
    { header: messages['charts.spending.category'], cell: (bar) => bar.name, name: true },
    { header: messages['charts.spending.amount'], cell: (bar) => formatMoney(bar.amount, money), numeric: true },
    { header: messages['charts.spending.share'], cell: (bar) => formatShare(bar.share, money.locale), numeric: true },
    { header: messages['charts.spending.transactions'], cell: (bar) => formatCount(bar.count, money.locale), numeric: true },
  ]
  return <ChartTable caption={messages['charts.spending.title']} columns={columns} rows={bars} rowKey={(bar) => bar.key} />
}
