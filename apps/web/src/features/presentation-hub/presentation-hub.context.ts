// Component tests provide a fake hub here; the app leaves it null (a socket.io client).
import { createContext } from 'react';
import type { HubClient } from '../../shared/hub/hub.types.ts';

export const PresentationHubContext = createContext<HubClient | null>(null);
