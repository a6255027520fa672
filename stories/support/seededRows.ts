// A seeded bank transaction of a story's sandbox, found by its `apiSourceId` (the seed's scenario
// constants name them), and its row once the queue shows it.
import { waitFor } from 'storybook/test'
import type { BankTransaction } from '../../src/api/types'
import { storySandbox } from './sandbox'

/** The transaction `apiSourceId` of company `companyId`, as the story's sandbox holds it. */
export function seededTransaction(storyId: string, companyId: string, apiSourceId: string): BankTransaction {
  const found = (storySandbox(storyId).inspect.bankTransactions(companyId) as unknown as BankTransaction[]).find(
    (transaction) => transaction.apiSourceId === apiSourceId,
  )
  if (!found) throw new Error(`The seed has no transaction ${apiSourceId}`)
  return found
}

/** The queue's row of transaction `id`, once it is drawn. */
export const queueRowOf = async (canvasElement: HTMLElement, id: string) =>
  waitFor(() => {
    const row = canvasElement.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)
    if (!row) throw new Error(`row ${id} is not shown yet`)
    return row
  })
