/**
 * The strings `<ProfitAndLoss by>` adds when split by a dimension (a class, location or project),
 * in their own module: the part that shows them loads only when a statement is split. Part of
 * `ProfitAndLossMessages`; a host overrides any of them through the provider's `messages`.
 */
export const profitAndLossByDimensionMessages = {
  'profitAndLoss.by.derived': 'Total less the columns',
  'profitAndLoss.by.parentSum': 'With its sub-values',
  'profitAndLoss.by.more': (count: string) => `and ${count} more`,
  'profitAndLoss.by.moreName': (count: string, dimension: string, n: number) =>
    `Show ${count} more ${n === 1 ? 'column' : 'columns'} of ${dimension}`,
  'profitAndLoss.by.status.counting': 'so far',
  'profitAndLoss.by.status.stopped': 'stopped',
  'profitAndLoss.by.status.partial': 'accounts found only',
  'profitAndLoss.by.filter': (dimension: string) => `Show only these ${dimension} values`,
  'profitAndLoss.by.filterAll': (dimension: string) => `Every ${dimension} value`,
  'profitAndLoss.by.filterChosen': (names: string, count: string, n: number) => (n === 1 ? `${names} only` : `${count} values: ${names}`),
  'profitAndLoss.by.derivedNote': (dimension: string) =>
    `A ${dimension} column holds the period's lines of that value (and of its sub-values); Not specified is the total less those lines.`,
  'profitAndLoss.by.otherNote': (dimension: string) => `Other ${dimension} values is the total less the lines of the columns shown.`,
  'profitAndLoss.by.sharedNote': (count: string, dimension: string, n: number) =>
    `${count} ${n === 1 ? 'line carries' : 'lines carry'} two ${dimension} values: each shows in both columns and is taken from the total once.`,
}
