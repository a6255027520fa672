/**
 * The suspense item's fix, in the dialog its button opens: the account's ledger under its own name,
 * opened on the dates that hold the balance at the month's end (not a month of no lines under a
 * beginning balance), and, when part of the balance is dated where the books are closed, that part
 * said and a journal entry that clears it offered, filled in, for the user to choose where it goes.
 */
import { useState } from 'react'
import type { CloseItemFilter } from '../../core/close/closeItems'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import { clearingEntry } from '../../core/close/suspenseHeld'
import { formatDate } from '../../format/date'
import { formatMoney } from '../../format/money'
import { addDays } from '../../format/period'
import { monthEndCloseMessages } from '../../messages/statements/monthEndClose'
import { useSuspenseHeld } from '../../react/close/monthCloseSuspense'
import { useLocaleSettings, useMessages, useServiceProfile } from '../../react/provider/provided'
import { GeneralLedger } from '../GeneralLedger/GeneralLedger'
import { ManualJournalEntryForm } from '../ManualJournalEntryForm/ManualJournalEntryForm'
import { LoadingState } from '../shared/root/states'
import { passFocus } from '../shared/passFocus'

/** The chart's account as the ledger's header names it: never its id where the chart knows it. */
export const ledgerAccountOf = (accounts: readonly GlAccountInfo[] | undefined, glAccountId: string) => {
  const account = accounts?.find((one) => one.id === glAccountId)
  return account && { id: account.id, name: account.name, type: account.type, ...(account.accountNo && { accountNo: account.accountNo }) }
}

export function SuspenseLedger({
  glAccountId,
  filter,
  accounts,
  companyId,
}: {
  glAccountId: string
  filter: CloseItemFilter
  accounts: readonly GlAccountInfo[] | undefined
  companyId: string | undefined
}) {
  const messages = useMessages(monthEndCloseMessages)
  const money = useLocaleSettings()
  const service = useServiceProfile()
  const { held, closedThrough, error } = useSuspenseHeld(glAccountId, filter.to, companyId)
  const [clearing, setClearing] = useState(false)
  const account = ledgerAccountOf(accounts, glAccountId)
  if (!held && !error) return <LoadingState rows={4} columns={4} label={messages['monthEndClose.loading']} />
  // Lines that could not all be read: the month, as before.
  const from = held?.from !== undefined && held.from < filter.from ? held.from : filter.from
  const closed = held?.closed ?? 0
  const name = account?.name ?? glAccountId
  // The first day a change is taken: after the closing date, and in the month when the month is open
  // (a service that dates an entry itself dates it the day it is saved, after the closing too).
  const entryDate = closedThrough === undefined ? filter.from : [addDays(closedThrough, 1), filter.from].sort().at(-1)!
  return (
    <>
      {closed !== 0 && closedThrough !== undefined && (
        <div className="bk-close__closed" role="note">
          <p className="bk-close__note">
            {messages['monthEndClose.suspense.closed'](
              formatMoney(Math.abs(closed), money),
              formatDate(closedThrough, money.locale),
              service.journalEntryDate ? formatDate(entryDate, money.locale) : undefined,
            )}
          </p>
          {clearing ? (
            <ManualJournalEntryForm
              aria-label={messages['monthEndClose.suspense.clear']}
              companyId={companyId}
              defaults={clearingEntry(glAccountId, closed, entryDate, messages['monthEndClose.suspense.clearDescription'](name))}
              options={{
                glAccounts: (accounts ?? []).map((one) => ({
                  id: one.id,
                  name: one.name,
                  ...(one.accountNo && { description: one.accountNo }),
                })),
              }}
              onCancel={() => setClearing(false)}
            />
          ) : (
            <button
              type="button"
              className="bk-button"
              onClick={(event) => {
                // The form takes the button's place: the focus stays in the note, not on the page.
                passFocus(event.currentTarget.closest<HTMLElement>('.bk-close__closed'))
                setClearing(true)
              }}
            >
              {messages['monthEndClose.suspense.clear']}
            </button>
          )}
        </div>
      )}
      <GeneralLedger
        key={from}
        glAccountId={glAccountId}
        {...(account && { glAccount: account })}
        defaultFilter={{ beginDate: from, endDate: filter.to }}
      />
    </>
  )
}
