import type { BankTransaction } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { OverrideFields } from './CategorizationFields'
import type { BankTransactionEditorOptions, BankTransactionValueSets } from './options'
import { StatusFields } from './StatusFields'
import { TaxPaymentFields } from './TaxPaymentFields'

/*
 * This module is the chunk of what the editor draws only after its first paint. "More details" is
 * drawn (closed) with the form, so the chunk loads as the form shows; with it come the checks Save
 * runs, the delete's confirmation and the split rows. One chunk, not one per part: parts of their
 * own would split the code they share with the form into further chunks, which cost more than the
 * parts save. (The save item and the save path, which a hook loads, are chunks of their own.)
 */
export { validateBankTransaction } from './validation'
export { DeleteDialog } from './DeleteDialog'
export { SplitRow } from './SplitRow'

/**
 * What only "More details" holds: the booking overrides, the tax payment and the statuses. Its own
 * module, so the editor's first load leaves it out (TransactionForm loads it after the form shows).
 */
export function MoreDetailsFields({ record, options, valueSets, format }: { record: BankTransaction | undefined; options: BankTransactionEditorOptions; valueSets: BankTransactionValueSets; format: MoneyFormat }) {
  return (
    <>
      <OverrideFields record={record} options={options} format={format} />
      <TaxPaymentFields valueSets={valueSets} />
      <StatusFields valueSets={valueSets} record={record} />
    </>
  )
}
