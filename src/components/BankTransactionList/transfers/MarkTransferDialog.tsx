import { useId, useRef, useState } from 'react'
import type { BankTransaction } from '../../../api/types'
import { transferPairsMessages } from '../../../messages/queue/transferPairs'
import { useMessages } from '../../../react/provider/provided'
import { ClampedText, DateText, Money } from '../../shared/cells'
import { useModalDialog } from '../../shared/dialog/useModalDialog'

/** One of the company's bank accounts, as the service names it. */
interface TransferAccount {
  id: string
  name: string
  displayName?: string
}

/** Props of the dialog that marks one side of a transfer whose other side has not arrived yet. */
export interface MarkTransferDialogProps {
  /** The side that arrived: money out (negative) moved to another account, money in came from one. */
  transaction: BankTransaction
  /** The company's other accounts, the one the money moved to or from among them. */
  accounts: readonly TransferAccount[]
  /** The account chosen. */
  onMark: (bankAccountId: string) => void
  onClose: () => void
}

/**
 * "Mark as transfer": the transaction, and which of the company's other accounts the money moved
 * to (or, for money in, from), as radio buttons; the other side is paired with it when it arrives.
 * Save with none chosen marks the group with its error and keeps the focus in it.
 */
export function MarkTransferDialog({ transaction, accounts, onMark, onClose }: MarkTransferDialogProps) {
  const messages = useMessages(transferPairsMessages)
  const dialog = useModalDialog()
  const group = useRef<HTMLDivElement>(null)
  const id = useId()
  const [chosen, setChosen] = useState<string>()
  const [tried, setTried] = useState(false)
  const moneyIn = transaction.amount > 0
  const missing = tried && chosen === undefined
  const describedBy = [missing ? `${id}-error` : undefined, `${id}-note`].filter(Boolean).join(' ')

  const save = () => {
    if (chosen !== undefined) return onMark(chosen)
    setTried(true)
    group.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
  }

  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-transaction-list__dialog bk-mark-transfer"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={`${id}-title`} className="bk-dialog__title">
        {messages['transferPairs.mark.title']}
      </h2>
      <section className="bk-mark-transfer__transaction" aria-label={messages['transferPairs.mark.transaction']}>
        <DateText date={transaction.date} />
        <ClampedText text={transaction.description || transaction.displayName || messages['transferPairs.noDescription']} />
        <Money minor={transaction.amount} />
      </section>
      <div
        ref={group}
        role="radiogroup"
        className="bk-field bk-mark-transfer__accounts"
        aria-labelledby={`${id}-question`}
        aria-describedby={describedBy}
        aria-required
        aria-invalid={missing || undefined}
        data-invalid={missing ? '' : undefined}
      >
        <p id={`${id}-question`} className="bk-field__label">
          {messages[moneyIn ? 'transferPairs.mark.movedFrom' : 'transferPairs.mark.movedTo']}
        </p>
        {accounts.map((account) => (
          <label key={account.id} className="bk-mark-transfer__account">
            <input
              type="radio"
              name={`${id}-account`}
              value={account.id}
              checked={chosen === account.id}
              onChange={() => setChosen(account.id)}
            />{' '}
            <bdi>{account.displayName ?? account.name}</bdi>
          </label>
        ))}
        {accounts.length === 0 && <p className="bk-field__hint">{messages['transferPairs.mark.noAccounts']}</p>}
        {missing && (
          <p id={`${id}-error`} className="bk-field__error">
            {messages[moneyIn ? 'transferPairs.mark.chooseFrom' : 'transferPairs.mark.chooseTo']}
          </p>
        )}
        <p id={`${id}-note`} className="bk-field__hint">
          {messages['transferPairs.mark.note']}
        </p>
      </div>
      <div className="bk-dialog__actions">
        <button type="button" className="bk-button" onClick={onClose}>
          {messages['transferPairs.mark.cancel']}
        </button>
        <button type="button" className="bk-button" data-variant="primary" onClick={save}>
          {messages['transferPairs.mark.save']}
        </button>
      </div>
    </dialog>
  )
}
