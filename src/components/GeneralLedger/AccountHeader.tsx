import type { GlAccount } from '../../api/types'
import { accountTypeLabel, type GeneralLedgerMessages } from '../../messages/statements/generalLedger'
import { ClampedText } from '../shared/cells'
import { Heading } from '../shared/root/heading'

/** The account the ledger is of: its name (or "General ledger" when none is known), and its number and type when known. */
export function AccountHeader({
  account,
  name,
  messages,
}: {
  account: Partial<GlAccount> & { id: string }
  name: string | undefined
  messages: GeneralLedgerMessages
}) {
  return (
    <div className="bk-general-ledger__account">
      <Heading className="bk-general-ledger__title">
        <ClampedText text={name ?? messages['generalLedger.unnamed']} />
      </Heading>
      {(account.accountNo || account.type) && (
        <dl className="bk-general-ledger__facts">
          {account.accountNo && (
            <div>
              <dt>{messages['generalLedger.accountNumber']}</dt>
              <dd>{account.accountNo}</dd>
            </div>
          )}
          {account.type && (
            <div>
              <dt>{messages['generalLedger.accountType']}</dt>
              <dd>{accountTypeLabel(messages, account.type)}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  )
}
