import { useId, useState } from 'react'
import { formatCount } from '../../format/messages'
import type { StatementPreview } from '../../import/preview'
import { rowsToImport } from '../../import/preview'
import type { BankStatementReading } from '../../import/types'
import { bankStatementImportMessages, type BankStatementImportMessages } from '../../messages/bankStatementImport'
import { useLocaleSettings, useMessages } from '../../react/hooks'
import { useRememberedImportSettings } from '../../react/importSettings'
import { useImportStatement, useStatementPreview, useUndoStatementImport, type StatementImportResult, type StatementImportUndoResult } from '../../react/statementImport'
import { ComponentRoot, type CommonComponentProps } from '../shared/ComponentRoot'
import { Heading } from '../shared/heading'
import { useLandmarkName, type LandmarkProps } from '../shared/landmark'
import type { PickerOption } from '../shared/pickers/optionSource'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/useLoadCallbacks'
import { ChooseFile } from './ChooseFile'
import { ImportDone, ImportProgress } from './ImportOutcome'
import { loadPreviewGrid, PreviewStep } from './PreviewStep'
import { ReadingSettings } from './ReadingSettings'
import { useStatementFile, type FileState, type ReadingChoices } from './useStatementFile'

/** Props of `<BankStatementImport>`. */
export interface BankStatementImportProps extends CommonComponentProps, LoadCallbacks, LandmarkProps {
  /** The account the statement is of. With `bankAccounts` as well, the one chosen first. */
  bankAccountId?: string
  /** Accounts to choose from (`{id, name}`); the one chosen is named in what the import says. */
  bankAccounts?: readonly PickerOption[]
  /** An import ended with transactions created (also after "Import the rest"). */
  onImported?: (result: StatementImportResult) => void
  /** The user chose Review them: show the review queue (`<BankTransactionList>`), where the imported transactions wait. Without it, no such button. */
  onReviewImported?: (result: StatementImportResult) => void
}

/**
 * A bank statement brought in from a file: CSV, OFX/QFX or CAMT.053 read in the browser, every row
 * previewed with what becomes of it, imported through the bank-transaction save path so that the
 * same file twice books nothing, and undone in one step.
 */
export function BankStatementImport({ className, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy, ...props }: BankStatementImportProps) {
  return (
    <ComponentRoot name="BankStatementImport" className={className} onError={onError} headingLevel={headingLevel} aria-label={label} aria-labelledby={labelledBy}>
      <ImportContent {...props} />
    </ComponentRoot>
  )
}

type ContentProps = Omit<BankStatementImportProps, 'className' | 'onError' | 'headingLevel' | 'aria-label' | 'aria-labelledby'>

