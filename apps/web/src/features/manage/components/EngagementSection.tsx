// Per-slide engagement of the event: a chart of viewers and time per slide (Chart.js, its own
// lazy chunk), the same figures as a table, and `Export engagement` (CSV).
import { lazy, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useAsyncData } from '../../../shared/useAsyncData.ts';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { LazyBoundary } from '../../../shared/ui/LazyBoundary.tsx';
import { withChunkTimeout } from '../../../shared/lazy-chunk.ts';
import { engagementCsvUrl, fetchEngagement } from '../manage.api.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';
import type { EngagementChartLabels } from './EngagementChart.tsx';

const EngagementChart = lazy(
  withChunkTimeout(() =>
    import('./EngagementChart.tsx').then((m) => ({ default: m.EngagementChart })),
  ),
);

export function EngagementSection({ presId }: { readonly presId: number }) {
  const { t, i18n } = useTranslation(MANAGE_NAMESPACE);
  const loaded = useAsyncData(`engagement/${presId}`, () => fetchEngagement(presId));
  const labels = useMemo<EngagementChartLabels>(
    () => ({
      chart: t('engagement.chart'),
      viewers: t('engagement.viewers'),
      average: t('engagement.average'),
      slideN: (n) => t('engagement.slideN', { n }),
    }),
    [t],
  );
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="manage-section" aria-labelledby="manage-engagement-title">
      <h2 id="manage-engagement-title">{t('engagement.title')}</h2>
      <p className="manage-hint">{t('engagement.hint')}</p>
      {loaded.status === 'error' ? <Alert>{t('engagement.loadFailed')}</Alert> : null}
      {loaded.status === 'pending' ? <Loading /> : null}
      {loaded.status === 'success' ? (
        <>
          {loaded.data.every((s) => s.Views === 0) ? <p>{t('engagement.none')}</p> : null}
          <LazyBoundary>
            <EngagementChart slides={loaded.data} labels={labels} />
          </LazyBoundary>
          <table className="manage-table" aria-labelledby="manage-engagement-title">
            <thead>
              <tr>
                <th scope="col">{t('engagement.slide')}</th>
                <th scope="col">{t('engagement.viewers')}</th>
                <th scope="col">{t('engagement.views')}</th>
                <th scope="col">{t('engagement.total')}</th>
                <th scope="col">{t('engagement.average')}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.data.map((s) => (
                <tr key={s.Index}>
                  <th scope="row">{t('engagement.slideN', { n: s.Index + 1 })}</th>
                  <td>{number.format(s.Viewers)}</td>
                  <td>{number.format(s.Views)}</td>
                  <td>{number.format(s.TotalSeconds)}</td>
                  <td>{number.format(s.AverageSecondsPerViewer)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <a className="pd-link" href={engagementCsvUrl(presId)} download>
              {t('engagement.export')}
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}
