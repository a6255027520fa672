import type { ReactNode } from 'react'
import type { CloseItemFilter, MonthEndCloseItem } from '../../core/close/closeItems'
import { totalsMovedSince } from '../../core/close/items'
import type { CloseItemId, SignedChange, SignOff } from '../../core/close/monthClose'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { monthEndCloseMessages, type MonthEndCloseMessages } from '../../messages/statements/monthEndClose'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { ClampedText } from '../shared/cells'
import { FormField } from '../shared/form/FormField'
import { Heading } from '../shared/root/heading'
import { ErrorState } from '../shared/root/states'

/** An item's title. */
export const itemTitle = (id: CloseItemId, messages: MonthEndCloseMessages) => messages[`monthEndClose.${id}.title`]

/** What the item found, in a sentence. */
function findings(item: MonthEndCloseItem, messages: MonthEndCloseMessages, money: MoneyFormat): string {
  const amount = (minor: number) => formatMoney(minor, money)
  // Not known for good is said so: figures without the host's chart never become final, and a read that failed is not loading.
  if (item.state === 'unknown')
    return item.figures === 'partial'
      ? messages['monthEndClose.balances.needsChart']
      : item.figures === 'stopped'
        ? messages['monthEndClose.errorTitle']
        : messages['monthEndClose.loading']
  switch (item.id) {
    case 'review':
      return item.state === 'done'
        ? messages['monthEndClose.review.done'](item.transactions ?? 0)
        : messages['monthEndClose.review.left'](item.toReview ?? 0, item.transactions ?? 0)
    case 'questions':
      return item.state === 'done'
        ? messages['monthEndClose.questions.done']
        : `${messages['monthEndClose.questions.left'](item.waiting ?? 0, item.answered ?? 0)} ${messages['monthEndClose.questions.oldest'](item.oldestDays ?? 0)}`
    case 'reconcile':
      if (item.accounts.length === 0) return messages['monthEndClose.reconcile.none']
      return item.state === 'done'
        ? messages['monthEndClose.reconcile.done']
        : messages['monthEndClose.reconcile.left'](item.accounts.filter((one) => one.state === 'toDo').length)
    case 'match':
      return item.state === 'done'
        ? messages['monthEndClose.match.done']
        : messages['monthEndClose.match.left'](item.deposits ?? 0, item.transfers ?? 0)
    case 'suspense':
      if (item.accounts.length === 0 && item.state === 'done') return messages['monthEndClose.suspense.none']
      return item.state === 'done'
        ? messages['monthEndClose.suspense.done']
        : messages['monthEndClose.suspense.left'](amount(item.left ?? 0))
    case 'receivables':
      if (item.ledger === undefined && item.state === 'done') return messages['monthEndClose.receivables.cash']
      return item.state === 'done'
        ? messages['monthEndClose.receivables.done'](amount(item.ledger ?? 0))
        : messages['monthEndClose.receivables.left'](
            amount(Math.abs(item.difference ?? 0)),
            amount(item.ledger ?? 0),
            amount(item.invoices ?? 0),
          )
    case 'balances':
      return item.state === 'done'
        ? messages['monthEndClose.balances.done']
        : messages['monthEndClose.balances.left'](amount(Math.abs(item.trialBalance ?? 0)), amount(Math.abs(item.balanceSheet ?? 0)))
    case 'changes':
      if (!item.since) return messages['monthEndClose.changes.none']
      if (item.since.reopened) return messages['monthEndClose.changes.sinceReopened'](item.changes.length)
      return item.state === 'done' ? messages['monthEndClose.changes.done'] : messages['monthEndClose.changes.left'](item.left ?? 0)
  }
}

/** A change since the sign-off, in words. */
function changeText(change: SignedChange, messages: MonthEndCloseMessages, money: MoneyFormat, locale: string): string {
  const kept = change.then
  const now = change.now
  const name = isolate(
    now?.description || now?.displayName || (kept && `${formatDate(kept[1], locale)} ${formatMoney(kept[2], money)}`) || change.id,
  )
  if (change.kind === 'added') return messages['monthEndClose.changes.added'](name)
  if (change.kind === 'deleted') return messages['monthEndClose.changes.deleted'](name)
  return messages['monthEndClose.changes.changed'](name, change.changes.map((what) => messages[`monthEndClose.changes.${what}`]).join(', '))
}

