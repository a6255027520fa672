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

export declare const ROOT: string
export declare const REPORT_DIR: string
export declare const ENTRY_POINTS: ReadonlyArray<Omit<ApiEntryPoint, 'exports'>>
export declare function readSurface(root?: string): ApiEntryPoint[]
export declare function renderReport(entry: ApiEntryPoint): string
export declare function expectedReports(root?: string): Map<string, string>
export declare function undocumented(root?: string): string[]
