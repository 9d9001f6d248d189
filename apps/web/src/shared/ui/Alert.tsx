import type { ReactNode } from 'react';

interface AlertProps {
  children: ReactNode;
  /** `error` is an assertive `alert` region; `info` a polite `status` region (ARCHITECTURE §5). */
  tone?: 'error' | 'info';
}

export function Alert({ children, tone = 'error' }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`pd-alert pd-alert--${tone}`}>
      {children}
    </div>
  );
}
