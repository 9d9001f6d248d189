// A speaker's name, title and company as SPEC §3 Speaker gives them: the name links to the
// speaker's URL (an http(s) address only, in a new tab), and each part carries its NameStyle,
// TitleStyle or CompanyStyle through the domain's whitelist (speakerTextStyle), never as raw CSS.
// Shared by the Event Info panel and the media kinds' current speaker.
import { speakerLinkHref, speakerTextStyle, type Speaker } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';

export function SpeakerName({ speaker, className }: { speaker: Speaker; className: string }) {
  const href = speakerLinkHref(speaker.URL);
  const style = speakerTextStyle(speaker.NameStyle);
  return href ? (
    <a className={className} href={href} target="_blank" rel="noopener" style={style}>
      {speaker.SpeakerName}
    </a>
  ) : (
    <span className={className} style={style}>
      {speaker.SpeakerName}
    </span>
  );
}

/** "Title, Company" in the viewer's language, either part alone when the other is empty. */
export function SpeakerRole({ speaker, className }: { speaker: Speaker; className: string }) {
  const { t } = useTranslation('panels');
  const { Title: title, Company: company } = speaker;
  return (
    <span className={className}>
      {title && <span style={speakerTextStyle(speaker.TitleStyle)}>{title}</span>}
      {title && company && t('eventInfo.speakerRoleSeparator')}
      {company && <span style={speakerTextStyle(speaker.CompanyStyle)}>{company}</span>}
    </span>
  );
}
