// The viewer's slide search: the query as submitted, its answer, and whether the answer is open.
import { useCallback, useState } from 'react';
import type { SlideSearchResult } from '@podium/domain';
import { useAsyncData, type AsyncData } from '../../shared/useAsyncData.ts';
import { fetchSlideSearch } from './slide-search.api.ts';

export interface SlideSearch {
  readonly submitted: string | null;
  readonly results: AsyncData<SlideSearchResult[]>;
  readonly open: boolean;
  readonly submit: (query: string) => void;
  readonly close: () => void;
}

export function useSlideSearch(presId: number): SlideSearch {
  const [submitted, setSubmitted] = useState<{ query: string; n: number } | null>(null);
  const [open, setOpen] = useState(false);
  // Each submit loads again (a repeated query after a deck replacement finds the new text).
  const key = submitted === null ? null : `${submitted.n}:${submitted.query}`;
  const results = useAsyncData(key, () => fetchSlideSearch(presId, submitted?.query ?? ''));
  const submit = useCallback((query: string) => {
    const trimmed = query.trim();
    if (trimmed.length === 0) return;
    setSubmitted((previous) => ({ query: trimmed, n: (previous?.n ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { submitted: submitted?.query ?? null, results, open, submit, close };
}
