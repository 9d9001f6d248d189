// SPEC §3 Security.BlockSlidesCopy: slide images offer no context menu ("Save image as…") and
// cannot be dragged out of the page. BlockSlidesText is a CSS class (user-select: none).
import type { DragEvent, MouseEvent } from 'react';

export interface SlideImageProtection {
  draggable: boolean | undefined;
  onContextMenu: ((event: MouseEvent) => void) | undefined;
  onDragStart: ((event: DragEvent) => void) | undefined;
}

const prevent = (event: { preventDefault: () => void }) => event.preventDefault();

export function slideImageProtection(blockCopy: boolean): SlideImageProtection {
  return blockCopy
    ? { draggable: false, onContextMenu: prevent, onDragStart: prevent }
    : { draggable: undefined, onContextMenu: undefined, onDragStart: undefined };
}
