// Journal entries, which the service cannot list: a write whose outcome is unknown stays unknown
// (canCheck false) and is never sent again by itself; only a 429, the service saying it did not
// take the request, is sent once more after its wait. Large writes go in bounded batches.
import { bookkitService, createBookkeepingClient } from '../../src/api'
import type { ManualJournalEntryInput } from '../../src/api/types'
import { saveManualJournalEntriesSurely } from '../../src/api/writes/journalEntryWrites'
import { SANDBOX } from '../../src/sandbox'
import { recordRequests } from '../support/requests'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const PATH = '/v6/accounting/manualJournalEntries'

// Undated journal entries with no external id, which both profiles store and answer alike: once, on
// the sandbox's default profile.
describe('saveManualJournalEntriesSurely', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 } })
  const entry = (description: string): ManualJournalEntryInput => ({
    description,
    dimensionValueIds: [bakery.dimensions.location.values.mainStreet],
    children: [
      { glAccountId: bakery.glAccounts.unused, drAmount: 1500, crAmount: 0 },
      { glAccountId: bakery.glAccounts.checking, drAmount: 0, crAmount: 1500 },
    ],
  })
  const stored = (description: string) =>
    state.sandbox.inspect
      .journalEntries(bakery.id)
      .filter((candidate) => (candidate as { description?: string }).description === description)
  const setUp = (maxBatchSize = bookkitService.maxBatchSize) => ({
    client: createBookkeepingClient({
      baseUrl: TEST_BASE_URL,
      fetchToken: sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner }),
      service: { ...bookkitService, maxBatchSize },
    }),
    maxBatchSize,
    requests: recordRequests(state.server),
  })
  const saves = (requests: Request[]) => requests.filter((request) => new URL(request.url).pathname === PATH)

  it('a 500 after the entry was stored is unknown, cannot be checked, and is not sent again', async () => {
    const { client, maxBatchSize, requests } = setUp()
    state.sandbox.failNext({ stored: true, status: 500, path: PATH })
    const [outcome] = await saveManualJournalEntriesSurely(client, [entry('Stored, then a 500')], {
      maxBatchSize,
      settleWindowMs: client.service.settleWindowMs,
    })
    expect(outcome).toMatchObject({ status: 'unknown', reason: 'failed', canCheck: false, errors: [{ type: 'UNKNOWN_ERROR' }] })
    expect(saves(requests)).toHaveLength(1)
    expect(stored('Stored, then a 500')).toHaveLength(1)
  })

  it('a 400 is a refusal with the service’s reasons', async () => {
    const { client, maxBatchSize } = setUp()
    state.sandbox.failNext({ status: 400, path: PATH })
    const [outcome] = await saveManualJournalEntriesSurely(client, [entry('Refused')], {
      maxBatchSize,
      settleWindowMs: client.service.settleWindowMs,
    })
    expect(outcome).toMatchObject({ status: 'refused', statusCode: 400, errors: [{ type: 'BAD_REQUEST' }] })
  })

  it('a 429 waits for Retry-After and sends once more', async () => {
    const { client, maxBatchSize, requests } = setUp()
    state.sandbox.failNext({ status: 429, headers: { 'Retry-After': '0' }, path: PATH })
    const [outcome] = await saveManualJournalEntriesSurely(client, [entry('After a 429')], {
      maxBatchSize,
      settleWindowMs: client.service.settleWindowMs,
    })
    expect(outcome).toMatchObject({ status: 'saved', record: { description: 'After a 429' } })
    expect(saves(requests)).toHaveLength(2)
    expect(stored('After a 429')).toHaveLength(1)
  })

  it('sends more entries than a batch holds in sequential batches, one outcome each', async () => {
    const { client, maxBatchSize, requests } = setUp(2)
    const outcomes = await saveManualJournalEntriesSurely(client, ['One', 'Two', 'Three'].map(entry), {
      maxBatchSize,
      settleWindowMs: client.service.settleWindowMs,
    })
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'saved', 'saved'])
    const bodies = await Promise.all(saves(requests).map((request) => request.clone().json() as Promise<{ data: unknown[] }>))
    expect(bodies.map((body) => body.data.length)).toEqual([2, 1])
  })
})
