// Fuzzing the sandbox's HTTP surface with fast-check: random and malformed request bodies,
// headers, ids, paths, tokens and forms. Every answer is checked against the OpenAPI contract;
// a malformed request always gets a 4xx FAILURE envelope, and nothing ever answers 5xx or hangs.
// (test/sandbox/errors.test.ts holds the example-based cases this generalises.)
import * as fc from 'fast-check'
import { SANDBOX } from '../../src/sandbox'
import { expectContract } from '../support/contract'
import { createTally } from '../support/tally'
import { GL, headerText, mutate, mutation, SEEDS, type Json } from './fuzzInputs'
import { apiFor, buildRequest, expense, ORIGIN, smallSandbox } from './helpers'

const tally = createTally('sandbox/fuzz')

/**
 * Runs per property. `npm test` runs each property 30 times, a check on every change that the
 * surface still holds; `npm run test:release` (`BOOKKIT_RELEASE=1`) is the long fuzz, 1,000 runs.
 */
const RUNS = process.env.BOOKKIT_RELEASE ? 1_000 : 30

// The first request pays for compiling the contract's validators: on a machine busy with other
// runs that exceeds the default 5 s, and a time limit is not what these tests are about (a hanging
// request is caught by HANG_MS below). The long fuzz runs each property for minutes.
vi.setConfig({ testTimeout: process.env.BOOKKIT_RELEASE ? 600_000 : 60_000 })

const sandbox = smallSandbox()
const api = apiFor(sandbox)
/** An answer slower than this, or costing this much CPU time, is a hang (the sandbox answers in microseconds without latency). */
const HANG_MS = 3_000

