/** Strings of the shared building blocks; a host overrides any of them through the provider's `messages`. */
export const sharedMessages = {
  'shared.loading': 'Loading…',
  'shared.retry': 'Try again',
  'shared.loadMore': 'Load more',
  'shared.loadingMore': 'Loading more…',
  'shared.allLoaded': 'Everything is loaded.',
  'shared.errorTitle': 'Something went wrong',
  'shared.renderError': 'This part of the page could not be shown.',
  'shared.authError': 'Signing in to the bookkeeping service failed.',
  'shared.networkError': 'The bookkeeping service could not be reached. Check the connection and try again.',
  'shared.responseError': 'The bookkeeping service sent an answer that could not be read.',
  'shared.outcomeUnknown': 'It is not known whether this was saved: the connection was lost before the bookkeeping service answered, and it could not be checked yet.',
  'shared.pagingError': 'The bookkeeping service kept answering pages it had already sent, so reading stopped here.',
  'shared.dateFrom': 'From',
  'shared.dateTo': 'To',
  'shared.dateRange': 'Date range',
  'shared.dateRangeInvalid': 'The start date is after the end date.',
}

export type SharedMessages = typeof sharedMessages
