// Who may see or present an event's live video (SPEC §6 live video roles; the call's cut-off),
// and how a playlist or segment request is answered without the database: a viewer's standing
// remembered per session and event, and the event's state read once for the whole audience.
// Part of the live video's media service (live-video-media.service.ts).
import {
  isLiveVideoReplayAvailable,
  mayPresentLiveVideo,
  ForbiddenError,
  NotFoundError,
} from '@podium/domain';
import type { AccessContext, AccessService } from '../access/access.service.ts';
import { createTtlMemory } from '../access/access-memory.ts';
import type { Caller } from '../access/caller.ts';
import { createCallCutOffGuard } from '../conference/call-cutoff.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import type { LiveVideoRepository, LiveVideoRow } from './live-video.repository.ts';

/**
 * How long a viewer's standing at an event (may watch it: signed in, access granted, not cut off
 * by the call; presents it or not) is remembered for its playlist and segment requests, and so
 * the bound within which losing it (access revoked, cut off, signed out or idled out) reaches a
 * player that goes on fetching: its requests after this time are refused. The viewer's page
 * learns of a revocation at once from the hub and leaves the player; this bound holds for a
 * client that does not. Each viewer asks about three times a second (a playlist reload every
 * half segment, a segment a second); a remembered standing answers them with no database work
 * (not even the session's lookup), so an audience costs the database one decision (the
 * session, the access, the call's standing; the event's state is read apart, once for all) per
 * viewer per 15 to 23 s, decided in the background while the viewer keeps watching. The stream route always decides afresh (and renews the standing).
 */
export const MEDIA_ACCESS_TTL_MS = 30_000;
/**
 * How old the event's state (started, broadcasting, ended, replay published or expired) may be
 * when a playlist or segment request is decided: read once for the whole audience this often,
 * so the end of the broadcast or the replay's expiry reaches every player within it.
 */
export const EVENT_STATE_MAX_AGE_MS = 1000;
/** Remembered decisions at most; the least recently used go first beyond it. */
const MEDIA_ACCESS_MAX = 50_000;

/** What a viewer's access to an event is, apart from the event's state. */
export interface Standing {
  /** Presents the event (panelist, coordinator) or administers the site: sees the feed always. */
  readonly presenter: boolean;
}

export interface Rights {
  readonly live: boolean;
  readonly replay: boolean;
  readonly hasEnded: boolean;
}

/**
 * Who asks for a playlist or a segment: the session cookie it sent (the key its decision is
 * remembered by; not looked up) and how to look its session up when no decision is remembered.
 */
export interface MediaViewer {
  readonly sessionKey: string | null;
  readonly caller: () => Promise<Caller>;
}

interface Dependencies {
  readonly repo: LiveVideoRepository;
  readonly access: AccessService;
  readonly presentations: PresentationRepository;
  readonly now: () => Date;
}