/** Sends `request` with a hang guard, checks the answer against the contract and the never-5xx rule, and returns it. */
async function answer(request: Request): Promise<{ status: number; body: any }> {
  tally.inputs++
  const method = request.method
  const url = request.url
  let timer: ReturnType<typeof setTimeout> | undefined
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${method} ${url} did not answer within ${HANG_MS} ms`)), HANG_MS)
  })
  const response = await Promise.race([sandbox.handle(request), hang]).finally(() => clearTimeout(timer))
  const body = await expectContract(method, url, response)
  expect(response.status, `${method} ${new URL(url).pathname} answered ${response.status}`).toBeLessThan(500)
  if (response.status >= 400) {
    expect(body.result).toBe('FAILURE')
    expect(body.error.length).toBeGreaterThan(0)
  } else if (Array.isArray(body?.data)) {
    for (const item of body.data) if (item && typeof item.statusCode === 'number') expect(item.statusCode).toBeLessThan(500)
  }
  return { status: response.status, body }
}

/** The answer must be a 4xx FAILURE envelope (with one of `types` first, when given). */
function expect4xx(result: { status: number; body: any }, what: string, types?: readonly string[]): void {
  expect(result.status, what).toBeGreaterThanOrEqual(400)
  expect(result.status, what).toBeLessThan(500)
  if (types) expect(types, what).toContain(result.body.error[0].type)
}

function post(path: string, body: string, token: string | undefined = api.token): Request {
  return buildRequest('POST', path, { token, body })
}

const jsonSeed = fc.constantFrom(...SEEDS)

describe('malformed JSON bodies get a 4xx envelope on every JSON endpoint', () => {
  it('text that is not JSON: 400 JSON_ERROR', async () => {
    const notJson = fc
      .oneof(
        fc.string({ maxLength: 60 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom('{', '{"limit":', "{'a':1}", '{a:1}', 'undefined', 'NaN', '[1,]', '{"a":1}}', '\u0000'),
      )
      .filter((text) => text.trim() !== '' && !parses(text))
    await fc.assert(
      fc.asyncProperty(jsonSeed, notJson, async ({ path }, text) => {
        expect4xx(await answer(post(path, text)), JSON.stringify(text), ['JSON_ERROR'])
      }),
      { numRuns: RUNS },
    )
  })

  it('a valid body cut short anywhere: 400 JSON_ERROR', async () => {
    await fc.assert(
      fc.asyncProperty(jsonSeed, fc.nat(), async ({ path, body }, cut) => {
        const text = JSON.stringify(body)
        const truncated = text.slice(0, 1 + (cut % (text.length - 1)))
        expect4xx(await answer(post(path, truncated)), truncated, ['JSON_ERROR'])
      }),
      { numRuns: RUNS },
    )
  })

  it('JSON that is not an object (array, string, number, boolean, null): 400 INVALID_FORMAT', async () => {
    const notObject = fc.oneof(
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    )
    await fc.assert(
      fc.asyncProperty(jsonSeed, notObject, async ({ path }, value) => {
        const text = JSON.stringify(value)
        expect4xx(await answer(post(path, text)), text, ['INVALID_FORMAT'])
      }),
      { numRuns: RUNS },
    )
  })

  it('a batch whose data is not an array, or holds items that are not objects: 4xx, or per-item 4xx', async () => {
    const batchPaths = fc.constantFrom('/v6/banks/transactions', '/v6/accounting/manualJournalEntries')
    const data = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }).filter((value) => !Array.isArray(value)),
      fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.integer())), { minLength: 1, maxLength: 4 }),
    )
    await fc.assert(
      fc.asyncProperty(batchPaths, data, async (path, value) => {
        const result = await answer(post(path, JSON.stringify({ data: value })))
        if (result.status === 200) {
          for (const item of result.body.data) {
            expect(item.result).toBe('FAILURE')
            expect(item.statusCode).toBeGreaterThanOrEqual(400)
            expect(item.statusCode).toBeLessThan(500)
          }
        } else {
          expect4xx(result, JSON.stringify(value))
        }
      }),
      { numRuns: RUNS },
    )
  })
})

describe('random bodies never break the sandbox', () => {
  it('a valid body with one field replaced, deleted or added: a contract answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(jsonSeed, mutation, async ({ path, body }, change) => {
        await answer(post(path, JSON.stringify(mutate(body, change))))
      }),
      { numRuns: RUNS * 3 },
    )
  })

  it('a valid body with several mutations at once', async () => {
    await fc.assert(
      fc.asyncProperty(jsonSeed, fc.array(mutation, { minLength: 2, maxLength: 6 }), async ({ path, body }, changes) => {
        await answer(post(path, JSON.stringify(changes.reduce<Json>((value, change) => mutate(value, change), body))))
      }),
      { numRuns: RUNS * 2 },
    )
  })

  it('any JSON object: a contract answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(jsonSeed, fc.object({ maxDepth: 3 }), async ({ path }, value) => {
        await answer(post(path, JSON.stringify(value)))
      }),
      { numRuns: RUNS },
    )
  })
})

describe('random headers, ids, paths and credentials', () => {
  it('v5 list headers (limit, cursor, lastUpdatedDate): a contract answer below 500; a made-up cursor is 400', async () => {
    const header = fc.option(
      fc.oneof(headerText(), fc.constantFrom('0', '1', '250', '251', '-1', '1.5', '2026-06-30T00:00:00Z', 'yesterday')),
      { nil: undefined },
    )
    await fc.assert(
      fc.asyncProperty(
        header,
        fc.option(
          headerText(60).filter((text) => text.trim() !== ''),
          { nil: undefined },
        ),
        header,
        async (limit, cursor, lastUpdatedDate) => {
          const headers: Record<string, string> = {}
          if (limit !== undefined) headers.limit = limit
          if (cursor !== undefined) headers.cursor = cursor
          if (lastUpdatedDate !== undefined) headers.lastUpdatedDate = lastUpdatedDate
          const result = await answer(buildRequest('GET', '/v5/banks/transactions', { token: api.token, headers }))
          if (cursor !== undefined) expect4xx(result, `cursor ${JSON.stringify(cursor)}`)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('a made-up GL account or bank transaction id: a 4xx envelope', async () => {
    const id = fc.oneof(
      fc.string({ minLength: 1, maxLength: 120 }),
      fc.constantFrom('gla_nope', '..', '%', '%%', '%2F', 'btxn_', 'null', '0', "' OR 1=1 --"),
    )
    await fc.assert(
      fc.asyncProperty(id, fc.boolean(), async (raw, glAccount) => {
        const segment = raw === '%' || raw === '%%' ? raw : encodeURIComponent(raw)
        const request = glAccount
          ? post(`/v6/accounting/glAccounts/${segment}/generalLedger`, '{}')
          : buildRequest('DELETE', `/v6/banks/transactions/${segment}`, { token: api.token })
        expect4xx(await answer(request), `${glAccount ? 'GL' : 'DELETE'} ${raw}`)
      }),
      { numRuns: RUNS },
    )
  })

  it('a random path or method: 404 with the envelope', async () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/)
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE')
    await fc.assert(
      fc.asyncProperty(method, fc.array(segment, { minLength: 1, maxLength: 5 }), async (verb, segments) => {
        const path = `/v6/x-${segments.join('/')}`
        expect4xx(
          await answer(buildRequest(verb, path, { token: api.token, ...(verb === 'GET' || verb === 'DELETE' ? {} : { body: '{}' }) })),
          `${verb} ${path}`,
          ['BAD_REQUEST'],
        )
      }),
      { numRuns: RUNS / 2 },
    )
    // A known path with a method it does not have.
    for (const [verb, path] of [
      ['PUT', '/v6/closing'],
      ['PATCH', '/v6/notifications/settings'],
      ['GET', '/v6/banks/transactions'],
      ['DELETE', '/v6/invoicing/invoices/query'],
    ] as const) {
      expect4xx(
        await answer(buildRequest(verb, path, { token: api.token, ...(verb === 'PUT' || verb === 'PATCH' ? { body: '{}' } : {}) })),
        `${verb} ${path}`,
        ['BAD_REQUEST'],
      )
    }
  })

  it('a made-up, malformed or missing bearer token: 401 INVALID_TOKEN', async () => {
    const authorization = fc.oneof(
      headerText(80).map((text) => `Bearer ${text}`),
      headerText(80),
      fc.constantFrom(
        '',
        'Bearer',
        'Bearer ',
        'Basic c2FuZGJveDpzYW5kYm94',
        `bearer${api.token}`,
        `Bearer ${api.token}x`,
        `Bearer ${api.token.slice(0, -1)}`,
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        authorization,
        fc.constantFrom('/v6/closing', '/v6/notifications/settings', '/v5/banks/transactions'),
        async (header, path) => {
          const request = new Request(`${ORIGIN}${path}`, { headers: header === '' ? {} : { authorization: header } })
          expect4xx(await answer(request), JSON.stringify(header), ['INVALID_TOKEN'])
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('the token endpoint with random credentials, forms and content types: 200 only for a valid request, else a 4xx envelope', async () => {
    const validCredentials = `${SANDBOX.clientId}:${SANDBOX.clientSecret}`
    const credentials = fc.oneof(
      fc.constant(validCredentials),
      headerText(40),
      fc.constantFrom(':', `${SANDBOX.clientId}:`, `${SANDBOX.clientId}:x`),
    )
    const userId = fc.option(fc.oneof(fc.constantFrom(...Object.values(SANDBOX.users), ''), fc.string({ maxLength: 30 })), {
      nil: undefined,
    })
    const scope = fc.option(fc.oneof(fc.constantFrom('read', 'write'), fc.string({ maxLength: 10 })), { nil: undefined })
    const contentType = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      '',
    )
    await fc.assert(
      fc.asyncProperty(credentials, userId, scope, contentType, fc.boolean(), async (login, user, wanted, type, garbage) => {
        const form = new URLSearchParams()
        if (user !== undefined) form.set('userId', user)
        if (wanted !== undefined) form.set('scope', wanted)
        const headers: Record<string, string> = { authorization: `Basic ${btoa(login)}` }
        if (type !== '') headers['content-type'] = type
        const body = garbage ? '%%%&&==\u0000{' : form.toString()
        const result = await answer(new Request(`${ORIGIN}/v6/auth/token`, { method: 'POST', headers, body }))
        const known = user === undefined || user === '' || (Object.values(SANDBOX.users) as string[]).includes(user)
        const validScope = wanted === undefined || wanted === 'read' || wanted === 'write'
        const formBody = type === 'application/x-www-form-urlencoded' || type === 'text/plain' || type === ''
        const shouldSucceed = login === validCredentials && known && validScope && formBody && !garbage
        if (shouldSucceed) expect(result.status).toBe(200)
        else if (login !== validCredentials) expect4xx(result, login, ['INVALID_TOKEN'])
        else if (type.startsWith('application/json') || type.startsWith('multipart')) expect4xx(result, type)
      }),
      { numRuns: RUNS },
    )
  })

  it('the closing with a random companyId: a contract answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('co_1', 'co_2', 'co_3', '')), async (companyId) => {
        await answer(buildRequest('GET', `/v6/closing?companyId=${encodeURIComponent(companyId)}`, { token: api.token }))
      }),
      { numRuns: RUNS / 2 },
    )
  })
})

describe('dates the sandbox reads', () => {
  it('a real date outside 1900–2199 is out of range (INVALID_VALUE), whatever its year; a date that does not exist is malformed', async () => {
    const outside = fc.oneof(
      fc.integer({ min: Date.parse('0001-01-01T00:00:00Z'), max: Date.parse('1899-12-31T00:00:00Z') }),
      fc.integer({ min: Date.parse('2200-01-01T00:00:00Z'), max: Date.parse('9999-12-31T00:00:00Z') }),
    )
    await fc.assert(
      fc.asyncProperty(outside, async (time) => {
        const date = new Date(time).toISOString().slice(0, 10)
        const result = await answer(post('/v6/banks/transactions', JSON.stringify({ data: [expense({ date })] })))
        expect(result.body.data[0].error, date).toContainEqual(expect.objectContaining({ type: 'INVALID_VALUE', param: 'date' }))
      }),
      { numRuns: RUNS / 2 },
    )
    for (const date of ['0050-02-30', '2026-13-01', '0000-00-00']) {
      const result = await answer(post('/v6/banks/transactions', JSON.stringify({ data: [expense({ date })] })))
      expect(result.body.data[0].error, date).toContainEqual(expect.objectContaining({ type: 'INVALID_FORMAT', param: 'date' }))
    }
  })
})

describe('requests built to exhaust the sandbox', () => {
  it('answers each with a 4xx envelope, quickly', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    const item = (fields: Record<string, unknown>) => JSON.stringify({ data: [expense(fields)] })
    const cases: Array<[string, string, string]> = [
      ['a body over 5 MB', '/v6/invoicing/invoices/query', `{"filter":{"search":"${'x'.repeat(5_100_000)}"}}`],
      ['a million-deep array', '/v6/invoicing/invoices/query', `{"filter":${nested(1_000_000)}}`],
      ['1,001 batch items', '/v6/banks/transactions', JSON.stringify({ data: Array.from({ length: 1001 }, () => ({})) })],
      ['10,000 splits', '/v6/banks/transactions', item({ children: Array.from({ length: 10_000 }, () => ({ amount: -1 })) })],
      ['a 100,000-character id', '/v6/banks/transactions', item({ id: 'b'.repeat(100_000) })],
      [
        '501 customer ids',
        '/v6/invoicing/invoices/query',
        JSON.stringify({ filter: { customer: { id: { in: Array.from({ length: 501 }, (_, i) => `cus_${i}`) } } } }),
      ],
      ['a GL limit of a billion', GL, JSON.stringify({ limit: 1e9 })],
    ]
    for (const [what, path, body] of cases) {
      // The work the answer took, in this process's CPU time: on a machine shared with other runs,
      // the time on the clock is mostly waiting for a core.
      const started = process.cpuUsage()
      const result = await answer(post(path, body))
      if (result.status === 200) {
        for (const entry of result.body.data) expect(entry.statusCode, what).toBeGreaterThanOrEqual(400)
      } else {
        expect4xx(result, what)
      }
      const { user, system } = process.cpuUsage(started)
      expect((user + system) / 1000, what).toBeLessThan(HANG_MS)
    }
  })

  it('keeps answering normally afterwards', async () => {
    const result = await answer(buildRequest('GET', '/v6/closing', { token: api.token }))
    expect(result.status).toBe(200)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })
})

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
