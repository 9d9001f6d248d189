// The slide sync tool: play the event's media and press `Mark slide change` (or the M key) at
// each change; the marks become the slides' start times (SPEC §3 Slide.Time) once saved.
// `Preview as attendee` shows the event as attendees see it, the slides turning at the saved times.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { markSlideChange, type ManagedSlide } from '@podium/domain';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { saveSlideTimes } from '../manage.api.ts';
import { serverMessage } from '../manage-errors.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';

interface SlideSyncSectionProps {
  readonly presId: number;
  readonly mediaUrl: string;
  readonly slides: readonly ManagedSlide[];
  readonly onSaved: (slides: ManagedSlide[]) => void;
}

function initialMarks(slides: readonly ManagedSlide[]): number[] {
  const times = slides.map((s) => s.TimeSeconds);
  return times.every((t) => t !== null) ? (times as number[]) : [0];
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(1).padStart(4, '0')}`;

export function SlideSyncSection({ presId, mediaUrl, slides, onSaved }: SlideSyncSectionProps) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const video = useRef<HTMLVideoElement>(null);
  const [marks, setMarks] = useState(() => initialMarks(slides));
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const complete = marks.length === slides.length;

  const mark = () => {
    const at = video.current?.currentTime ?? 0;
    setSaved(false);
    setMarks((current) => markSlideChange(current, at, slides.length));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'm' && event.key !== 'M') return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
      return;
    event.preventDefault();
    mark();
  };

  async function save() {
    setProblem(null);
    try {
      onSaved(await saveSlideTimes(presId, marks));
      setSaved(true);
    } catch (error) {
      setProblem(serverMessage(error) ?? t('error.saveFailed'));
    }
  }

  return (
    <section className="manage-section" aria-labelledby="manage-sync-title" onKeyDown={onKeyDown}>
      <h2 id="manage-sync-title">{t('sync.heading')}</h2>
      <p className="manage-hint">{t('sync.hint')}</p>
      <video
        ref={video}
        className="manage-sync__video"
        src={mediaUrl}
        controls
        preload="metadata"
        aria-label={t('sync.preview')}
      />
      <div className="manage-toolbar">
        <Button onClick={mark} disabled={complete}>
          {t('sync.mark')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setMarks([0]);
          }}
        >
          {t('sync.reset')}
        </Button>
        <Button onClick={() => void save()} disabled={!complete}>
          {t('sync.save')}
        </Button>
      </div>
      <p role="status">{t('sync.progress', { marked: marks.length, count: slides.length })}</p>
      <ol className="manage-sync__marks" aria-label={t('sync.marks')}>
        {marks.map((time, index) => (
          <li key={index}>{t('sync.mark_at', { n: index + 1, time: clock(time) })}</li>
        ))}
      </ol>
      {problem ? <Alert>{problem}</Alert> : null}
      {saved ? <Alert tone="info">{t('sync.saved')}</Alert> : null}
      <p>
        <Link className="pd-link" to={`/manage/${presId}/preview`}>
          {t('attendeePreview.link')}
        </Link>
      </p>
    </section>
  );
}
