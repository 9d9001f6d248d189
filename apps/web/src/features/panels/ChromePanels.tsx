// The lazy chunk of the Welcome and Event Media panels (SPEC §2) with their texts: most viewers
// never open them, so they stay out of the viewer's initial JS (ARCHITECTURE §7).
import './chrome-panels-i18n.ts';

export { EventMediaPanel } from './components/EventMediaPanel.tsx';
export { WelcomePanel } from './components/WelcomePanel.tsx';
