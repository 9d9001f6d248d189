// Copying a dial-in number or the access code, confirmed or refused by a toast (SPEC §2, §9
// toasts): the clipboard can be refused by the browser (no permission, an insecure page), and
// the person then needs to know to copy it by hand.
import { showToast } from '../../shared/ui/toast/index.ts';

export interface CopyTexts {
  readonly copied: string;
  readonly failed: string;
}

export async function copyToClipboard(text: string, texts: CopyTexts): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    showToast({ message: texts.copied, icon: 'success' });
  } catch {
    showToast({ message: texts.failed, icon: 'error' });
  }
}
