import { scaleBand } from 'd3-scale'
import { line } from 'd3-shape'
import { formatMonth } from '../../format/period'
import { formatCount } from '../../messages/messageSet'
import { formatMoney, formatMoneyCompact, type MoneyFormat } from '../../format/money'
import { useCashFlow, type CashFlow, type MonthFlow } from '../../react/overview/cashFlow'
import type { DateRange } from '../../format/period'
import { useEmitEvent } from '../../react/provider/context'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { chartMessages, type ChartMessages } from '../../messages/statements/charts'
import { ComponentRoot, type CommonComponentProps } from '../shared/root/ComponentRoot'
import { linearScale } from '../shared/chart/linearScale'
import { AmountAxis } from '../shared/chart/AmountAxis'
import { useAxisRoom } from '../shared/chart/useAxisRoom'
import { ChartFrame, ChartTable, ChartTooltip, partialMark, soFar, SyncNotes, type ChartColumn } from '../shared/chart/ChartFrame'
import { useChartPoints } from '../shared/chart/useChartPoints'
import { useChartWidth } from '../shared/chart/useChartWidth'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'

/** Props of `<CashFlowChart>`. */
export interface CashFlowChartProps extends CommonComponentProps, LoadCallbacks {
  /** How many months, the last one included: 1 to 120; default 12. */
  months?: number
  /** The last month shown, `YYYY-MM`; default the current month where the user is. */
  endMonth?: string
  /** Only this bank account's transactions (`bka_…`); default every account the token sees. */
  bankAccountId?: string
  /** The user chose a month (click, Enter or Space): its first and last day, to open the queue or the ledger on. */
  onSelectMonth?: (range: DateRange) => void
}

/**
 * Money in and money out per month (bars above and below the zero line) and the net (a line), from
 * the synced bank transactions the queue shows; transfers are left out.
 */
export function CashFlowChart({ className, onError, headingLevel, ...props }: CashFlowChartProps) {
  return (
    <ComponentRoot
      name="CashFlowChart"
      className={className ? `bk-chart-root ${className}` : 'bk-chart-root'}
      onError={onError}
      headingLevel={headingLevel}
    >
      <CashFlowContent {...props} />
    </ComponentRoot>
  )
}

const HEIGHT = 220
const MARGIN = { top: 12, right: 8, bottom: 26, left: 52 }

function CashFlowContent({
  months,
  endMonth,
  bankAccountId,
  onSelectMonth: select,
  onLoadStart,
  onLoadError,
}: Omit<CashFlowChartProps, 'className' | 'onError'>) {
  const messages = useMessages(chartMessages)
  const money = useLocaleSettings()
  const emit = useEmitEvent()
  const onSelectMonth =
    select &&
    ((period: DateRange) => {
      emit({ type: 'chartSelected', chart: 'cashFlow', period })
      select(period)
    })
  const flow = useCashFlow({ months, endMonth, bankAccountId })
  useLoadCallbacks({ fetching: flow.figures === 'counting' || flow.isPending, error: flow.error }, { onLoadStart, onLoadError })
  const shown = flow.months
  // No figure until a page has arrived: a sync that failed before it states none, not zeros.
  const hasFigures = flow.figures !== 'unknown' && shown.length > 0
  const empty = flow.figures === 'final' && flow.totals.count === 0 ? messages['charts.cashFlow.empty'] : undefined
  return (
    <ChartFrame
      kind="cash-flow"
      title={messages['charts.cashFlow.title']}
      summary={hasFigures ? summaryOf(flow, messages, money) : undefined}
      legend={[
        { series: 'in', label: messages['charts.cashFlow.in'] },
        { series: 'out', label: messages['charts.cashFlow.out'] },
        { series: 'net', label: messages['charts.cashFlow.net'], line: true },
      ]}
      loading={flow.isPending}
      error={flow.error}
      onRetry={() => void flow.refetch()}
      empty={empty}
      plot={
        <CashFlowPlot
          months={shown}
          mark={partialMark(flow.figures, messages)}
          money={money}
          messages={messages}
          onSelectMonth={onSelectMonth}
        />
      }
      table={<CashFlowTable flow={flow} money={money} messages={messages} />}
      notes={
        hasFigures && (
          <SyncNotes figures={flow.figures} received={flow.received} unreadable={flow.unreadable}>
            <p className="bk-chart__note">
              {messages['charts.cashFlow.transfers'](formatCount(flow.totals.transfers, money.locale), flow.totals.transfers)}
            </p>
          </SyncNotes>
        )
      }
    />
  )
}

