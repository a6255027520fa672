// The seeded invoices as the service answers them, read through the client: the seed is the fixture.
import type { Invoice } from '../../src/api/types'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { sandboxClient } from './sandbox'

/** Every invoice the bakery's owner sees, in the service's own order (the order a lookup walk reads them). */
export async function seededInvoices(sandbox: Sandbox): Promise<Invoice[]> {
  const { client } = sandboxClient(sandbox, { userId: SANDBOX.users.bakeryOwner })
  const all: Invoice[] = []
  let cursor: string | undefined
  do {
    const page = await client.queryInvoices({ limit: 250, ...(cursor ? { cursor } : {}) })
    all.push(...page.data)
    cursor = page.cursor?.after || undefined
  } while (cursor)
  return all
}
