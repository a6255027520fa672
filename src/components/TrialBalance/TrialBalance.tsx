import { useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { formatCount } from '../../messages/messageSet'
import { formatMoney, minorDigits, minorToDecimal, type MoneyFormat } from '../../format/money'
import { trialBalanceMessages, type TrialBalanceMessages } from '../../messages/statements/trialBalance'
import { useEmitEvent } from '../../react/provider/context'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import {
  useTrialBalance,
  type TrialBalanceOptions,
  type TrialBalanceRow,
  type TrialBalanceStatement,
} from '../../react/statements/trialBalance'
import { csvFile, csvRow } from '../shared/files/csv'
import { downloadCsv } from '../shared/files/download'
import { useSyncedDraft } from '../shared/hooks/useSyncedDraft'
import { useLoadCallbacks } from '../shared/root/useLoadCallbacks'
import { StatementRoot, type StatementContentProps, type StatementProps } from '../shared/statement/StatementRoot'
import {
  AsOfChoice,
  basisName,
  companyNameOf,
  frameWords,
  MethodChoice,
  StatementFrame,
  InactiveToggle,
  StatementScroll,
} from '../shared/statement/parts'
import { companyLine, titleLines } from '../shared/statement/statementCsv'
import { TrialTable, withRetainedEarnings } from './TrialTable'

/** What `onSelectAccount` hands the host: an account's ledger through the trial balance's date, under its method. */
export interface TrialBalanceAccountSelection {
  glAccountId: string
  to: string
  /** `undefined`: the company's own method (the ledger's default too). */
  accountingMethod: AccountingMethod | undefined
}

/**
 * Props of `<TrialBalance>`. `onSelectAccount` opens `<GeneralLedger>` with
 * `filter={{endDate: to, accountingMethod}}`; the choices are the date and method; the exported
 * file is `trial-balance-<asOf>.csv` unless `exportFileName` names it.
 */
export interface TrialBalanceProps extends StatementProps<TrialBalanceAccountSelection>, Omit<TrialBalanceOptions, 'enabled'> {}

/**
 * Every account's balance at the end of a day on its debit or credit side, from the ledger's own
 * balances, the two columns summed once every account is read, and whether they are equal: the
 * books balance, or they differ by an amount the trial balance names, with why it can be.
 */
export function TrialBalance(props: TrialBalanceProps) {
  return <StatementRoot name="TrialBalance" props={props} Content={TrialContent} />
}

type ContentProps = StatementContentProps<TrialBalanceProps>

function TrialContent({
  asOf,
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
  const messages = useMessages(trialBalanceMessages)
  const money = useLocaleSettings()
  const emit = useEmitEvent()
  const [chosenDate, setDate] = useSyncedDraft<string | undefined>(asOf)
  const [chosenMethod, setMethod] = useSyncedDraft<AccountingMethod | undefined>(accountingMethod)
  const trial = useTrialBalance({ asOf: chosenDate, accountingMethod: chosenMethod, accounts, fiscalYearStart, companyId })
  const [showInactive, setShowInactive] = useState(false)
  useLoadCallbacks({ fetching: trial.figures === 'counting' || trial.isPending, error: trial.error }, { onLoadStart, onLoadError })

  const { locale } = money
  const date = trial.asOf && formatDate(trial.asOf, locale)
  const inactive = trial.rows.filter((row) => row.status === 'read' && !row.hasActivity).length
  const reading = [...trial.rows, ...trial.unplaced].some((row) => row.status === 'reading')
  const basis = basisName(messages, 'trialBalance', trial.accountingMethod)
  // Its income and expense rows are this fiscal year's: the header and the file both say which year.
  const fiscalYear = trial.fiscalYear && messages['trialBalance.fiscalYear'](formatDate(trial.fiscalYear.from, locale))

  const open = onSelectAccount
    ? (row: TrialBalanceRow) => {
        if (!trial.asOf) return
        emit({ type: 'statementAccountSelected', statement: 'trialBalance', glAccountId: row.account.id, asOf: trial.asOf })
        onSelectAccount({ glAccountId: row.account.id, to: trial.asOf, accountingMethod: trial.accountingMethod })
      }
    : undefined

  const exportCsv = () => {
    if (!trial.asOf) return
    const amount = (minor: number | undefined) => (minor === undefined || minor === 0 ? '' : minorToDecimal(minor, minorDigits(money)))
    const lines = [
      ...titleLines({
        title: messages['trialBalance.title'],
        company: companyLine(companyNameOf(companyName, trial) ?? companyId, messages['trialBalance.csv.company']),
        dates: messages['trialBalance.asOfDate'](date ?? ''),
        fiscalYear,
        basis,
        notes:
          trial.figures === 'partial'
            ? [messages['trialBalance.fromRecords'](formatCount(trial.accountCount, locale), trial.accountCount)]
            : [],
      }),
      csvRow([
        [messages['trialBalance.accountNumber'], 'text'],
        [messages['trialBalance.account'], 'text'],
        [messages['trialBalance.debit'], 'text'],
        [messages['trialBalance.credit'], 'text'],
      ]),
      ...withRetainedEarnings(
        trial,
        (row) =>
          csvRow([
            [row.account.accountNo ?? '', 'text'],
            [row.account.name, 'text'],
            [amount(row.debit), 'amount'],
            [amount(row.credit), 'amount'],
          ]),
        (retained) =>
          csvRow([
            ['', 'text'],
            [messages['trialBalance.retainedEarnings'], 'text'],
            [amount(retained.debit), 'amount'],
            [amount(retained.credit), 'amount'],
          ]),
      ),
      csvRow([
        ['', 'text'],
        [messages['trialBalance.total'], 'text'],
        [minorToDecimal(trial.totals.debits, minorDigits(money)), 'amount'],
        [minorToDecimal(trial.totals.credits, minorDigits(money)), 'amount'],
      ]),
    ]
    // A difference is written as the table shows it: under the smaller column, what it would need to equal the other.
    const difference = trial.difference ?? 0
    if (difference !== 0)
      lines.push(
        csvRow([
          ['', 'text'],
          [messages['trialBalance.difference'], 'text'],
          [amount(Math.max(-difference, 0)), 'amount'],
          [amount(Math.max(difference, 0)), 'amount'],
        ]),
      )
    // Accounts on no side come after the sums they are not in, their balance in a column of its own.
    if (trial.unplaced.length > 0) {
      lines.push(
        csvRow([
          ['', 'text'],
          [messages['trialBalance.unplaced'], 'text'],
          ['', 'text'],
          ['', 'text'],
          [messages['trialBalance.unplacedBalance'], 'text'],
        ]),
      )
      for (const row of trial.unplaced)
        lines.push(
          csvRow([
            [row.account.accountNo ?? '', 'text'],
            [row.account.name, 'text'],
            ['', 'text'],
            ['', 'text'],
            [amount(row.figures[0]?.amount), 'amount'],
          ]),
        )
    }
    downloadCsv(csvFile(lines), exportFileName ?? `trial-balance-${trial.asOf}.csv`)
  }

  return (
    <StatementFrame
      reading={trial}
      words={frameWords(messages, 'trialBalance')}
      locale={locale}
      companyName={companyName}
      busy={reading}
      loadingColumns={3}
      onExport={exportCsv}
      subtitles={
        <>
          {date && (
            <p className="bk-statement__subtitle">
              {messages['trialBalance.asOfDate'](date)} · {basis}
              {trial.closingDate && <> · {messages['trialBalance.closedThrough'](formatDate(trial.closingDate, locale))}</>}
            </p>
          )}
          {fiscalYear && <p className="bk-statement__subtitle">{fiscalYear}</p>}
        </>
      }
      options={
        showOptions && (
          <div className="bk-statement__options" role="group" aria-label={messages['trialBalance.options']}>
            <AsOfChoice
              label={messages['trialBalance.asOf']}
              value={chosenDate}
              given={asOf}
              fiscalYearStart={fiscalYearStart}
              names={(choice) => messages[`trialBalance.asOf.${choice}`]}
              onChange={setDate}
            />
            {trial.canChooseMethod && (
              <MethodChoice
                label={messages['trialBalance.method']}
                value={chosenMethod}
                names={(choice) => messages[`trialBalance.method.${choice}`]}
                onChange={setMethod}
              />
            )}
          </div>
        )
      }
    >
      <StatementScroll label={messages['trialBalance.caption'](date ?? '')}>
        <TrialTable trial={trial} messages={messages} money={money} date={date ?? ''} showInactive={showInactive} onOpen={open} />
      </StatementScroll>
      <InactiveToggle
        count={inactive}
        shown={showInactive}
        onToggle={setShowInactive}
        showLabel={messages['trialBalance.showInactive'](formatCount(inactive, locale), inactive)}
        hideLabel={messages['trialBalance.hideInactive']}
      />
      <TrialCheckNote trial={trial} messages={messages} money={money} reading={reading} />
      {trial.unplaced.length > 0 && (
        <p className="bk-statement__note">
          <IsolatedText
            text={messages['trialBalance.unplacedLeftOut'](
              formatCount(trial.unplaced.length, locale),
              trial.unplaced.length,
              trial.unplaced.map((row) => isolate(row.account.name)).join(', '),
            )}
          />
        </p>
      )}
    </StatementFrame>
  )
}

/** Why the sums can differ: accounts left out for their type, accounts the records never name, or an account missing from the host's chart. */
function differsWhy(trial: TrialBalanceStatement, messages: TrialBalanceMessages): string {
  // Sums of the records' accounts are never final, so a difference here is of the host's chart.
  return trial.unplaced.length > 0 ? messages['trialBalance.differsUnplaced'] : messages['trialBalance.differsFromHost']
}

/** Whether debits equal credits: said only on final sums; a difference with how much and why it can be. */
function TrialCheckNote({
  trial,
  messages,
  money,
  reading,
}: {
  trial: TrialBalanceStatement
  messages: TrialBalanceMessages
  money: MoneyFormat
  reading: boolean
}) {
  if (trial.figures === 'partial') {
    // Without the chart a difference means nothing: an account no record names is missing, not wrong.
    return (
      <p className="bk-statement__check" data-check="unknown">
        {messages['trialBalance.differsFromRecords'](formatCount(trial.accountCount, money.locale), trial.accountCount)}
      </p>
    )
  }
  if (trial.difference === undefined) {
    return (
      <p className="bk-statement__check" data-check="unknown">
        {reading || trial.accountsFailed === 0 ? messages['trialBalance.checkWhenRead'] : messages['trialBalance.checkStopped']}
      </p>
    )
  }
  if (trial.difference === 0) {
    return (
      <p className="bk-statement__check" data-check="balances">
        {messages['trialBalance.balances']}
      </p>
    )
  }
  return (
    <div className="bk-statement__check" data-check="differs" role="note">
      <p>
        <strong>{messages['trialBalance.differs'](formatMoney(Math.abs(trial.difference), money))}</strong>
      </p>
      <p>{differsWhy(trial, messages)}</p>
    </div>
  )
}
