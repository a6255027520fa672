// Checks answers and request bodies against src/api/openapi.yaml, so that the contract, the
// sandbox and the client cannot drift apart. Used by every test that talks to the sandbox.
//
// Stricter than the document on purpose: every object schema that lists `properties` is closed
// here (no undocumented fields), while the document itself stays open so that real clients
// tolerate fields the service adds. Objects are therefore never composed with `allOf` in the
// document (a closed base would reject the extension); test/contract/contract.test.ts checks that.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

/** Where the contract lives. */
export const CONTRACT_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/api/openapi.yaml')

const SCHEMAS_ID = 'urn:bookkit:openapi:schemas'
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

type Json = Record<string, unknown>

const FAILURE_SCHEMA: Json = { $ref: '#/components/schemas/FailureEnvelope' }

interface Operation {
  method: string
  template: string
  operationId: string
  object: Json
}

interface Route {
  template: string
  pattern: RegExp
  operations: Map<string, Operation>
}

interface Contract {
  document: Json
  routes: Route[]
  ajv: Ajv2020
  validators: Map<string, ValidateFunction>
}

let loaded: Contract | undefined

function contract(): Contract {
  loaded ??= loadContract()
  return loaded
}

function loadContract(): Contract {
  const document = parse(readFileSync(CONTRACT_FILE, 'utf8')) as Json
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true })
  addFormats(ajv)
  // The service sends datetimes with a trailing `Z`, or with fractional seconds and no zone;
  // RFC 3339's date-time (ajv-formats) would reject the second shape.
  ajv.addFormat('date-time', { type: 'string', validate: isServiceDateTime })
  // An annotation naming the README decision behind an invented member; it validates nothing.
  ajv.addKeyword({ keyword: 'x-bookkit-decision', schemaType: 'string' })
  const schemas = asObject(asObject(document.components).schemas)
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: mapValues(schemas, prepareSchema) })
  return { document, routes: routesOf(document), ajv, validators: new Map() }
}

function routesOf(document: Json): Route[] {
  const routes = Object.entries(asObject(document.paths)).map(([template, item]) => {
    const operations = new Map<string, Operation>()
    for (const method of METHODS) {
      const object = asObject(asObject(item)[method])
      if (Object.keys(object).length === 0) continue
      operations.set(method, { method, template, operationId: String(object.operationId), object })
    }
    return { template, pattern: templatePattern(template), operations }
  })
  // A literal segment wins over a `{param}` in the same place.
  return routes.sort((a, b) => paramCount(a.template) - paramCount(b.template))
}

function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`)
}

function paramCount(template: string): number {
  return template.split('{').length - 1
}

/** Rewrites component `$ref`s to the registered schema set and closes every listed object. */
function prepareSchema(schema: unknown): unknown {
  if (!isObject(schema)) return schema
  const prepared: Json = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      prepared[key] = value.replace('#/components/schemas/', `${SCHEMAS_ID}#/$defs/`)
    } else if (SCHEMA_MAPS.has(key) && isObject(value)) {
      prepared[key] = mapValues(value, prepareSchema)
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      prepared[key] = value.map(prepareSchema)
    } else if (SUBSCHEMAS.has(key)) {
      prepared[key] = prepareSchema(value)
    } else {
      prepared[key] = value
    }
  }
  if (isObject(prepared.properties) && !('additionalProperties' in prepared) && !('unevaluatedProperties' in prepared)) {
    prepared.additionalProperties = false
  }
  return prepared
}

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas'])
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems'])
const SUBSCHEMAS = new Set([
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
])

function validatorFor(schema: Json): ValidateFunction {
  const { ajv, validators } = contract()
  // The document's body schemas are `$ref`s or small inline objects: their text is a fine key.
  const key = JSON.stringify(schema)
  let validate = validators.get(key)
  if (!validate) {
    validate = ajv.compile(prepareSchema(schema) as Json)
    validators.set(key, validate)
  }
  return validate
}

/** Follows a local `$ref` (`#/components/...`) to the object it names. */
function deref(value: unknown): Json {
  let current = asObject(value)
  for (let hops = 0; typeof current.$ref === 'string'; hops++) {
    if (hops > 16) throw new Error(`contract: $ref cycle at ${current.$ref}`)
    current = asObject(resolvePointer(contract().document, current.$ref))
  }
  return current
}

/** Resolves a local JSON pointer such as `#/components/schemas/Invoice`; undefined when it does not exist. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined
  let current: unknown = document
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    if (!isObject(current) && !Array.isArray(current)) return undefined
    if (!Object.hasOwn(current, key)) return undefined
    current = (current as Json)[key]
  }
  return current
}

function findOperation(method: string, pathname: string): Operation | undefined {
  for (const route of contract().routes) {
    if (route.pattern.test(pathname)) return route.operations.get(method.toLowerCase())
  }
  return undefined
}

function pathnameOf(url: string): string {
  return new URL(url, 'http://contract.invalid').pathname
}

/** Validates a response against the contract; returns the parsed JSON body. Throws an Error listing every violation, naming method, path and status. */
export async function expectContract(method: string, url: string, response: Response): Promise<any> {
  const verb = method.toUpperCase()
  const pathname = pathnameOf(url)
  const status = response.status
  const where = `${verb} ${pathname} answered ${status}`
  const text = await response.clone().text()
  const operation = findOperation(verb, pathname)

  if (!operation) {
    const failureErrors = status === 404 ? bodyErrors(FAILURE_SCHEMA, response, text) : undefined
    if (failureErrors?.length === 0) return JSON.parse(text)
    const detail = status === 404 ? `, and its body is not the failure envelope:\n${bullets(failureErrors ?? [])}` : ''
    throw new Error(
      `${where}: the contract has no ${verb} ${pathname} (only a 404 with the failure envelope may answer an unknown route)${detail}`,
    )
  }

  const responses = asObject(operation.object.responses)
  const declared = responses[String(status)] ?? responses.default
  if (!declared) {
    const documented = Object.keys(responses).join(', ')
    throw new Error(`${where}: status ${status} is not documented for ${operation.operationId} (documented: ${documented})`)
  }
  const media = asObject(asObject(deref(declared).content)['application/json'])
  if (!isObject(media.schema)) {
    if (text !== '') throw new Error(`${where}: ${operation.operationId} documents no body for ${status}, but one came`)
    return undefined
  }
  const errors = bodyErrors(media.schema, response, text)
  if (errors.length > 0) {
    throw new Error(`${where}: the answer breaks the contract of ${operation.operationId}:\n${bullets(errors)}`)
  }
  return JSON.parse(text)
}

