// Mounts the console screen of the fake call (testing/fakeConsoleServer.ts) with the app's i18n.
import { render } from '@testing-library/react';
import '../../../shared/i18n/i18n.ts';
import '../console-i18n.ts';
import { ConsoleScreen } from '../components/ConsoleScreen.tsx';
import { CONF_ID, PRES_ID } from './fakeConsoleServer.ts';

export function renderConsole() {
  return render(
    <ConsoleScreen ids={{ presId: PRES_ID, confId: CONF_ID }} eventTitle="Acme Q3 Earnings Call" />,
  );
}
