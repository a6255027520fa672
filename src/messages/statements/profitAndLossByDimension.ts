/**
 * The strings `<ProfitAndLoss by>` adds when split by a dimension (a class, location or project),
 * in their own module: the part that shows them loads only when a statement is split. Part of
 * `ProfitAndLossMessages`; a host overrides any of them through the provider's `messages`.
 */
export const profitAndLossByDimensionMessages = {
  'profitAndLoss.by.derived': 'Total less the columns',
  'profitAndLoss.by.parentSum': 'With its sub-values',
  'profitAndLoss.by.showChildren': (value: string) => `Show the values under ${value}`,
  'profitAndLoss.by.hideChildren': (value: string) => `Hide the values under ${value}`,
  'profitAndLoss.by.more': (count: string) => `and ${count} more`,
  'profitAndLoss.by.moreName': (count: string, dimension: string, n: number) =>
    `Show ${count} more ${n === 1 ? 'column' : 'columns'} of ${dimension}`,
  'profitAndLoss.by.status.counting': 'so far',
  'profitAndLoss.by.status.stopped': 'stopped',
  'profitAndLoss.by.status.partial': 'accounts found only',
  'profitAndLoss.by.status.unknown': 'reading',
  'profitAndLoss.by.filter': (dimension: string) => `Show only these ${dimension} values`,
  'profitAndLoss.by.filterAll': (dimension: string) => `Every ${dimension} value`,
  'profitAndLoss.by.filterChosen': (names: string, count: string, n: number) => (n === 1 ? `${names} only` : `${count} values: ${names}`),
  'profitAndLoss.by.derivedNote': (dimension: string) =>
    `Each ${dimension} column holds the lines filed under that value in the period (a value with sub-values, its own and theirs). Not specified is worked out: the total less the lines in the ${dimension} columns.`,
  'profitAndLoss.by.otherNote': (dimension: string) =>
    `Other ${dimension} values is worked out: the total less the lines in the columns shown.`,
  'profitAndLoss.by.sharedNote': (count: string, dimension: string, n: number) =>
    `${count} ${n === 1 ? 'line carries' : 'lines carry'} two ${dimension} values: each shows in both columns and is taken from the total once.`,
}
