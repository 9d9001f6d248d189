// Documents side panel (SPEC §2): the same document links as the document-only main view.
import { DocumentList } from '../../documents/components/DocumentList.tsx';

export function DocumentsPanel() {
  return <DocumentList variant="compact" />;
}
