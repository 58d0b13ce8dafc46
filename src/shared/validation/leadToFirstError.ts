import type { FormInstance, FormProps } from 'antd';
import { cleanFormValues } from './cleanFormValues';

type ScrollFocus = Exclude<FormProps['scrollToFirstError'], boolean | undefined>;

/**
 * Where a failed 提交 leads: the first invalid field, scrolled to the middle of its scrolling box
 * when it is out of sight (with its label and message around it, not at the edge), and focused,
 * so the next key types into it and a screen reader reads its message. AppFrame's ConfigProvider
 * gives it to every form that submits through `onFinish`; `validateLeading` to those that
 * validate by hand.
 */
export const FIRST_ERROR: ScrollFocus = { focus: true, block: 'center' };

interface FailedValidation {
  errorFields?: { name: (string | number)[] }[];
}

/**
 * `form.validateFields()` for a save button outside the form's own submit (a dialog's 确定, a
 * page's 提交 that runs more than `onFinish`): resolves with the values as they are sent (text
 * trimmed, empty strings dropped: `cleanFormValues`, 0022; `keep` names the fields sent exactly
 * as typed, passwords), or leads to the first invalid field as a submit would and rejects with
 * antd's error as before. An optional text the user emptied is absent from what it resolves
 * with, so `V` declares such fields optional.
 */
export async function validateLeading<V>(
  form: FormInstance<V>,
  keep: readonly string[] = [],
): Promise<V> {
  let values: V;
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one call the rule sends here
    values = await form.validateFields();
  } catch (error) {
    const first = (error as FailedValidation).errorFields?.[0];
    if (first) form.scrollToField(first.name, FIRST_ERROR);
    throw error;
  }
  return cleanFormValues(values as object, keep) as V;
}

/**
 * The `onFinish` of a form that submits itself: hands `submit` the values as they are sent, cleaned
 * as `validateLeading` cleans them (0022), so every form's submit path trims in one place.
 */
export function finishCleaned<V>(
  submit: (values: V) => unknown,
  keep: readonly string[] = [],
): (values: V) => void {
  return (values) => {
    void submit(cleanFormValues(values as object, keep) as V);
  };
}
