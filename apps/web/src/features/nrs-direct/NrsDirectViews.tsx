// The lazy chunk of NRS Direct (ARCHITECTURE §7: the hub client and the live views are not in the
// viewer's initial JS). ViewerPage imports this module with import() only.
import '../conference/conference-i18n.ts';
import './nrsdirect-i18n.ts';

export { NrsDirectKindView } from './components/NrsDirectKindView.tsx';
export { NrsDirectThumbnailBar } from './components/NrsDirectThumbnailBar.tsx';
