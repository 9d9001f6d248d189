// The speaker of the moment (SPEC §3 speaker cue points): a polite live region named
// `Current speaker`, so a change of voice is announced as the slide changes are. The name and
// title show as in Event Info (SpeakerText: styled, the name linking to the speaker's page).
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { Speaker } from '@podium/domain';
import { useMediaStore } from '../media.store.ts';
import { SpeakerName, SpeakerRole } from '../../panels/components/SpeakerText.tsx';

export const SpeakerStatus = memo(function SpeakerStatus({
  speakers,
}: {
  readonly speakers: readonly Speaker[];
}) {
  const { t } = useTranslation('media');
  const speakerId = useMediaStore((s) => s.sync.speakerId);
  const speaker = speakers.find((s) => s.SpeakerId === speakerId) ?? null;
  return (
    <div className="media-speaker" role="status" aria-label={t('currentSpeaker')}>
      {speaker && (
        <>
          <span className="media-speaker__initials" aria-hidden="true">
            {initials(speaker.SpeakerName)}
          </span>
          <span className="media-speaker__text">
            <SpeakerName speaker={speaker} className="media-speaker__name" />
            <SpeakerRole speaker={speaker} className="media-speaker__title" />
          </span>
        </>
      )}
    </div>
  );
});

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
