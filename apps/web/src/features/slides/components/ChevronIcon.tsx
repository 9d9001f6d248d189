// Decorative arrow for the slide navigation buttons (their label names them).
export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="slides__chevron">
      <path
        d={
          direction === 'left'
            ? 'M15.4 6.4 14 5l-7 7 7 7 1.4-1.4L9.8 12z'
            : 'M8.6 6.4 10 5l7 7-7 7-1.4-1.4 5.6-5.6z'
        }
      />
    </svg>
  );
}
