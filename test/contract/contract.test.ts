// The contract itself (src/api/openapi.yaml), its generated types, and the validator the sandbox
// tests use (test/support/contract.ts).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { CONTRACT_FILE, expectContract, requestSchemaErrors, resolvePointer, schemaErrors } from '../support/contract'

const repoRoot = path.resolve(path.dirname(CONTRACT_FILE), '../..')
const document = parse(readFileSync(CONTRACT_FILE, 'utf8'))

const OPERATION_IDS = [
  'createAccessToken',
  'getNotificationSettings',
  'updateNotificationSettings',
  'saveManualJournalEntries',
  'queryGeneralLedger',
  'queryInvoices',
  'saveBankTransactions',
  'deleteBankTransaction',
  'listBankTransactions',
  'getClosing',
]
const FAILURE_STATUSES = ['400', '401', '403', '404', '500']
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

interface OperationEntry {
  method: string
  template: string
  operation: Record<string, any>
}

function operations(): OperationEntry[] {
  return Object.entries<Record<string, any>>(document.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, template, operation: item[method] })),
  )
}

/** Every value under `key` anywhere in the document, with where it was found. */
function collect(node: unknown, key: string, at = '#'): Array<{ at: string; value: unknown }> {
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([k, v]) => [...(k === key ? [{ at, value: v }] : []), ...collect(v, key, `${at}/${k}`)])
}

function json(body: unknown, status = 200, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } })
}

const settings = { financialSummaries: 'EMAIL', bankConnectionErrors: null, conversations: 'OFF' }

const glEntry = {
  id: 'glt_1',
  entity: { id: 'btxn_1', displayName: 'Coffee Roasters', glAccount: { id: 'gla_123', name: 'Meals', type: 'EXPENSE' } },
  description: 'Beans',
  date: '2026-06-01',
  runningBalance: 1250,
  glAccount: { id: 'gla_123' },
  drAmount: 1250,
  crAmount: 0,
  type: 'EXPENSE',
}

