// SPEC §9: browser storage keys are prefixed P{presId}P so that two presentations open in the
// same browser never read each other's state.
export function storageKeyPrefix(presId: number): string {
  return `P${presId}P`;
}

export function storageKey(presId: number, key: string): string {
  return storageKeyPrefix(presId) + key;
}
