// SPEC §7 retail calls under the service route: GET {product}/shows/{presId}?linkCode, the linked
// shows, documents and slide media of a retail show, and Podium's registration calls beside them
// (SPEC §2 /register/{presentationId}). {product} is RETAIL_PRODUCT.
import { z } from 'zod';
import { DocumentStreamQuerySchema, EntryRoute } from '../api/schemas.ts';
import { toCsv } from './csv.ts';
import { LinkCode } from './registration.ts';

export { RETAIL_PRODUCT, retailPaths } from './paths.ts';

/** ?linkCode of the show, linked shows and registration calls (absent: the show's own page). */
export const RetailShowQuerySchema = z.object({ linkCode: LinkCode.optional() });
/** ?linkcode of the retail document and slide media calls (SPEC §7 writes it lower-case). */
export const RetailFileQuerySchema = z.object({ linkcode: LinkCode.optional() });
/** The retail document call takes the documentstream query too (applicationId, download). */
export const RetailDocumentQuerySchema = RetailFileQuerySchema.extend(
  DocumentStreamQuerySchema.shape,
);

/** What the registration page shows (public). */
export const RetailShowSummarySchema = z.object({
  PresentationId: z.number().int(),
  TitleBarWeb: z.string(),
  Retail_PricingMessage: z.string().nullable(),
  /** Whether visitors register before they watch (false: they watch without the form). */
  RegistrationRequired: z.boolean(),
});
export type RetailShowSummary = z.infer<typeof RetailShowSummarySchema>;

export const RegistrationResponseSchema = z.object({
  PresentationId: z.number().int(),
  Route: EntryRoute,
});

export const RegistrationRecordSchema = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Company: z.string(),
  CountryCode: z.string(),
  RegisteredUtc: z.string(),
});
export type RegistrationRecord = z.infer<typeof RegistrationRecordSchema>;
export const RegistrationListSchema = z.array(RegistrationRecordSchema);

export const REGISTRATION_CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Company',
  'Country',
  'Registered (UTC)',
] as const;

/** The console's export: one header row, then one row per registration in the order given. */
export function registrationsCsv(records: readonly RegistrationRecord[]): string {
  return toCsv([
    REGISTRATION_CSV_HEADER,
    ...records.map((r) => [
      r.FirstName,
      r.LastName,
      r.Email,
      r.Company,
      r.CountryCode,
      r.RegisteredUtc,
    ]),
  ]);
}

/** PUT {logId}/updatelogforcustomshow: the part of a custom agenda this visit now watches. */
export const CustomShowLogBodySchema = z.object({
  PresId: z.number().int().positive(),
  ShowId: z.number().int().positive(),
});
export type CustomShowLogBody = z.infer<typeof CustomShowLogBodySchema>;
