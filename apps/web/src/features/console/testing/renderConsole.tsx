// Mounts the console screen of the fake call (testing/fakeConsoleServer.ts) with the app's i18n
// and a fake hub in place of the console's own connection (console.realtime.ts).
import { render } from '@testing-library/react';
import '../../../shared/i18n/i18n.ts';
import '../console-i18n.ts';
import { createFakeHub } from '../../conference/testing/fakeHub.ts';
import { ConsoleScreen } from '../components/ConsoleScreen.tsx';
import { ConsoleHubContext } from '../console.realtime.ts';
import { CONF_ID, PRES_ID } from './fakeConsoleServer.ts';

export function renderConsole(hub = createFakeHub()) {
  const view = render(
    <ConsoleHubContext.Provider value={hub}>
      <ConsoleScreen
        ids={{ presId: PRES_ID, confId: CONF_ID }}
        eventTitle="Acme Q3 Earnings Call"
      />
    </ConsoleHubContext.Provider>,
  );
  return { ...view, hub };
}
