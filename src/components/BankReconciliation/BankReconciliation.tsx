import { useId, useState } from 'react'
import { isolate } from '../../format/isolate'
import type { BankStatementReading } from '../../core/import/types'
import { bankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { useMessages } from '../../react/provider/provided'
import { FormField } from '../shared/form/FormField'
import { ComponentRoot } from '../shared/root/ComponentRoot'
import { Heading } from '../shared/root/heading'
import { useLandmarkName } from '../shared/root/landmark'
import { IsolatedText } from '../shared/text/SentenceWithName'
import type { BankReconciliationProps } from './types'
import { Worksheet } from './Worksheet'

/**
 * A bank account reconciled to its statement: the statement's end date and closing balance (from a
 * statement read or imported, or typed), the account's transactions up to that date to tick as
 * cleared, the difference live, and the finish (to zero, with a difference after a warning, or with
 * the difference booked); the account's reconciliations below.
 */
export function BankReconciliation({
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...props
}: BankReconciliationProps) {
  const root = { className, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy }
  return (
    <ComponentRoot name="BankReconciliation" {...root}>
      <ReconciliationContent {...props} />
    </ComponentRoot>
  )
}

type ContentProps = Omit<BankReconciliationProps, 'className' | 'onError' | 'headingLevel' | 'aria-label' | 'aria-labelledby'>

function ReconciliationContent({ bankAccountId: givenAccountId, bankAccounts, statement, ...props }: ContentProps) {
  const messages = useMessages(bankReconciliationMessages)
  const titleId = useId()
  const landmark = useLandmarkName(titleId)
  const [chosenAccountId, setAccountId] = useState(givenAccountId ?? (bankAccounts?.length === 1 ? bankAccounts[0]?.id : undefined))
  const bankAccountId = bankAccounts ? chosenAccountId : givenAccountId
  const account = bankAccounts?.find((option) => option.id === bankAccountId)
  // Given only the account's id, the title names it as its transactions do, never by its id.
  const [namedInBooks, setNamedInBooks] = useState<string>()
  const name = account?.name ?? (bankAccountId ? namedInBooks : undefined)
  // A statement the user read here wins over the host's until the next finish.
  const [read, setRead] = useState<BankStatementReading>()
  return (
    <section className="bk-reconcile" {...landmark}>
      <Heading id={titleId} className="bk-reconcile__title">
        {name ? <IsolatedText text={messages['bankReconciliation.titleOf'](isolate(name))} /> : messages['bankReconciliation.title']}
      </Heading>
      {bankAccounts && (
        <FormField
          label={messages['bankReconciliation.account']}
          hint={bankAccountId ? undefined : messages['bankReconciliation.chooseAccountHint']}
        >
          {(control) => (
            <select
              {...control}
              className="bk-select bk-reconcile__account"
              value={bankAccountId ?? ''}
              onChange={(event) => {
                setAccountId(event.target.value || undefined)
                setRead(undefined)
              }}
            >
              <option value="">{messages['bankReconciliation.chooseAccount']}</option>
              {bankAccounts.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.description ? `${option.name} (${option.description})` : option.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {bankAccountId && (
        <Worksheet
          // Another account is another worksheet: its figures, ticks and finish start afresh.
          key={bankAccountId}
          bankAccountId={bankAccountId}
          account={account}
          reading={read ?? statement}
          onRead={setRead}
          onNamed={setNamedInBooks}
          messages={messages}
          {...props}
        />
      )}
    </section>
  )
}
