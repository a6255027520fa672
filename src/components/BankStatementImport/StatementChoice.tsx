import { useEffect, useId, useRef } from 'react'
import { formatCount } from '../../messages/messageSet'
import type { StatementSummary } from '../../core/import/types'
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import { isolate } from '../../format/isolate'
import { Heading } from '../shared/root/heading'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { maskedNumber, type NamedAccount } from '../../core/import/questions/accountStatement'

/** A statement as the screen names it: its kind, its masked number, its currency and how many transactions it holds. */
function statementLabel(
  statement: StatementSummary,
  messages: BankStatementImportStepMessages,
  locale: string,
  booksCurrency: string,
): string {
  const number = statement.accountId ? maskedNumber(statement.accountId) : messages['statementImport.statementNoNumber']
  // A statement that states no currency is read in the books'.
  return messages['statementImport.statementLabel'](
    messages[`statementImport.statementKind.${statement.kind}`],
    number,
    statement.currency ?? booksCurrency,
    formatCount(statement.rows, locale),
    statement.rows,
  )
}

export interface StatementChoiceProps {
  messages: BankStatementImportStepMessages
  locale: string
  booksCurrency: string
  statements: readonly StatementSummary[]
  /** The account imported into, as its question names it. */
  accountName: string | undefined
  /** The statement chosen, or preselected; absent until one is. */
  chosen: number | undefined
  /** Whether `chosen` is the preselection by the account's number (said, so a wrong one is noticed). */
  matched: boolean
  /** Come from "Import … next" after the last statement's import: the focus starts on the statement chosen. */
  focusChosen?: boolean
  onChoose: (statement: number) => void
}

/**
 * For a file of several accounts' statements: which one is the account's, each named by its kind,
 * masked number, currency and size. Preselected when the account's number matches one; otherwise
 * asked, and nothing is previewed or imported until answered.
 */
export function StatementChoice({
  messages,
  locale,
  booksCurrency,
  statements,
  accountName,
  chosen,
  matched,
  focusChosen = false,
  onChoose,
}: StatementChoiceProps) {
  const titleId = useId()
  const name = useId()
  const chosenInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusChosen) chosenInput.current?.focus()
  }, [focusChosen])
  const count = formatCount(statements.length, locale)
  return (
    <section className="bk-import__step" data-step="statement" aria-labelledby={titleId}>
      <Heading below={1} id={titleId} className="bk-import__step-title">
        {messages['statementImport.step.statement']}
      </Heading>
      <fieldset className="bk-import__question" data-answered={chosen !== undefined || undefined}>
        <legend>
          {accountName ? (
            <IsolatedText text={messages['statementImport.statementQuestion'](count, isolate(accountName))} />
          ) : (
            messages['statementImport.statementQuestionUnnamed'](count)
          )}
        </legend>
        {statements.map((statement, index) => (
          <label key={index} className="bk-import__answer">
            <input
              ref={chosen === index ? chosenInput : undefined}
              type="radio"
              name={name}
              checked={chosen === index}
              onChange={() => onChoose(index)}
            />{' '}
            {statementLabel(statement, messages, locale, booksCurrency)}
          </label>
        ))}
        {matched && <p className="bk-field__hint">{messages['statementImport.statementMatched']}</p>}
      </fieldset>
    </section>
  )
}

/**
 * The file's statements that are not imported, named, so no account's transactions are left behind
 * unseen. Once the import is done, a statement whose account is another of the host's list (by its
 * number) is offered for it: "Import ••••4321 into Reserve Savings next" reads the file again for that account.
 */
export function LeftOutStatements({
  messages,
  locale,
  booksCurrency,
  statements,
  done = false,
  accountOf,
  onImportNext,
}: {
  messages: BankStatementImportStepMessages
  locale: string
  booksCurrency: string
  statements: readonly StatementSummary[]
  done?: boolean
  /** The account of the host's list a left-out statement is of, when exactly one is. */
  accountOf?: (statement: StatementSummary) => NamedAccount | undefined
  onImportNext?: (accountId: string) => void
}) {
  if (statements.length === 0) return null
  const count = formatCount(statements.length, locale)
  return (
    <div className="bk-import__left-out">
      <p>{messages[done ? 'statementImport.leftOutDone' : 'statementImport.leftOut'](count, statements.length)}</p>
      <ul>
        {statements.map((statement, index) => {
          const account = done && onImportNext ? accountOf?.(statement) : undefined
          return (
            <li key={index}>
              {statementLabel(statement, messages, locale, booksCurrency)}
              {account && onImportNext && (
                <>
                  {' '}
                  <button type="button" className="bk-button" onClick={() => onImportNext(account.id)}>
                    <IsolatedText
                      text={messages['statementImport.importNext'](
                        statement.accountId ? maskedNumber(statement.accountId) : messages['statementImport.statementNoNumber'],
                        isolate(account.name),
                      )}
                    />
                  </button>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
