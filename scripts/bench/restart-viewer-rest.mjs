// The REST calls of the restart bench's viewers (restart-clients.mjs), as the viewer makes them:
// the entry (SPEC §2), the hub token, and the reconnect refresh (SPEC §4/§8). Each takes the
// event (presId, confId) and works on one client record (its session, token, refresh failures).
import { apiPaths, conferencePaths } from '@podium/domain';
import { ApiSession } from './restart-http.mjs';

/** The viewer's entry (SPEC §2): entry code, user, registration (the token comes at connect). */
export async function enter(client, pool, { presId, confId }) {
  const session = new ApiSession(pool);
  await session.ok('POST', apiPaths.processEntryCode(), { EntryCode: `DEMO-${presId}` });
  const user = await session.loadUser(presId);
  await session.ok('POST', conferencePaths.participants(presId, confId), {
    conferenceId: confId,
    emailAddress: '',
  });
  client.session = session;
  client.coreUserId = user.CoreId;
}

export async function fetchToken(client, { presId, confId }) {
  const { TokenId } = await client.session.ok(
    'POST',
    apiPaths.hubToken(presId, { conferenceCallId: confId }),
  );
  client.token = TokenId;
}

/**
 * SPEC §4/§8 reconnect refresh, as conference.session.ts does it: the presentation reloaded
 * (user, then presentation), and call status, presenter control and own questions re-fetched,
 * all at once. A failed call is counted (`onFailure` with its reason) and otherwise ignored, as
 * in the viewer; the presenter control's slide goes to `onSlide`.
 */
export function refresh(client, { presId, confId }, { onSlide, onFailure }) {
  const { session } = client;
  const failed = (reason) => {
    client.refreshFailures += 1;
    onFailure(reason);
  };
  /** One GET; a failure is counted (by reason) and otherwise ignored, as the viewer does. */
  const read = (path, use = () => undefined) =>
    session.get(path).then(
      (response) =>
        response.status === 200 ? use(response.json) : failed(`HTTP ${response.status}`),
      (error) => failed(String(error?.message ?? error)),
    );
  return Promise.all([
    read(`${apiPaths.loggedInUser()}?presId=${presId}`).then(() =>
      read(`${apiPaths.presentation()}?presid=${presId}&includeMedia=true`),
    ),
    read(conferencePaths.status(presId, confId)),
    read(conferencePaths.presControl(presId, confId), (body) => onSlide(body.SlideIndex)),
    read(conferencePaths.questions(presId, confId)),
  ]);
}
