import { authenticate, requireWriteScope, type TokenRegistry } from './auth'
import { ApiFailure, errorItem, truncate } from './errors'
import { failureResponse } from './http'
import type { ResolvedOptions, SandboxProfile } from './options'
import type { ProfileConventions } from './profile'
import {
  deleteBankTransactionRoute,
  saveBankTransactionsRoute,
  saveOrListBankTransactionsRoute,
} from '../routes/bankTransactions/bankTransactions'
import { listBankTransactionsRoute } from '../routes/bankTransactions/bankTransactionsV5'
import { closingRoute } from '../routes/closing'
import { generalLedgerRoute } from '../routes/generalLedger'
import { queryInvoicesRoute } from '../routes/invoices'
import { saveManualJournalEntriesRoute } from '../routes/journalEntries'
import { getNotificationSettingsRoute, saveNotificationSettingsRoute } from '../routes/notifications'
import { tokenRoute } from '../routes/token'
import type { Route } from '../routes/types'
import type { Store } from '../store'

/** Every endpoint of the service as bookkit decides it (README, "Decisions"). */
const BOOKKIT_ROUTES: readonly Route[] = [
  tokenRoute,
  getNotificationSettingsRoute,
  saveNotificationSettingsRoute,
  saveManualJournalEntriesRoute,
  generalLedgerRoute,
  queryInvoicesRoute,
  saveBankTransactionsRoute,
  deleteBankTransactionRoute,
  listBankTransactionsRoute,
  closingRoute,
]

/**
 * Only the endpoints the service description shows: no settings save and no v5 listing; bank
 * transactions are listed by a bodiless `POST /v6/banks/transactions`.
 */
const DESCRIBED_ROUTES: readonly Route[] = [
  tokenRoute,
  getNotificationSettingsRoute,
  saveManualJournalEntriesRoute,
  generalLedgerRoute,
  queryInvoicesRoute,
  saveOrListBankTransactionsRoute,
  deleteBankTransactionRoute,
  closingRoute,
]

function routesOf(profile: SandboxProfile): readonly Route[] {
  switch (profile) {
    case 'bookkit':
      return BOOKKIT_ROUTES
    case 'described':
      return DESCRIBED_ROUTES
    default:
      return profile satisfies never
  }
}

/** What requests are answered from; replaced as a whole by `reset()`. */
export interface SandboxState {
  readonly store: Store
  readonly tokens: TokenRegistry
  readonly options: ResolvedOptions
  readonly conventions: ProfileConventions
}

/**
 * Routes a request and turns whatever happens into an answer: a handler's ApiFailure becomes its
 * FAILURE envelope, anything else a 500 UNKNOWN_ERROR envelope. It never rejects.
 */
export async function dispatch(state: SandboxState, request: Request): Promise<Response> {
  try {
    const url = new URL(request.url)
    const match = matchRoute(routesOf(state.options.profile), request.method.toUpperCase(), url.pathname)
    if (!match) {
      return failureResponse(404, [
        errorItem('BAD_REQUEST', `There is no endpoint ${request.method.toUpperCase()} ${truncate(url.pathname, 100)}.`),
      ])
    }
    const { route, params } = match
    const base = { request, url, params, ...state }
    if (route.access === 'public') return await route.handle(base)
    const viewer = authenticate(request, state.tokens)
    if (route.access === 'write') requireWriteScope(viewer)
    return await route.handle({ ...base, viewer })
  } catch (error) {
    if (error instanceof ApiFailure) return failureResponse(error.status, error.errors)
    return failureResponse(500, [errorItem('UNKNOWN_ERROR', 'Something went wrong on our side. Try again in a moment.')])
  }
}

function matchRoute(
  routes: readonly Route[],
  method: string,
  pathname: string,
): { route: Route; params: Record<string, string> } | undefined {
  // From the first trailing slash only: a bare `\/+$` is tried again from every slash of a request's run.
  const segments = pathname.replace(/(?<!\/)\/+$/, '').split('/')
  for (const route of routes) {
    if (route.method !== method) continue
    const pattern = route.path.split('/')
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matched = pattern.every((part, i) => {
      const segment = segments[i] as string
      if (!part.startsWith(':')) return part === segment
      const value = decodeSegment(segment)
      if (value === undefined || value === '') return false
      params[part.slice(1)] = value
      return true
    })
    if (matched) return { route, params }
  }
  return undefined
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
