// A link to a linked show: an ordinary link (it can be opened in a new tab), which on a plain
// click first carries the entry code along, switches the language of a DualLanguage link and
// records a custom agenda move (linked-shows.actions), then goes there.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { entryPaths } from '../../entry/entry.paths.ts';
import { prepareLinkedShow, type LinkTarget } from '../linked-shows.actions.ts';

export function LinkedShowLink({
  fromPresId,
  target,
  children,
  className,
  current = false,
  lang,
  label,
}: {
  readonly fromPresId: number;
  readonly target: LinkTarget;
  readonly children: ReactNode;
  readonly className?: string;
  readonly current?: boolean;
  readonly lang?: string;
  readonly label?: string;
}) {
  const navigate = useNavigate();
  return (
    <Link
      className={className}
      to={entryPaths.presentation(target.PresentationId)}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      lang={lang}
      onClick={(event) => {
        if (current) {
          event.preventDefault();
          return;
        }
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void prepareLinkedShow(fromPresId, target).then((path) => navigate(path));
      }}
    >
      {children}
    </Link>
  );
}
