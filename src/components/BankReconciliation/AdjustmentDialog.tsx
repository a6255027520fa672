import { useId, useMemo, useState, type FormEvent } from 'react'
import { formatDate } from '../../format/date'
import { formatMoney } from '../../format/money'
import { accountsOfTransactions, type GlAccountInfo } from '../../core/statements/glAccounts'
import { useBankTransactions } from '../../react/queue/bankTransactions'
import { useLocaleSettings } from '../../react/provider/provided'
import type { FinishChoice } from '../../react/reconcile/reconciliation'
import { QUEUE_PAGE_SIZE } from '../../react/queue/queuePageSize'
import { ModalDialog } from '../shared/dialog/ModalDialog'
import { useModalDialog } from '../shared/dialog/useModalDialog'
import { FormField } from '../shared/form/FormField'
import { OptionPicker } from '../shared/pickers/OptionPicker'
import type { PickerOption } from '../../core/forms/optionSource'
import { useFinishMessages } from './finishMessages'

// The adjustment's dialog: shows only after a click on booking the difference, and loads then.

const optionOf = (account: Pick<GlAccountInfo, 'id' | 'name' | 'accountNo'>): PickerOption => ({
  id: account.id,
  name: account.name,
  ...(account.accountNo ? { description: account.accountNo } : {}),
})

/** The accounts to pick: the host's chart, else the accounts the synced transactions name (said so). */
function useAccountOptions(accounts: readonly GlAccountInfo[] | undefined): { options: PickerOption[]; found: boolean } {
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled: accounts === undefined })
  const transactions = set.data?.transactions
  return useMemo(() => {
    if (accounts) return { options: accounts.map(optionOf), found: false }
    const seen = accountsOfTransactions(transactions ?? [])
    const options = [...seen.values()].map((account) =>
      optionOf({ id: account.id, name: account.name ?? account.id, accountNo: account.accountNo }),
    )
    return { options: options.sort((a, b) => a.name.localeCompare(b.name)), found: true }
  }, [accounts, transactions])
}

/**
 * The difference booked as a journal entry dated the statement's end date: the account it goes to
 * (picked), against the bank account's own ledger account: shown, not offered, when the host names
 * it (another account there would post the bank's side where the bank is not), picked only when
 * unknown; the amount and date shown. Booking finishes the reconciliation.
 */
export function AdjustmentDialog({
  difference,
  endDate,
  accounts,
  bankGlAccountId,
  onConfirm,
  onCancel,
}: {
  difference: number
  endDate: string
  accounts: readonly GlAccountInfo[] | undefined
  bankGlAccountId: string | undefined
  onConfirm: (choice: FinishChoice) => void
  onCancel: () => void
}) {
  const messages = useFinishMessages()
  const format = useLocaleSettings()
  const dialog = useModalDialog()
  const titleId = useId()
  const { options, found } = useAccountOptions(accounts)
  const [glAccountId, setGlAccountId] = useState('')
  const [bankAccount, setBankAccount] = useState(bankGlAccountId ?? '')
  const knownId = useId()
  const bankName = bankGlAccountId && (options.find((option) => option.id === bankGlAccountId)?.name ?? bankGlAccountId)
  const [errors, setErrors] = useState<{ account?: string; bank?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = {
      account: !glAccountId
        ? messages['bankReconciliation.adjustmentAccountRequired']
        : glAccountId === bankAccount
          ? messages['bankReconciliation.sameAccounts']
          : undefined,
      bank: bankAccount ? undefined : messages['bankReconciliation.bankGlAccountRequired'],
    }
    setErrors(next)
    if (next.account || next.bank) {
      const form = event.currentTarget as HTMLFormElement
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    const name = options.find((option) => option.id === glAccountId)?.name
    onConfirm({ outcome: 'adjusted', glAccountId, bankGlAccountId: bankAccount, ...(name ? { glAccountName: name } : {}) })
  }
  return (
    <ModalDialog dialog={dialog} className="bk-dialog bk-reconcile__adjustment" data-size="form" titleId={titleId} onCancel={onCancel}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <h2 id={titleId} className="bk-dialog__title">
          {messages['bankReconciliation.adjustmentTitle']}
        </h2>
        <div className="bk-dialog__body">
          <p>
            {messages['bankReconciliation.adjustmentIntro'](formatMoney(Math.abs(difference), format), formatDate(endDate, format.locale))}{' '}
            {messages[difference > 0 ? 'bankReconciliation.adjustmentIn' : 'bankReconciliation.adjustmentOut']}
          </p>
          <FormField
            label={messages['bankReconciliation.adjustmentAccount']}
            error={errors.account}
            hint={found ? messages['bankReconciliation.accountsFound'] : undefined}
            name="glAccountId"
          >
            {(control) => (
              <OptionPicker
                {...control}
                source={options}
                value={glAccountId}
                onChange={setGlAccountId}
                noneLabel={messages['bankReconciliation.noAccount']}
                label={messages['bankReconciliation.adjustmentAccount']}
              />
            )}
          </FormField>
          {bankName ? (
            <div className="bk-field" data-field="bankGlAccountId">
              <span className="bk-field__label" id={knownId}>
                {messages['bankReconciliation.bankGlAccount']}
              </span>
              <output className="bk-reconcile__carried" aria-labelledby={knownId}>
                {bankName}
              </output>
              <p className="bk-field__hint">{messages['bankReconciliation.bankGlAccountKnown']}</p>
            </div>
          ) : (
            <FormField label={messages['bankReconciliation.bankGlAccount']} error={errors.bank} name="bankGlAccountId">
              {(control) => (
                <OptionPicker
                  {...control}
                  source={options}
                  value={bankAccount}
                  onChange={setBankAccount}
                  noneLabel={messages['bankReconciliation.noAccount']}
                  label={messages['bankReconciliation.bankGlAccount']}
                />
              )}
            </FormField>
          )}
        </div>
        <div className="bk-dialog__actions">
          <button type="button" className="bk-button" onClick={onCancel}>
            {messages['bankReconciliation.cancel']}
          </button>
          <button type="submit" className="bk-button" data-variant="primary">
            {messages['bankReconciliation.adjustmentConfirm']}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
