// Public URLs of branding files (title logo, underwriter logos). Storage keys in the branding
// area are `{presId}/{fileName}`, and so is the tail of the URL.
import { SERVICE_BASE_PATH } from '@podium/domain';

export const BRANDING_FILE_ROUTE = '/eventBranding/:presId/files/:fileName';

export function brandingFileUrl(storageKey: string): string {
  const [presId, fileName] = storageKey.split('/');
  return `${SERVICE_BASE_PATH}/eventBranding/${presId ?? ''}/files/${encodeURIComponent(fileName ?? '')}`;
}

export function brandingStorageKey(presId: number, fileName: string): string {
  return `${presId}/${fileName}`;
}
