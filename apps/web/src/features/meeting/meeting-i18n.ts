// The meeting texts (namespace `meeting`, SPEC §9 languages), in the meeting lazy chunk.
import { i18n } from '../../shared/i18n/i18n.ts';

export const MEETING_NAMESPACE = 'meeting';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/meeting.json', {
  eager: true,
});

/** language → the meeting catalog, as registered. */
export const meetingCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/meeting\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  meetingCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, MEETING_NAMESPACE)) {
    i18n.addResourceBundle(language, MEETING_NAMESPACE, module.default);
  }
}
