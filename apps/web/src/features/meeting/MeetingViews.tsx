// The lazy chunk of small group meetings (ARCHITECTURE §7: the hub client, WebRTC and the
// meeting views are not in the viewer's initial JS). ViewerPage imports this module with import()
// only.
import '../conference/conference-i18n.ts';
import './meeting-i18n.ts';

export { MeetingKindView } from './components/MeetingKindView.tsx';
