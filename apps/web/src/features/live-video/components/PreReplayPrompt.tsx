// SPEC §2 pre-replay modal, for every event whose replay is published (a live video and a
// conference call alike): the replay plays only once the viewer chose to watch it; "Not now"
// leaves a `Watch replay` button on the page for later.
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';

export type ReplayChoice = 'ask' | 'watch' | 'later';

/** The viewer's answer to the pre-replay modal; it is asked again on the next visit. */
export function useReplayChoice() {
  return useState<ReplayChoice>('ask');
}

interface Props {
  /** The replay is available now (the modal asks only then). */
  readonly replay: boolean;
  readonly choice: ReplayChoice;
  readonly onChoose: (choice: ReplayChoice) => void;
}

export function PreReplayPrompt({ replay, choice, onChoose }: Props) {
  const { t } = useTranslation('liveVideo');
  if (!replay) return null;
  if (choice === 'later')
    return (
      <p className="live-video__replay-offer">
        <button
          type="button"
          className="pd-button pd-button--primary"
          onClick={() => onChoose('watch')}
        >
          {t('preReplay.watch')}
        </button>
      </p>
    );
  if (choice === 'ask')
    return (
      <ConfirmDialog
        title={t('preReplay.title')}
        message={t('preReplay.message')}
        confirmLabel={t('preReplay.watch')}
        cancelLabel={t('preReplay.later')}
        onConfirm={() => onChoose('watch')}
        onCancel={() => onChoose('later')}
      />
    );
  return null;
}
