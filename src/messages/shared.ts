/** Strings of the shared building blocks; a host overrides any of them through the provider's `messages`. */
export const sharedMessages = {
  'shared.loading': 'Loading…',
  'shared.retry': 'Try again',
  'shared.loadMore': 'Load more',
  'shared.loadingMore': 'Loading more…',
  'shared.allLoaded': 'Everything is loaded.',
  'shared.errorTitle': 'Something went wrong.',
  'shared.renderError': 'This part of the page could not be shown.',
  'shared.authError': 'Signing in to the bookkeeping service failed.',
  'shared.networkError': 'The bookkeeping service could not be reached. Check the connection and try again.',
  'shared.timeoutError': 'The bookkeeping service did not answer in time. Try again in a moment.',
  'shared.busyError': 'The bookkeeping service is busy. Try again in a moment.',
  'shared.responseError': 'The bookkeeping service sent an answer that could not be read.',
  'shared.unknown.noAnswer': 'The connection was lost before the bookkeeping service answered.',
  'shared.unknown.timeout': 'The bookkeeping service did not answer in time.',
  'shared.unknown.failed': 'The bookkeeping service reported a failure, after it may have stored it.',
  'shared.unknown.unreadable': 'The bookkeeping service sent an answer that could not be read.',
  'shared.unknown.cancelled': 'Saving was cancelled before the bookkeeping service answered.',
  'shared.unknown.busy': (time: string) => `The bookkeeping service is busy: it asked to wait until ${time}.`,
  'shared.waitingToSend': (time: string) => `The bookkeeping service is busy: sending again at ${time}…`,
  'shared.pagingError': 'The bookkeeping service kept answering pages it had already sent, so reading stopped here.',
  'shared.dateFrom': 'From',
  'shared.dateTo': 'To',
  'shared.dateRange': 'Date range',
  'shared.dateRangeInvalid': 'The start date is after the end date.',
}

export type SharedMessages = typeof sharedMessages
