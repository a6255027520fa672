/**
 * The editor's warnings that read the provider's store, one part loaded after the form shows:
 * "This changes a reconciled month" for a reconciled transaction, and "This changes a signed-off
 * month" for any one not deleted. One part, so the editor's first load names one chunk for both.
 */
import type { BankTransaction } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { isReconciled } from '../../core/reconcile/status'
import ReconciledNotice from './ReconciledNotice'
import SignedOffNotice from './SignedOffNotice'

export default function StoreNotices({
  record,
  companyId,
  format,
}: {
  record: BankTransaction | undefined
  companyId: string | undefined
  format: MoneyFormat
}) {
  return (
    <>
      {record && isReconciled(record) && <ReconciledNotice record={record} format={format} />}
      <SignedOffNotice record={record} companyId={companyId} format={format} />
    </>
  )
}
