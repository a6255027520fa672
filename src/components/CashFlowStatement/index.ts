export { CashFlowStatement, type CashFlowStatementProps } from './CashFlowStatement'
