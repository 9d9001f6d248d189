// The RTMP ingest details a presenter or coordinator gives an encoder (OBS, a hardware encoder):
// the server URL and the event's secret stream key, each with a copy button. Folded until asked
// for; opening it asks the server for them (which readies the event's listener for an encoder
// while no feed comes in). Shown in the studio and on the console.
import { useState } from 'react';
import type { LiveVideoConnection } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { fetchConnection } from '../live-video.api.ts';

type Copied = 'url' | 'key' | 'failed' | null;

/** What the status says after a copy. */
const COPIED_TEXT = {
  url: 'studio.copiedUrl',
  key: 'studio.copiedKey',
  failed: 'studio.copyFailed',
} as const;

/** One detail: its name, its value and the button that copies it. */
function CopyRow(props: {
  readonly name: string;
  readonly value: string;
  readonly copyLabel: string;
  readonly onCopy: () => void;
}) {
  return (
    <>
      <dt>{props.name}</dt>
      <dd>
        <code>{props.value}</code>{' '}
        <button type="button" className="pd-button" onClick={props.onCopy}>
          {props.copyLabel}
        </button>
      </dd>
    </>
  );
}

export function EncoderSettings({ presId }: { readonly presId: number }) {
  const { t } = useTranslation('liveVideo');
  const [connection, setConnection] = useState<LiveVideoConnection | null>(null);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState<Copied>(null);

  const copy = (text: string, which: 'url' | 'key') => {
    setCopied(null);
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(which),
      () => setCopied('failed'),
    );
  };

  return (
    <details
      className="encoder-settings"
      onToggle={(e) => {
        if (!(e.target as HTMLDetailsElement).open || connection !== null) return;
        setFailed(false);
        void fetchConnection(presId).then(setConnection, () => setFailed(true));
      }}
    >
      <summary>{t('studio.showEncoder')}</summary>
      {failed && <p role="alert">{t('studio.encoderFailed')}</p>}
      {connection && (
        <dl className="encoder-settings__list">
          <CopyRow
            name={t('studio.rtmpUrl')}
            value={connection.RtmpUrl}
            copyLabel={t('studio.copyUrl')}
            onCopy={() => copy(connection.RtmpUrl, 'url')}
          />
          <CopyRow
            name={t('studio.streamKey')}
            value={connection.StreamKey}
            copyLabel={t('studio.copyKey')}
            onCopy={() => copy(connection.StreamKey, 'key')}
          />
        </dl>
      )}
      <p role="status" className="encoder-settings__copied">
        {copied === null ? '' : t(COPIED_TEXT[copied])}
      </p>
    </details>
  );
}
