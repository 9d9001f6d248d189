// SPEC §3 Security.ShowSECWarn: the event's securities notice, shown above the content. On a phone
// it is folded to two lines (the whole text stays in the page for screen readers) with a button
// that unfolds it, so the notice does not push the presentation down.
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';

export function SecWarning({ text, folded }: { text: string; folded: boolean }) {
  const { t } = useTranslation('viewer');
  const [open, setOpen] = useState(false);
  const noteRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLParagraphElement>(null);
  const clamped = folded && !open;

  // Whether the folded text hides anything: only then does the notice offer to unfold. The
  // observer's first report comes after the page's own layout and before its paint, so the
  // question forces no layout of its own; its answer is a mark on the notice that the styles
  // read (data-cut), so the first paint has the button where it belongs and no render of the
  // page is asked for in the middle of its first frames.
  useLayoutEffect(() => {
    const note = noteRef.current;
    const element = textRef.current;
    if (!note || !element || !clamped) return;
    const measure = () => {
      note.dataset.cut = String(element.scrollHeight > element.clientHeight + 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete note.dataset.cut;
    };
  }, [clamped, text]);

  return (
    <div
      ref={noteRef}
      className="viewer__sec-warning"
      role="note"
      aria-label={t('secWarningLabel')}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="viewer__sec-icon">
        <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
      </svg>
      <p ref={textRef} className={clamped ? 'viewer__sec-text--folded' : undefined}>
        {text}
      </p>
      {folded && (
        <button
          type="button"
          className={open ? 'viewer__sec-more' : 'viewer__sec-more viewer__sec-more--unfold'}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('secWarningLess') : t('secWarningMore')}
        </button>
      )}
    </div>
  );
}
