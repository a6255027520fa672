/** The words of the lists' grid (its Columns menu, column edges and sort note); a host overrides any of them through the provider's `messages`. */
export const gridMessages = {
  'grid.columns': 'Columns',
  'grid.columnsLabel': (list: string) => `Columns of ${list}`,
  'grid.columnsHint': 'Tick the columns to show. Alt+Arrow Up or Down moves the focused column.',
  'grid.moveColumnEarlier': (column: string) => `Move ${column} earlier`,
  'grid.moveColumnLater': (column: string) => `Move ${column} later`,
  'grid.resetColumns': 'Reset columns',
  'grid.columnWidth': (column: string) => `Width of ${column}`,
  'grid.sortedPartly': (count: string) => `Sorted within the ${count} loaded so far; more are still arriving.`,
}

/** The lists' grid strings (Columns menu, column edges, sort note), as a host may override them. */
export type GridMessages = typeof gridMessages