describe('generated types', () => {
  it('src/api/schema.gen.ts is what npm run gen makes of openapi.yaml', () => {
    const run = spawnSync(process.execPath, ['src/api/codegen/generate.mjs', '--check'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0)
  }, 60_000)
})

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 for service version 6.0.0', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    expect(document.info.version).toBe('6.0.0')
  })

  it('resolves every $ref', () => {
    const unresolved = collect(document, '$ref').filter(
      ({ value }) => typeof value !== 'string' || resolvePointer(document, value) === undefined,
    )
    expect(unresolved).toEqual([])
  })

  it('names every operation after the service and documents 200 and the failure statuses', () => {
    const entries = operations()
    expect(entries.map((entry) => entry.operation.operationId).sort()).toEqual([...OPERATION_IDS].sort())
    for (const { method, template, operation } of entries) {
      const label = `${method.toUpperCase()} ${template}`
      expect(operation.operationId, label).toEqual(expect.any(String))
      expect(operation.responses['200'], label).toBeDefined()
      for (const status of FAILURE_STATUSES) {
        expect(operation.responses[status], `${label} ${status}`).toEqual({ $ref: '#/components/responses/Failure' })
      }
    }
  })

  it('declares every path parameter of a template', () => {
    for (const { method, template, operation } of operations()) {
      const declared = [...(document.paths[template].parameters ?? []), ...(operation.parameters ?? [])]
        .map((parameter: { $ref?: string }) => (parameter.$ref ? resolvePointer(document, parameter.$ref) : parameter))
        .filter((parameter: any) => parameter.in === 'path' && parameter.required === true)
        .map((parameter: any) => parameter.name)
      const inTemplate = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
      expect(declared.sort(), `${method.toUpperCase()} ${template}`).toEqual(inTemplate.sort())
    }
  })

  it('secures every operation with the bearer token, and the token endpoint with client credentials', () => {
    expect(document.components.securitySchemes.EmbedToken).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(document.components.securitySchemes.ClientCredentials).toMatchObject({ type: 'http', scheme: 'basic' })
    expect(document.security).toEqual([{ EmbedToken: [] }])
    for (const { operation } of operations()) {
      const expected = operation.operationId === 'createAccessToken' ? [{ ClientCredentials: [] }] : undefined
      expect(operation.security, operation.operationId).toEqual(expected)
    }
  })

  it('compiles every schema as strict JSON Schema 2020-12', () => {
    for (const name of Object.keys(document.components.schemas)) {
      expect(() => schemaErrors(name, {}), name).not.toThrow()
    }
  })

  it('composes no object with allOf (the test validator closes objects)', () => {
    expect(collect(document, 'allOf')).toEqual([])
  })

  it('closes exactly the value sets the service closes', () => {
    const schemas = document.components.schemas
    expect(schemas.Result.enum).toEqual(['SUCCESS', 'FAILURE'])
    expect(schemas.ErrorType.enum).toEqual([
      'UNKNOWN_ERROR',
      'INVALID_TOKEN',
      'EXPIRED_TOKEN',
      'FORBIDDEN',
      'BAD_REQUEST',
      'JSON_ERROR',
      'DUPLICATE',
      'REQUIRED',
      'INVALID_VALUE',
      'NOT_MODIFIABLE',
      'INVALID_FORMAT',
      'NOT_FOUND',
    ])
    expect(schemas.NotificationPreference.enum).toEqual(['SMS', 'EMAIL', 'OFF'])
    expect(schemas.Requiredness.enum).toEqual(['REQUIRED', 'NOT_REQUIRED'])
    expect(schemas.AccountingMethod.enum).toEqual(['ACCRUAL', 'CASH'])
    expect(schemas.TokenScope.enum).toEqual(['read', 'write'])
  })

  it('keeps open value sets plain strings, with the sandbox values as examples', () => {
    const open: Array<[string, string, string[]]> = [
      ['BankTransaction', 'type', ['EXPENSE', 'INCOME', 'TRANSFER']],
      ['BankTransaction', 'status', ['ACTIVE', 'DELETED']],
      ['BankTransaction', 'reviewStatus', ['UNREVIEWED', 'REVIEWED', 'RECONCILED', 'RECONCILIATION_DISCREPANCY']],
      ['Invoice', 'status', ['ACTIVE', 'DELETED']],
      ['Invoice', 'invoiceStatus', ['DRAFT', 'OPEN', 'PARTIALLY_PAID', 'PAID', 'VOIDED']],
      ['Invoice', 'detailedInvoiceDisplayStatus', ['Draft', 'Open', 'Due today', 'Overdue', 'Partially paid', 'Paid', 'Void']],
      ['GlAccount', 'type', ['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE']],
      ['Closing', 'modifications', ['DISABLED', 'ENABLED']],
    ]
    for (const [schema, field, values] of open) {
      const property = document.components.schemas[schema].properties[field]
      expect(property, `${schema}.${field}`).toMatchObject({ type: 'string', examples: values })
      expect(property.enum, `${schema}.${field}`).toBeUndefined()
    }
  })

  it('describes every open value set it gives examples for', () => {
    const schemasWithExamples = collect(document, 'examples').map(({ at }) => ({
      at,
      schema: resolvePointer(document, at) as Record<string, any>,
    }))
    expect(schemasWithExamples.length).toBeGreaterThan(30)
    for (const { at, schema } of schemasWithExamples) {
      expect(schema.description, at).toEqual(expect.any(String))
      expect(schema.enum, at).toBeUndefined()
    }
  })

  it('marks what bookkit invented with the README decision behind it', () => {
    const marked = collect(document, 'x-bookkit-decision')
    for (const { at, value } of marked) expect(value, at).toMatch(/^README(, The sandbox| decision \d+)/)
    const schemas = document.components.schemas
    const decisions = [
      document.paths['/v6/notifications/settings'].post,
      document.paths['/v5/banks/transactions'].get,
      schemas.GeneralLedgerQuery.properties.accountingMethod,
      schemas.InvoiceSort.properties.value,
      schemas.BankTransaction.properties.status,
      schemas.TokenResponse.properties.scope,
      document.components.parameters.CompanyId,
    ]
    for (const node of decisions) expect(node['x-bookkit-decision']).toEqual(expect.any(String))
    // What the description itself shows carries no mark.
    expect(document.paths['/v6/banks/transactions'].post['x-bookkit-decision']).toBeUndefined()
    expect(document.paths['/v6/notifications/settings'].get['x-bookkit-decision']).toBeUndefined()
  })

  it('documents both listing styles of bank transactions, with the same page', () => {
    const save = document.paths['/v6/banks/transactions'].post
    expect(save.requestBody.required).toBe(false)
    expect(save.responses['200'].content['application/json'].schema.oneOf).toEqual([
      { $ref: '#/components/schemas/BankTransactionSaveResponse' },
      { $ref: '#/components/schemas/BankTransactionListResponse' },
    ])
    const headers = (operation: { parameters: Array<{ $ref: string }> }) =>
      operation.parameters.map(({ $ref }) => resolvePointer(document, $ref) as { name: string; in: string }).map((p) => `${p.in}:${p.name}`)
    expect(headers(save)).toEqual(headers(document.paths['/v5/banks/transactions'].get))
  })

  it('types every amount as an integer', () => {
    const amounts = Object.entries<Record<string, any>>(document.components.schemas).flatMap(([schema, definition]) =>
      Object.entries<Record<string, any>>(definition.properties ?? {})
        .filter(([field, property]) => /^(amount|rate|balance)$|Amount$|Balance$/.test(field) && !property.$ref)
        .filter(([field]) => !field.startsWith('include'))
        .map(([field, property]) => ({ field: `${schema}.${field}`, type: property.type })),
    )
    expect(amounts.length).toBeGreaterThan(15)
    for (const { field, type } of amounts) expect([type].flat(), field).toContain('integer')
    for (const [operator, property] of Object.entries<any>(document.components.schemas.IntegerComparison.properties)) {
      expect(property.type, `IntegerComparison.${operator}`).toBe('integer')
    }
  })
})

