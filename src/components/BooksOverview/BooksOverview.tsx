import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react'
import type { InvoiceFilter } from '../../api/types'
import { formatCount } from '../../messages/messageSet'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { formatMonth, PeriodError, type DateRange } from '../../format/period'
import { previousMonth } from '../../react/overview/booksOverview'
import { useCashFlow, type CashFlow } from '../../react/overview/cashFlow'
import { useEmitEvent } from '../../react/provider/context'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { readAsOf, usePlainAging } from '../../react/invoices/receivablesAging'
import { useReviewCount } from '../../react/queue/reviewCount'
import { booksOverviewMessages, type BooksOverviewMessages } from '../../messages/statements/booksOverview'
import type { ReceivablesAgingProps } from '../ReceivablesAging/ReceivablesAging'
import { ComponentRoot, type CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LandmarkProps } from '../shared/root/landmark'
import { ErrorState, LoadingState } from '../shared/root/states'
import { Heading, levelBelow, useHeadingLevel } from '../shared/root/heading'
import { useLandmarkName } from '../shared/root/landmark'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'

// The charts load after the tiles, in one chunk (overviewCharts.ts): the figures a business owner
// reads first are not held up by the charts' code, and a partner's bundler keeps the charts out of
// the overview's first chunk.
const loadCharts = () => import('./overviewCharts')
const CashFlowChart = lazy(() => loadCharts().then((module) => ({ default: module.CashFlowChart })))
const SpendingByCategory = lazy(() => loadCharts().then((module) => ({ default: module.SpendingByCategory })))
const ReceivablesAging = lazy(() => loadCharts().then((module) => ({ default: module.ReceivablesAging })))

/** Props of `<BooksOverview>`. */
export interface BooksOverviewProps extends CommonComponentProps, LandmarkProps, LoadCallbacks {
  /** The day the overview is as of, `YYYY-MM-DD`: its month is "this month". Default today where the user is. */
  asOf?: string
  /** Only this bank account's money in and out and spending (`bka_…`); default every account the token sees. */
  bankAccountId?: string
  /** Names for categories the records name by id only, as the queue's `options.categories` gives them. */
  categories?: ReadonlyArray<{ id: string; name: string }>
  /** The user chose "Review transactions": open the host's review queue. */
  onReviewTransactions?: () => void
  /** The user chose what is owed: `filter` lists every open invoice in `<InvoiceList filter>`. */
  onSelectReceivables?: (filter: InvoiceFilter) => void
  /** The user chose a bucket of "Who owes you": `filter` lists exactly its invoices in `<InvoiceList filter>`. */
  onSelectBucket?: ReceivablesAgingProps['onSelectBucket']
  /** The user chose a customer of "Who owes you": `filter` lists the customer's open invoices. */
  onSelectCustomer?: ReceivablesAgingProps['onSelectCustomer']
  /** The user chose a month, in the money tile (this month) or the cash-flow chart. */
  onSelectMonth?: (range: DateRange) => void
  /** The user chose a category of the spending chart. */
  onSelectCategory?: (categoryId: string) => void
  /** The user chose "Not categorized yet" in the spending chart. */
  onReviewUncategorized?: () => void
}

/**
 * The page a business owner opens first: what is to review, money in and out this month against
 * last month, what customers owe, then the cash-flow and spending charts and who owes you by how
 * late (the same walk as the "Owed to you" tile). Each tile loads, fails and
 * retries on its own; one column in a narrow container, a grid in a wide one.
 */
export function BooksOverview({
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...props
}: BooksOverviewProps) {
  const classes = className ? `bk-overview ${className}` : 'bk-overview'
  const root = { className: classes, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy }
  return (
    <ComponentRoot name="BooksOverview" {...root}>
      <OverviewContent {...props} />
    </ComponentRoot>
  )
}

