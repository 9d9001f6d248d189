// The STUN and TURN servers a browser gathers candidates through when it connects its media to
// Podium's media servers (meetings and call audio), as an RTCIceServer. TURN ones carry
// short-lived credentials (the TURN REST API scheme), so a browser whose network lets only TCP
// out still reaches the media server through the relay.
import { z } from 'zod';

export const IceServerSchema = z.object({
  urls: z.array(z.string().regex(/^(stun|turns?):/)).min(1),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServerSchema>;
