import { build as viteBuild } from 'vite'
import { gzipSync } from 'node:zlib'
const [DIST, component] = process.argv.slice(2)
const HOST_HAS = ['react','react-dom','react/jsx-runtime','react-dom/client','@tanstack/react-query','@tanstack/query-core']
const source = ["import { createElement } from 'react'","import { createRoot } from 'react-dom/client'",`import { BookkeepingProvider, ${component} } from '${DIST}index.js'`,`createRoot(document.getElementById('root')).render(createElement(BookkeepingProvider, { baseUrl: '/', fetchToken: async () => '' }, createElement(${component})))`].join('\n')
const page = '\0partner-page'
const built = await viteBuild({ configFile: false, root: DIST, mode: 'production', logLevel: 'silent', define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [{ name: 'p', resolveId: (id) => (id === page ? page : null), load: (id) => (id === page ? source : null) }],
  build: { write: false, minify: true, reportCompressedSize: false, rolldownOptions: { input: page, external: HOST_HAS, preserveEntrySignatures: false } } })
const chunks = (Array.isArray(built) ? built : [built]).flatMap((o) => o.output).filter((f) => f.type === 'chunk')
const byName = new Map(chunks.map((c) => [c.fileName, c]))
const up = new Set()
const reach = (c) => { if (!c || up.has(c)) return; up.add(c); for (const i of c.imports) reach(byName.get(i)) }
reach(chunks.find((c) => c.isEntry))
let total = 0
for (const c of up) { const g = gzipSync(c.code, { level: 9 }).byteLength; total += g; console.log('CHUNK', c.fileName.replace(/-[\w-]{8}\.js$/, ''), g, c.code.length)
  for (const [id, m] of Object.entries(c.modules)) if (m.renderedLength) console.log('  ', m.renderedLength, id.replace(/.*dist\//, '')) }
console.log('TOTAL', total)