describe('expectContract', () => {
  it('passes a valid envelope and leaves the body readable', async () => {
    const response = json({ result: 'SUCCESS', data: settings })
    await expect(expectContract('GET', '/v6/notifications/settings', response)).resolves.toEqual({
      result: 'SUCCESS',
      data: settings,
    })
    await expect(response.json()).resolves.toMatchObject({ data: settings })
  })

  it('matches a concrete path to its template, ignoring origin and query', async () => {
    const page = { result: 'SUCCESS', data: [glEntry], cursor: { after: 'c2' }, beginningBalance: 0 }
    const url = 'https://api.staging.example/v6/accounting/glAccounts/gla_123/generalLedger?trace=1'
    await expect(expectContract('post', url, json(page))).resolves.toMatchObject({ cursor: { after: 'c2' } })
  })

  it('fails on a missing required field, naming it, the method, the path and the status', async () => {
    const response = json({ result: 'SUCCESS', data: { financialSummaries: 'SMS', bankConnectionErrors: 'SMS' } })
    const failure = expectContract('GET', '/v6/notifications/settings', response)
    await expect(failure).rejects.toThrow(/GET \/v6\/notifications\/settings answered 200/)
    await expect(failure).rejects.toThrow(/body\.data\.conversations: required but missing/)
  })

  it('fails on a value outside a closed enum, naming the field and the value', async () => {
    const response = json({ result: 'SUCCESS', data: { ...settings, financialSummaries: 'PUSH' } })
    await expect(expectContract('GET', '/v6/notifications/settings', response)).rejects.toThrow(
      /body\.data\.financialSummaries: "PUSH" is not one of "SMS", "EMAIL", "OFF"/,
    )
  })

  it('lists every violation, including fields the contract does not document', async () => {
    const page = {
      result: 'OK',
      data: [{ ...glEntry, runningBalance: 12.5, date: '2026-13-01', colour: 'red' }],
      beginningBalance: '0',
    }
    const error = await expectContract('POST', '/v6/accounting/glAccounts/gla_1/generalLedger', json(page)).catch((e) => e)
    expect(error.message).toMatch(/body\.result: "OK" is not one of/)
    expect(error.message).toMatch(/body\.data\[0\]\.runningBalance: 12\.5 must be integer/)
    expect(error.message).toMatch(/body\.data\[0\]\.date: "2026-13-01" is not a date/)
    expect(error.message).toMatch(/body\.data\[0\]\.colour: not in the contract/)
    expect(error.message).toMatch(/body\.beginningBalance/)
  })

  it('accepts both datetime shapes of the service and nothing else', async () => {
    const page = (lastUpdatedDate: string) => json({ result: 'SUCCESS', data: [], lastUpdatedDate, deletedIds: [] })
    for (const ok of ['2026-06-30T12:00:00Z', '2026-06-30T12:00:00.123Z', '2026-06-30T12:00:00.123456']) {
      await expect(expectContract('GET', '/v5/banks/transactions', page(ok)), ok).resolves.toBeDefined()
    }
    for (const bad of ['2026-06-30 12:00:00Z', '2026-06-30T12:00:00', '2026-02-30T12:00:00Z', '2026-06-30']) {
      await expect(expectContract('GET', '/v5/banks/transactions', page(bad)), bad).rejects.toThrow(/lastUpdatedDate/)
    }
  })

  it('checks failures against the failure envelope', async () => {
    const failure = { result: 'FAILURE', error: [{ type: 'REQUIRED', message: 'date is required', param: 'date' }] }
    await expect(expectContract('POST', '/v6/banks/transactions', json(failure, 400))).resolves.toEqual(failure)
    const wrongType = { result: 'FAILURE', error: [{ type: 'TEAPOT', message: 'no' }] }
    await expect(expectContract('POST', '/v6/banks/transactions', json(wrongType, 400))).rejects.toThrow(/body\.error\[0\]\.type: "TEAPOT"/)
    await expect(expectContract('GET', '/v6/closing', json({ result: 'SUCCESS', data: null }, 403))).rejects.toThrow(
      /GET \/v6\/closing answered 403/,
    )
  })

  it('passes an unwrapped token answer', async () => {
    const token = { access_token: 'tok', token_type: 'Bearer', expires_in: 3600, scope: 'read' }
    await expect(expectContract('POST', '/v6/auth/token', json(token))).resolves.toEqual(token)
  })

  it('fails on an undocumented status', async () => {
    await expect(expectContract('GET', '/v6/closing', json({ result: 'SUCCESS' }, 418))).rejects.toThrow(
      /GET \/v6\/closing answered 418: status 418 is not documented for getClosing/,
    )
  })

  it('fails on an unknown route or method unless it is a 404 failure envelope', async () => {
    const notFound = { result: 'FAILURE', error: [{ type: 'BAD_REQUEST', message: 'No such endpoint' }] }
    await expect(expectContract('GET', '/v6/nowhere', json(notFound, 404))).resolves.toEqual(notFound)
    await expect(expectContract('PUT', '/v6/closing', json(notFound, 404))).resolves.toEqual(notFound)
    await expect(expectContract('GET', '/v6/nowhere', json({ result: 'SUCCESS', data: [] }))).rejects.toThrow(
      /the contract has no GET \/v6\/nowhere/,
    )
    await expect(expectContract('GET', '/v6/nowhere', json({ oops: true }, 404))).rejects.toThrow(/body\.result/)
  })

  it('fails when the answer is not JSON', async () => {
    const garbled = new Response('not json', { status: 200, headers: { 'Content-Type': 'text/plain' } })
    const error = await expectContract('GET', '/v6/closing', garbled).catch((e) => e)
    expect(error.message).toMatch(/Content-Type is "text\/plain"/)
    expect(error.message).toMatch(/the body is not JSON/)
  })
})

