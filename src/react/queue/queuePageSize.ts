/**
 * `<BankTransactionList>`'s default `pageSize`. The set is cached per page size: with the same one,
 * a badge and the queue on one page share one sync instead of walking the listing twice. A module
 * of its own: the components that share the queue's sync import it without the badge's hook.
 */
export const QUEUE_PAGE_SIZE = 250
