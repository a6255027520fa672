// Inputs for fuzzing the sandbox (test/sandbox/fuzz.test.ts): a valid body per JSON endpoint,
// values that break naive readers, and mutations of a valid body at any depth.
import * as fc from 'fast-check'
import { bakery, expense } from './helpers'

export const GL = `/v6/accounting/glAccounts/${bakery.glAccounts.rent}/generalLedger`

/** A valid body for every JSON endpoint: the seeds that mutations start from. */
export const SEEDS: ReadonlyArray<{ path: string; body: Record<string, unknown> }> = [
  {
    path: '/v6/invoicing/invoices/query',
    body: {
      limit: 5,
      sort: { value: '-date' },
      filter: {
        search: 'cafe',
        amount: { greaterThan: 0, lessThanEqual: 1_000_000 },
        invoiceStatus: { in: ['OPEN', 'PAID'], notIn: [] },
        date: { greaterThanEqual: '2026-01-01' },
        dueDate: { in: ['2026-07-15'] },
        invoiceNumber: { contain: 'MCB' },
        customer: { id: { in: [bakery.customers.blueHeronCafe] } },
        dimensionValues: { id: { in: [bakery.dimensions.channel.values.retail] } },
      },
    },
  },
  {
    path: GL,
    body: {
      limit: 5,
      accountingMethod: 'CASH',
      filter: {
        includeBeginningBalance: true,
        beginDate: '2026-01-01',
        endDate: '2026-06-30',
        search: 'rent',
        customer: { id: { in: [bakery.customers.greenwayGrocers] } },
        dimensionValues: [{ dimensionId: bakery.dimensions.location.id, dimensionValueIds: [bakery.dimensions.location.values.shops] }],
      },
    },
  },
  {
    path: '/v6/banks/transactions',
    body: {
      data: [
        expense({
          type: 'EXPENSE',
          notes: 'Fuzzed',
          classSegmentIds: [bakery.dimensions.location.values.mainStreet],
          attachmentIds: [bakery.attachments[0]],
          customData: { ticket: 'BK-1', nested: { ok: true } },
          children: [
            { amount: -2100, categoryId: bakery.categories.ingredients },
            { amount: -2100, categoryId: bakery.categories.marketing },
          ],
        }),
      ],
    },
  },
  {
    path: '/v6/accounting/manualJournalEntries',
    body: {
      data: [
        {
          date: '2026-06-20',
          description: 'Reclass',
          dimensionValueIds: [bakery.dimensions.location.values.mainStreet],
          recurrence: { updateType: 'FUTURE_ONLY', frequency: 'MONTHLY', interval: 1, endDate: '2026-12-31' },
          children: [
            { glAccountId: bakery.glAccounts.rent, drAmount: 12500, crAmount: 0 },
            { glAccountId: bakery.glAccounts.utilities, drAmount: 0, crAmount: 12500 },
          ],
        },
      ],
    },
  },
  { path: '/v6/notifications/settings', body: { data: { financialSummaries: 'EMAIL', bankConnectionErrors: 'SMS', conversations: null } } },
]

/** Values that break naive readers: wrong types, edge numbers, odd strings, empty containers. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    1.5,
    -1,
    1e308,
    -1e308,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    '',
    ' ',
    '0',
    '-1',
    '1e3',
    'NaN',
    'Infinity',
    'null',
    'true',
    '2026-02-30',
    '9999-99-99',
    '2026-06-30T25:00:00Z',
    '<script>alert(1)</script>',
    "'; DROP TABLE invoices; --",
    '../../etc/passwd',
    '\u0000',
    '\ud800',
    '😀'.repeat(50),
    'x'.repeat(5_000),
    '__proto__',
    'constructor',
    {},
    [],
    [null],
    { __proto__: { polluted: true } },
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(
    fc.constantFrom('id', 'in', 'amount', 'date', 'data', 'filter', '__proto__', 'constructor', 'x'),
    fc.jsonValue({ maxDepth: 1 }),
    { maxKeys: 4 },
  ),
)

export type Json = unknown
type Path = ReadonlyArray<string | number>

/** Every path inside `value` (objects and arrays), the root included. */
function pathsOf(value: Json, at: Path = []): Path[] {
  const paths: Path[] = [at]
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...at, index])))
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...at, key]))
  return paths
}

type Mutation = { kind: 'replace' | 'delete' | 'add'; path: number; key: string; value: unknown }

/** `seed` with one mutation applied at the `path`-th of its paths (a deep copy; the seed is left alone). */
export function mutate(seed: Json, { kind, path, key, value }: Mutation): Json {
  const copy = structuredClone(seed) as Json
  const paths = pathsOf(copy)
  const target = paths[path % paths.length] as Path
  if (target.length === 0) return kind === 'replace' ? value : copy
  const parent = target.slice(0, -1).reduce<any>((node, step) => node[step], copy)
  const last = target.at(-1) as string | number
  if (kind === 'replace') parent[last] = value
  else if (kind === 'delete' && Array.isArray(parent)) parent.splice(Number(last), 1)
  else if (kind === 'delete') delete parent[last]
  else if (typeof parent[last] === 'object' && parent[last] !== null && !Array.isArray(parent[last])) parent[last][key] = value
  else parent[last] = { [key]: value }
  return copy
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'delete', 'add'),
  path: fc.nat(),
  key: fc.oneof(
    fc.constantFrom('id', 'amount', 'date', 'filter', 'limit', 'cursor', 'children', 'customData', 'in', 'x'),
    fc.string({ maxLength: 12 }),
  ),
  value: hostileValue,
})

/** Printable ASCII: what a Request header may carry. */
export const headerText = (maxLength = 40) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength })
