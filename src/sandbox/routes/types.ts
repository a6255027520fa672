import type { TokenRegistry } from '../service/auth'
import type { ResolvedOptions } from '../service/options'
import type { ProfileConventions } from '../service/profile'
import type { Store } from '../store'
import type { Viewer } from '../service/viewer'

/** What every route handler can reach: the sandbox's store, its tokens, its options and its profile's conventions. */
interface RequestContext {
  readonly request: Request
  readonly url: URL
  /** Path parameters (`:id`), already URI-decoded. */
  readonly params: Readonly<Record<string, string>>
  readonly store: Store
  readonly tokens: TokenRegistry
  readonly options: ResolvedOptions
  readonly conventions: ProfileConventions
}

/** The context of a route behind a bearer token. */
export interface AuthorizedContext extends RequestContext {
  readonly viewer: Viewer
}

type HttpMethod = 'GET' | 'POST' | 'DELETE'

/** One endpoint. `access: 'write'` routes refuse read-only tokens before reading the body. */
export type Route =
  | { readonly method: HttpMethod; readonly path: string; readonly access: 'public'; handle(context: RequestContext): Promise<Response> }
  | {
      readonly method: HttpMethod
      readonly path: string
      readonly access: 'read' | 'write'
      handle(context: AuthorizedContext): Promise<Response>
    }
