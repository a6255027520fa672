import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
const onDemand = { name: 'onDemand', setup(b) { b.onResolve({ filter: /.*/ }, (args) => args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined) } }
const [dist, comp] = process.argv.slice(2)
const r = await build({ stdin: { contents: `export { BookkeepingProvider, ${comp} } from './index.js'`, resolveDir: dist, loader: 'js' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, metafile: true, logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'], plugins: [onDemand] })
const out = Object.values(r.metafile.outputs)[0]
console.log('gzip', gzipSync(r.outputFiles[0].contents, { level: 9 }).byteLength)
for (const [f, v] of Object.entries(out.inputs).sort()) if (v.bytesInOutput) console.log(v.bytesInOutput, f.replace(/.*dist\//, ''))
