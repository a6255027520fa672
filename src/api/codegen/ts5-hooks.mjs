// Module resolve hook for generate.mjs: openapi-typescript imports `typescript` and needs the
// TypeScript 5 JS API, while the project's own `typescript` is the native TypeScript 7 (no JS API).
// TypeScript 5 is installed under the alias `typescript5`; send the bare specifier there.

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript') return nextResolve('typescript5', context)
  return nextResolve(specifier, context)
}