describe('requestSchemaErrors', () => {
  it('accepts valid request bodies', () => {
    expect(
      requestSchemaErrors('POST', '/v6/accounting/glAccounts/gla_123/generalLedger', {
        limit: 250,
        accountingMethod: 'CASH',
        filter: {
          includeBeginningBalance: true,
          beginDate: '2026-01-01',
          dimensionValues: [{ dimensionId: 'dim_1', dimensionValueIds: ['dv_1'] }],
          customer: { id: { in: ['cus_1'] } },
        },
      }),
    ).toEqual([])
    expect(
      requestSchemaErrors('POST', '/v6/invoicing/invoices/query', {
        sort: { value: '-date' },
        filter: {
          invoiceNumber: { greaterThanEqual: '1000', contain: '10' },
          status: { in: ['ACTIVE'] },
          dueDate: { notIn: ['2026-07-01'] },
          amount: { lessThan: 10_000 },
          date: { greaterThan: '2026-01-01' },
          dimensionValues: { id: { in: ['dv_1'] } },
        },
      }),
    ).toEqual([])
    expect(requestSchemaErrors('POST', '/v6/auth/token', 'userId=usr_owner_1&scope=read')).toEqual([])
    expect(requestSchemaErrors('POST', '/v6/invoicing/invoices/query', undefined)).toEqual([])
    // The described service lists bank transactions with this request and no body.
    expect(requestSchemaErrors('POST', '/v6/banks/transactions', undefined)).toEqual([])
    expect(requestSchemaErrors('DELETE', '/v6/banks/transactions/btxn_1', undefined)).toEqual([])
  })

  it('names what is wrong', () => {
    expect(requestSchemaErrors('POST', '/v6/accounting/glAccounts/gla_1/generalLedger', { limit: 251 })).toEqual([
      'POST /v6/accounting/glAccounts/gla_1/generalLedger request: body.limit: must be <= 250',
    ])
    expect(requestSchemaErrors('POST', '/v6/invoicing/invoices/query', { filter: { amount: { like: 5 } } })).toEqual([
      'POST /v6/invoicing/invoices/query request: body.filter.amount.like: not in the contract',
    ])
    expect(requestSchemaErrors('POST', '/v6/banks/transactions', JSON.stringify({ items: [] }))).toEqual([
      'POST /v6/banks/transactions request: body.data: required but missing',
      'POST /v6/banks/transactions request: body.items: not in the contract',
    ])
    expect(requestSchemaErrors('POST', '/v6/auth/token', new URLSearchParams({ scope: 'admin' }))).toEqual([
      'POST /v6/auth/token request: body.scope: "admin" is not one of "read", "write"',
    ])
    expect(requestSchemaErrors('POST', '/v6/accounting/manualJournalEntries', undefined)).toEqual([
      'POST /v6/accounting/manualJournalEntries request: saveManualJournalEntries needs a body',
    ])
    expect(requestSchemaErrors('DELETE', '/v6/banks/transactions/btxn_1', { id: 'x' })).toEqual([
      'DELETE /v6/banks/transactions/btxn_1 request: deleteBankTransaction takes no body',
    ])
    expect(requestSchemaErrors('PATCH', '/v6/closing', {})).toEqual(['PATCH /v6/closing request: the contract has no PATCH /v6/closing'])
  })
})
