// The browser bundle a partner ships holds no client-secret handling: nothing from bookkit/server
// (which sends the client secret) and nothing from the sandbox. Measured on the built package, as a
// partner's bundler sees it (test/bench/bundleSizes.ts), so `npm run build` must have run first.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DIST, measureBundle, type BundleSize } from '../bench/bundleSizes'

const MISSING = `dist/ has no built package: run \`npm run build\` first (npm test builds before Vitest). Looked in ${DIST}`

function requireBuild(): void {
  if (!existsSync(path.join(DIST, 'index.js')) || !existsSync(path.join(DIST, 'server', 'index.js'))) throw new Error(MISSING)
}

/** The bundle's inputs from our package, as paths inside dist/ ("api/client.js"). */
function packageInputs(bundle: BundleSize): string[] {
  return bundle.inputs
    .map((input) => input.split(path.sep).join('/'))
    .flatMap((input) => {
      const at = input.lastIndexOf('dist/')
      return at === -1 || input.includes('node_modules/') ? [] : [input.slice(at + 'dist/'.length)]
    })
}

const SECRET_HANDLING = /clientSecret|client_secret|createAccessToken|sandbox-client-secret|Basic \$\{/

describe('the browser bundle (everything bookkit exports)', () => {
  let everything: BundleSize

  beforeAll(async () => {
    requireBuild()
    everything = await measureBundle('everything', "export * from './index.js'")
  })

  it('is built from our modules (the check below looks at real inputs)', () => {
    expect(packageInputs(everything)).toEqual(
      expect.arrayContaining(['index.js', 'api/client.js', 'api/transport/tokens.js', 'react/provider/BookkeepingProvider.js']),
    )
  })

  it('has no input from bookkit/server or the sandbox', () => {
    const inputs = everything.inputs.map((input) => input.split(path.sep).join('/'))
    expect(inputs.filter((input) => /(^|\/)(src|dist)\/server\//.test(input))).toEqual([])
    expect(inputs.filter((input) => /sandbox/i.test(input))).toEqual([])
    expect(inputs.filter((input) => /node_modules\/msw\//.test(input))).toEqual([])
  })

  it('has no code that handles a client secret', () => {
    const offending = packageInputs(everything).filter((input) => SECRET_HANDLING.test(readFileSync(path.join(DIST, input), 'utf8')))
    expect(offending).toEqual([])
  })

  it('would notice: the bookkit/server entry does contain the secret handling', async () => {
    const server = await measureBundle('server', "export * from './server/index.js'")
    const inputs = packageInputs(server)
    expect(inputs.some((input) => input.startsWith('server/'))).toBe(true)
    expect(inputs.some((input) => SECRET_HANDLING.test(readFileSync(path.join(DIST, input), 'utf8')))).toBe(true)
  })
})
