/**
 * Scrolls the list itself, never the page or the column around it, the least that shows the item
 * whole: an element's scrollIntoView would move every scrolling ancestor, the player with them.
 */
export function keepInSight(list: HTMLElement, item: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  if (itemBox.top < box.top) list.scrollTop -= box.top - itemBox.top;
  else if (itemBox.bottom > box.bottom) list.scrollTop += itemBox.bottom - box.bottom;
}
