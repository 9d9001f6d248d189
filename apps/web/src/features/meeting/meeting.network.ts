// The network under the meeting, as the participant sees it: whether the browser is online (its
// online and offline events) and whether the hub, which carries the media signalling, is
// connected. Each reconnection of the hub calls `reconnected`: the server closed the media of the
// hub connection that dropped, so the meeting is joined again.
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { setMeeting } from './meeting.store.ts';

export function watchMeetingNetwork(hub: HubClient, reconnected: () => void): () => void {
  const online = () => setMeeting({ online: true });
  const offline = () => setMeeting({ online: false });
  setMeeting({ online: navigator.onLine !== false });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  const offConnection = hub.onConnection((event) => {
    switch (event.type) {
      case 'connectionLost':
        setMeeting({ hubLost: true });
        return;
      case 'connected':
        setMeeting({ hubLost: false });
        if (event.reconnect) reconnected();
        return;
      default:
        return;
    }
  });
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    offConnection();
  };
}
