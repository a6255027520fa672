/**
 * The company's transfers marked before their other side arrived (`transferMarks:<companyId>`),
 * read for the queue's transfer part; the record's reader and writer load on first use.
 */
import { useQuery } from '@tanstack/react-query'
import { transferMarksKey } from '../../core/store/store'
import type { BookkeepingContextValue } from '../provider/context'
import { useScopedQueryKey } from '../provider/queryScope'
import type { TransferMark } from './transferMarksRecord'

const loadRecord = () => import('./transferMarksRecord')

/** Adds and settles marks (see `transferMarksRecord.ts`), its writer loaded first. */
export async function changeTransferMarks(...args: Parameters<typeof import('./transferMarksRecord').changeTransferMarks>): Promise<void> {
  const { changeTransferMarks: change } = await loadRecord()
  return change(...args)
}

/**
 * The company's waiting marks: `undefined` while they load (or while `companyId` is not known); an
 * empty list when they cannot be read, so nothing is paired on their word.
 */
export function useTransferMarks(context: BookkeepingContextValue, companyId: string | undefined): readonly TransferMark[] | undefined {
  const queryKey = context.keys.stored(transferMarksKey(companyId ?? ''))
  useScopedQueryKey(queryKey)
  const query = useQuery(
    {
      queryKey,
      queryFn: async () => (await (await loadRecord()).loadTransferMarks(context, companyId as string)).record,
      enabled: companyId !== undefined,
      staleTime: 30_000,
      // A record that cannot be read is not read again: only a failed load is.
      retry: (failures: number, error: Error) => failures < 1 && error.name !== 'TransferMarksUnreadableError',
    },
    context.queryClient,
  )
  if (query.isError) return NONE
  return query.data?.marks
}

const NONE: readonly TransferMark[] = []