export function createLiveVideoMediaAccess(deps: Dependencies) {
  const { repo, access, now } = deps;
  const cutOff = createCallCutOffGuard(deps.presentations);
  // The age counts from the decision, not from the last request it answered.
  const remembered = createTtlMemory<{ readonly standing: Standing; readonly refreshAt: number }>({
    max: MEDIA_ACCESS_MAX,
    ttlMs: MEDIA_ACCESS_TTL_MS,
    now,
  });
  /** Decisions being made, so a viewer's requests at one moment share one. */
  const deciding = new Map<string, Promise<Standing>>();
  /** Each event's state as last read for media requests, and the read under way. */
  const eventStates = new Map<number, { row: LiveVideoRow | null; readAt: number }>();
  const eventReads = new Map<number, Promise<LiveVideoRow | null>>();

  async function eventOf(ctx: AccessContext): Promise<LiveVideoRow> {
    const row = await repo.find(ctx.presentation.id);
    if (!row) throw new NotFoundError('This presentation has no live video.');
    return row;
  }

  const presents = (ctx: AccessContext) => mayPresentLiveVideo(ctx.access.role?.liveVideoRole ?? 0);

  /** SPEC §7: panelists and coordinators of this event only. */
  async function requirePresenter(caller: Caller, presId: number) {
    const ctx = await access.requireAccess(caller, presId);
    if (!presents(ctx))
      throw new ForbiddenError(
        'Only panelists and event coordinators of this event may present live video.',
      );
    const row = await eventOf(ctx);
    remember(`${ctx.session.id}:${presId}`, { presenter: true });
    return { ctx, row };
  }

  /** What this viewer may play: the live feed, the replay, or nothing. */
  async function watchRights(caller: Caller, presId: number) {
    const ctx = await access.requireAccess(caller, presId);
    const row = await eventOf(ctx);
    // The newest state serves the media requests that follow (the player's, just after this).
    eventStates.set(presId, { row, readAt: now().getTime() });
    await cutOff.requireNotCutOff(ctx);
    const presenter = presents(ctx) || ctx.access.isSiteAdmin;
    // The stream route decides afresh; its answer also serves the viewer's media requests.
    if (caller.session) remember(`${caller.session.id}:${presId}`, { presenter });
    return { ctx, row, ...rightsOf({ presenter }, row) };
  }

  function rightsOf(standing: Standing, row: LiveVideoRow): Rights {
    const broadcasting = row.hasStarted && row.hasBroadcastStarted && !row.hasEnded;
    const replay = isLiveVideoReplayAvailable({
      status: {
        HasStarted: row.hasStarted,
        HasBroadcastStarted: row.hasBroadcastStarted,
        HasEnded: row.hasEnded,
        IsReplayAvailable: row.isReplayAvailable,
        IsReplayExpired: row.isReplayExpired,
      },
      replayType: row.replayType,
    });
    return {
      live: standing.presenter || broadcasting,
      replay: replay || standing.presenter,
      hasEnded: row.hasEnded,
    };
  }

  function remember(key: string, standing: Standing): void {
    const half = MEDIA_ACCESS_TTL_MS / 2;
    const refreshAt = now().getTime() + half + Math.random() * (half / 2);
    remembered.set(key, { standing, refreshAt });
  }

  /**
   * The event's state for media requests, read at most every EVENT_STATE_MAX_AGE_MS for the
   * whole audience (one read at a time).
   */
  function eventState(presId: number): Promise<LiveVideoRow | null> {
    const at = now().getTime();
    const held = eventStates.get(presId);
    if (held && at - held.readAt < EVENT_STATE_MAX_AGE_MS) return Promise.resolve(held.row);
    const reading = eventReads.get(presId);
    if (reading) return reading;
    const read = repo
      .find(presId)
      .then((row) => {
        eventStates.set(presId, { row, readAt: at });
        return row;
      })
      .finally(() => eventReads.delete(presId));
    eventReads.set(presId, read);
    return read;
  }

  /**
   * The rights of a playlist or segment request: the viewer's standing (access to the event,
   * not cut off, presenter or not), remembered per session and event for MEDIA_ACCESS_TTL_MS so
   * that a remembered standing answers without the database, with the event's state of at most
   * EVENT_STATE_MAX_AGE_MS ago. A standing past its refresh time (a random moment in the second
   * half of its life, so an audience that came in together does not ask again together) still
   * answers while it is decided afresh in the background: a watching viewer never waits, and
   * one that lost its access is refused from the next request after the new decision, at the
   * latest MEDIA_ACCESS_TTL_MS after the last one.
   */
  async function mediaRights(viewer: MediaViewer, presId: number): Promise<Rights> {
    const key = viewer.sessionKey === null ? null : `${viewer.sessionKey}:${presId}`;
    if (key === null) {
      const { live, replay, row } = await watchRights(await viewer.caller(), presId);
      return { live, replay, hasEnded: row.hasEnded };
    }
    const hit = remembered.get(key);
    let standing: Standing;
    if (hit) {
      if (now().getTime() >= hit.refreshAt && !deciding.has(key))
        void decideStanding(viewer, presId, key).catch(() => undefined);
      standing = hit.standing;
    } else standing = await (deciding.get(key) ?? decideStanding(viewer, presId, key));
    const row = await eventState(presId);
    if (!row) throw new NotFoundError('This presentation has no live video.');
    return rightsOf(standing, row);
  }

  function decideStanding(viewer: MediaViewer, presId: number, key: string): Promise<Standing> {
    // The event's own state is not part of a standing: the requests read it, shared, apart.
    const decision = viewer
      .caller()
      .then(async (caller) => {
        const ctx = await access.requireAccess(caller, presId);
        await cutOff.requireNotCutOff(ctx);
        return ctx;
      })
      .then(
        (ctx) => {
          const standing = { presenter: presents(ctx) || ctx.access.isSiteAdmin };
          remember(key, standing);
          return standing;
        },
        (error: unknown) => {
          remembered.delete(key);
          throw error;
        },
      )
      .finally(() => deciding.delete(key));
    deciding.set(key, decision);
    return decision;
  }

  return {
    eventOf,
    requirePresenter,
    watchRights,
    rightsOf,
    eventState,
    mediaRights,
    /** The standing remembered for `key` (session and event), if it has not expired. */
    rememberedStanding: (key: string): Standing | undefined => remembered.get(key)?.standing,
  };
}
