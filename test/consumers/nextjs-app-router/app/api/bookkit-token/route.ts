// The host's backend route: it holds the client secret and asks the service for a token with
// bookkit/server, which never loads React. A real app reads the signed-in user from its session;
// the sandbox's credentials and user are public test values, passed here by the environment.
import { createAccessToken } from 'bookkit/server'

export async function POST(): Promise<Response> {
  const token = await createAccessToken({
    baseUrl: process.env.BOOKKIT_BASE_URL ?? 'http://127.0.0.1:4010',
    clientId: process.env.BOOKKIT_CLIENT_ID ?? 'sandbox-client-id',
    clientSecret: process.env.BOOKKIT_CLIENT_SECRET ?? 'sandbox-client-secret',
    userId: 'usr_owner_1',
  })
  return Response.json(token, { headers: { 'cache-control': 'no-store' } })
}
