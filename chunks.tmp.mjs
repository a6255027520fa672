import { build as viteBuild } from 'vite'
const [DIST, component] = process.argv.slice(2)
const HOST_HAS = ['react','react-dom','react/jsx-runtime','react-dom/client','@tanstack/react-query','@tanstack/query-core']
const source = ["import { createElement } from 'react'","import { createRoot } from 'react-dom/client'",`import { BookkeepingProvider, ${component} } from '${DIST}index.js'`,`createRoot(document.getElementById('root')).render(createElement(BookkeepingProvider, { baseUrl: '/', fetchToken: async () => '' }, createElement(${component})))`].join('\n')
const page = '\0partner-page'
const built = await viteBuild({ configFile: false, root: DIST, mode: 'production', logLevel: 'silent', define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [{ name: 'p', resolveId: (id) => (id === page ? page : null), load: (id) => (id === page ? source : null) }],
  build: { write: false, minify: true, reportCompressedSize: false, rolldownOptions: { input: page, external: HOST_HAS, preserveEntrySignatures: false } } })
const chunks = (Array.isArray(built) ? built : [built]).flatMap((o) => o.output).filter((f) => f.type === 'chunk')
for (const c of chunks) console.log(c.fileName.replace(/-[\w-]{8}\.js$/, ''))
const entry = chunks.find((c) => c.isEntry); const m = entry.code.match(/__vite__mapDeps[^\n]{0,50}/); console.log(entry.code.slice(0, 600))
