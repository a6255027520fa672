/**
 * What a hook's figures are worth right now (README decision 19: a figure is final only when it is):
 * - `final`: every record behind them has been read;
 * - `counting`: records are still arriving, and the figures are sums so far;
 * - `stopped`: reading failed part way (the figures are sums so far; `refetch` reads on);
 * - `unknown`: nothing could be read yet, loading or failed: there is no figure, not even zero.
 */
export type FigureStatus = 'final' | 'counting' | 'stopped' | 'unknown'

/** The status of figures read page by page: none read, all read, a failure part way, or still reading. */
export function figureStatus({ read, complete, failed }: { read: boolean; complete: boolean; failed: boolean }): FigureStatus {
  if (!read) return 'unknown'
  if (complete) return 'final'
  return failed ? 'stopped' : 'counting'
}
