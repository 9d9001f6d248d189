// Wires the manage area's repository and services.
import type { Database } from '../../db/database.ts';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { Storage } from '../../storage/storage.ts';
import type { AccessService } from '../access/access.service.ts';
import { createManageAccess } from './manage-access.ts';
import { createManageRepository } from './manage.repository.ts';
import { createManageService } from './manage.service.ts';
import { createSlideDeckService } from './slide-deck.service.ts';
import type { UploadStaging } from './upload-staging.ts';

interface Dependencies {
  readonly access: AccessService;
  readonly hub: HubPublisher;
  readonly now: () => Date;
  readonly storage: Storage;
  readonly uploads: UploadStaging;
}

export function createManageServices(
  db: Database,
  { access, hub, now, storage, uploads }: Dependencies,
) {
  const repo = createManageRepository(db);
  const manageAccess = createManageAccess(repo, access);
  return {
    manageAccess,
    uploads,
    manage: createManageService({ repo, access: manageAccess, hub, now }),
    slideDeck: createSlideDeckService({ repo, access: manageAccess, hub, storage, uploads }),
  };
}
