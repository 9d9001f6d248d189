// Help panel (SPEC §2): how to navigate, keyboard shortcuts, supported browsers (SPEC §5) and
// the technical support contact.
import { useTranslation } from 'react-i18next';
import { usePresentation } from '../../presentation/presentation.context.ts';

export function HelpPanel() {
  const { t } = useTranslation('panels');
  const { presentation } = usePresentation();
  const contact = presentation.EventInfo.Contact;
  const hasSlides = presentation.Slides.length > 0;
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
      <section>
        <h3>{t('help.supportHeading')}</h3>
        {contact ? (
          <p>
            {t('help.support')} <ContactValue contact={contact} />
          </p>
        ) : (
          <p>{t('help.supportDefault')}</p>
        )}
      </section>
    </div>
  );
}

/** An e-mail address becomes a mailto link; anything else (a phone number, a name) is shown as is. */
function ContactValue({ contact }: { contact: string }) {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact))
    return <a href={`mailto:${contact}`}>{contact}</a>;
  return <span>{contact}</span>;
}
