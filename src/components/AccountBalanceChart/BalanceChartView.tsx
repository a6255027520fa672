import { area, curveStepAfter, line } from 'd3-shape'
import { formatDate, DATE_RANGE } from '../../format/date'
import { formatCount, nameInSentence } from '../../messages/messageSet'
import { formatMoney, formatMoneyCompact, type MoneyFormat } from '../../format/money'
import { addMonths, formatMonth } from '../../format/period'
import type { AccountBalances, DayBalance } from '../../react/statements/accountBalances'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { chartMessages, type ChartMessages } from '../../messages/statements/charts'
import { linearScale } from '../shared/chart/linearScale'
import { AmountAxis } from '../shared/chart/AmountAxis'
import { useAxisRoom } from '../shared/chart/useAxisRoom'
import { ChartFrame, ChartTable, ChartTooltip, soFar, type ChartColumn } from '../shared/chart/ChartFrame'
import { useChartPoints } from '../shared/chart/useChartPoints'
import { useChartWidth } from '../shared/chart/useChartWidth'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'

/** How the balance is drawn: a line, or a line with the area under it filled. */
export type BalanceChartVariant = 'line' | 'area'

/** What the balance chart draws from: the balances (read by itself, or from a ledger's own query) and the account's name. */
export interface BalanceChartViewProps extends LoadCallbacks {
  balances: AccountBalances
  /** The account as the summary names it. */
  accountName: string
  variant?: BalanceChartVariant
}

const HEIGHT = 200
const MARGIN = { top: 12, right: 10, bottom: 26, left: 60 }

/** A point of the chart: the balance before the range, or a day's closing balance. */
interface Point extends DayBalance {
  beginning: boolean
}

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000

/** The points drawn: the beginning balance on the range's first day, then each day with lines. */
function pointsOf(balances: AccountBalances): Point[] {
  const points: Point[] = balances.days.map((day) => ({ ...day, beginning: false }))
  const first = balances.range?.from ?? balances.days[0]?.date
  if (balances.beginningBalance !== null && first !== undefined && first !== DATE_RANGE.min)
    points.unshift({ date: first, balance: balances.beginningBalance, beginning: true })
  return points
}

/** One GL account's balance over time: the beginning balance, then each day's closing balance, with the same figures as a table. */
export function BalanceChartView({ balances, accountName, variant = 'line', onLoadStart, onLoadError }: BalanceChartViewProps) {
  const messages = useMessages(chartMessages)
  const money = useLocaleSettings()
  useLoadCallbacks({ fetching: balances.figures === 'counting' || balances.isPending, error: balances.error }, { onLoadStart, onLoadError })
  const points = pointsOf(balances)
  // No figure until the first page has arrived: a ledger that failed (or an account it does not know) states no balance, not $0.00.
  const hasFigures = balances.figures !== 'unknown' && balances.range !== undefined
  const moved = points.some((point) => !point.beginning)
  return (
    <ChartFrame
      kind="balance"
      title={messages['charts.balance.title']}
      summary={hasFigures ? summaryOf(balances, points, accountName, messages, money) : undefined}
      loading={balances.isPending}
      error={balances.error}
      onRetry={() => void balances.refetch()}
      empty={balances.figures === 'final' && !moved ? messages['charts.balance.empty'] : undefined}
      plot={<BalancePlot points={points} balances={balances} variant={variant} money={money} messages={messages} />}
      table={<BalanceTable points={points} money={money} messages={messages} />}
      notes={
        hasFigures && (
          <div className="bk-chart__notes">
            <p role="status" className="bk-chart__note">
              {balances.figures === 'counting'
                ? messages['charts.stillReading'](formatCount(balances.lines, money.locale))
                : balances.figures === 'stopped'
                  ? messages['charts.balance.stopped'](formatCount(balances.lines, money.locale), balances.lines)
                  : ''}
            </p>
            {balances.unreadable > 0 && (
              <p className="bk-chart__note">
                {messages['charts.unreadable'](formatCount(balances.unreadable, money.locale), balances.unreadable)}
              </p>
            )}
          </div>
        )
      }
    />
  )
}

function summaryOf(
  balances: AccountBalances,
  points: readonly Point[],
  fullName: string,
  messages: ChartMessages,
  money: MoneyFormat,
): string {
  const accountName = nameInSentence(fullName)
  const { from, to } = balances.range!
  const first = points[0]
  const last = points.at(-1)
  // Neither a line nor a balance before them: the balance is not known, and no $0.00 stands in for it.
  if (!first || !last)
    return (
      messages['charts.balance.summaryNoBalance'](accountName, formatDate(from, money.locale), formatDate(to, money.locale)) +
      soFar(balances.figures, messages) +
      '.'
    )
  let lowest = first
  let highest = first
  for (const point of points) {
    if (point.balance < lowest.balance) lowest = point
    if (point.balance > highest.balance) highest = point
  }
  const sentence =
    messages['charts.balance.summary'](
      accountName,
      formatDate(from, money.locale),
      formatDate(to, money.locale),
      formatMoney(first.balance, money),
      formatMoney(last.balance, money),
    ) + soFar(balances.figures, messages)
  const range =
    points.length > 2
      ? messages['charts.balance.range'](
          formatMoney(lowest.balance, money),
          formatDate(lowest.date, money.locale),
          formatMoney(highest.balance, money),
          formatDate(highest.date, money.locale),
        )
      : ''
  return `${sentence}${range}.`
}

