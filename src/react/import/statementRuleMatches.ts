/**
 * The categorization rules a statement import applies: the company's stored rules (the import's
 * `companyId`, else the one company the account's synced transactions name), matched against every
 * row the preview may import, in slices so 100,000 rows never hold the page. The import sends
 * each matched row with its rule's change; it never marks one reviewed (the queue's confirming
 * rules do that as the rows arrive there, each with its undo).
 */
import { useEffect, useMemo, useState } from 'react'
import type { PreviewRow, StatementPreview } from '../../core/import/preview'
import { matchAll } from '../../core/rules/matchAll'
import type { CompiledRules } from '../../core/rules/match'
import type { CategorizationRule, RuleMatch } from '../../core/rules/types'
import { useBankTransactions } from '../queue/bankTransactions'
import { importCompanyOf } from '../../core/queue/companyOf'
import { useCompiledRules } from '../rules/categorizationRules'
import { SET_LIMIT } from './statementImport'
import type { BankTransaction, Invoice } from '../../api/types'
import { invoiceMatcherInSlices, matchEachInSlices, wholeMatches, type InvoiceMatch } from '../../core/queue/invoiceMatches'
import { useOpenInvoices } from '../invoices/openInvoices'

/** The rows a rule may categorize: those an import may send (new ones, and likely duplicates the user may tick). */
const mayBeImported = (row: PreviewRow) => row.state === 'new' || row.state === 'likelyDuplicate'

/** The rules matched against a preview's rows, by the row's index in the file (`PreviewRow.index`). */
export interface StatementRuleMatches {
  /** The company whose rules these are (the store's key is `rules:<companyId>`). */
  companyId: string
  /**
   * `loading`: the rules are being read; `matching`: read, and being matched against the rows;
   * `ready`: `matches` is this preview's; `error`: the rules could not be read (`retry`).
   */
  status: 'loading' | 'matching' | 'ready' | 'error'
  matches: ReadonlyMap<number, RuleMatch>
  error: unknown
  retry: () => void
  /** The company's rules in their order, once read. */
  rules: readonly CategorizationRule[]
  /** A category's name as the synced transactions carry it (the service lists no categories). */
  categoryName: (id: string) => string | undefined
  /**
   * The rows that would pay an open invoice, by index: the match that accounts for the whole deposit
   * (both of two equally likely ones). No rule is applied to them: they arrive to review, their match suggested.
   */
  pays: ReadonlyMap<number, readonly InvoiceMatch[]>
}

const NONE: ReadonlyMap<number, RuleMatch> = new Map()
const PAYS_NONE: ReadonlyMap<number, readonly InvoiceMatch[]> = new Map()
const NO_RULES: readonly CategorizationRule[] = []
const NO_INVOICES: readonly Invoice[] = []

/** The company's rules matched against `preview`'s rows that may be imported into `bankAccountId`. */
export function useStatementRuleMatches(
  preview: StatementPreview | undefined,
  bankAccountId: string,
  companyId: string | undefined,
): StatementRuleMatches {
  // The set the preview compares with (the same query, read by then): it names the account's company, and the categories' names.
  // Never asked for before the preview: the preview asks for it once the file is read.
  const set = useBankTransactions({ limit: SET_LIMIT, enabled: preview !== undefined })
  const synced = set.data?.transactions
  // Without a `companyId`, the company is known from the set's first page (its newest transactions),
  // so the rules are read while older pages arrive, and are there when the preview is.
  const known = companyId !== undefined || synced !== undefined
  const company = useMemo(() => importCompanyOf(synced, bankAccountId, companyId), [synced, bankAccountId, companyId])
  const companies = useMemo(() => (known ? [company] : []), [known, company])
  const categoryName = useMemo(() => {
    const names = new Map<string, string>()
    for (const { category } of set.data?.transactions ?? []) if (category?.name) names.set(category.id, category.name)
    return (id: string) => names.get(id)
  }, [set.data])
  const rules = useCompiledRules(companies)
  const matcher = rules.byCompany.get(company)
  // The open invoices, read with the preview: a row that would pay one is told, and no rule takes it.
  const open = useOpenInvoices({ enabled: preview !== undefined })
  // Invoices that could not be read match nothing: the import is not held back for them.
  const invoices = open.complete ? open.invoices : open.error !== null ? NO_INVOICES : undefined
  const [matched, setMatched] = useState<{
    preview: StatementPreview
    matcher: CompiledRules
    matches: ReadonlyMap<number, RuleMatch>
    pays: ReadonlyMap<number, readonly InvoiceMatch[]>
  }>()

  useEffect(() => {
    if (!preview || !matcher || !invoices) return
    const controller = new AbortController()
    const { signal } = controller
    const rows = preview.rows.map((row) => ({ amount: row.row.amount ?? 0, description: row.row.description, bankAccountId, row }))
    const deposits = rows.flatMap(({ row, amount, description }) =>
      amount > 0 && mayBeImported(row) ? [{ id: String(row.index), date: row.row.date ?? '', amount, description } as BankTransaction] : [],
    )
    const paying = async () => {
      const pays = new Map<number, readonly InvoiceMatch[]>()
      if (invoices.length === 0 || deposits.length === 0) return pays
      const found = await matchEachInSlices(deposits, await invoiceMatcherInSlices(invoices, signal), signal)
      for (const deposit of deposits) {
        const whole = wholeMatches(found.get(deposit.id) ?? { matches: [], ambiguous: false }, deposit.amount)
        if (whole.length > 0) pays.set(Number(deposit.id), whole)
      }
      return pays
    }
    Promise.all([matchAll(rows, matcher.rules, { signal, wanted: ({ row }) => mayBeImported(row) }), paying()]).then(
      ([found, pays]) => {
        const matches = new Map<number, RuleMatch>()
        for (const [position, match] of found) {
          const index = (rows[position] as (typeof rows)[number]).row.index
          if (!pays.has(index)) matches.set(index, match)
        }
        setMatched({ preview, matcher, matches, pays })
      },
      () => {},
    )
    return () => controller.abort()
  }, [preview, matcher, bankAccountId, invoices])

  const current = matched && matched.preview === preview && matched.matcher === matcher ? matched : undefined
  const status = current ? 'ready' : matcher ? 'matching' : !known || rules.loading ? 'loading' : rules.error ? 'error' : 'ready'
  return {
    companyId: company,
    status,
    matches: current?.matches ?? NONE,
    pays: current?.pays ?? PAYS_NONE,
    error: rules.error,
    retry: rules.retry,
    categoryName,
    rules: matcher?.rules ?? NO_RULES,
  }
}
