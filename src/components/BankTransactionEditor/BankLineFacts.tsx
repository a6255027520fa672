import type { BankTransaction } from '../../api/types'
import { formatMoney, isCurrencyCode, type MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/provider/provided'
import { ClampedText, DateText, Money } from '../shared/cells'
import { bankTransactionEditorMessages } from '../../messages/queue/bankTransactionEditor'

/**
 * What the bank reported, as read-only facts: the owner decides the category, not the line. The
 * original-currency amount shows when the line was in another currency. Corrections sit in "More details".
 * A named group of the form, not a landmark of its own.
 */
export function BankLineFacts({ record, format }: { record: BankTransaction; format: MoneyFormat }) {
  const messages = useMessages(bankTransactionEditorMessages)
  const account = record.bankAccount
  const original = record.currencyInfo
  // A code Intl cannot show is left out rather than guessed at (the other facts still show).
  const foreign =
    isCurrencyCode(original?.originalCurrency) &&
    original.originalCurrency !== format.currency &&
    typeof original.originalAmount === 'number'
  return (
    <section
      className="bk-form-section bk-editor-form__section bk-bank-line"
      data-section="bankLine"
      role="group"
      aria-label={messages['bankTransactionEditor.bankLine']}
    >
      <dl className="bk-bank-line__facts">
        <div>
          <dt>{messages['bankTransactionEditor.date']}</dt>
          <dd className="bk-bank-line__value">
            <DateText date={record.date} />
          </dd>
        </div>
        <div>
          <dt>{messages['bankTransactionEditor.amount']}</dt>
          <dd className="bk-bank-line__value">
            <Money minor={record.amount} />
          </dd>
        </div>
        {foreign && (
          <div>
            <dt>{messages['bankTransactionEditor.originalAmount']}</dt>
            <dd className="bk-bank-line__value">
              {formatMoney(original.originalAmount as number, { locale: format.locale, currency: original.originalCurrency as string })}
            </dd>
          </div>
        )}
        <div>
          <dt>{messages['bankTransactionEditor.description']}</dt>
          <dd className="bk-bank-line__value">
            <ClampedText text={record.description || record.displayName} />
          </dd>
        </div>
        {account && (
          <div>
            <dt>{messages['bankTransactionEditor.bankAccount']}</dt>
            <dd className="bk-bank-line__value">
              <ClampedText text={account.displayName ?? account.name ?? account.id} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}