function ImportContent({ bankAccountId: givenAccountId, bankAccounts, onImported, onReviewImported, onLoadStart, onLoadError }: ContentProps) {
  const messages = useMessages(bankStatementImportMessages)
  const money = useLocaleSettings()
  const { locale } = money
  const titleId = useId()
  const landmark = useLandmarkName(titleId)
  const [chosenAccountId, setAccountId] = useState(givenAccountId ?? (bankAccounts?.length === 1 ? bankAccounts[0]?.id : undefined))
  const bankAccountId = bankAccounts ? chosenAccountId : givenAccountId
  const accountName = bankAccounts?.find((account) => account.id === bankAccountId)?.name
  const { remembered, remember } = useRememberedImportSettings(bankAccountId)
  const file = useStatementFile(money.currency, remembered)
  const reading = file.state.reading
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const importer = useImportStatement()
  const undoer = useUndoStatementImport()
  const [result, setResult] = useState<StatementImportResult>()
  const [undone, setUndone] = useState<StatementImportUndoResult>()
  const importable = reading && !reading.problem ? reading : undefined
  const preview = useStatementPreview(importable, bankAccountId, { paused: importer.isPending })
  useLoadCallbacks({ fetching: importable !== undefined && preview.preview === undefined && preview.error === null, error: preview.error }, { onLoadStart, onLoadError })

  const chooseFile = (chosen: File | undefined) => {
    if (chosen) void loadPreviewGrid()
    file.choose(chosen)
    setTicked(new Set())
    setResult(undefined)
    setUndone(undefined)
    importer.reset()
    undoer.reset()
  }

  const runImport = async (rows: Parameters<typeof importer.mutateAsync>[0]['rows']) => {
    if (!bankAccountId) return
    const outcome = await importer.mutateAsync({ bankAccountId, rows })
    setResult((before) => (before ? mergeResults(before, outcome) : outcome))
    if (outcome.created.length > 0 && reading) remember(reading)
    if (outcome.created.length > 0) onImported?.(outcome)
  }
  const startImport = (made: StatementPreview) => void runImport(rowsToImport(made, ticked))
  const importRest = () => result && void runImport([...result.unknown.map(({ row }) => row), ...result.notSent])
  const runUndo = async () => {
    if (!result) return
    const done = new Set(undone?.deleted.map((transaction) => transaction.id))
    const outcome = await undoer.mutateAsync({ bankAccountId: result.bankAccountId, created: result.created.filter(({ transaction }) => !done.has(transaction.id)) })
    setUndone((before) => (before ? { ...outcome, deleted: [...before.deleted, ...outcome.deleted] } : outcome))
  }

  const status = fileStatus(file.state, messages, locale, money.currency)
  const step = importer.isPending ? 'importing' : result ? 'done' : reading ? 'preview' : 'choose'
  return (
    <section className="bk-import" data-step={step} {...landmark}>
      <Heading id={titleId} className="bk-import__title">
        {messages['statementImport.title']}
      </Heading>
      {step === 'importing' ? (
        <ImportProgress messages={messages} locale={locale} progress={importer.progress} onCancel={importer.cancel} onSendAnyway={importer.sendAnyway} />
      ) : step === 'done' && result ? (
        <ImportDone
          messages={messages}
          locale={locale}
          accountName={accountName}
          result={result}
          onImportRest={importRest}
          onReview={onReviewImported && (() => onReviewImported(result))}
          undo={{ run: () => void runUndo(), cancel: undoer.cancel, progress: undoer.progress, running: undoer.isPending, result: undone }}
          onAnother={() => chooseFile(undefined)}
        />
      ) : (
        <>
          <ChooseFile
            messages={messages}
            bankAccounts={bankAccounts}
            bankAccountId={bankAccountId}
            onChooseAccount={(id) => {
              setAccountId(id)
              chooseFile(undefined)
            }}
            onChooseFile={chooseFile}
            status={status}
            disabled={false}
          />
          {reading && (reading.csv || !reading.problem) && <ReadingSettings messages={messages} reading={reading} locale={locale} signsAnswered={file.state.choices.csv?.positiveIsMoneyOut !== undefined} onChange={file.change} />}
          {importable && <PreviewStep messages={messages} money={money} reading={importable} state={preview} ticked={ticked} onTick={(index, on) => setTicked(toggled(ticked, index, on))} onImport={startImport} blocked={file.state.status !== 'read' || openQuestion(importable, file.state.choices)} />}
        </>
      )}
    </section>
  )
}

/** A question the file leaves open and the user has not answered: which date format, or whether a card export's positive amounts are money out. */
const openQuestion = (reading: BankStatementReading, choices: ReadingChoices) => (reading.csv?.dateFormatAmbiguous ?? false) || (reading.csv?.looksLikeCardExport === true && choices.csv?.positiveIsMoneyOut === undefined)

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

/** What the status line under the file input says: reading, or why the file cannot be read, or what it holds. */
function fileStatus(state: FileState, messages: BankStatementImportMessages, locale: string, currency: string): string | undefined {
  const { file, reading } = state
  if (!file) return undefined
  switch (state.status) {
    case 'none':
      return undefined
    case 'reading':
      return state.rows > 0 ? messages['statementImport.readingRows'](file.name, formatCount(state.rows, locale)) : messages['statementImport.reading'](file.name)
    case 'failed':
      return messages['statementImport.readFailed'](file.name)
    case 'read': {
      if (!reading) return undefined
      if (reading.problem) {
        const { code, detail } = reading.problem
        return code === 'currency' ? messages['statementImport.problem.currency'](detail ?? '', currency) : messages[`statementImport.problem.${code}`]
      }
      return messages['statementImport.fileSummary'](file.name, messages[`statementImport.format.${reading.format}`], formatCount(reading.rows.length, locale), reading.rows.length)
    }
    default:
      return state.status satisfies never
  }
}
