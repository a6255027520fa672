// Generates src/api/schema.gen.ts from src/api/openapi.yaml with openapi-typescript.
//   node src/api/codegen/generate.mjs          write the file (npm run gen)
//   node src/api/codegen/generate.mjs --check  write nothing; exit 1 when the checked-in file is stale
import { register } from 'node:module'
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import path from 'node:path'

// Must run before openapi-typescript is loaded, hence the dynamic import below.
register('./ts5-hooks.mjs', import.meta.url)
const { default: openapiTS, astToString } = await import('openapi-typescript')

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(apiDir, '../..')
const source = path.join(apiDir, 'openapi.yaml')
const target = path.join(apiDir, 'schema.gen.ts')
const targetName = path.relative(repoRoot, target)

const BANNER = `// Generated from src/api/openapi.yaml by src/api/codegen/generate.mjs. Do not edit;
// change the OpenAPI document and run \`npm run gen\`.

`

async function generate() {
  const ast = await openapiTS(pathToFileURL(source), {
    // A `default` (page limit, token scope) must not make a property required.
    defaultNonNullable: false,
    // Only a schema's `required` list makes a property required.
    propertiesRequiredByDefault: false,
  })
  return BANNER + astToString(ast)
}

async function readOrEmpty(file) {
  try {
    return await readFile(file, 'utf8')
  } catch {
    return ''
  }
}

let generated
try {
  generated = await generate()
} catch (error) {
  // openapi-typescript's errors carry the whole document; the message is what helps.
  console.error(`Could not generate ${targetName} from src/api/openapi.yaml: ${error?.message ?? error}`)
  process.exit(1)
}

if (process.argv.includes('--check')) {
  if ((await readOrEmpty(target)) !== generated) {
    console.error(`${targetName} is stale: it does not match src/api/openapi.yaml. Run \`npm run gen\`.`)
    process.exit(1)
  }
  process.stdout.write(`${targetName} is up to date.\n`)
} else {
  await writeFile(target, generated)
  process.stdout.write(`wrote ${targetName}\n`)
}
