export { BooksOverview, type BooksOverviewProps } from './BooksOverview'
