import { build } from 'esbuild'
const [dist] = process.argv.slice(2)
const r = await build({ stdin: { contents: `export * from './index.js'`, resolveDir: dist, loader: 'js' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, metafile: true, logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@tanstack/react-query', '@tanstack/query-core'] , splitting: false })
const out = Object.values(r.metafile.outputs)[0]
for (const [f, v] of Object.entries(out.inputs)) if (v.bytesInOutput) console.log(f.replace(/.*dist\//, ''), v.bytesInOutput)
