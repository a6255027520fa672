import type { ReactNode } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import type { BankTransactionFormValues } from '../../../core/forms/bankTransaction/bankTransactionForm'
import { MoreDetails } from './MoreDetails'

/**
 * Fields of "More details" whose value opens it. Not the review status (always set), nor the GL
 * account: the service answers the account a line posts to, the category's as much as an override.
 */
const VALUED = ['matchingBankTransactionId', 'tax.region', 'tax.year', 'tax.quarter', 'userAccess', 'accountantAccess'] as const
/** Fields of "More details" whose error opens it; the bank line's own inputs are there for a saved transaction. */
const BANK_LINE = ['bankAccountId', 'date', 'type', 'amount', 'description'] as const

/** "More details", open while one of its fields holds a value or an error. */
export function MoreDetailsSection({ editing, children }: { editing: boolean; children: ReactNode }) {
  const { control } = useFormContext<BankTransactionFormValues>()
  const values = useWatch({ control, name: VALUED })
  const { errors } = useFormState({ control })
  const failed =
    VALUED.some((name) => {
      const [head, tail] = name.split('.') as [keyof BankTransactionFormValues, string | undefined]
      const error = errors[head] as Record<string, unknown> | undefined
      return tail ? Boolean(error?.[tail]) : Boolean(error)
    }) ||
    Boolean(errors.status || errors.reviewStatus) ||
    (editing && BANK_LINE.some((name) => Boolean(errors[name])))
  return (
    <MoreDetails valued={values.some((value) => value !== '')} failed={failed}>
      {children}
    </MoreDetails>
  )
}