function bodyErrors(schema: Json, response: Response, text: string): string[] {
  const errors: string[] = []
  const contentType = response.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(contentType)) {
    errors.push(`Content-Type is ${contentType ? `"${contentType}"` : 'missing'}, not application/json`)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return [...errors, `the body is not JSON: ${JSON.stringify(text.slice(0, 80))}`]
  }
  return [...errors, ...schemaViolations(validatorFor(schema), body)]
}

/** Lists the violations of a request body against the contract (empty when valid). `body` may be an object, a JSON string, or form parameters. */
export function requestSchemaErrors(method: string, url: string, body: unknown): string[] {
  const verb = method.toUpperCase()
  const pathname = pathnameOf(url)
  const where = `${verb} ${pathname} request`
  const operation = findOperation(verb, pathname)
  if (!operation) return [`${where}: the contract has no ${verb} ${pathname}`]

  const absent = body === undefined || body === null || body === ''
  if (operation.object.requestBody === undefined) {
    return absent ? [] : [`${where}: ${operation.operationId} takes no body`]
  }
  const requestBody = deref(operation.object.requestBody)
  if (absent) return requestBody.required === true ? [`${where}: ${operation.operationId} needs a body`] : []

  const [mediaType, media] = Object.entries(asObject(requestBody.content))[0] ?? []
  const schema = asObject(asObject(media).schema)
  let value: unknown
  try {
    value = requestValue(String(mediaType), body)
  } catch {
    return [`${where}: the body is not ${mediaType}`]
  }
  return schemaViolations(validatorFor(schema), value).map((error) => `${where}: ${error}`)
}

function requestValue(mediaType: string, body: unknown): unknown {
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = body instanceof URLSearchParams ? body : typeof body === 'string' ? new URLSearchParams(body) : undefined
    return form ? Object.fromEntries(form) : body
  }
  return typeof body === 'string' ? JSON.parse(body) : body
}

/** Lists the violations of a value against one named schema of the contract, such as `Invoice`. */
export function schemaErrors(schemaName: string, value: unknown): string[] {
  const schemas = asObject(asObject(contract().document.components).schemas)
  if (!isObject(schemas[schemaName])) return [`the contract has no schema ${schemaName}`]
  return schemaViolations(validatorFor({ $ref: `#/components/schemas/${schemaName}` }), value)
}

function schemaViolations(validate: ValidateFunction, value: unknown): string[] {
  if (validate(value)) return []
  return withoutNoise(validate.errors ?? []).map(describeError)
}

// `oneOf: [X, {type: null}]` (a nullable X) reports the real problem plus "must be null" and
// "must match exactly one schema"; keep the real problem when there is one.
function withoutNoise(errors: ErrorObject[]): ErrorObject[] {
  const specific = (error: ErrorObject) =>
    !['oneOf', 'anyOf'].includes(error.keyword) && !(error.keyword === 'type' && error.params.type === 'null')
  return errors.filter(
    (error) => specific(error) || !errors.some((other) => other !== error && specific(other) && other.instancePath === error.instancePath),
  )
}

function describeError(error: ErrorObject): string {
  const at = fieldName(error.instancePath)
  switch (error.keyword) {
    case 'required':
      return `${joinField(at, String(error.params.missingProperty))}: required but missing`
    case 'additionalProperties':
      return `${joinField(at, String(error.params.additionalProperty))}: not in the contract`
    case 'enum':
      return `${at}: ${JSON.stringify(error.data)} is not one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    case 'type':
      return `${at}: ${JSON.stringify(error.data)} ${error.message ?? 'has the wrong type'}`
    case 'format':
      return `${at}: ${JSON.stringify(error.data)} is not a ${error.params.format}`
    default:
      return `${at}: ${error.message ?? error.keyword}`
  }
}

/** `/data/0/status` → `body.data[0].status`. */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : `${name}.${segment}`), 'body')
}

function joinField(at: string, property: string): string {
  return `${at}.${property}`
}

function bullets(lines: string[]): string {
  return lines.map((line) => `  - ${line}`).join('\n')
}

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$|^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d+$/

function isServiceDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value)
  const date = match?.[1] ?? match?.[3]
  return date !== undefined && isCalendarDate(date)
}

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function asObject(value: unknown): Json {
  return isObject(value) ? value : {}
}

function mapValues(object: Json, map: (value: unknown) => unknown): Json {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]))
}
