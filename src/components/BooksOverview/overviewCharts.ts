// The overview's three charts, one module loaded after the tiles (BooksOverview.tsx). Drawn
// together, they load together: one chunk on the overview's page, and on a page that imports the
// charts as well (everything bookkit exports), one import() beside them rather than three, which a
// partner's Vite (Rolldown) splits the charts' shared modules into one chunk each for.
export { CashFlowChart } from '../CashFlowChart/CashFlowChart'
export { ReceivablesAging } from '../ReceivablesAging/ReceivablesAging'
export { SpendingByCategory } from '../SpendingByCategory/SpendingByCategory'
