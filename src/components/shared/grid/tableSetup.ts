import { createElement, type ReactNode } from 'react'

/** What every list's table meta holds: the list's messages, by key. */
export interface ListTableMeta {
  messages: object
}

/** The keys of `messages` whose message is a plain text (not one made from values). */
type TextKey<TMessages> = { [K in keyof TMessages]: TMessages[K] extends string ? K : never }[keyof TMessages]

/** What a list's templates read of its table: the meta the list's grid is given (VirtualGrid's `table.meta`). */
export interface ListTable<TMeta> {
  meta: TMeta
}

/**
 * What a list's header and footer templates read: the table (its meta holds the messages). Only
 * that, so one template fits columns of any value type.
 */
export interface ListHeaderContext<TMeta> {
  table: ListTable<TMeta>
}

/** One row of a list's grid: a record, keyed by its id. */
export interface ListRow<TData> {
  id: string
  original: TData
}

/** What a list's cell templates read: the row, and the table. */
export interface ListCellContext<TData, TMeta> extends ListHeaderContext<TMeta> {
  row: ListRow<TData>
}

/** What a header, cell or footer shows: a plain text, or what a template makes of its context. */
export type Template<TContext> = string | ((context: TContext) => ReactNode)

/** A column as a list defines it: its id, header, cell, footer (any may be left out) and its meta. */
export interface ListColumnDef<TData, TMeta, TColumnMeta> {
  id: string
  header?: Template<ListHeaderContext<TMeta>>
  cell?: Template<ListCellContext<TData, TMeta>>
  footer?: Template<ListHeaderContext<TMeta>>
  meta?: TColumnMeta
}

/** A column of a list's grid; an accessor column also says what value of the record it shows. */
export interface ListColumn<TData, TMeta, TColumnMeta> extends ListColumnDef<TData, TMeta, TColumnMeta> {
  value?: (record: TData) => unknown
}

/**
 * A template's output for a context: a text as it is, nothing when there is none, and a function as
 * a component given the context (as TanStack Table's FlexRender did): a host's cell (InvoiceList's
 * `renderCell`) may use hooks, however many cells the window shows.
 */
function render<TContext extends object>(template: Template<TContext> | undefined, context: TContext): ReactNode {
  return typeof template === 'function' ? createElement(template, context) : template
}

/** A column's header for a table. */
export const renderHeader = <TMeta>(column: Pick<ListColumnDef<unknown, TMeta, unknown>, 'header'>, table: ListTable<TMeta>) => render(column.header, { table })

/** A column's footer for a table. */
export const renderFooter = <TMeta>(column: Pick<ListColumnDef<unknown, TMeta, unknown>, 'footer'>, table: ListTable<TMeta>) => render(column.footer, { table })

/** A column's cell in a row of a table. */
export const renderCell = <TData, TMeta>(column: Pick<ListColumnDef<TData, TMeta, unknown>, 'cell'>, row: ListRow<TData>, table: ListTable<TMeta>) => render(column.cell, { row, table })

/**
 * A list's table set-up, made once at module level: the column helper for its records (in
 * TanStack Table's call shape), and its headers read from its messages. A list orders, filters
 * and pages its rows itself, or the service does, so columns are only what each cell shows.
 */
export function listTableSetup<TData, TMeta extends ListTableMeta, TColumnMeta extends object>() {
  type Column = ListColumn<TData, TMeta, TColumnMeta>
  type Def = ListColumnDef<TData, TMeta, TColumnMeta>
  return {
    helper: {
      /** The list's columns, in order. */
      columns: (columns: Column[]): readonly Column[] => columns,
      /** A column showing a value of the record: a field by its key, or one worked out by a function. */
      accessor: (value: keyof TData | ((record: TData) => unknown), def: Def): Column => ({
        ...def,
        value: typeof value === 'function' ? value : (record) => record[value],
      }),
      /** A column that shows no one value (a checkbox, a figure made of several). */
      display: (def: Def): Column => def,
    },
    /** A column's header: its text from the list's messages. */
    messageHeader:
      (key: TextKey<TMeta['messages']>) =>
      ({ table }: ListHeaderContext<TMeta>) => {
        const messages: TMeta['messages'] = table.meta.messages
        // A text key's message is a string (TextKey), which TypeScript cannot see through the generic.
        return messages[key] as string
      },
  }
}

/** The meta a list's templates read: every list's grid is given it (VirtualGrid's `table.meta`). */
export const metaOf = <TMeta>(table: ListTable<TMeta>) => table.meta
