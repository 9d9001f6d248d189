// The lazy chunk of the live video kinds (SPEC §2 LiveVideo: live video webinar and video
// webinar; ARCHITECTURE §7: hls.js, the hub client and these views are not in the viewer's
// initial JS). ViewerPage imports this module with import() only.
import '../conference/conference-i18n.ts';
import './live-video-i18n.ts';
import '../media/media.css';
import '../conference/conference.css';
import './live-video.css';

export { LiveVideoKindView } from './components/LiveVideoKindView.tsx';
export { LiveVideoThumbnailBar } from './components/LiveVideoThumbnailBar.tsx';
