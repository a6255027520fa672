import { useCallback, useEffect, useMemo, useState } from 'react'
import { isolate } from '../../format/isolate'
import { formatCount } from '../../messages/messageSet'
import { rowsToImport, type StatementPreview } from '../../core/import/preview'
import type { BankStatementReading, StatementSummary } from '../../core/import/types'
import { bankStatementImportMessages, type BankStatementImportMessages } from '../../messages/forms/bankStatementImport'
import { bankStatementImportStepMessages, type BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { useRememberedImportSettings } from '../../react/import/importSettings'
import {
  useImportStatement,
  useStatementPreview,
  useUndoStatementImport,
  type StatementImportRequest,
  type StatementImportResult,
  type StatementImportUndoResult,
} from '../../react/import/statementImport'
import { useStatementRuleMatches } from '../../react/import/statementRuleMatches'
import { useLatestRef } from '../shared/hooks/useLatestRef'
import { useHostedCategoryNames } from '../shared/pickers/useCategoryNames'
import { useLoadCallbacks } from '../shared/root/useLoadCallbacks'
import type { BankStatementImportProps, ImportStep } from './types'
import { ImportDone, ImportProgress } from './ImportOutcome'
import { PreviewStep } from './PreviewStep'

export { loadPreviewGrid } from './PreviewStep'
import { ReadingSettings } from './ReadingSettings'
import { READ_AS_TEXT } from '../../core/import/questions/uncertainSettings'
import { LeftOutStatements, StatementChoice } from './StatementChoice'
import { accountOfStatement, matchingStatement, type AccountClues, type NamedAccount } from '../../core/import/questions/accountStatement'
import { useStatementFile, type FileState, type ReadingChoices } from './useStatementFile'

export interface ImportStepsProps extends Pick<
  BankStatementImportProps,
  'onImported' | 'onReviewImported' | 'onLoadStart' | 'onLoadError' | 'columns' | 'columnLabels' | 'companyId' | 'categories'
> {
  file: File
  bankAccountId: string
  accountName: string | undefined
  /** What finds the account's statement in a file of several accounts. */
  accountClues: AccountClues
  /** The host's other accounts: a statement of the file left out is offered for the one it is of. */
  otherAccounts: readonly NamedAccount[] | undefined
  /** Read the file again for another account ("Import ••••4321 into Reserve Savings next"). */
  onImportNext: (accountId: string) => void
  /** This reading comes from "Import … next": the focus starts on the statement found for the account. */
  next: boolean
  /** What the line under the file input says of the file: reading, what it holds, or why it cannot be read. */
  onStatus: (status: string | undefined) => void
  onStep: (step: ImportStep) => void
  /** Import another file: back to the first step. */
  onAnother: () => void
}

/**
 * Every step after a file is chosen, loaded on demand with the readers' entry, the preview and the
 * import (the account's synced set, the save path, its undo): a page that shows the import but
 * never gets a file carries none of it. Keyed by the file, so a new file starts afresh.
 */
export default function ImportSteps({
  file: chosenFile,
  bankAccountId,
  accountName,
  accountClues,
  otherAccounts,
  onImportNext,
  next,
  onImported,
  onReviewImported,
  onLoadStart,
  onLoadError,
  onStatus,
  onStep,
  onAnother,
  columns,
  columnLabels,
  companyId,
  categories,
}: ImportStepsProps) {
  const messages = useMessages(bankStatementImportStepMessages)
  const firstStep = useMessages(bankStatementImportMessages)
  const money = useLocaleSettings()
  const { locale } = money
  const { recall, remember } = useRememberedImportSettings(bankAccountId)
  const file = useStatementFile(chosenFile, money.currency, recall)
  const reading = file.state.reading
  // The likely duplicates ticked, by row index, for the reading and statement they were ticked on: the file read
  // another way numbers its rows anew, and a tick must never carry over to a row the user did not tick.
  const [ticks, setTicks] = useState<{ of: readonly unknown[]; rows: ReadonlySet<number> }>()
  const importer = useImportStatement()
  const undoer = useUndoStatementImport()
  const [result, setResult] = useState<StatementImportResult>()
  const [undone, setUndone] = useState<StatementImportUndoResult>()
  const importable = reading && !reading.problem ? reading : undefined
  // A file of several accounts' statements is imported one statement at a time: the account's, preselected by its number, or the one the user picks.
  const statements = importable?.statements && importable.statements.length > 1 ? importable.statements : undefined
  const [picked, setPicked] = useState<number>()
  const matched = useMemo(() => (statements ? matchingStatement(statements, accountClues) : undefined), [statements, accountClues])
  const statement = statements ? (picked ?? matched) : undefined
  const leftOut = statements && statement !== undefined ? statements.filter((_, index) => index !== statement) : []
  const accountOf = (left: StatementSummary) =>
    statements && otherAccounts ? accountOfStatement(statements, statements.indexOf(left), otherAccounts) : undefined
  const previewable = statements && statement === undefined ? undefined : importable
  const ticked = ticks && ticks.of[0] === previewable && ticks.of[1] === statement ? ticks.rows : NOTHING_TICKED
  const preview = useStatementPreview(previewable, bankAccountId, { paused: importer.isPending, statement, companyId })
  const rules = useStatementRuleMatches(preview.preview, bankAccountId, companyId)
  const hostedName = useHostedCategoryNames(categories)
  const { categoryName: setName } = rules
  const categoryName = useCallback((id: string) => hostedName(id) ?? setName(id), [hostedName, setName])
  // Import chosen while the rules were still read: it starts once they are applied to this preview.
  const [waiting, setWaiting] = useState<StatementPreview>()
  // The rules the import sent and the days its file covers, so "Import the rest" sends its rows with the same.
  const [sent, setSent] = useState<Pick<StatementImportRequest, 'rules' | 'coverage'>>({})
  useLoadCallbacks(
    { fetching: previewable !== undefined && preview.preview === undefined && preview.error === null, error: preview.error },
    { onLoadStart, onLoadError },
  )

  const status = fileStatus(file.state, { ...firstStep, ...messages }, locale, money.currency)
  const step: ImportStep = importer.isPending ? 'importing' : result ? 'done' : 'preview'
  const tell = useLatestRef({ onStatus, onStep })
  useEffect(() => tell.current.onStatus(status), [status, tell])
  useEffect(() => tell.current.onStep(step), [step, tell])

  const runImport = async (
    rows: StatementImportRequest['rows'],
    resumes: StatementImportRequest['resumes'],
    { rules: withRules, coverage }: Pick<StatementImportRequest, 'rules' | 'coverage'>,
  ) => {
    const outcome = await importer.mutateAsync({ bankAccountId, rows, resumes, rules: withRules, coverage })
    setResult((before) => (before ? mergeResults(before, outcome) : outcome))
    if (outcome.created.length > 0 && reading) remember(reading)
    if (outcome.created.length > 0) onImported?.(outcome)
  }
  const startImport = (made: StatementPreview, withoutRules = false) => {
    if (!withoutRules && rules.status !== 'ready') return setWaiting(made)
    setWaiting(undefined)
    const withRules = withoutRules ? undefined : { companyId: rules.companyId, matches: rules.matches }
    const coverage = made.covers && preview.companyId !== undefined ? { companyId: preview.companyId, days: made.covers } : undefined
    setSent({ rules: withRules, coverage })
    void runImport(rowsToImport(made, ticked), undefined, { rules: withRules, coverage })
  }
  const startWhenRuled = useLatestRef(startImport)
  useEffect(() => {
    if (waiting && rules.status === 'ready' && waiting === preview.preview) startWhenRuled.current(waiting)
  }, [waiting, rules.status, preview.preview, startWhenRuled])
  // What the cut-off attempt may have stored is this import's: found now, it is counted created, and Undo import reaches it.
  const importRest = () =>
    result &&
    void runImport(
      [...result.unknown.map(({ row }) => row), ...result.notSent],
      result.unknown.flatMap(({ row }) => (row.sourceId ? [row.sourceId] : [])),
      sent,
    )
  const runUndo = async () => {
    if (!result) return
    const done = new Set(undone?.deleted.map((transaction) => transaction.id))
    const outcome = await undoer.mutateAsync({
      bankAccountId: result.bankAccountId,
      created: result.created.filter(({ transaction }) => !done.has(transaction.id)),
    })
    setUndone((before) => (before ? { ...outcome, deleted: [...before.deleted, ...outcome.deleted] } : outcome))
  }

  if (step === 'importing')
    return (
      <ImportProgress
        messages={messages}
        locale={locale}
        progress={importer.progress}
        onCancel={importer.cancel}
        onSendAnyway={importer.sendAnyway}
      />
    )
  if (step === 'done' && result)
    return (
      <ImportDone
        messages={messages}
        locale={locale}
        accountName={accountName}
        result={result}
        leftOut={
          <LeftOutStatements
            messages={messages}
            locale={locale}
            booksCurrency={money.currency}
            statements={leftOut}
            done
            accountOf={accountOf}
            onImportNext={onImportNext}
          />
        }
        onImportRest={importRest}
        onReview={onReviewImported && (() => onReviewImported(result))}
        undo={{ run: () => void runUndo(), cancel: undoer.cancel, progress: undoer.progress, running: undoer.isPending, result: undone }}
        onAnother={onAnother}
      />
    )
  return (
    <>
      {reading && (reading.csv || !reading.problem || READ_AS_TEXT.includes(reading.problem.code)) && (
        <ReadingSettings
          messages={messages}
          reading={reading}
          locale={locale}
          signsAnswered={file.state.choices.csv?.positiveIsMoneyOut !== undefined}
          onChange={file.change}
        />
      )}
      {statements && (
        <StatementChoice
          messages={messages}
          locale={locale}
          booksCurrency={money.currency}
          statements={statements}
          accountName={accountName}
          chosen={statement}
          matched={picked === undefined && matched !== undefined}
          focusChosen={next}
          onChoose={setPicked}
        />
      )}
      {previewable && (
        <PreviewStep
          messages={messages}
          money={money}
          reading={previewable}
          statement={statement}
          leftOut={<LeftOutStatements messages={messages} locale={locale} booksCurrency={money.currency} statements={leftOut} />}
          state={preview}
          ticked={ticked}
          onTick={(index, on) => setTicks({ of: [previewable, statement], rows: toggled(ticked, index, on) })}
          onImport={startImport}
          blocked={file.state.status !== 'read' || openQuestion(previewable, file.state.choices)}
          columns={columns}
          columnLabels={columnLabels}
          rules={rules}
          categoryName={categoryName}
          waitingForRules={waiting !== undefined && waiting === preview.preview}
        />
      )}
    </>
  )
}

/** A question the file leaves open and the user has not answered: which date format, or whether a card export's positive amounts are money out. */
const openQuestion = (reading: BankStatementReading, choices: ReadingChoices) =>
  (reading.csv?.dateFormatAmbiguous ?? false) ||
  (reading.qif?.dateFormatAmbiguous ?? false) ||
  (reading.csv?.looksLikeCardExport === true && choices.csv?.positiveIsMoneyOut === undefined)

const NOTHING_TICKED: ReadonlySet<number> = new Set()

const toggled = (set: ReadonlySet<number>, index: number, on: boolean) => {
  const next = new Set(set)
  if (on) next.add(index)
  else next.delete(index)
  return next
}

/** "Import the rest" adds to what the first import did: created, refused and there already add up; what is still unsettled is the second's. */
function mergeResults(before: StatementImportResult, after: StatementImportResult): StatementImportResult {
  return {
    ...after,
    created: [...before.created, ...after.created],
    savedUnseen: [...before.savedUnseen, ...after.savedUnseen],
    alreadyThere: [...before.alreadyThere, ...after.alreadyThere],
    refused: [...before.refused, ...after.refused],
  }
}

/** What the status line under the file input says: reading, or why the file cannot be read, or what it holds; the file's name in it marked by `isolate()`. */
function fileStatus(
  state: FileState,
  messages: BankStatementImportMessages & BankStatementImportStepMessages,
  locale: string,
  currency: string,
): string | undefined {
  const { file, reading } = state
  // Isolated: the file's name is the user's, set in sentences of ours.
  const name = isolate(file.name)
  switch (state.status) {
    case 'reading':
      return state.rows > 0
        ? messages['statementImport.readingRows'](name, formatCount(state.rows, locale))
        : messages['statementImport.reading'](name)
    case 'failed':
      return messages['statementImport.readFailed'](name)
    case 'read': {
      if (!reading) return undefined
      if (reading.problem) {
        const { code, detail } = reading.problem
        if (code === 'currency') return messages['statementImport.problem.currency'](isolate(detail ?? ''), currency)
        if (code === 'tooLong') return messages['statementImport.problem.tooLong'](formatCount(Number(detail ?? 0), locale))
        return messages[`statementImport.problem.${code}`]
      }
      return messages['statementImport.fileSummary'](
        name,
        messages[`statementImport.format.${reading.format}`],
        formatCount(reading.rows.length, locale),
        reading.rows.length,
      )
    }
    default:
      return state.status satisfies never
  }
}
