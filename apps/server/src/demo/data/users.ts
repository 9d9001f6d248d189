// ARCHITECTURE §4 demo users; every password is `podium`.
import { LiveVideoRole, SgmRole } from '@podium/domain';
import type { DemoUser } from '../demo-types.ts';

export const DEMO_PASSWORD = 'podium';

const attendeeRole = {
  liveVideoRole: LiveVideoRole.Attendee,
  sgmRole: SgmRole.Attendee,
  slideNavigation: true,
  isConferencePresenter: false,
};

export const demoUsers: readonly DemoUser[] = [
  {
    email: 'attendee@podium.test',
    firstName: 'Avery',
    lastName: 'Attendee',
    company: 'Bluewater Asset Management',
    isSiteAdmin: false,
    role: attendeeRole,
  },
  {
    email: 'panelist@podium.test',
    firstName: 'Priya',
    lastName: 'Panelist',
    company: 'Northwind Renewables, Inc.',
    isSiteAdmin: false,
    role: {
      liveVideoRole: LiveVideoRole.Panelist,
      sgmRole: SgmRole.None,
      slideNavigation: true,
      isConferencePresenter: true,
    },
  },
  {
    email: 'coordinator@podium.test',
    firstName: 'Casey',
    lastName: 'Coordinator',
    company: 'Goldfield Sachs & Co.',
    isSiteAdmin: false,
    role: {
      liveVideoRole: LiveVideoRole.EventCoordinator,
      sgmRole: SgmRole.None,
      slideNavigation: true,
      isConferencePresenter: false,
    },
  },
  {
    email: 'host@podium.test',
    firstName: 'Harper',
    lastName: 'Host',
    company: 'Goldfield Sachs & Co.',
    isSiteAdmin: false,
    role: {
      liveVideoRole: LiveVideoRole.None,
      sgmRole: SgmRole.Host,
      slideNavigation: true,
      isConferencePresenter: false,
    },
  },
  {
    email: 'admin@podium.test',
    firstName: 'Alex',
    lastName: 'Admin',
    company: 'Podium',
    isSiteAdmin: true,
    role: {
      liveVideoRole: LiveVideoRole.None,
      sgmRole: SgmRole.None,
      slideNavigation: true,
      isConferencePresenter: false,
    },
  },
];
