// The queries of a month's close and of the company's signed-off months, on their own: the
// checklist, the overview, the queue's flag and the editor's notice read the records; their reader
// and writers (./monthCloseRecord.ts) load with the first read, so none of them carries that code up front.
import { queryOptions } from '@tanstack/react-query'
import { closeKey, signedMonthsKey, type CloseRecord, type SignedMonths } from '../books/monthClose'
import type { BookkeepingContextValue } from './context'

/** The records' reader and writers: loaded with the first read, unless the caller holds them already. */
type RecordReads = Pick<typeof import('./monthCloseRecord'), 'readCloseRecordMending' | 'loadSignedMonths'>
const loadRecord = (): Promise<RecordReads> => import('./monthCloseRecord')

// A store that failed may answer next time; a record it cannot read will not read better.
const retry = (failures: number, error: Error) => failures < 1 && error.name !== 'CloseRecordUnreadableError'

/** The query of a month's record (the record itself, as a save leaves it in the cache); its read mends the company's list. */
export const closeRecordQuery = (context: BookkeepingContextValue, companyId: string, month: string, load = loadRecord) =>
  queryOptions<CloseRecord>({
    queryKey: context.keys.stored(closeKey(companyId, month)),
    queryFn: async () => (await load()).readCloseRecordMending(context, companyId, month),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    retry,
  })

/** The query of the company's signed-off months. */
export const signedMonthsQuery = (context: BookkeepingContextValue, companyId: string, load = loadRecord) =>
  queryOptions<SignedMonths>({
    queryKey: context.keys.stored(signedMonthsKey(companyId)),
    queryFn: async () => (await (await load()).loadSignedMonths(context, companyId)).record,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    retry,
  })
