import { useEffect, useId, useRef, type ReactNode } from 'react'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatCount } from '../../messages/messageSet'
import type { WriteProgress } from '../../api/writes/outcome'
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import { sharedMessages } from '../../messages/shared'
import { useMessages } from '../../react/provider/provided'
import type { StatementImportResult, StatementImportUndoResult } from '../../react/import/statementImport'
import { SettleHold } from '../shared/form/SettleHold'
import { Heading } from '../shared/root/heading'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { refusalText } from '../shared/text/writeOutcomeText'

const formatOf = (locale: string) => (n: number) => formatCount(n, locale)

/** The import on its way: how far, Cancel, and a hold while an earlier attempt may still land. */
export function ImportProgress({
  messages,
  locale,
  progress,
  onCancel,
  onSendAnyway,
}: {
  messages: BankStatementImportStepMessages
  locale: string
  progress: WriteProgress | undefined
  onCancel: () => void
  onSendAnyway: () => void
}) {
  const titleId = useId()
  const title = useFocusOn(true)
  const count = formatOf(locale)
  const done = progress?.done ?? 0
  const total = progress?.total ?? 0
  const text = messages['statementImport.progress'](count(done), count(total))
  return (
    <section className="bk-import__step" data-step="importing" aria-labelledby={titleId}>
      <Heading below={1} id={titleId} className="bk-import__step-title" ref={title} tabIndex={-1}>
        {messages['statementImport.step.importing']}
      </Heading>
      <progress className="bk-import__progress" max={Math.max(total, 1)} value={done} aria-label={text} />
      <p role="status">{text}</p>
      {progress?.checkingUntil !== undefined && (
        <SettleHold
          hold={{
            until: progress.checkingUntil,
            checking: true,
            anywayLabel: messages['statementImport.importAnywayNow'],
            creates: true,
            onSendAnyway,
          }}
        />
      )}
      <button type="button" className="bk-button" onClick={onCancel}>
        {messages['statementImport.cancel']}
      </button>
    </section>
  )
}

export interface ImportDoneProps {
  messages: BankStatementImportStepMessages
  locale: string
  accountName: string | undefined
  result: StatementImportResult
  /** The file's other statements, left out of the import (a file of several accounts), said with the outcome. */
  leftOut: ReactNode
  onImportRest: () => void
  onReview: (() => void) | undefined
  undo: {
    run: () => void
    cancel: () => void
    progress: WriteProgress | undefined
    running: boolean
    result: StatementImportUndoResult | undefined
  }
  onAnother: () => void
}

