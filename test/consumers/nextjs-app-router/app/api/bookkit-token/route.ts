// The host's backend route: the browser's fetchToken asks it for each token after the first one,
// which the page hands with its HTML (page.tsx).
import { mintBookkitToken } from '../../bookkitToken'

export async function POST(): Promise<Response> {
  return Response.json(await mintBookkitToken(), { headers: { 'cache-control': 'no-store' } })
}
