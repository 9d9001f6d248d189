// SPEC §7 retail calls the registration page and the console make (the show itself loads through
// the presentation feature).
import {
  RegistrationListSchema,
  RegistrationResponseSchema,
  retailPaths,
  RetailShowSummarySchema,
  SERVICE_BASE_PATH,
  type RegistrationBody,
  type RegistrationRecord,
  type RetailShowSummary,
} from '@podium/domain';
import type { z } from 'zod';
import { requestJson } from '../../shared/http/client.ts';

export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

export function fetchRetailSummary(
  presId: number,
  linkCode: string | null,
): Promise<RetailShowSummary> {
  return requestJson(retailPaths.registration(presId, linkCode), RetailShowSummarySchema);
}

export function registerForShow(
  presId: number,
  body: RegistrationBody,
): Promise<RegistrationResponse> {
  return requestJson(retailPaths.registrations(presId), RegistrationResponseSchema, {
    method: 'POST',
    body,
  });
}

/** A show that requires no registration: watch it (a session is made if there is none). */
export function watchWithoutRegistering(
  presId: number,
  linkCode: string | null,
): Promise<RegistrationResponse> {
  return requestJson(retailPaths.watch(presId, linkCode), RegistrationResponseSchema, {
    method: 'POST',
  });
}

export function fetchRegistrations(presId: number): Promise<RegistrationRecord[]> {
  return requestJson(retailPaths.registrations(presId), RegistrationListSchema);
}

/** The CSV export, opened as a plain link (the session cookie goes along). */
export function registrationsExportUrl(presId: number): string {
  return `${SERVICE_BASE_PATH}/${retailPaths.registrationsExport(presId)}`;
}
