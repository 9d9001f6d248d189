// The side panels' lazy chunks: the frame of an open panel, and the Welcome and Event Media
// panels with their texts. A panel that opens by itself (SPEC §9 Event Media) has its chunks
// asked for as the viewer shows, so it opens complete at its delay rather than waiting for them.

export function loadOpenSidePanel() {
  return import('./components/OpenSidePanel.tsx');
}

export function loadChromePanels() {
  return import('./ChromePanels.tsx');
}
