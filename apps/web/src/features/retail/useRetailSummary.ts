// What the registration page shows before anyone registered (public): the show's title and
// pricing message, or that the link is not valid (404: not a retail show, or not its link code).
import { useEffect, useState } from 'react';
import type { RetailShowSummary } from '@podium/domain';
import { HttpError } from '../../shared/http/client.ts';
import { fetchRetailSummary } from './retail.api.ts';

export type RetailSummaryState =
  | { status: 'loading' }
  | { status: 'loaded'; summary: RetailShowSummary }
  | { status: 'failed'; invalidLink: boolean };

export function useRetailSummary(presId: number, linkCode: string | null): RetailSummaryState {
  const [state, setState] = useState<RetailSummaryState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    fetchRetailSummary(presId, linkCode).then(
      (summary) => {
        if (active) setState({ status: 'loaded', summary });
      },
      (error: unknown) => {
        // 404: not a retail show or not its code; 400: not a code at all.
        const invalidLink =
          error instanceof HttpError && (error.status === 404 || error.status === 400);
        if (active) setState({ status: 'failed', invalidLink });
      },
    );
    return () => {
      active = false;
    };
  }, [presId, linkCode]);
  return state;
}
