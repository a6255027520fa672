import type { LogicalClock } from '../clock'
import { SANDBOX } from '../constants'
import { ApiFailure } from './errors'
import type { ProfileConventions } from './profile'
import type { Random } from '../random'
import type { Viewer } from './viewer'

/** An issued access token and what it grants. */
export interface TokenGrant extends Viewer {
  readonly token: string
  readonly expiresAtMillis: number
  /** Set by `expireTokens()`: the token is now expired whatever the clock says. */
  revoked: boolean
}

/** Issues and checks bearer tokens. Tokens are random-looking, unique, and drawn from the seed. */
export class TokenRegistry {
  private readonly grants = new Map<string, TokenGrant>()

  constructor(
    private readonly clock: LogicalClock,
    private readonly random: Random,
    private readonly ttlSeconds: number,
    /** What an expired token answers: the profile's `expiredTokenType`. */
    readonly expiredTokenType: ProfileConventions['expiredTokenType'],
  ) {}

  get ttl(): number {
    return this.ttlSeconds
  }

  issue(viewer: Viewer): TokenGrant {
    let token: string
    do token = `sbx_${this.randomHex(40)}`
    while (this.grants.has(token))
    const grant: TokenGrant = { ...viewer, token, expiresAtMillis: this.clock.nowMillis() + this.ttlSeconds * 1000, revoked: false }
    this.grants.set(token, grant)
    return grant
  }

  find(token: string): TokenGrant | undefined {
    return this.grants.get(token)
  }

  isExpired(grant: TokenGrant): boolean {
    return grant.revoked || this.clock.nowMillis() >= grant.expiresAtMillis
  }

  /** Every token issued so far is expired from now on; later ones are not. */
  expireAll(): void {
    for (const grant of this.grants.values()) grant.revoked = true
  }

  private randomHex(length: number): string {
    let hex = ''
    while (hex.length < length)
      hex += Math.floor(this.random.next() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0')
    return hex.slice(0, length)
  }
}

/**
 * The viewer of a request's bearer token: 401 INVALID_TOKEN when missing or unknown, 403 when
 * expired, with the registry's `expiredTokenType` (EXPIRED_TOKEN, or FORBIDDEN as the description has it).
 */
export function authenticate(request: Request, tokens: TokenRegistry): TokenGrant {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) throw ApiFailure.of(401, 'INVALID_TOKEN', 'An access token is required: send Authorization: Bearer <token>.')
  const grant = tokens.find(match[1] as string)
  if (!grant) throw ApiFailure.of(401, 'INVALID_TOKEN', 'The access token is not valid.')
  if (tokens.isExpired(grant)) throw ApiFailure.of(403, tokens.expiredTokenType, 'The access token has expired. Request a new one.')
  return grant
}

/** A read-only token may not change anything: 403 FORBIDDEN. */
export function requireWriteScope(viewer: Viewer): void {
  if (viewer.scope !== 'write') throw ApiFailure.of(403, 'FORBIDDEN', 'This token is read-only and cannot change data.')
}

/** HTTP Basic with the sandbox's client id and secret; anything else is 401 INVALID_TOKEN. */
export function checkClientCredentials(request: Request): void {
  const invalid = ApiFailure.of(401, 'INVALID_TOKEN', 'The client credentials are not valid.')
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.get('authorization') ?? '')
  if (!match) throw invalid
  let decoded: string
  try {
    decoded = atob(match[1] as string)
  } catch {
    throw invalid
  }
  if (decoded !== `${SANDBOX.clientId}:${SANDBOX.clientSecret}`) throw invalid
}
