// Per-slide engagement of an event the caller manages: viewers and time on each slide of its
// current deck, from the activity log (domain engagement.ts), as JSON or as CSV.
import { engagementCsv, slideEngagement, type SlideEngagement } from '@podium/domain';
import type { Caller } from '../access/caller.ts';
import type { ManageAccess } from './manage-access.ts';
import type { ManageRepository } from './manage.repository.ts';
import type { EngagementRepository } from './engagement.repository.ts';

interface Dependencies {
  readonly repo: ManageRepository;
  readonly engagement: EngagementRepository;
  readonly access: ManageAccess;
}

export function createEngagementService({ repo, engagement, access }: Dependencies) {
  async function compute(caller: Caller, presId: number): Promise<SlideEngagement[]> {
    await access.requireEvent(caller, presId);
    const [deck, views, heard] = await Promise.all([
      repo.listSlides(presId),
      engagement.slideViews(presId),
      engagement.lastHeard(presId),
    ]);
    return slideEngagement(
      deck.map((slide) => ({ index: slide.index, title: slide.title })),
      views,
      heard,
    );
  }
  return {
    async get(caller: Caller, presId: number): Promise<{ Slides: SlideEngagement[] }> {
      return { Slides: await compute(caller, presId) };
    },
    async csv(caller: Caller, presId: number): Promise<string> {
      return engagementCsv(await compute(caller, presId));
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
