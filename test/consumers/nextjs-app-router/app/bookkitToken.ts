// The app's server-side token call, for the route handler (renewals) and the page (the first
// token, handed with the page). It holds the client secret and uses bookkit/server, which never
// loads React. A real app reads the signed-in user from its session; the sandbox's credentials and
// user are public test values, passed here by the environment.
import { createAccessToken, type TokenResponse } from 'bookkit/server'

export function mintBookkitToken(): Promise<TokenResponse> {
  return createAccessToken({
    baseUrl: process.env.BOOKKIT_BASE_URL ?? 'http://127.0.0.1:4010',
    clientId: process.env.BOOKKIT_CLIENT_ID ?? 'sandbox-client-id',
    clientSecret: process.env.BOOKKIT_CLIENT_SECRET ?? 'sandbox-client-secret',
    userId: 'usr_owner_1',
  })
}
