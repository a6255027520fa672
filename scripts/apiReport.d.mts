/** One export of an entry point, as the report lists it. */
export interface ApiExport {
  name: string
  kind: 'class' | 'function' | 'interface' | 'type' | 'enum' | 'const' | 'namespace' | 'other'
  doc: string | undefined
  declarations: string[]
}

/** One entry point of the package and its exports. */
export interface ApiEntryPoint {
  name: string
  types: string
  report: string
  exports: ApiExport[]
}

/** What one entry point exports by design (api-report/allowed.json): named groups, each with why it is public, and exceptions with their reasons. */
export interface AllowedSurface {
  groups: Record<string, { why: string; names: string[] }>
  exceptions: Record<string, string>
}

/** The allow-list, by entry point name. */
export type AllowList = Record<string, AllowedSurface>

/** An entry point checked against the allow-list. */
export interface AllowListCheck {
  /** Exports the allow-list does not name. */
  unlisted: string[]
  /** Names the allow-list names that the entry point does not export. */
  stale: string[]
  /** Names listed more than once. */
  duplicated: string[]
  /** Groups (`group <key>`) and exceptions (`exception <name>`) without a reason. */
  unexplained: string[]
}

export declare const ROOT: string
export declare const REPORT_DIR: string
export declare const ENTRY_POINTS: ReadonlyArray<Omit<ApiEntryPoint, 'exports'>>
export declare function readSurface(root?: string): ApiEntryPoint[]
export declare function readAllowList(root?: string): AllowList
export declare function allowedAs(allowList: AllowList, entryName: string, name: string): string | undefined
export declare function checkAllowList(entry: ApiEntryPoint, allowList: AllowList): AllowListCheck
export declare function renderReport(entry: ApiEntryPoint, allowList?: AllowList): string
export declare function expectedReports(root?: string, surface?: ApiEntryPoint[]): Map<string, string>
export declare function undocumented(root?: string, surface?: ApiEntryPoint[]): string[]