/** "Money in and out, Jul 2025 to Jun 2026: in $…, out $…, net $…; the busiest month was …" ("…, June 2026: …" for one month). */
function summaryOf(flow: CashFlow, messages: ChartMessages, money: MoneyFormat): string {
  const first = flow.months[0]!
  const last = flow.months.at(-1)!
  const { moneyIn, moneyOut, net } = flow.totals
  const busiest = flow.months.reduce((most, month) => (month.moneyIn + month.moneyOut > most.moneyIn + most.moneyOut ? month : most), first)
  const months =
    first === last
      ? formatMonth(first.month, money.locale, 'long')
      : messages['charts.cashFlow.months'](formatMonth(first.month, money.locale), formatMonth(last.month, money.locale))
  const sentence =
    messages['charts.cashFlow.summary'](months, formatMoney(moneyIn, money), formatMoney(moneyOut, money), formatMoney(net, money)) +
    soFar(flow.figures, messages)
  const most =
    busiest.count > 0 && flow.months.length > 1
      ? messages['charts.cashFlow.busiest'](
          formatMonth(busiest.month, money.locale, 'long'),
          formatMoney(busiest.moneyIn, money),
          formatMoney(busiest.moneyOut, money),
        )
      : ''
  return `${sentence}${most}.`
}

/** What a month's point says: its figures, marked (`mark`) while its records are not all in. */
function pointLabel(month: MonthFlow, mark: string, messages: ChartMessages, money: MoneyFormat): string {
  const label = messages['charts.cashFlow.point'](
    formatMonth(month.month, money.locale, 'long'),
    formatMoney(month.moneyIn, money),
    formatMoney(month.moneyOut, money),
    formatMoney(month.net, money),
  )
  return month.complete ? label : `${label} (${mark})`
}

/** A month's name, marked (`mark`) while its records are not all in. */
const monthName = (month: MonthFlow, mark: string, locale: string) =>
  formatMonth(month.month, locale, 'long') + (month.complete ? '' : ` (${mark})`)

interface PlotProps {
  months: readonly MonthFlow[]
  /** How a month not whole yet is marked: still counting, or sums so far. */
  mark: string
  money: MoneyFormat
  messages: ChartMessages
  onSelectMonth: CashFlowChartProps['onSelectMonth']
}

