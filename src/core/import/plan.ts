/**
 * The save items of an import: each row to import as a bank-transaction create of the chosen
 * account, with `apiName: 'STATEMENT_IMPORT'` and the row's `apiSourceId` (README decision 18), so
 * a lost answer is found by id and a repeat is known before it is sent. The sign says the
 * direction; `type` says it in the service's words. A row a categorization rule matched carries
 * the rule's change (its category or split, vendor or customer, memo), never a review status.
 */
import type { BankTransactionInput } from '../../api/types'
import type { RuleChange } from '../rules/types'
import type { PreviewRow } from './preview'
import { STATEMENT_IMPORT } from './sourceIds'

export function statementImportItem({ row, sourceId }: PreviewRow, bankAccountId: string, rule?: RuleChange): BankTransactionInput {
  const amount = row.amount as number
  return {
    bankAccountId,
    date: row.date as string,
    amount,
    type: amount < 0 ? 'EXPENSE' : 'INCOME',
    ...(row.description ? { description: row.description } : {}),
    apiName: STATEMENT_IMPORT,
    apiSourceId: sourceId as string,
    ...(rule?.children ? { children: rule.children.map((line) => ({ categoryId: line.categoryId, amount: line.amount })) } : {}),
    ...(rule?.categoryId && !rule.children ? { categoryId: rule.categoryId } : {}),
    ...(rule?.vendorId ? { vendorId: rule.vendorId } : {}),
    ...(rule?.customerId ? { customerId: rule.customerId } : {}),
    ...(rule?.notes ? { notes: rule.notes } : {}),
  }
}
