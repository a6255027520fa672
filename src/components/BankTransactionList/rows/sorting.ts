/** The queue's sorting table (clientSorter.ts), loaded with `import()` once its rows have painted. */
import { clientSorter } from '../../shared/grid/clientSorter'
import { sortableTransactionColumns } from './columns'

export const sortTransactions = clientSorter(sortableTransactionColumns)
