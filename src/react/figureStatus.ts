/**
 * Whether a hook's figures are `final` (every record behind them read), sums so far (`counting`
 * while records arrive; `stopped` when reading failed part way, and `refetch` reads on) or
 * `unknown` (nothing read yet, loading or failed: no figure, not even zero). README decision 19.
 */
export type FigureStatus = 'final' | 'counting' | 'stopped' | 'unknown'

/** The status of figures read page by page: none read, all read, a failure part way, or still reading. */
export function figureStatus({ read, complete, failed }: { read: boolean; complete: boolean; failed: boolean }): FigureStatus {
  if (!read) return 'unknown'
  if (complete) return 'final'
  return failed ? 'stopped' : 'counting'
}
