import { useId } from 'react'
import type { ManualJournalEntry } from '../../api/types'
import { DateText, Money, StatusBadge } from '../shared/cells'
import { Heading } from '../shared/root/heading'
import { useMessages } from '../../react/provider/provided'
import { entryValueLabel, manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'

/** The service's own answer after a save: its amount, status and lines with their GL account names; a part of the form, not a landmark. */
export function SavedEntrySummary({ entry }: { entry: ManualJournalEntry }) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const headingId = useId()
  return (
    <section className="bk-saved-entry" role="group" aria-labelledby={headingId}>
      <Heading below={1} id={headingId} className="bk-saved-entry__title">
        {messages['manualJournalEntryForm.answer']}
      </Heading>
      <dl className="bk-saved-entry__facts">
        <div>
          <dt>{messages['manualJournalEntryForm.answerId']}</dt>
          <dd>{entry.id}</dd>
        </div>
        <div>
          <dt>{messages['manualJournalEntryForm.answerStatus']}</dt>
          <dd>
            <StatusBadge status={entry.status} label={entry.status && entryValueLabel(messages, entry.status)} />
          </dd>
        </div>
        <div>
          <dt>{messages['manualJournalEntryForm.answerDate']}</dt>
          <dd>
            <DateText date={entry.date} />
          </dd>
        </div>
        <div>
          <dt>{messages['manualJournalEntryForm.answerAmount']}</dt>
          <dd>
            <Money minor={entry.amount} />
          </dd>
        </div>
      </dl>
      <table className="bk-saved-entry__lines">
        <thead>
          <tr>
            <th scope="col">{messages['manualJournalEntryForm.glAccount']}</th>
            <th scope="col">{messages['manualJournalEntryForm.debit']}</th>
            <th scope="col">{messages['manualJournalEntryForm.credit']}</th>
          </tr>
        </thead>
        <tbody>
          {entry.children.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                <AccountLabel number={line.glAccount.accountNo} name={line.glAccount.displayName ?? line.glAccount.name} />
              </th>
              <td>{line.drAmount ? <Money minor={line.drAmount} /> : null}</td>
              <td>{line.crAmount ? <Money minor={line.crAmount} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** "4000 · Sales": the account's name in `<bdi>`, so a name written right to left never moves the number. */
function AccountLabel({ number, name }: { number: string | undefined; name: string | undefined }) {
  if (!name) return number
  return (
    <>
      {number && `${number} · `}
      <bdi>{name}</bdi>
    </>
  )
}
