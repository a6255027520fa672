import { createColumnHelper, tableFeatures, type ExtractTableMeta, type Row, type RowData, type Table, type TableFeatures } from '@tanstack/react-table'

/** What every list's table meta holds: the list's messages, by key. */
export interface ListTableMeta {
  messages: object
}

/** The keys of `messages` whose message is a plain text (not one made from values). */
type TextKey<TMessages> = { [K in keyof TMessages]: TMessages[K] extends string ? K : never }[keyof TMessages]

/** The features of a list's table: the core model only, typed with the list's table meta and column meta. */
export interface ListTableFeatures<TMeta extends object, TColumnMeta extends object> {
  tableMeta: TMeta
  columnMeta: TColumnMeta
}

/**
 * What a list's header and footer templates read: the table (its meta holds the messages). Only
 * that, so one template fits columns of any value type.
 */
export interface ListHeaderContext<TFeatures extends TableFeatures, TData extends RowData> {
  table: Table<TFeatures, TData>
}

/** What a list's cell templates read: the row, and the table. */
export interface ListCellContext<TFeatures extends TableFeatures, TData extends RowData> extends ListHeaderContext<TFeatures, TData> {
  row: Row<TFeatures, TData>
}

/**
 * A list's table set-up, made once at module level: its features (the core model is all a list
 * needs: it orders, filters and pages its rows itself, or the service does; the `tableMeta` and
 * `columnMeta` slots carry only types), the column helper for its records, and its headers read
 * from its messages.
 */
export function listTableSetup<TData extends RowData, TMeta extends ListTableMeta, TColumnMeta extends object>() {
  type Features = ListTableFeatures<TMeta, TColumnMeta>
  return {
    features: tableFeatures<Features>({ tableMeta: {} as TMeta, columnMeta: {} as TColumnMeta }),
    helper: createColumnHelper<Features, TData>(),
    /** A column's header: its text from the list's messages. */
    messageHeader:
      (key: TextKey<TMeta['messages']>) =>
      ({ table }: ListHeaderContext<Features, TData>) => {
        const messages: TMeta['messages'] = (table.options.meta as TMeta).messages
        // A text key's message is a string (TextKey), which TypeScript cannot see through the generic.
        return messages[key] as string
      },
  }
}

/** The meta a list's templates read: every list's grid is given it (VirtualGrid's `table.meta`). */
export const metaOf = <TFeatures extends TableFeatures, TData extends RowData>(table: Table<TFeatures, TData>) => table.options.meta as ExtractTableMeta<TFeatures, TData>
