import { useEffect, useState } from 'react';

/**
 * Gives focus back to what had it when a dialog appeared, once the dialog is gone. For dialogs
 * rendered only while open (`{open && <XModal />}`): antd returns focus to the opener only at
 * the end of its close motion, which a dialog taken out of the page never plays, so focus fell
 * to the top of the page. Nothing happens when something else has taken focus meanwhile or the
 * opener has left the page (a row that was removed, a closed dropdown menu).
 */
export function useReturnFocus(): void {
  // Read while rendering: the dialog's own effects move focus into it before any effect of ours.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  useEffect(
    () => () => {
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected;
      if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected)
        opener.focus({ preventScroll: true });
    },
    [opener],
  );
}
