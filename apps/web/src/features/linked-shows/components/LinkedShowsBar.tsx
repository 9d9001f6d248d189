// The linked shows of the show being watched (SPEC §2 linked show, §9 show link types), under the
// header: a custom agenda as a navigation landmark `Agenda` listing its parts (the current one
// marked) with `Previous part` and `Next part`; the show's other-language versions, each named
// `Watch in {language}` and switching the viewer's language with the content.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  customAgenda,
  LANGUAGE_NATIVE_NAMES,
  languageVersions,
  ShowLinkType,
  type CustomAgenda,
  type LinkedShow,
} from '@podium/domain';
import { LINKED_SHOWS_NAMESPACE } from '../linked-shows-i18n.ts';
import { LinkedShowLink } from './LinkedShowLink.tsx';
import '../linked-shows.css';

const agendaTarget = (PresentationId: number) => ({
  PresentationId,
  ShowLinkType: ShowLinkType.CustomAgenda,
});

function AgendaNav({ presId, agenda }: { presId: number; agenda: CustomAgenda }) {
  const { t } = useTranslation(LINKED_SHOWS_NAMESPACE);
  return (
    <nav className="linked-shows__agenda" aria-label={t('agenda.label')}>
      <span className="linked-shows__heading">{t('agenda.label')}</span>
      <span className="linked-shows__position">
        {t('agenda.position', { n: agenda.index + 1, count: agenda.parts.length })}
      </span>
      <ol className="linked-shows__parts">
        {agenda.parts.map((part) => (
          <li key={part.PresentationId}>
            <LinkedShowLink
              className="linked-shows__part"
              fromPresId={presId}
              target={agendaTarget(part.PresentationId)}
              current={part.current}
            >
              {part.TitleBarWeb}
            </LinkedShowLink>
          </li>
        ))}
      </ol>
      <span className="linked-shows__steps">
        {agenda.previous && (
          <LinkedShowLink
            className="linked-shows__step"
            fromPresId={presId}
            target={agendaTarget(agenda.previous.PresentationId)}
          >
            {t('agenda.previous')}
          </LinkedShowLink>
        )}
        {agenda.next && (
          <LinkedShowLink
            className="linked-shows__step"
            fromPresId={presId}
            target={agendaTarget(agenda.next.PresentationId)}
          >
            {t('agenda.next')}
          </LinkedShowLink>
        )}
      </span>
    </nav>
  );
}

function LanguageLinks({ presId, versions }: { presId: number; versions: readonly LinkedShow[] }) {
  const { t } = useTranslation(LINKED_SHOWS_NAMESPACE);
  return (
    <nav className="linked-shows__languages" aria-label={t('language.label')}>
      <ul>
        {versions.map((version) => {
          const language = LANGUAGE_NATIVE_NAMES[version.Language];
          return (
            <li key={version.PresentationId}>
              <LinkedShowLink
                className="linked-shows__language"
                fromPresId={presId}
                target={version}
                lang={version.Language}
                label={t('language.watchIn', { language })}
              >
                {language}
              </LinkedShowLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** In the viewer, under the header. */
export function LinkedShowsBar({
  presId,
  title,
  links,
}: {
  readonly presId: number;
  readonly title: string;
  readonly links: readonly LinkedShow[];
}) {
  const agenda = customAgenda({ PresentationId: presId, TitleBarWeb: title }, links);
  const versions = languageVersions(links);
  if (!agenda && versions.length === 0) return null;
  return (
    <div className="linked-shows">
      {agenda && <AgendaNav presId={presId} agenda={agenda} />}
      {versions.length > 0 && <LanguageLinks presId={presId} versions={versions} />}
    </div>
  );
}

/** On the /linkedshow/ page: every linked show, by what the link means. */
export function LinkedShowsGroups({
  presId,
  links,
}: {
  readonly presId: number;
  readonly links: readonly LinkedShow[];
}) {
  const { t } = useTranslation(LINKED_SHOWS_NAMESPACE);
  const groups = [
    { type: ShowLinkType.CustomAgenda, label: t('agenda.label') },
    { type: ShowLinkType.DualLanguage, label: t('language.label') },
    { type: ShowLinkType.None, label: t('other.label') },
  ] as const;
  return (
    <div className="linked-shows-page">
      {groups.map(({ type, label }) => {
        const shows = links.filter((link) => link.ShowLinkType === type);
        if (shows.length === 0) return null;
        return (
          <section key={type} aria-label={label}>
            <h2 className="linked-shows-page__heading">{label}</h2>
            <ul className="pd-link-list">
              {shows.map((show) => (
                <li key={show.PresentationId}>
                  <LinkedShowLink
                    className="pd-link"
                    fromPresId={presId}
                    target={show}
                    lang={show.Language}
                  >
                    {show.TitleBarWeb}
                  </LinkedShowLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
