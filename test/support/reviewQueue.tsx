// The review queue rendered against a test's sandbox, as the owner of the bakery sees it, with the
// transactions that arrive from the bank feed and the saves the queue sends. For the queue's tests
// of what a row is offered (invoice matches, transfers).
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransactionInput } from '../../src/api/types'
import { BankTransactionList, type BankTransactionListProps } from '../../src/components/BankTransactionList'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { SANDBOX } from '../../src/sandbox'
import { recordBodies } from './requests'
import { renderWithSandbox, sandboxClient, type useSandboxServer } from './sandbox'

const SAVE_PATH = '/v6/banks/transactions'

/** The queue of `state`'s sandbox: a transaction arriving, a row by id, and the queue searched for some rows. */
export function reviewQueue(state: ReturnType<typeof useSandboxServer>, options: BankTransactionEditorOptions) {
  return {
    /** A transaction arriving from the bank feed, to review; resolves to its id. */
    async arrive(fields: { date: string; amount: number; bankAccountId: string; description: string }): Promise<string> {
      const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
      const [result] = await client.saveBankTransactions([fields])
      if (!result?.ok || !result.data) throw new Error('the transaction was not saved')
      return result.data.id
    },
    /** The row of transaction `id`; throws while it is not drawn, for `waitFor`. */
    rowOf(id: string): HTMLElement {
      const row = document.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)
      if (!row) throw new Error(`row ${id} is not shown`)
      return row
    },
    /** The queue rendered (with the host's `props`, if any) and searched for `search`, and the bodies of the saves it sends from then on. */
    async render(search: string, props: Partial<BankTransactionListProps> = {}) {
      const user = userEvent.setup()
      const saves = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH) as {
        data: BankTransactionInput[]
      }[]
      renderWithSandbox(<BankTransactionList options={options} editor={false} {...props} />, state.sandbox, {
        userId: SANDBOX.users.bakeryOwner,
      })
      await user.type(await screen.findByRole('searchbox', { name: 'Search' }), search)
      return { user, saves }
    },
  }
}
