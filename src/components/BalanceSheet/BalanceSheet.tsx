import { useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { formatCount } from '../../messages/messageSet'
import { formatMoney, minorDigits } from '../../format/money'
import { balanceSheetMessages, type BalanceSheetMessages } from '../../messages/statements/balanceSheet'
import {
  useBalanceSheet,
  type BalanceSheetOptions,
  type BalanceSheetSection,
  type BalanceSheetStatement,
} from '../../react/statements/balanceSheet'
import { useEmitEvent } from '../../react/provider/context'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import type { BalanceSheetComparison } from '../../core/statements/statementColumns'
import { downloadCsv } from '../shared/files/download'
import { useSyncedDraft } from '../shared/hooks/useSyncedDraft'
import { useLoadCallbacks } from '../shared/root/useLoadCallbacks'
import { StatementRoot, type StatementContentProps, type StatementProps } from '../shared/statement/StatementRoot'
import {
  AsOfChoice,
  basisName,
  Choice,
  companyNameOf,
  frameWords,
  MethodChoice,
  StatementFrame,
  InactiveToggle,
  StatementScroll,
} from '../shared/statement/parts'
import { companyLine, comparedHeaders, titleLines, toStatementCsv } from '../shared/statement/statementCsv'
import {
  StatementTable,
  totalLine,
  type OpenLedger,
  type ShownColumn,
  type StatementLine,
  type StatementTableSection,
} from '../shared/statement/StatementTable'
import { statementWords } from '../shared/statement/statementWords'

/** What `onSelectAccount` hands the host: an account's ledger through the sheet's date, under its method. */
export interface BalanceSheetAccountSelection {
  glAccountId: string
  /** The sheet's date, or the date compared with when that figure was chosen. */
  to: string
  /** `undefined`: the company's own method (the ledger's default too). */
  accountingMethod: AccountingMethod | undefined
}

/**
 * Props of `<BalanceSheet>`. `onSelectAccount` opens `<GeneralLedger>` with
 * `filter={{endDate: to, accountingMethod}}`; the choices are the date, comparison and method; the
 * exported file is `balance-sheet-<asOf>.csv` unless `exportFileName` names it.
 */
export interface BalanceSheetProps extends StatementProps<BalanceSheetAccountSelection>, Omit<BalanceSheetOptions, 'enabled'> {}

/**
 * What the business owns and owes at the end of a day, from the ledger's own balances: assets
 * (current, fixed and other where the chart's types say), liabilities (current and long-term) and
 * equity (retained earnings, then net income this fiscal year), each account
 * opening its ledger, compared with the month end or fiscal year end before, cash or accrual; and
 * whether the books balance, said once every account is read, with by how much and why when not.
 */
export function BalanceSheet(props: BalanceSheetProps) {
  return <StatementRoot name="BalanceSheet" props={props} Content={SheetContent} />
}

type ContentProps = StatementContentProps<BalanceSheetProps>

function SheetContent({
  asOf,
  compareTo,
  accountingMethod,
  accounts,
  fiscalYearStart,
  companyId,
  companyName,
  onSelectAccount,
  showOptions = true,
  exportFileName,
  onLoadStart,
  onLoadError,
}: ContentProps) {
  const messages = useMessages(balanceSheetMessages)
  const money = useLocaleSettings()
  const emit = useEmitEvent()
  const [chosenDate, setDate] = useSyncedDraft<string | undefined>(asOf)
  const [chosenCompare, setCompare] = useSyncedDraft<BalanceSheetComparison | undefined>(compareTo)
  const [chosenMethod, setMethod] = useSyncedDraft<AccountingMethod | undefined>(accountingMethod)
  const sheet = useBalanceSheet({
    asOf: chosenDate,
    compareTo: chosenCompare,
    accountingMethod: chosenMethod,
    accounts,
    fiscalYearStart,
    companyId,
  })
  const [showInactive, setShowInactive] = useState(false)
  useLoadCallbacks({ fetching: sheet.figures === 'counting' || sheet.isPending, error: sheet.error }, { onLoadStart, onLoadError })

  const { locale } = money
  const date = sheet.asOf && formatDate(sheet.asOf, locale)
  const comparedDate = sheet.compared && formatDate(sheet.compared.asOf, locale)
  const shown: ShownColumn[] = sheet.asOf
    ? [
        {
          column: {
            key: 'asOf',
            kind: 'total',
            from: sheet.asOf,
            to: sheet.asOf,
            compared: sheet.compared && { from: sheet.compared.asOf, to: sheet.compared.asOf },
          },
          label: date ?? '',
          comparedLabel: comparedDate,
          closed: sheet.closingDate !== undefined && sheet.asOf <= sheet.closingDate,
        },
      ]
    : []
  const rows = sheet.sections.flatMap((section) => section.accounts)
  const inactive = rows.filter((row) => row.status === 'read' && !row.hasActivity).length
  const reading = rows.some((row) => row.status === 'reading') || sheet.incomeAccounts.some((row) => row.status === 'reading')
  const basis = basisName(messages, 'balanceSheet', sheet.accountingMethod)

  const sectionName = (section: BalanceSheetSection) =>
    section.kind === 'other'
      ? messages['balanceSheet.section.other'](isolate(section.type ?? ''))
      : messages[`balanceSheet.section.${section.kind}`]
  const totalName = (section: BalanceSheetSection) =>
    section.kind === 'other'
      ? messages['balanceSheet.total.other'](isolate(section.type ?? ''))
      : messages[`balanceSheet.total.${section.kind}`]
  const incomeFailed = sheet.incomeAccounts.filter((row) => row.status === 'failed')
  const tableSections: StatementTableSection[] = sheet.sections.map((section) => {
    const key = section.kind === 'other' ? `other:${section.type ?? ''}` : section.kind
    const equity = section.kind === 'equity'
    const grouped = new Set(section.groups.flatMap((group) => group.accounts))
    return {
      key,
      kind: section.kind,
      name: sectionName(section),
      rows: section.accounts.filter((row) => !grouped.has(row)),
      groups: section.groups.map((group) => ({
        key: group.kind,
        kind: group.kind,
        name: messages[`balanceSheet.group.${group.kind}`],
        rows: group.accounts,
        total: totalLine(
          { key: `${group.kind}:total`, kind: 'group', label: messages[`balanceSheet.groupTotal.${group.kind}`], total: group.total },
          group.accounts,
        ),
      })),
      // Net income for the period comes last, after retained earnings, as QuickBooks Online and Xero close equity.
      lines: equity
        ? [
            {
              key: 'retainedEarnings',
              kind: 'retainedEarnings',
              label: messages['balanceSheet.retainedEarnings'],
              total: sheet.retainedEarnings,
              computed: true,
              failed: incomeFailed,
            },
            {
              key: 'netIncome',
              kind: 'netIncome',
              label: messages['balanceSheet.netIncome'],
              total: sheet.netIncome,
              computed: true,
              failed: incomeFailed,
            },
          ]
        : [],
      // Equity's total holds its computed lines too: it is one account's only without them.
      total: totalLine(
        { key: `${key}:total`, kind: 'section', label: totalName(section), total: section.total },
        equity ? [] : section.accounts,
      ),
    }
  })
  const footer: StatementLine[] = [
    {
      key: 'liabilitiesAndEquity',
      kind: 'liabilitiesAndEquity',
      label: messages['balanceSheet.liabilitiesAndEquity'],
      total: sheet.totalLiabilitiesAndEquity,
    },
  ]
  const words = statementWords(messages, 'balanceSheet', messages['balanceSheet.linesFailed'])

  const open: OpenLedger | undefined = onSelectAccount
    ? (row, { to }) => {
        emit({ type: 'statementAccountSelected', statement: 'balanceSheet', glAccountId: row.account.id, asOf: to })
        onSelectAccount({ glAccountId: row.account.id, to, accountingMethod: sheet.accountingMethod })
      }
    : undefined

  const exportCsv = () => {
    if (!sheet.asOf) return
    const text = toStatementCsv(tableSections, footer, {
      digits: minorDigits(money),
      title: titleLines({
        title: messages['balanceSheet.title'],
        company: companyLine(companyNameOf(companyName, sheet) ?? companyId, messages['balanceSheet.csv.company']),
        dates: messages['balanceSheet.asOfDate'](date ?? ''),
        basis,
        notes:
          sheet.figures === 'partial'
            ? [messages['balanceSheet.fromRecords'](formatCount(sheet.accountCount, locale), sheet.accountCount)]
            : [],
      }),
      accountHeader: messages['balanceSheet.account'],
      accountNumberHeader: messages['balanceSheet.accountNumber'],
      columnHeaders: comparedHeaders(shown, {
        compared: messages['balanceSheet.csv.compared'],
        change: messages['balanceSheet.csv.change'],
        percent: messages['balanceSheet.csv.percent'],
      }),
      compare: sheet.compared !== undefined,
    })
    downloadCsv(text, exportFileName ?? `balance-sheet-${sheet.asOf}.csv`)
  }

  return (
    <StatementFrame
      reading={sheet}
      words={frameWords(messages, 'balanceSheet')}
      locale={locale}
      companyName={companyName}
      busy={reading}
      loadingColumns={2}
      onExport={exportCsv}
      subtitles={
        <>
          {date && (
            <p className="bk-statement__subtitle">
              {messages['balanceSheet.asOfDate'](date)} · {basis}
              {sheet.closingDate && <> · {messages['balanceSheet.closedThrough'](formatDate(sheet.closingDate, locale))}</>}
            </p>
          )}
        </>
      }
      options={
        showOptions && (
          <div className="bk-statement__options" role="group" aria-label={messages['balanceSheet.options']}>
            <AsOfChoice
              label={messages['balanceSheet.asOf']}
              value={chosenDate}
              given={asOf}
              fiscalYearStart={fiscalYearStart}
              names={(choice) => messages[`balanceSheet.asOf.${choice}`]}
              onChange={setDate}
            />
            <Choice<BalanceSheetComparison | ''>
              label={messages['balanceSheet.compare']}
              value={chosenCompare ?? ''}
              choices={(['', 'previousMonthEnd', 'previousYearEnd'] as const).map((choice) => ({
                value: choice,
                label: messages[`balanceSheet.compare.${choice || 'none'}`],
              }))}
              onChange={(choice) => setCompare(choice || undefined)}
            />
            {sheet.canChooseMethod && (
              <MethodChoice
                label={messages['balanceSheet.method']}
                value={chosenMethod}
                names={(choice) => messages[`balanceSheet.method.${choice}`]}
                onChange={setMethod}
              />
            )}
          </div>
        )
      }
    >
      <StatementScroll label={messages['balanceSheet.caption'](date ?? '')}>
        <StatementTable
          sections={tableSections}
          footer={footer}
          columns={shown}
          compare={sheet.compared !== undefined}
          totals="final"
          narrowColumn={0}
          showInactive={showInactive}
          caption={messages['balanceSheet.caption'](date ?? '')}
          money={money}
          words={words}
          onOpen={open}
        />
      </StatementScroll>
      <InactiveToggle
        count={inactive}
        shown={showInactive}
        onToggle={setShowInactive}
        showLabel={messages['balanceSheet.showInactive'](formatCount(inactive, locale), inactive)}
        hideLabel={messages['balanceSheet.hideInactive']}
      />
      <BalanceCheckNote sheet={sheet} messages={messages} money={money} reading={reading} />
      {sheet.sections
        .filter((section) => section.kind === 'other')
        .map((section) => (
          <p key={section.type ?? ''} className="bk-statement__note">
            <IsolatedText text={messages['balanceSheet.otherLeftOut'](isolate(section.type ?? ''))} />
          </p>
        ))}
    </StatementFrame>
  )
}

/** Whether the books balance: said only on final totals; a difference with how much, on which date, and why it can be. */
function BalanceCheckNote({
  sheet,
  messages,
  money,
  reading,
}: {
  sheet: BalanceSheetStatement
  messages: BalanceSheetMessages
  money: ReturnType<typeof useLocaleSettings>
  reading: boolean
}) {
  const { check } = sheet
  if (sheet.figures === 'partial') {
    // Without the chart a difference means nothing: an account no record names is missing, not wrong.
    return (
      <p className="bk-statement__check" data-check="unknown">
        {messages['balanceSheet.differsFromRecords'](formatCount(sheet.accountCount, money.locale), sheet.accountCount)}
      </p>
    )
  }
  if (!check.known) {
    return (
      <p className="bk-statement__check" data-check="unknown">
        {reading || sheet.accountsFailed === 0 ? messages['balanceSheet.checkWhenRead'] : messages['balanceSheet.checkStopped']}
      </p>
    )
  }
  const differences = [
    { amount: check.difference.amount, date: sheet.asOf },
    { amount: check.difference.compared, date: sheet.compared?.asOf },
  ].filter(
    (difference): difference is { amount: number; date: string } =>
      difference.amount !== undefined && difference.amount !== 0 && difference.date !== undefined,
  )
  if (differences.length === 0) {
    return (
      <p className="bk-statement__check" data-check="balances">
        {sheet.compared
          ? messages['balanceSheet.balancesBoth'](formatDate(sheet.compared.asOf, money.locale))
          : messages['balanceSheet.balances']}
      </p>
    )
  }
  return (
    <div className="bk-statement__check" data-check="differs" role="note">
      {differences.map(({ amount, date }) => (
        <p key={date}>
          <strong>{messages['balanceSheet.differs'](formatMoney(Math.abs(amount), money), formatDate(date, money.locale))}</strong>
        </p>
      ))}
      <p>{messages['balanceSheet.differsFromHost']}</p>
    </div>
  )
}
