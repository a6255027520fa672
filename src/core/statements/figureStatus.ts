/**
 * Whether a hook's figures are `final` (every record behind them read), sums so far (`counting`
 * while records arrive; `stopped` when reading failed part way, and `refetch` reads on),
 * `partial` (a statement without the host's chart of accounts: every account it could see is
 * read, but accounts no record names may be missing, so no total is complete) or `unknown`
 * (nothing read yet, loading or failed: no figure, not even zero). README decisions 19 and 22.
 */
export type FigureStatus = 'final' | 'counting' | 'stopped' | 'partial' | 'unknown'

/** The status of figures read page by page: none read, all read, a failure part way, or still reading. */
export function figureStatus({ read, complete, failed }: { read: boolean; complete: boolean; failed: boolean }): FigureStatus {
  if (!read) return 'unknown'
  if (complete) return 'final'
  return failed ? 'stopped' : 'counting'
}
