/** Module hook: dependency-cruiser's import of @swc/core resolves to the TSX-aware wrapper beside this file. */
const wrapper = new URL('./swc-tsx.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === '@swc/core' && context.parentURL?.includes('/dependency-cruiser/'))
    return { url: wrapper, shortCircuit: true };
  return next(specifier, context);
}
