// The call audio texts (namespace `callAudio`, SPEC §9 languages), in the conference view's chunk:
// importing this module registers them before the call audio panel renders.
import { i18n } from '../../shared/i18n/i18n.ts';

export const CALL_AUDIO_NAMESPACE = 'callAudio';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/callAudio.json',
  { eager: true },
);

/** language → the call audio catalog, as registered. */
export const callAudioCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/callAudio\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  callAudioCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, CALL_AUDIO_NAMESPACE)) {
    i18n.addResourceBundle(language, CALL_AUDIO_NAMESPACE, module.default);
  }
}
