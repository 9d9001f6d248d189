import type { ReactNode } from 'react';

interface AlertProps {
  children: ReactNode;
  /** `error` is an assertive `alert` region; `info` a polite `status` region (ARCHITECTURE §5). */
  tone?: 'error' | 'info';
  /** So a field the message is about can point at it (aria-describedby). */
  id?: string;
}

export function Alert({ children, tone = 'error', id }: AlertProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`pd-alert pd-alert--${tone}`}
    >
      {children}
    </div>
  );
}
