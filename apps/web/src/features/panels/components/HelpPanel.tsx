// Help panel (SPEC §2): how to navigate, keyboard shortcuts, supported browsers (SPEC §5) and
// the technical support contact, then the site's home, privacy and terms links (SPEC §2).
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  contactParts,
  effectiveLiveVideoRoles,
  mayPresentLiveVideo,
  telHref,
} from '@podium/domain';
import { SiteLinks } from '../../../shared/ui/SiteLinks.tsx';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { SystemCheckLink } from '../../system-check/components/SystemCheckLink.tsx';
import { useViewerKind } from '../../viewer/useViewerKind.ts';

export function HelpPanel() {
  const { t } = useTranslation('panels');
  const { presentation, user } = usePresentation();
  const { kind } = useViewerKind();
  const liveVideo = presentation.LiveVideoData !== null && presentation.LiveVideoData !== undefined;
  const presents = mayPresentLiveVideo(
    effectiveLiveVideoRoles(user?.PresPermissions.PresentationRole ?? 0, kind),
  );
  const contact = presentation.EventInfo.Contact;
  const hasSlides = presentation.Slides.length > 0;
  const desk = presentation.TechSupport ?? { Phone: null, Email: null };
  return (
    <div className="help-panel">
      <section>
        <h3>{t('help.navigationHeading')}</h3>
        {hasSlides && <p>{t('help.navigation')}</p>}
        {presentation.Documents.length > 0 && <p>{t('help.documents')}</p>}
      </section>
      {hasSlides && (
        <section>
          <h3>{t('help.shortcutsHeading')}</h3>
          <dl className="help-panel__shortcuts">
            <dt>
              <kbd>←</kbd> <span className="help-panel__keys">{t('help.keyLeft')}</span>
            </dt>
            <dd>{t('help.shortcutPrevious')}</dd>
            <dt>
              <kbd>→</kbd> <span className="help-panel__keys">{t('help.keyRight')}</span>
            </dt>
            <dd>{t('help.shortcutNext')}</dd>
          </dl>
        </section>
      )}
      <section>
        <h3>{t('help.browsersHeading')}</h3>
        <p>{t('help.browsers')}</p>
      </section>
      {liveVideo && (
        <section>
          <h3>{t('help.systemCheckHeading')}</h3>
          <p>
            {t(presents ? 'help.systemCheckPresenter' : 'help.systemCheck')}{' '}
            <SystemCheckLink presenter={presents}>{t('help.systemCheckLink')}</SystemCheckLink>
          </p>
        </section>
      )}
      <section>
        <h3>{t('help.supportHeading')}</h3>
        {contact ? (
          <p>
            {t('help.support')} <ContactValue contact={contact} />
          </p>
        ) : (
          <p>{t('help.supportDefault')}</p>
        )}
        {(desk.Phone !== null || desk.Email !== null) && (
          <p>
            {t('help.desk')}
            {desk.Phone !== null && (
              <>
                {' '}
                {t('help.deskPhone')} <a href={telHref(desk.Phone)}>{desk.Phone}</a>
              </>
            )}
            {desk.Phone !== null && desk.Email !== null && ','}
            {desk.Email !== null && (
              <>
                {' '}
                {t('help.deskEmail')} <a href={`mailto:${desk.Email}`}>{desk.Email}</a>
              </>
            )}
          </p>
        )}
      </section>
      <SiteLinks className="help-panel__site-links" />
    </div>
  );
}

/** E-mail addresses and phone numbers in the contact become mailto: and tel: links. */
function ContactValue({ contact }: { contact: string }) {
  return (
    <>
      {contactParts(contact).map((part, i) =>
        part.kind === 'text' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <a key={i} href={part.href}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
