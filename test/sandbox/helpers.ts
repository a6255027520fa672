// Talks to a sandbox through `sandbox.handle` and checks every answer against the OpenAPI
// contract, so no sandbox test can forget to.
import { createSandbox, SANDBOX, type Sandbox, type SandboxOptions } from '../../src/sandbox'
import { expectContract } from '../support/contract'

/** Any origin works; the sandbox routes on the path. */
export const ORIGIN = 'https://sandbox.bookkit.test'

/** Small books for fast tests; tests that need the full volume ask for it. */
export const SMALL: SandboxOptions = {
  seed: 1,
  today: '2026-06-30',
  volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 50 },
}

export const bakery = SANDBOX.companies.bakery
export const bikeShop = SANDBOX.companies.bikeShop

export function smallSandbox(options: SandboxOptions = {}): Sandbox {
  return createSandbox({ ...SMALL, ...options, volume: { ...SMALL.volume, ...options.volume } })
}

/** An answer whose body has been checked against the contract. */
export interface Answer<T = any> {
  status: number
  body: T
  headers: Headers
}

export interface SendOptions {
  /** A bearer token; `undefined` sends no Authorization header. */
  token?: string
  /** Serialised as JSON unless it is a string (sent as is). */
  body?: unknown
  headers?: Record<string, string>
}

/** Sends one request through `sandbox.handle` and validates the answer against the contract. */
export async function send<T = any>(sandbox: Sandbox, method: string, path: string, options: SendOptions = {}): Promise<Answer<T>> {
  const response = await sandbox.handle(buildRequest(method, path, options))
  const body = (await expectContract(method, `${ORIGIN}${path}`, response)) as T
  return { status: response.status, body, headers: response.headers }
}

export function buildRequest(method: string, path: string, { token, body, headers = {} }: SendOptions = {}): Request {
  const all: Record<string, string> = { ...headers }
  if (token !== undefined) all.authorization = `Bearer ${token}`
  if (body !== undefined && all['content-type'] === undefined) all['content-type'] = 'application/json'
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: all,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Whether `promise` is still pending once everything already queued has run (for a request that must not be answered yet). */
export async function isPending(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending')
  await new Promise((resolve) => setImmediate(resolve))
  return (await Promise.race([promise, Promise.resolve(pending)])) === pending
}

export type Who = { userId?: string | null; scope?: 'read' | 'write' }

/** A client bound to one token: `api.post(path, body)` and friends, every answer contract-checked. */
export function apiFor(sandbox: Sandbox, who: Who = { userId: SANDBOX.users.bakeryOwner }) {
  const token = sandbox.issueToken(who).access_token
  return {
    token,
    get: <T = any>(path: string, headers?: Record<string, string>) => send<T>(sandbox, 'GET', path, { token, headers }),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
      send<T>(sandbox, 'POST', path, { token, body, headers }),
    delete: <T = any>(path: string) => send<T>(sandbox, 'DELETE', path, { token }),
    gl: <T = any>(glAccountId: string, body: unknown = {}) =>
      send<T>(sandbox, 'POST', `/v6/accounting/glAccounts/${glAccountId}/generalLedger`, { token, body }),
    invoices: <T = any>(body: unknown = {}) => send<T>(sandbox, 'POST', '/v6/invoicing/invoices/query', { token, body }),
    saveBankTransactions: <T = any>(items: unknown) => send<T>(sandbox, 'POST', '/v6/banks/transactions', { token, body: { data: items } }),
    saveJournalEntries: <T = any>(items: unknown) =>
      send<T>(sandbox, 'POST', '/v6/accounting/manualJournalEntries', { token, body: { data: items } }),
    sync: <T = any>(headers: Record<string, string> = {}) => send<T>(sandbox, 'GET', '/v5/banks/transactions', { token, headers }),
  }
}

export type Api = ReturnType<typeof apiFor>

/** Requests the token endpoint over the sandbox's HTTP surface. */
export function requestToken(
  sandbox: Sandbox,
  form: Record<string, string>,
  credentials = `${SANDBOX.clientId}:${SANDBOX.clientSecret}`,
): Promise<Answer> {
  return send(sandbox, 'POST', '/v6/auth/token', {
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(credentials)}` },
  })
}

/** A new bakery expense to save, dated in the open period. */
export function expense(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: '2026-06-15',
    amount: -4200,
    bankAccountId: bakery.bankAccounts.checking,
    categoryId: bakery.categories.ingredients,
    description: 'Rye flour, 50 lb',
    ...fields,
  }
}

/** Walks every page of a GL query, checking that each page carries the cursor the next one uses. */
export async function allGlPages(api: Api, glAccountId: string, body: Record<string, unknown> = {}): Promise<any[]> {
  const pages: any[] = []
  let cursor: string | undefined
  do {
    const answer = await api.gl(glAccountId, { ...body, ...(cursor ? { cursor } : {}) })
    expect(answer.status).toBe(200)
    pages.push(answer.body)
    cursor = answer.body.cursor?.after
  } while (cursor !== undefined && pages.length < 10_000)
  return pages
}

/** The balance of lines in an account's normal direction (debit minus credit for ASSET and EXPENSE). */
export function normalBalance(type: string, lines: ReadonlyArray<{ drAmount: number; crAmount: number }>): number {
  const sign = type === 'ASSET' || type === 'EXPENSE' ? 1 : -1
  return lines.reduce((sum, line) => sum + sign * (line.drAmount - line.crAmount), 0)
}

/** A balanced journal-entry save item (rent debited, utilities credited, 125.00), undated: the service dates it unless `fields` does. */
export function balancedEntry(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    description: 'Move a misfiled utility bill to rent',
    apiName: 'MANUAL_ENTRY',
    children: [
      { glAccountId: bakery.glAccounts.rent, drAmount: 12500, crAmount: 0 },
      { glAccountId: bakery.glAccounts.utilities, drAmount: 0, crAmount: 12500 },
    ],
    ...fields,
  }
}
