// The screen a host shares (SPEC §6 SGM host), for every participant: one large tile named
// Shared screen above the participants' tiles.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';

export function SharedScreen({ stream }: { readonly stream: MediaStream | null }) {
  const { t } = useTranslation('meeting');
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  return (
    <section className="meeting__screen" aria-label={t('sharedScreen')}>
      <video ref={video} className="meeting__screen-video" autoPlay playsInline muted />
      <p className="meeting__tile-name">{t('sharedScreen')}</p>
    </section>
  );
}
