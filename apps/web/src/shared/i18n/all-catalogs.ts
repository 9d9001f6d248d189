// Every language's catalogs at once (language → namespace → catalog), for checks that compare
// languages; the app itself loads a language only when it is shown (i18n.ts).
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
});

export const allCatalogs: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(modules)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  (allCatalogs[language] ??= {})[namespace] = module.default;
}
