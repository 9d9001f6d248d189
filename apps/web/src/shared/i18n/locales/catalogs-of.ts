/** namespace → catalog, from an eager glob of ./{namespace}.json files. */
export function catalogsOf(
  modules: Record<string, { default: Record<string, unknown> }>,
): Record<string, Record<string, unknown>> {
  const catalogs: Record<string, Record<string, unknown>> = {};
  for (const [path, module] of Object.entries(modules)) {
    const namespace = /\.\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace !== undefined) catalogs[namespace] = module.default;
  }
  return catalogs;
}
