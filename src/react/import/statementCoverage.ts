/**
 * The company's record of what each statement import covered (`statementCoverage:<companyId>`),
 * read for the preview; its reader and writer (`statementCoverageRecord.ts`) load on first use.
 */
import { useQuery } from '@tanstack/react-query'
import { statementCoverageKey } from '../../core/store/store'
import type { StatementCoverage } from '../../core/import/coverage'
import type { BookkeepingContextValue } from '../provider/context'
import { useScopedQueryKey } from '../provider/queryScope'

const loadRecord = () => import('./statementCoverageRecord')

/** Adds what one statement import covered (see `statementCoverageRecord.ts`), its writer loaded first. */
export async function noteStatementCoverage(
  ...args: Parameters<typeof import('./statementCoverageRecord').noteStatementCoverage>
): Promise<void> {
  const { noteStatementCoverage: note } = await loadRecord()
  return note(...args)
}

/**
 * The company's statement coverage, for the preview: `undefined` while it loads (or while
 * `companyId` is not known yet); an empty list when it cannot be read, so the plain rule decides.
 */
export function useStatementCoverage(
  context: BookkeepingContextValue,
  companyId: string | undefined,
): readonly StatementCoverage[] | undefined {
  const queryKey = context.keys.stored(statementCoverageKey(companyId ?? ''))
  useScopedQueryKey(queryKey)
  const query = useQuery(
    {
      queryKey,
      queryFn: async () => (await (await loadRecord()).loadCoverage(context, companyId as string)).record,
      enabled: companyId !== undefined,
      staleTime: 30_000,
      // A record that cannot be read is not read again: only a failed load is.
      retry: (failures: number, error: Error) => failures < 1 && error.name !== 'StatementCoverageUnreadableError',
    },
    context.queryClient,
  )
  if (query.isError) return NONE
  return query.data?.statements
}

const NONE: readonly StatementCoverage[] = []
