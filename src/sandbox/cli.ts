#!/usr/bin/env node
import { readCliOptions } from './service/cliOptions'
import { SANDBOX } from './constants'
import { startSandboxServer } from './service/server'

/**
 * `npm run sandbox`: the sandbox on http://127.0.0.1:4010 (or `PORT`), its books seeded relative to
 * today's date on this machine. `SANDBOX_SEED` and `SANDBOX_TODAY` (YYYY-MM-DD) choose other books,
 * and pinning both gives the same books every run; `--profile described` (or `SANDBOX_PROFILE`)
 * answers only what the service description shows. Prints how to call it; never prints a token.
 */
const cli = readCliOptions(process.argv.slice(2), process.env)
if (!cli.ok) fail(cli.message)

const server = await startSandboxServer(cli.options).catch((error: unknown) => {
  // A taken port or a bad SANDBOX_TODAY: say so in one line rather than with a stack trace.
  fail(`bookkit sandbox did not start: ${error instanceof Error ? error.message : String(error)}`)
})
const { url } = server
const bakery = SANDBOX.companies.bakery
const lines = [
  `bookkit sandbox on ${url}`,
  `  profile ${server.sandbox.options.profile}, today ${server.sandbox.options.today}, seed ${server.sandbox.options.seed}`,
  '',
  `client credentials (HTTP Basic on POST ${url}/v6/auth/token):`,
  `  ${SANDBOX.clientId} / ${SANDBOX.clientSecret}`,
  '',
  'users (form parameter userId; leave it out for a partner-level token; scope=read for read-only):',
  `  ${SANDBOX.users.bakeryOwner}       owner of co_1 (${bakery.name})`,
  `  ${SANDBOX.users.bikeShopOwner}       owner of co_2 (${SANDBOX.companies.bikeShop.name})`,
  `  ${SANDBOX.users.bookkeeper}  bookkeeper for both`,
  '',
  'try it:',
  `  TOKEN=$(curl -s -u ${SANDBOX.clientId}:${SANDBOX.clientSecret} -d userId=${SANDBOX.users.bakeryOwner} ${url}/v6/auth/token | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
  `  curl -s -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \\`,
  `    -d '{"limit": 5, "filter": {"includeBeginningBalance": true}}' \\`,
  `    ${url}/v6/accounting/glAccounts/${bakery.glAccounts.busyExpense}/generalLedger`,
  '',
  'Ctrl+C stops it.',
]
process.stdout.write(`${lines.join('\n')}\n`)

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}