/** What the import did, row by row where it did not import one; Review them, Undo import, and its outcome. */
export function ImportDone({ messages, locale, accountName, result, leftOut, onImportRest, onReview, undo, onAnother }: ImportDoneProps) {
  const titleId = useId()
  const shared = useMessages(sharedMessages)
  const count = formatOf(locale)
  const created = result.created.length + result.savedUnseen.length
  const unfinished = result.unknown.length + result.notSent.length
  const undone = undo.result
  const undoLeft = undone ? undone.refused.length + undone.unknown.length + undone.notSent.length : 0
  // The button pressed (Import, Undo import) is gone once its step is: the focus goes to where it ended.
  const title = useFocusOn(undone ?? result)
  return (
    <section className="bk-import__step" data-step="done" aria-labelledby={titleId}>
      <Heading below={1} id={titleId} className="bk-import__step-title" ref={title} tabIndex={-1}>
        {messages['statementImport.step.done']}
      </Heading>
      <div role="status" className="bk-import__result">
        {result.notChecked ? (
          <p>{messages['statementImport.notChecked']}</p>
        ) : created > 0 ? (
          <p className="bk-import__headline">
            {accountName ? (
              <IsolatedText text={messages['statementImport.imported'](count(created), created, isolate(accountName))} />
            ) : (
              messages['statementImport.importedUnnamed'](count(created), created)
            )}
            {!undone && <> {messages['statementImport.arriveToReview']}</>}
          </p>
        ) : (
          <p className="bk-import__headline">{messages['statementImport.nothingImported']}</p>
        )}
        {result.alreadyThere.length > 0 && (
          <p>{messages['statementImport.alreadyThere'](count(result.alreadyThere.length), result.alreadyThere.length)}</p>
        )}
        {result.savedUnseen.length > 0 && (
          <p>{messages['statementImport.savedUnseen'](count(result.savedUnseen.length), result.savedUnseen.length)}</p>
        )}
        {result.unknown.length > 0 && <p>{messages['statementImport.unknown'](count(result.unknown.length), result.unknown.length)}</p>}
        {result.notSent.length > 0 && !result.notChecked && (
          <p>{messages['statementImport.notSent'](count(result.notSent.length), result.notSent.length)}</p>
        )}
        {undone && undone.deleted.length > 0 && (
          <p>{messages['statementImport.undone'](count(undone.deleted.length), undone.deleted.length)}</p>
        )}
        {undone && undone.unknown.length + undone.notSent.length > 0 && (
          <p>
            {messages['statementImport.undoUnknown'](
              count(undone.unknown.length + undone.notSent.length),
              undone.unknown.length + undone.notSent.length,
            )}
          </p>
        )}
        {leftOut}
      </div>
      {result.refused.length > 0 && (
        <div className="bk-alert" data-tone="danger">
          <p>{messages['statementImport.refused'](count(result.refused.length), result.refused.length)}</p>
          <ul>
            {result.refused.map(({ row, outcome }) => (
              <li key={row.index}>{messages['statementImport.refusedLine'](count(row.row.line), refusalText(outcome, shared))}</li>
            ))}
          </ul>
        </div>
      )}
      {undone && undone.refused.length > 0 && (
        <div className="bk-alert" data-tone="danger">
          <p>{messages['statementImport.undoRefused'](count(undone.refused.length), undone.refused.length)}</p>
          <ul>
            {undone.refused.map(({ transaction, outcome }) => (
              <li key={transaction.id}>
                <IsolatedText
                  text={messages['statementImport.undoRefusedLine'](
                    isolate(transaction.description ?? ''),
                    transaction.date ? formatDate(transaction.date, locale) : '',
                    refusalText(outcome, shared),
                  )}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {undo.running && (
        <>
          <progress
            className="bk-import__progress"
            max={Math.max(undo.progress?.total ?? 0, 1)}
            value={undo.progress?.done ?? 0}
            aria-label={messages['statementImport.undoing'](count(undo.progress?.done ?? 0), count(undo.progress?.total ?? 0))}
          />
          <button type="button" className="bk-button" onClick={undo.cancel}>
            {messages['statementImport.cancel']}
          </button>
        </>
      )}
      <div className="bk-import__actions">
        {unfinished > 0 && !undone && (
          <button type="button" className="bk-button" data-variant="primary" onClick={onImportRest}>
            {messages['statementImport.importRest']}
          </button>
        )}
        {onReview && created > 0 && !undone && (
          <button type="button" className="bk-button" data-variant="primary" onClick={onReview}>
            {messages['statementImport.review']}
          </button>
        )}
        {result.created.length > 0 && !undo.running && (!undone || undoLeft > 0) && (
          <button type="button" className="bk-button" data-variant={undone ? undefined : 'danger'} onClick={undo.run}>
            {messages[undone ? 'statementImport.undoAgain' : 'statementImport.undo']}
          </button>
        )}
        <button type="button" className="bk-button" data-variant="ghost" onClick={onAnother}>
          {messages['statementImport.another']}
        </button>
      </div>
    </section>
  )
}

/** A heading that takes the focus when it shows and whenever `moment` changes, so a keyboard user is where the step went on. */
function useFocusOn(moment: unknown) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (moment !== undefined) heading.current?.focus()
  }, [moment])
  return heading
}