const pointName = (point: Point, messages: ChartMessages, money: MoneyFormat) =>
  point.beginning ? messages['charts.balance.beginning'] : formatDate(point.date, money.locale)

/** The first day of each month in the range, for the axis. */
function monthStarts(from: string, to: string): string[] {
  const starts: string[] = []
  for (
    let month = from.endsWith('-01') ? from.slice(0, 7) : addMonths(from.slice(0, 7), 1);
    `${month}-01` <= to && starts.length < 240;
    month = addMonths(month, 1)
  )
    starts.push(`${month}-01`)
  return starts
}

function BalancePlot({
  points,
  balances,
  variant,
  money,
  messages,
}: {
  points: readonly Point[]
  balances: AccountBalances
  variant: BalanceChartVariant
  money: MoneyFormat
  messages: ChartMessages
}) {
  const { ref, width } = useChartWidth<HTMLDivElement>()
  const { containerRef, shown, pointProps } = useChartPoints({ count: points.length, initial: points.length - 1 })
  const narrow = width < 480
  const values = points.map((point) => point.balance)
  const y = linearScale([Math.min(0, ...values), Math.max(1, ...values)], [HEIGHT - MARGIN.bottom, MARGIN.top], narrow ? 3 : 4)
  const ticks = y.ticks(narrow ? 3 : 4)
  const axisLabels = ticks.map((tick) => formatMoneyCompact(tick, money))
  const { ref: axisRef, room: left } = useAxisRoom(axisLabels, narrow ? 48 : MARGIN.left)
  const from = balances.range?.from ?? points[0]?.date ?? DATE_RANGE.min
  const to = balances.range?.to ?? points.at(-1)?.date ?? from
  const x = linearScale([dayNumber(from), Math.max(dayNumber(to), dayNumber(from) + 1)], [left, width - MARGIN.right])
  const at = (point: Point) => x(dayNumber(point.date))
  // The balance holds from one day's close to the next, and to the range's end once every line is read (not before: it is not known yet).
  const last = points.at(-1)
  const drawn = last && balances.complete ? [...points, { ...last, date: to, beginning: false }] : points
  const path =
    line<Point>()
      .x(at)
      .y((point) => y(point.balance))
      .curve(curveStepAfter)(drawn) ?? ''
  const fill =
    variant === 'area'
      ? (area<Point>()
          .x(at)
          .y0(y(0))
          .y1((point) => y(point.balance))
          .curve(curveStepAfter)(drawn) ?? '')
      : undefined
  const starts = monthStarts(from, to)
  const step = Math.max(1, Math.ceil((starts.length * (narrow ? 36 : 44)) / Math.max(1, width - left - MARGIN.right)))
  const spacing = points.length > 1 ? (width - left - MARGIN.right) / points.length : 24
  const hit = Math.max(6, Math.min(24, spacing))
  const tip = shown === undefined ? undefined : points[shown]
  return (
    <div ref={ref} className="bk-chart__plot">
      <div ref={containerRef} className="bk-chart__canvas">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="group"
          aria-label={messages['charts.balance.title']}
          className="bk-chart__svg"
        >
          <g aria-hidden="true" className="bk-chart__axis">
            <AmountAxis axisRef={axisRef} ticks={ticks} labels={axisLabels} y={y} left={left} right={width - MARGIN.right} />
            {starts.map((start, index) =>
              index % step === 0 ? (
                <text key={start} x={x(dayNumber(start))} y={HEIGHT - 8} textAnchor="middle">
                  {formatMonth(start.slice(0, 7), money.locale, 'monthOnly')}
                </text>
              ) : null,
            )}
          </g>
          {fill && <path className="bk-chart__area" data-series="balance" d={fill} aria-hidden="true" />}
          <path className="bk-chart__line" data-series="balance" d={path} aria-hidden="true" />
          {points.map((point, index) => {
            const { onBlur, onPointerEnter, onPointerLeave, ...item } = pointProps(index)
            return (
              <g
                key={point.beginning ? 'beginning' : point.date}
                {...(item as object)}
                onBlur={onBlur}
                onPointerEnter={onPointerEnter}
                onPointerLeave={onPointerLeave}
                role="img"
                aria-label={messages['charts.balance.point'](pointName(point, messages, money), formatMoney(point.balance, money))}
                className="bk-chart__point"
              >
                <rect
                  className="bk-chart__hit"
                  x={at(point) - hit / 2}
                  y={MARGIN.top}
                  width={hit}
                  height={HEIGHT - MARGIN.top - MARGIN.bottom}
                />
                <circle className="bk-chart__marker" data-series="balance" cx={at(point)} cy={y(point.balance)} r={3} />
              </g>
            )
          })}
        </svg>
        {tip && (
          <ChartTooltip
            x={at(tip)}
            start={left}
            width={width}
            clear={hit / 2}
            lines={[pointName(tip, messages, money), formatMoney(tip.balance, money)]}
          />
        )}
      </div>
    </div>
  )
}

function BalanceTable({ points, money, messages }: { points: readonly Point[]; money: MoneyFormat; messages: ChartMessages }) {
  const columns: ChartColumn<Point>[] = [
    { header: messages['charts.balance.date'], cell: (point) => pointName(point, messages, money) },
    { header: messages['charts.balance.balance'], cell: (point) => formatMoney(point.balance, money), numeric: true },
  ]
  return (
    <ChartTable
      caption={messages['charts.balance.title']}
      columns={columns}
      rows={points}
      rowKey={(point) => (point.beginning ? 'beginning' : point.date)}
    />
  )
}