function OverviewContent(props: Omit<BooksOverviewProps, 'className' | 'onError'>) {
  const {
    asOf,
    bankAccountId,
    categories,
    onSelectMonth,
    onSelectCategory,
    onReviewUncategorized,
    onSelectBucket,
    onSelectCustomer,
    onLoadStart,
    onLoadError,
  } = props
  const messages = useMessages(booksOverviewMessages)
  const titleId = useId()
  const landmarkName = useLandmarkName(titleId)
  // The charts are parts of the overview, beside its tiles: their titles one level below its own.
  const partLevel = levelBelow(useHeadingLevel())
  const day = useMemo(() => readAsOf(asOf), [asOf])
  const callbacks = { onLoadStart, onLoadError }
  // The error it shows for an `asOf` it cannot read is a load error too: the host hears it.
  useLoadCallbacks({ fetching: false, error: day instanceof PeriodError ? day : null }, callbacks)
  let body: ReactNode
  if (day instanceof PeriodError) {
    // A prop that cannot be read is the host's to fix: named at once, with no retry.
    body = (
      <div className="bk-state" data-state="error" role="alert">
        <p className="bk-state__title">{messages['overview.errorTitle']}</p>
        <p>{day.message}</p>
      </div>
    )
  } else {
    const month = day.slice(0, 7)
    body = (
      <>
        <div className="bk-overview__tiles">
          <TileRoot name="toReview">
            <ReviewTile {...props} />
          </TileRoot>
          <TileRoot name="moneyInOut">
            <MoneyTile {...props} month={month} />
          </TileRoot>
          <TileRoot name="owed">
            <OwedTile {...props} asOf={day} />
          </TileRoot>
        </div>
        <div className="bk-overview__charts">
          <Suspense fallback={<LoadingState rows={3} columns={6} />}>
            <CashFlowChart
              headingLevel={partLevel}
              endMonth={month}
              bankAccountId={bankAccountId}
              onSelectMonth={onSelectMonth}
              {...callbacks}
            />
          </Suspense>
          <Suspense fallback={<LoadingState rows={3} columns={6} />}>
            <SpendingByCategory
              headingLevel={partLevel}
              period={month}
              bankAccountId={bankAccountId}
              categories={categories}
              onSelectCategory={onSelectCategory}
              onReviewUncategorized={onReviewUncategorized}
              {...callbacks}
            />
          </Suspense>
          <Suspense fallback={<LoadingState rows={3} columns={6} />}>
            <ReceivablesAging
              headingLevel={partLevel}
              asOf={day}
              onSelectBucket={onSelectBucket}
              onSelectCustomer={onSelectCustomer}
              {...callbacks}
            />
          </Suspense>
        </div>
      </>
    )
  }
  return (
    // The overview is what a user navigates to: a region, named by the host (two on one page, each
    // its own) or else by its title. Its tiles and charts are parts of it, not landmarks.
    <section className="bk-overview__page" {...landmarkName}>
      <Heading id={titleId} className="bk-overview__title">
        {messages['overview.title']}
      </Heading>
      {body}
    </section>
  )
}

/** A tile's own root: a render error inside it stays there, with its own Try again. */
function TileRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ComponentRoot name={`BooksOverview.${name}`} className="bk-overview__tile-root">
      {children}
    </ComponentRoot>
  )
}

interface TileProps {
  title: string
  /** No figure yet: loading, or failed (`error`) with Try again. */
  loading: boolean
  error: unknown
  onRetry: () => void
  /** The figures, once there are any; a later failure shows under them. */
  figures: ReactNode | undefined
  /** The tile's button, when the host takes the choice. */
  action?: { label: string; onClick: () => void }
}

