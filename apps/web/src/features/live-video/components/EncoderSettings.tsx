// The RTMP ingest details a presenter or coordinator gives an encoder (OBS, a hardware encoder):
// the server URL and the event's secret stream key, each with a copy button. Folded until asked
// for; opening it asks the server for them (which readies the event's listener for an encoder
// while no feed comes in). Shown in the studio and on the console.
import { useState } from 'react';
import type { LiveVideoConnection } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { fetchConnection } from '../live-video.api.ts';

type Copied = 'url' | 'key' | 'failed' | null;

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
          <dt>{t('studio.rtmpUrl')}</dt>
          <dd>
            <code>{connection.RtmpUrl}</code>{' '}
            <button
              type="button"
              className="pd-button"
              onClick={() => copy(connection.RtmpUrl, 'url')}
            >
              {t('studio.copyUrl')}
            </button>
          </dd>
          <dt>{t('studio.streamKey')}</dt>
          <dd>
            <code>{connection.StreamKey}</code>{' '}
            <button
              type="button"
              className="pd-button"
              onClick={() => copy(connection.StreamKey, 'key')}
            >
              {t('studio.copyKey')}
            </button>
          </dd>
        </dl>
      )}
      <p role="status" className="encoder-settings__copied">
        {copied === 'url'
          ? t('studio.copiedUrl')
          : copied === 'key'
            ? t('studio.copiedKey')
            : copied === 'failed'
              ? t('studio.copyFailed')
              : ''}
      </p>
    </details>
  );
}
