// SPEC §7 UpdateUserPresData over the realtime hub: the same save as PUT prescontrol/{presId}/
// userPresData/{userId} (prescontrol.service.ts), for the connection's own user and presentation.
// The hub has already parsed the message and checked its PresId against the connection; the user
// comes from the connection's session, never from the message.
import {
  ResumeMediaDataBodySchema,
  UpdateError,
  type UpdateAck,
  type UpdateUserPresDataMessage,
} from '@podium/domain';
import type { HubClient, UserPresDataHandler } from '../../realtime/hub.types.ts';
import type { SessionRepository } from '../account/session.repository.ts';
import type { PresControlService } from './prescontrol.service.ts';

interface Dependencies {
  readonly presControl: Pick<PresControlService, 'saveOwnResumeData'>;
  readonly sessions: Pick<SessionRepository, 'findWithUser'>;
  /** The session plugin's idle rule (SPEC §8): an idle session speaks for nobody. */
  readonly sessionIdleTimeoutMs: number;
  readonly now: () => Date;
}

const refused = (error: UpdateError): UpdateAck => ({ ok: false, error });

export function createUserPresDataHubHandler(deps: Dependencies): UserPresDataHandler {
  return async (client: HubClient, message: UpdateUserPresDataMessage): Promise<UpdateAck> => {
    // The REST body's bounds apply too (the hub schema checks the shape only).
    const body = ResumeMediaDataBodySchema.safeParse(message.ResumeMediaData);
    if (!body.success) return refused(UpdateError.Invalid);
    // The session may have signed out or idled out since the socket connected: REST would
    // answer 401 then, so the hub refuses and the client's REST fallback meets that 401.
    const found = await deps.sessions.findWithUser(client.sessionId);
    const idleMs = found ? deps.now().getTime() - found.session.lastSeenAt.getTime() : 0;
    if (!found || idleMs > deps.sessionIdleTimeoutMs) return refused(UpdateError.Forbidden);
    const session = { ...found.session, user: found.user };
    const saved = await deps.presControl.saveOwnResumeData(
      session,
      client.subject.presId,
      body.data,
    );
    return saved ? { ok: true } : refused(UpdateError.Forbidden);
  };
}
