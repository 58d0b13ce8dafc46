import { useRef, useState } from 'react';
import type { ButtonProps } from 'antd';
import { savingButtonProps } from './savingButtonProps';

export interface Saving {
  saving: boolean;
  /** For the save button (a Modal's `okButtonProps`, or spread on a Button) instead of `loading`. */
  buttonProps: ButtonProps;
  /**
   * Runs one save at a time; a call while one runs does nothing. A rejection ends the save
   * quietly: refusals are shown by the request layer, invalid fields by the form.
   */
  run: (work: () => Promise<unknown>) => Promise<void>;
}

/** A dialog's save: the button's saving state and a runner that sends once per click. */
export function useSaving(): Saving {
  const [saving, setSaving] = useState(false);
  // The guard is a ref: two clicks in one frame read the same `saving`, so both would send.
  const sending = useRef(false);
  const run = async (work: () => Promise<unknown>) => {
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    try {
      await work();
    } catch {
      // Shown where it happened (request layer or form); what was typed or chosen stays.
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };
  return { saving, buttonProps: savingButtonProps(saving), run };
}
