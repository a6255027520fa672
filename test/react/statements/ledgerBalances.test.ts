// The bound every statement of a client reads the ledger through: six calls at once, and the order
// the waiting ones run in, which decides how many round trips the final figures wait for.
import type { BookkeepingClient } from '../../../src/api/client'
import { boundOf, MAX_BALANCE_REQUESTS, type BoundPriority } from '../../../src/react/statements/ledgerBalances'

describe('the statements’ bound on reads in flight', () => {
  it('runs six at once, then a date past a page first, the pages next, and the reads nothing follows from last', async () => {
    const bound = boundOf({} as BookkeepingClient)
    const started: string[] = []
    const finish: Array<() => void> = []
    const call = (name: string, priority: BoundPriority) =>
      bound.run(
        () => {
          started.push(name)
          return new Promise<void>((resolve) => finish.push(resolve))
        },
        new AbortController().signal,
        priority,
      )
    const running = Array.from({ length: MAX_BALANCE_REQUESTS }, (_, index) => call(`page ${index}`, 'page'))
    const waiting = [call('alone', 'alone'), call('page 6', 'page'), call('past a page', 'followUp'), call('page 7', 'page')]
    expect(started).toHaveLength(MAX_BALANCE_REQUESTS)
    // Each call that ends hands its place to the next waiting one.
    for (let ended = 0; ended < waiting.length; ended++) {
      finish[ended]!()
      await vi.waitFor(() => expect(started).toHaveLength(MAX_BALANCE_REQUESTS + ended + 1))
    }
    expect(started.slice(MAX_BALANCE_REQUESTS)).toEqual(['past a page', 'page 6', 'page 7', 'alone'])
    for (const end of finish) end()
    await Promise.all([...running, ...waiting])
  })
})
