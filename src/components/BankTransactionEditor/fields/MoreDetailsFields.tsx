import type { BankTransaction } from '../../../api/types'
import type { MoneyFormat } from '../../../format/money'
import { OverrideFields } from './OverrideFields'
import type { BankTransactionEditorOptions, BankTransactionValueSets } from '../options'
import { StatusFields } from './StatusFields'
import { TaxPaymentFields } from './TaxPaymentFields'

/**
 * What only "More details" holds: the booking overrides, the tax payment and the statuses. It comes
 * with the editor's later chunk (afterFormShows.ts), so the editor's first load leaves it out.
 */
export function MoreDetailsFields({
  record,
  options,
  valueSets,
  format,
}: {
  record: BankTransaction | undefined
  options: BankTransactionEditorOptions
  valueSets: BankTransactionValueSets
  format: MoneyFormat
}) {
  return (
    <>
      <OverrideFields record={record} options={options} format={format} />
      <TaxPaymentFields valueSets={valueSets} />
      <StatusFields valueSets={valueSets} record={record} />
    </>
  )
}
