// /{presId} parent layout (SPEC §2): rejects ids that are not presentation ids, keeps the
// presentation's branding applied across its screens, and remounts children per presId.
import { Fragment } from 'react';
import { Outlet, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage.tsx';
import { useBranding } from '../../branding/useBranding.ts';
import { usePresentationStore } from '../../presentation/presentation.store.ts';
import { parsePresId } from '../entry.paths.ts';

export function EntryGate() {
  const presId = parsePresId(useParams().presId);
  const brandingGuid = usePresentationStore((state) =>
    presId !== null && state.loading.presentation?.PresentationId === presId
      ? state.loading.presentation.BrandingGuid
      : null,
  );
  useBranding(brandingGuid);
  if (presId === null) return <NotFoundPage />;
  return (
    <Fragment key={presId}>
      <Outlet />
    </Fragment>
  );
}