/** A tile over a read of figures (the money's, the owed's): heard loading while it counts, loading until its first figures, then its error with Try again. */
function useTileRead(
  read: Pick<CashFlow, 'figures' | 'isPending' | 'isError' | 'error' | 'refetch'>,
  callbacks: LoadCallbacks,
): Pick<TileProps, 'loading' | 'error' | 'onRetry'> {
  useLoadCallbacks({ fetching: read.figures === 'counting' || read.isPending, error: read.error }, callbacks)
  return { loading: read.figures === 'unknown' && !read.isError, error: read.error, onRetry: () => void read.refetch() }
}

/** One tile: its title, its figures (or its loading or error state), and its action. */
function Tile({ title, loading, error, onRetry, figures, action }: TileProps) {
  const messages = useMessages(booksOverviewMessages)
  const titleId = useId()
  let body: ReactNode
  if (figures === undefined && loading) body = <LoadingState rows={2} columns={1} label={messages['overview.loading']} />
  else if (figures === undefined) body = <ErrorState error={error} title={messages['overview.errorTitle']} onRetry={onRetry} />
  else body = figures
  return (
    <section className="bk-tile" role="group" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading below={1} id={titleId} className="bk-tile__title">
        {title}
      </Heading>
      {body}
      {figures !== undefined && error != null && <ErrorState error={error} title={messages['overview.errorTitle']} onRetry={onRetry} />}
      {figures !== undefined && action && (
        <button type="button" className="bk-button bk-tile__action" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </section>
  )
}

function ReviewTile({ onReviewTransactions, onLoadStart, onLoadError }: BooksOverviewProps) {
  const messages = useMessages(booksOverviewMessages)
  const { locale } = useLocaleSettings()
  const emit = useEmitEvent()
  const { count, transactions, figures: status, isError, error, refetch } = useReviewCount()
  useLoadCallbacks({ fetching: status === 'counting' || (status === 'unknown' && !isError), error }, { onLoadStart, onLoadError })
  const label =
    status === 'final'
      ? messages['overview.toReview.label']
      : status === 'stopped'
        ? messages['overview.toReview.stopped']
        : messages['overview.toReview.soFar']
  const figures =
    count === undefined ? undefined : count === 0 && status === 'final' ? (
      <p className="bk-tile__note">
        {transactions === 0 ? messages['overview.toReview.noTransactions'] : messages['overview.toReview.none']}
      </p>
    ) : (
      <p className="bk-tile__figure">
        <span className="bk-tile__value">{formatCount(count, locale)}</span> <span className="bk-tile__label">{label(count)}</span>
      </p>
    )
  return (
    <Tile
      title={messages['overview.toReview.title']}
      loading={count === undefined && !isError}
      error={error}
      onRetry={() => void refetch()}
      figures={figures}
      action={
        onReviewTransactions && {
          label: messages['overview.toReview.action'],
          onClick: () => {
            emit({ type: 'overviewSelected', selected: 'transactionsToReview' })
            onReviewTransactions()
          },
        }
      }
    />
  )
}

/** How this month compares with the last: "$120.00 more than May". */
function comparison(now: number, before: number, lastMonth: string, money: MoneyFormat, messages: BooksOverviewMessages): string {
  if (now === before) return messages['overview.money.same'](lastMonth)
  const difference = formatMoney(Math.abs(now - before), money)
  return now > before ? messages['overview.money.more'](difference, lastMonth) : messages['overview.money.less'](difference, lastMonth)
}

function MoneyTile({ month, bankAccountId, onSelectMonth, onLoadStart, onLoadError }: BooksOverviewProps & { month: string }) {
  const messages = useMessages(booksOverviewMessages)
  const money = useLocaleSettings()
  const emit = useEmitEvent()
  const flow = useCashFlow({ months: 2, endMonth: month, bankAccountId })
  const state = useTileRead(flow, { onLoadStart, onLoadError })
  const [last, now] = flow.months
  const monthName = formatMonth(month, money.locale, 'long')
  const lastName = formatMonth(previousMonth(month), money.locale, 'monthOnly')
  const received = formatCount(flow.received ?? 0, money.locale)
  const figures =
    flow.figures === 'unknown' || !now || !last ? undefined : (
      <>
        <dl className="bk-tile__figures">
          <div>
            <dt>{messages['overview.money.in']}</dt>
            <dd>
              <span className="bk-tile__value" data-series="in">
                {formatMoney(now.moneyIn, money)}
              </span>
              <span className="bk-tile__compare">{comparison(now.moneyIn, last.moneyIn, lastName, money, messages)}</span>
            </dd>
          </div>
          <div>
            <dt>{messages['overview.money.out']}</dt>
            <dd>
              <span className="bk-tile__value" data-series="out">
                {formatMoney(now.moneyOut, money)}
              </span>
              <span className="bk-tile__compare">{comparison(now.moneyOut, last.moneyOut, lastName, money, messages)}</span>
            </dd>
          </div>
          <div>
            <dt>{messages['overview.money.net']}</dt>
            <dd>
              <span className="bk-tile__value">{formatMoney(now.net, money)}</span>
            </dd>
          </div>
        </dl>
        <p role="status" className="bk-tile__note">
          {flow.figures === 'counting'
            ? messages['overview.money.stillCounting']
            : flow.figures === 'stopped'
              ? messages['overview.money.stopped'](received, flow.received ?? 0)
              : ''}
        </p>
      </>
    )
  return (
    <Tile
      {...state}
      title={messages['overview.money.title'](monthName)}
      figures={figures}
      action={
        onSelectMonth &&
        now && {
          label: messages['overview.money.action'](monthName),
          onClick: () => {
            emit({ type: 'overviewSelected', selected: 'moneyInOut', period: now.range })
            onSelectMonth(now.range)
          },
        }
      }
    />
  )
}

function OwedTile({ asOf, onSelectReceivables, onLoadStart, onLoadError }: BooksOverviewProps & { asOf: string }) {
  const messages = useMessages(booksOverviewMessages)
  const money = useLocaleSettings()
  const emit = useEmitEvent()
  const owed = usePlainAging({ asOf }).aging
  const state = useTileRead(owed, { onLoadStart, onLoadError })
  const { locale } = money
  const read = formatCount(owed.read, locale)
  const nobody =
    owed.hasInvoices === undefined
      ? messages['overview.owed.nobody']
      : owed.hasInvoices
        ? messages['overview.owed.allPaid']
        : messages['overview.owed.noInvoices']
  const figures =
    owed.figures === 'unknown' ? undefined : owed.figures === 'final' && owed.invoices === 0 ? (
      <p className="bk-tile__note">{nobody}</p>
    ) : (
      <>
        <p className="bk-tile__figure">
          <span className="bk-tile__value">{formatMoney(owed.total, money)}</span>{' '}
          <span className="bk-tile__label">{messages['overview.owed.total'](formatCount(owed.invoices, locale), owed.invoices)}</span>
        </p>
        <p className="bk-tile__figure" data-overdue={owed.overdue > 0 || undefined}>
          {owed.overdue > 0
            ? messages['overview.owed.overdue'](
                formatMoney(owed.overdue, money),
                formatCount(owed.overdueInvoices, locale),
                owed.overdueInvoices,
              )
            : messages['overview.owed.nothingOverdue']}
        </p>
        <p role="status" className="bk-tile__note">
          {owed.figures === 'stopped'
            ? messages['overview.owed.stopped'](read, owed.read)
            : owed.figures === 'counting'
              ? messages['overview.owed.soFar'](read)
              : ''}
        </p>
      </>
    )
  return (
    <Tile
      {...state}
      title={messages['overview.owed.title']}
      figures={figures}
      action={
        onSelectReceivables && {
          label: messages['overview.owed.action'],
          onClick: () => {
            emit({ type: 'overviewSelected', selected: 'receivables' })
            onSelectReceivables(owed.filter)
          },
        }
      }
    />
  )
}
