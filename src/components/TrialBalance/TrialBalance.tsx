import type { AccountingMethod } from '../../api/types'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { formatCount } from '../../messages/messageSet'
import { formatMoney } from '../../format/money'
import { trialBalanceMessages } from '../../messages/statements/trialBalance'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { useTrialBalance, type TrialBalanceOptions } from '../../react/statements/trialBalance'
import { checkSaying } from '../../core/statements/frameCheck'
import { useSyncedDraft } from '../shared/hooks/useSyncedDraft'
import { StatementRoot, type StatementContentProps, type StatementProps } from '../shared/statement/StatementRoot'
import { AsOfChoice } from '../shared/statement/choices'
import { CheckNote } from '../shared/statement/CheckNote'
import { StatementFrame } from '../shared/statement/StatementFrame'
import { frameWords } from '../shared/statement/statementWords'
import { TrialTable } from './TrialTable'

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

function TrialContent(props: StatementContentProps<TrialBalanceProps>) {
  const { asOf, fiscalYearStart } = props
  const messages = useMessages(trialBalanceMessages)
  const money = useLocaleSettings()
  const [chosenDate, setDate] = useSyncedDraft<string | undefined>(asOf)
  const method = useSyncedDraft<AccountingMethod | undefined>(props.accountingMethod)
  const trial = useTrialBalance({
    asOf: chosenDate,
    accountingMethod: method[0],
    accounts: props.accounts,
    fiscalYearStart,
    companyId: props.companyId,
  })

  const { locale } = money
  const date = trial.asOf && formatDate(trial.asOf, locale)
  const reading = [...trial.rows, ...trial.unplaced].some((row) => row.status === 'reading')
  // Its income and expense rows are this fiscal year's: the header and the file both say which year.
  const fiscalYear = trial.fiscalYear && messages['trialBalance.fiscalYear'](formatDate(trial.fiscalYear.from, locale))
  const difference = trial.difference ?? 0

  return (
    <StatementFrame
      name="trialBalance"
      statement={trial}
      words={frameWords(messages, 'trialBalance')}
      host={props}
      at={date ?? ''}
      dates={date ? messages['trialBalance.asOfDate'](date) : undefined}
      covers={fiscalYear}
      busy={reading}
      loadingColumns={3}
      rows={trial.rows}
      method={method}
      choices={
        <AsOfChoice
          label={messages['trialBalance.asOf']}
          value={chosenDate}
          given={asOf}
          fiscalYearStart={fiscalYearStart}
          names={(choice) => messages[`trialBalance.asOf.${choice}`]}
          onChange={setDate}
        />
      }
      file={
        trial.asOf === undefined
          ? undefined
          : {
              name: `trial-balance-${trial.asOf}.csv`,
              dates: messages['trialBalance.asOfDate'](date ?? ''),
              fiscalYear,
              records: (write, digits) =>
                write.trialBalanceRecords(
                  trial,
                  {
                    accountNumber: messages['trialBalance.accountNumber'],
                    account: messages['trialBalance.account'],
                    debit: messages['trialBalance.debit'],
                    credit: messages['trialBalance.credit'],
                    retainedEarnings: messages['trialBalance.retainedEarnings'],
                    total: messages['trialBalance.total'],
                    difference: messages['trialBalance.difference'],
                    unplaced: messages['trialBalance.unplaced'],
                    unplacedBalance: messages['trialBalance.unplacedBalance'],
                  },
                  digits,
                ),
            }
      }
      renderTable={({ showInactive, open }) => (
        <TrialTable trial={trial} messages={messages} money={money} date={date ?? ''} showInactive={showInactive} onOpen={open} />
      )}
    >
      <CheckNote
        saying={checkSaying({
          figures: trial.figures,
          known: trial.difference !== undefined,
          reading,
          accountsFailed: trial.accountsFailed,
          differences: difference === 0 ? 0 : 1,
        })}
        words={{
          // Without the chart a difference means nothing: an account no record names is missing, not wrong.
          fromRecords: messages['trialBalance.differsFromRecords'](formatCount(trial.accountCount, locale), trial.accountCount),
          whenRead: messages['trialBalance.checkWhenRead'],
          stopped: messages['trialBalance.checkStopped'],
          holds: messages['trialBalance.balances'],
          differs: [messages['trialBalance.differs'](formatMoney(Math.abs(difference), money))],
          // Sums of the records' accounts are never final, so a difference here is of the host's chart, or of accounts on no side.
          why: trial.unplaced.length > 0 ? messages['trialBalance.differsUnplaced'] : messages['trialBalance.differsFromHost'],
        }}
      />
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
