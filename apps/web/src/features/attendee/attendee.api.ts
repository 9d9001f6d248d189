// POST entrycode/attendeedetails: the guest's name, company and email (users/attendee-details).
// The entry code gave the browser a new session, so its anti-forgery token is read first, from
// the user call the viewer makes anyway (SPEC §7: the token header is set from the user response).
import { apiPaths, AttendeeDetailsBodySchema, type AttendeeDetailsInput } from '@podium/domain';
import { requestVoid, setAntiForgeryToken } from '../../shared/http/client.ts';
import { fetchLoggedInUser } from '../session/session.api.ts';

export async function saveAttendeeDetails(
  presId: number,
  details: AttendeeDetailsInput,
): Promise<void> {
  const user = await fetchLoggedInUser(presId, '');
  setAntiForgeryToken(user.AntiForgeryToken);
  await requestVoid(apiPaths.attendeeDetails(), {
    method: 'POST',
    body: AttendeeDetailsBodySchema.parse({ PresentationId: presId, ...details }),
  });
}
