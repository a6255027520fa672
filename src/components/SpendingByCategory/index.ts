export { SpendingByCategory, type SpendingByCategoryProps } from './SpendingByCategory'