function CashFlowPlot({ months, mark, money, messages, onSelectMonth }: PlotProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>()
  const { containerRef, shown, pointProps } = useChartPoints({
    count: months.length,
    initial: months.length - 1,
    onChoose: onSelectMonth && ((index) => onSelectMonth(months[index]!.range)),
  })
  const narrow = width < 480
  const highest = Math.max(1, ...months.map((month) => month.moneyIn))
  const lowest = Math.max(1, ...months.map((month) => month.moneyOut))
  const y = linearScale([-lowest, highest], [HEIGHT - MARGIN.bottom, MARGIN.top], narrow ? 3 : 4)
  const ticks = y.ticks(narrow ? 3 : 4)
  const axisLabels = ticks.map((tick) => formatMoneyCompact(tick, money))
  const { ref: axisRef, room: left } = useAxisRoom(axisLabels, narrow ? 44 : MARGIN.left)
  const x = scaleBand<string>()
    .domain(months.map((month) => month.month))
    .range([left, width - MARGIN.right])
    .paddingInner(0.25)
    .paddingOuter(0.1)
  const zero = y(0)
  const bar = x.bandwidth()
  // Month labels that fit: one in every `step`, the last always.
  const step = Math.max(1, Math.ceil((months.length * (narrow ? 34 : 40)) / Math.max(1, width - left - MARGIN.right)))
  const center = (month: MonthFlow) => (x(month.month) ?? 0) + bar / 2
  // A month the sync has not reached yet has no net to draw: the line passes it by, rather than through a $0 it does not know.
  const known = (month: MonthFlow) => month.complete || month.count > 0
  const netPath =
    line<MonthFlow>()
      .defined(known)
      .x(center)
      .y((month) => y(month.net))(months as MonthFlow[]) ?? ''
  const tip = shown === undefined ? undefined : months[shown]
  const selectable = onSelectMonth !== undefined
  return (
    <div ref={ref} className="bk-chart__plot">
      <div ref={containerRef} className="bk-chart__canvas">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="group"
          aria-label={messages['charts.cashFlow.title']}
          className="bk-chart__svg"
        >
          <g aria-hidden="true" className="bk-chart__axis">
            <AmountAxis axisRef={axisRef} ticks={ticks} labels={axisLabels} y={y} left={left} right={width - MARGIN.right} />
            {months.map((month, index) =>
              index % step === (months.length - 1) % step ? (
                <text key={month.month} x={center(month)} y={HEIGHT - 8} textAnchor="middle">
                  {formatMonth(month.month, money.locale, 'monthOnly')}
                </text>
              ) : null,
            )}
          </g>
          {months.map((month, index) => {
            const { onBlur, onPointerEnter, onPointerLeave, ...item } = pointProps(index)
            const start = x(month.month) ?? 0
            return (
              <g
                key={month.month}
                {...(item as object)}
                onBlur={onBlur}
                onPointerEnter={onPointerEnter}
                onPointerLeave={onPointerLeave}
                role={selectable ? 'button' : 'img'}
                aria-label={pointLabel(month, mark, messages, money)}
                className="bk-chart__point"
                data-complete={month.complete}
              >
                <rect
                  className="bk-chart__hit"
                  x={start - (x.step() - bar) / 2}
                  y={MARGIN.top}
                  width={x.step()}
                  height={HEIGHT - MARGIN.top - MARGIN.bottom}
                />
                <rect
                  className="bk-chart__bar"
                  data-series="in"
                  x={start}
                  width={bar}
                  y={y(month.moneyIn)}
                  height={Math.max(0, zero - y(month.moneyIn))}
                />
                <rect
                  className="bk-chart__bar"
                  data-series="out"
                  x={start}
                  width={bar}
                  y={zero}
                  height={Math.max(0, y(-month.moneyOut) - zero)}
                />
              </g>
            )
          })}
          <path className="bk-chart__line" data-series="net" d={netPath} aria-hidden="true" />
          {months.filter(known).map((month) => (
            <circle
              key={month.month}
              className="bk-chart__marker"
              data-series="net"
              cx={center(month)}
              cy={y(month.net)}
              r={3}
              aria-hidden="true"
            />
          ))}
        </svg>
        {tip && (
          <ChartTooltip
            x={center(tip)}
            start={left}
            width={width}
            clear={x.step() / 2}
            lines={[
              monthName(tip, mark, money.locale),
              `${messages['charts.cashFlow.in']}: ${formatMoney(tip.moneyIn, money)}`,
              `${messages['charts.cashFlow.out']}: ${formatMoney(tip.moneyOut, money)}`,
              `${messages['charts.cashFlow.net']}: ${formatMoney(tip.net, money)}`,
            ]}
          />
        )}
      </div>
    </div>
  )
}

function CashFlowTable({ flow, money, messages }: { flow: CashFlow; money: MoneyFormat; messages: ChartMessages }) {
  type Row = { label: string; moneyIn: number; moneyOut: number; net: number; key: string }
  const columns: ChartColumn<Row>[] = [
    { header: messages['charts.cashFlow.month'], cell: (row) => row.label },
    { header: messages['charts.cashFlow.in'], cell: (row) => formatMoney(row.moneyIn, money), numeric: true },
    { header: messages['charts.cashFlow.out'], cell: (row) => formatMoney(row.moneyOut, money), numeric: true },
    { header: messages['charts.cashFlow.net'], cell: (row) => formatMoney(row.net, money), numeric: true },
  ]
  const mark = partialMark(flow.figures, messages)
  const rows = flow.months.map((month) => ({ ...month, key: month.month, label: monthName(month, mark, money.locale) }))
  return (
    <ChartTable
      caption={messages['charts.cashFlow.title']}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      footer={{ ...flow.totals, key: 'total', label: messages['charts.cashFlow.total'] }}
    />
  )
}
