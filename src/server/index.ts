/** bookkit/server: what a partner's backend imports. Never import it from browser code. */
export { createAccessToken, AccessTokenError } from './createAccessToken'
export type { CreateAccessTokenOptions } from './createAccessToken'
export type { TokenResponse } from '../api/types'
