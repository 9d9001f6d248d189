// A file-type glyph per SPEC §3 DocumentExtType; decorative, the type label carries the meaning.
import type { DocumentExtType } from '@podium/domain';

const TYPE_CLASS: Record<DocumentExtType, string> = {
  1: 'pdf',
  2: 'word',
  3: 'excel',
  4: 'powerpoint',
  5: 'link',
  6: 'video',
};

const TYPE_MARK: Record<DocumentExtType, string> = {
  1: 'PDF',
  2: 'W',
  3: 'X',
  4: 'P',
  5: '',
  6: '▶',
};

export function DocumentIcon({ type }: { type: DocumentExtType }) {
  const className = `doc-icon doc-icon--${TYPE_CLASS[type]}`;
  if (type === 5) {
    return (
      <svg className={className} viewBox="0 0 32 40" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="38" rx="4" />
        <path
          d="M13.5 22.5l5-5m-3.5-2.5l1.6-1.6a3.5 3.5 0 0 1 5 5L20 20m-8 0l-1.6 1.6a3.5 3.5 0 0 0 5 5L17 25"
          className="doc-icon__glyph"
        />
      </svg>
    );
  }
  return (
    <svg className={className} viewBox="0 0 32 40" aria-hidden="true" focusable="false">
      <path d="M4 1h17l10 10v25a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V4a3 3 0 0 1 3-3z" />
      <path d="M21 1v7a3 3 0 0 0 3 3h7" className="doc-icon__fold" />
      <text x="16" y="30" textAnchor="middle" className="doc-icon__mark">
        {TYPE_MARK[type]}
      </text>
    </svg>
  );
}