/** The item's detail under its sentence: the accounts, the invoices, the changes it is about. */
function details(
  item: MonthEndCloseItem,
  messages: MonthEndCloseMessages,
  money: MoneyFormat,
  locale: string,
  open: (filter: CloseItemFilter) => void,
): ReactNode {
  switch (item.id) {
    case 'reconcile':
      return (
        <ul className="bk-close__details">
          {item.accounts.map((account) => (
            <li key={account.bankAccountId} data-state={account.state}>
              <ClampedText text={account.name} />:{' '}
              {account.finishing
                ? messages['monthEndClose.reconcile.finishing']
                : account.reconciledThrough
                  ? messages['monthEndClose.reconcile.through'](formatDate(account.reconciledThrough, locale))
                  : messages['monthEndClose.reconcile.never']}
              {account.state === 'toDo' && (
                <>
                  {' '}
                  <button
                    type="button"
                    className="bk-button"
                    data-variant="ghost"
                    // The name is on the line already: the button says what it does, and its name says which.
                    aria-label={messages['monthEndClose.reconcile.openAccount'](isolate(account.name))}
                    onClick={() => open({ ...item.filter, bankAccountId: account.bankAccountId })}
                  >
                    {messages['monthEndClose.reconcile.open']}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )
    case 'suspense':
      return (
        item.accounts.some((one) => (one.balance ?? 0) !== 0) && (
          <ul className="bk-close__details">
            {item.accounts
              .filter((one) => (one.balance ?? 0) !== 0)
              .map((one) => (
                <li key={one.account.id}>
                  <ClampedText text={one.account.name} />: {formatMoney(Math.abs(one.balance!), money)}
                </li>
              ))}
          </ul>
        )
      )
    case 'receivables':
      return (
        item.explaining.length > 0 && (
          <>
            <p className="bk-close__note">{messages['monthEndClose.receivables.explaining']}</p>
            <ul className="bk-close__details">
              {item.explaining.map((invoice) => (
                <li key={invoice.id}>
                  {messages['monthEndClose.receivables.invoice'](
                    isolate(invoice.invoiceNumber ?? invoice.id),
                    formatMoney(invoice.totals?.total ?? 0, money),
                  )}
                </li>
              ))}
            </ul>
          </>
        )
      )
    case 'changes': {
      // A sign-off that kept no balances (an older one) tells a journal entry by the totals only.
      const moved = !item.since?.balances && totalsMovedSince(item.since, item.trialBalance)
      return (
        (item.changes.length > 0 || item.balances.length > 0 || moved) && (
          <ul className="bk-close__details">
            {item.changes.map((change) => (
              <li key={change.id} data-change={change.kind}>
                {changeText(change, messages, money, locale)}
              </li>
            ))}
            {item.balances.map((one) => (
              <li key={one.account.id} data-change="balance">
                <ClampedText text={one.account.name} />:{' '}
                {messages['monthEndClose.changes.balance'](formatMoney(one.then, money), formatMoney(one.now, money))}
              </li>
            ))}
            {moved && <li data-change="totals">{messages['monthEndClose.changes.totals']}</li>}
          </ul>
        )
      )
    }
    default:
      return null
  }
}

/** One item: its state, title, what it found, where it is fixed, and, while the month is open and it is not done, why sign off without it. */
export function CloseItemView({
  item,
  idPrefix,
  signedOff,
  reason,
  asking,
  missing,
  onReason,
  onOpen,
}: {
  item: MonthEndCloseItem
  idPrefix: string
  signedOff: SignOff | undefined
  reason: string
  /** Ask why it is signed off although not done: the user chose to sign off. */
  asking: boolean
  missing: boolean
  onReason: (text: string) => void
  onOpen: (item: MonthEndCloseItem, filter?: CloseItemFilter) => void
}) {
  const messages = useMessages(monthEndCloseMessages)
  const money = useLocaleSettings()
  const { locale } = money
  const titleId = `${idPrefix}-${item.id}`
  const signedItem = signedOff?.items.find((one) => one.id === item.id)
  const waived = signedItem?.reason !== undefined
  const stateLabel = waived && item.state !== 'done' ? messages['monthEndClose.waived'] : messages[`monthEndClose.${item.state}`]
  const tone = item.state === 'done' ? 'success' : item.state === 'toDo' && !waived ? 'warning' : undefined
  // Accounts not reconciled each have their own button; the changes open only when there are some.
  const hasSomewhere =
    item.id === 'reconcile' ? !item.accounts.some((one) => one.state === 'toDo') : item.id !== 'changes' || item.changes.length > 0
  return (
    <li className="bk-close__item" data-item={item.id} data-state={item.state} aria-labelledby={titleId}>
      <div className="bk-close__item-head">
        {/* A target for the focus when what opened from the item is gone. */}
        <Heading below={1} id={titleId} className="bk-close__item-title" tabIndex={-1}>
          {itemTitle(item.id, messages)}
        </Heading>
        <span className="bk-badge" data-tone={tone}>
          {stateLabel}
          {item.figures !== 'final' && item.state !== 'unknown' && ` (${messages['monthEndClose.soFar']})`}
        </span>
      </div>
      <p className="bk-close__finding">{findings(item, messages, money)}</p>
      {details(item, messages, money, locale, (filter) => onOpen(item, filter))}
      {item.error && item.state !== 'done' && <ErrorState error={item.error} title={messages['monthEndClose.itemError']} />}
      {signedItem?.reason && <p className="bk-close__note">{messages['monthEndClose.historyReason'](isolate(signedItem.reason))}</p>}
      {item.state !== 'done' && hasSomewhere && (
        <button type="button" className="bk-button" onClick={() => onOpen(item)}>
          {messages[`monthEndClose.${item.id}.open`]}
        </button>
      )}
      {asking && !signedOff && item.state !== 'done' && (
        // The shared field: the error is its description, never part of its name.
        <FormField
          label={messages['monthEndClose.reason']}
          error={missing ? messages['monthEndClose.reasonMissing'](itemTitle(item.id, messages)) : undefined}
        >
          {(control) => (
            <textarea {...control} className="bk-input" rows={2} value={reason} onChange={(event) => onReason(event.target.value)} />
          )}
        </FormField>
      )}
    </li>
  )
}
