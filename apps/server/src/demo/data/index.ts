// Every demo event, in load order. Later issues add their events here (ARCHITECTURE §4).
import type { DemoEventFactory } from '../demo-types.ts';
import { event1001 } from './event-1001.ts';
import { event1004 } from './event-1004.ts';
import { event1007 } from './event-1007.ts';
import { event2001 } from './event-2001.ts';
import { event2002 } from './event-2002.ts';
import { event2003 } from './event-2003.ts';
import { event2004 } from './event-2004.ts';
import { event3001 } from './event-3001.ts';
import { event1002, event1003, event1005, event1006 } from './events-media.ts';
import { event3002, event3003 } from './events-simulive.ts';
import { event5001 } from './event-5001.ts';
import { event6001 } from './event-6001.ts';
import { event6002 } from './event-6002.ts';
import { event6003 } from './event-6003.ts';
import { event4001 } from './event-4001.ts';

export const demoEvents: readonly DemoEventFactory[] = [
  event1001,
  event1002,
  event1003,
  event1004,
  event1005,
  event1006,
  event1007,
  event2001,
  event2002,
  event2003,
  event2004,
  event3001,
  event3002,
  event3003,
  event4001,
  event5001,
  event6001,
  event6002,
  event6003,
];
export { demoUsers, DEMO_PASSWORD } from './users.ts';
