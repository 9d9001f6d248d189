// The shared zod schemas the first screens validate with (entry, user, presentation, event logos).
// zod and these schemas are a lazy chunk of their own (ARCHITECTURE §7 initial JS): it loads
// while the first request is on the wire (requestJson awaits both), so nothing waits longer.
import '../zod-setup.ts';
import { z } from 'zod';
import { UnderwriterSchema } from '@podium/domain';

export {
  DisclaimerSchema,
  EntryCodeBodySchema,
  EntryCodeResponseSchema,
  ErrorBodySchema,
  LinkedPresentationsResponseSchema,
  PresentationSchema,
  RouteQuerySchema,
  RouteResponseSchema,
  SignInBodySchema,
  UserSchema,
} from '@podium/domain';

export const UnderwritersSchema = z.array(UnderwriterSchema);
