import { lazy, Suspense } from 'react'
import type { GlAccount, GlEntry } from '../../api/types'
import { formatCount } from '../../messages/messageSet'
import { isolate } from '../../format/isolate'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { ComponentRoot } from '../shared/root/ComponentRoot'
import { EmptyState, ErrorState, LoadingState, LoadMoreButton } from '../shared/root/states'
import { useControllableState } from '../shared/hooks/useControllableState'
import { useKeptWhilePending } from '../shared/hooks/useKeptWhilePending'
import { AccountHeader } from './AccountHeader'
import { LedgerExportControl } from './LedgerExportControl'
import { LedgerFilters } from './LedgerFilters'
import { LedgerTable } from './LedgerTable'
import { generalLedgerMessages } from '../../messages/statements/generalLedger'
import { GENERAL_LEDGER_COLUMN_IDS, type GeneralLedgerProps, type LedgerFilter } from './types'
import { isFiltered, useLedgerListQuery, useLedgerQuery } from './useLedgerQuery'

// The balance chart's code (d3's scales and paths with it) loads only for a ledger that shows one.
const LedgerBalanceChart = lazy(() => import('./LedgerBalanceChart').then((module) => ({ default: module.LedgerBalanceChart })))

const NO_FILTER: LedgerFilter = Object.freeze({})
const NO_CHOICES: readonly never[] = []

/**
 * The account the header shows: the host's, else the one a line names as its source record's
 * account when that is this account (`entity.glAccount` usually names the other side of the
 * posting), else what the lines tell about it (its type).
 */
function knownAccount(
  glAccountId: string,
  glAccount: GlAccount | undefined,
  lines: readonly GlEntry[] | undefined,
): Partial<GlAccount> & { id: string } {
  if (glAccount) return glAccount
  const named = lines?.find((line) => line.entity?.glAccount?.id === glAccountId)?.entity?.glAccount
  if (named) return named
  return { id: glAccountId, ...(lines?.[0]?.type ? { type: lines[0].type } : {}) }
}

/**
 * One GL account's lines with their running balance, page after page, filtered on the service, with
 * a CSV export of the whole filtered ledger.
 */
export function GeneralLedger({ className, onError, headingLevel, ...props }: GeneralLedgerProps) {
  return (
    <ComponentRoot
      name="GeneralLedger"
      className={className ? `bk-general-ledger ${className}` : 'bk-general-ledger'}
      onError={onError}
      headingLevel={headingLevel}
    >
      <GeneralLedgerContent {...props} />
    </ComponentRoot>
  )
}

function GeneralLedgerContent({
  glAccountId,
  glAccount,
  columns = GENERAL_LEDGER_COLUMN_IDS,
  columnLabels,
  includeBeginningBalance = true,
  pageSize,
  filter: filterProp,
  defaultFilter = NO_FILTER,
  onFilterChange,
  onSelectEntry,
  showFilters = true,
  filterOptions,
  showExport = true,
  exportFileName,
  chart = false,
  onLoadStart,
  onLoadError,
}: Omit<GeneralLedgerProps, 'className' | 'onError'>) {
  const messages = useMessages(generalLedgerMessages)
  const { locale } = useLocaleSettings()
  const [filter, setFilter] = useControllableState({ value: filterProp, defaultValue: defaultFilter, onChange: onFilterChange })
  const query = useLedgerListQuery(filter, includeBeginningBalance, pageSize)
  const result = useLedgerQuery(glAccountId, query, { onLoadStart, onLoadError })
  const { data, error, isPending, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = result
  // While a new filter loads, the previous lines stay (marked busy) instead of flashing a skeleton;
  // never another account's lines, though.
  const shown = useKeptWhilePending(data, isPending, (kept) => kept.lines[0]?.glAccount.id === glAccountId)
  const refreshing = shown !== undefined && shown !== data
  const lines = shown?.lines
  const account = knownAccount(glAccountId, glAccount, lines)
  // An id is no title for a bookkeeper: without a name the ledger is "General ledger" (the host's `glAccount` names it).
  const accountName = account.displayName || account.name || undefined
  const filtered = isFiltered(filter)
  const loadMore = () => void fetchNextPage({ cancelRefetch: false })

  let body
  if (!lines && (isPending || isFetching)) {
    body = <LoadingState columns={Math.max(columns.length, 3)} label={messages['generalLedger.loading']} />
  } else if (!lines) {
    body = <ErrorState error={error} title={messages['generalLedger.errorTitle']} onRetry={() => void refetch()} />
  } else if (lines.length === 0 && shown.beginningBalance === null) {
    body = <EmptyState title={filtered ? messages['generalLedger.emptyFiltered'] : messages['generalLedger.empty']} />
  } else {
    body = (
      <>
        <LedgerTable
          lines={lines}
          columns={columns}
          columnLabels={columnLabels}
          firstPage={shown.pages[0]}
          refreshing={refreshing}
          beginningBalance={includeBeginningBalance ? shown.beginningBalance : null}
          beginDate={filter.beginDate}
          label={accountName ? messages['generalLedger.tableLabel'](isolate(accountName)) : messages['generalLedger.unnamed']}
          hasMore={refreshing || hasNextPage}
          canLoadMore={!refreshing && hasNextPage && !isFetchingNextPage && !isFetchNextPageError}
          onLoadMore={loadMore}
          onSelectEntry={onSelectEntry}
          messages={messages}
        />
        {lines.length === 0 && <EmptyState title={filtered ? messages['generalLedger.emptyFiltered'] : messages['generalLedger.empty']} />}
        {refreshing ? null : isFetchNextPageError ? (
          <ErrorState error={error} title={messages['generalLedger.loadMoreError']} onRetry={loadMore} />
        ) : shown.stalled ? (
          <ErrorState error={shown.stalled} title={messages['generalLedger.loadMoreError']} onRetry={() => void refetch()} />
        ) : (
          lines.length > 0 && <LoadMoreButton hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={loadMore} />
        )}
      </>
    )
  }

  return (
    <>
      <div className="bk-general-ledger__header">
        <AccountHeader account={account} name={accountName} messages={messages} />
        {showExport && (
          <LedgerExportControl
            glAccountId={glAccountId}
            query={query}
            fileName={exportFileName ?? `general-ledger-${glAccountId}.csv`}
            beginDate={filter.beginDate}
            messages={messages}
          />
        )}
      </div>
      {showFilters && (
        <LedgerFilters
          filter={filter}
          onChange={setFilter}
          customers={filterOptions?.customers ?? NO_CHOICES}
          dimensionValues={filterOptions?.dimensionValues ?? NO_CHOICES}
          filtered={filtered}
          messages={messages}
        />
      )}
      {chart !== false && (
        <Suspense fallback={<LoadingState rows={3} columns={6} label={messages['generalLedger.loading']} />}>
          <LedgerBalanceChart
            result={result}
            filter={filter}
            accountName={accountName ?? messages['generalLedger.thisAccount']}
            variant={chart === true ? 'line' : chart}
          />
        </Suspense>
      )}
      {lines && lines.length > 0 && !refreshing && (
        <p className="bk-general-ledger__summary bk-field__hint">
          {messages['generalLedger.loaded'](formatCount(lines.length, locale), lines.length, hasNextPage)}
        </p>
      )}
      <div className="bk-general-ledger__body" aria-busy={isPending || refreshing || isFetchingNextPage}>
        {body}
      </div>
    </>
  )
}
