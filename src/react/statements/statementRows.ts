// The types every statement hook shares beside its figures (src/core/statements/statementTotals.ts),
// named where the components and the public index have always found them.
export type {
  StatementAccountRow,
  StatementAccountStatus,
  StatementFigure,
  StatementReading,
  StatementTotal,
} from '../../core/statements/statementTotals'
