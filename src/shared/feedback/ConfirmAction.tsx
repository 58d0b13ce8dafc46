import { App, Button, Popconfirm, type PopconfirmProps, type TooltipRef } from 'antd';
import {
  cloneElement,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';

export interface ConfirmActionProps extends Omit<
  PopconfirmProps,
  'onConfirm' | 'open' | 'onOpenChange' | 'children'
> {
  /** The trigger: one element (a button), opening the confirmation on click, Enter or Space. */
  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  /**
   * Runs on 确定. A promise keeps the popover open, with a spinner on 确定, until it settles; a
   * rejection then closes it as a success does, and goes no further (the request layer has shown
   * why), so a handler need not catch its call's failure for the popover's sake.
   */
  onConfirm: () => void | Promise<unknown>;
}

/**
 * Popconfirm's child: no element of its own; its ref names the trigger, which antd's popover then
 * aligns to and counts clicks on as inside (antd's trigger reads a ref's `nativeElement`).
 */
function Anchor({
  ref,
  element,
}: {
  ref?: Ref<{ nativeElement: HTMLElement }>;
  element: HTMLElement;
}) {
  useImperativeHandle(ref, () => ({ nativeElement: element }), [element]);
  return null;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/**
 * An action behind a confirmation (删除, 归档, 结束, 解除合作…): antd's Popconfirm around the
 * trigger it is given, with the texts the page passes (`title`, `okText`, `cancelText`), and:
 *
 * - By keyboard: Enter or Space on the trigger opens it and moves focus to 取消 (to 确定 when
 *   there is no 取消), Tab reaches 确定, Escape closes it. antd's popover sits at the end of the
 *   page, where the keyboard would not reach it from the row.
 * - Focus returns to the trigger when it closes (confirmed, cancelled or Escape), unless focus
 *   has moved elsewhere meanwhile or the trigger has left the page (a deleted row).
 * - The one place that hands Popconfirm a promise (docs/decisions/0007-promise-lint.md).
 * - antd's Popconfirm is mounted when the trigger is first used, beside it rather than around it
 *   (so the trigger stays the same element): a Popconfirm with its tooltip, trigger and motion
 *   hooks in every row of a 100-row list cost the order list time on each page (issue 32,
 *   docs/decisions/0030).
 */
export function ConfirmAction({
  onConfirm,
  okButtonProps,
  cancelButtonProps,
  showCancel = true,
  children,
  ...props
}: ConfirmActionProps) {
  const ref = useRef<TooltipRef>(null);
  const [open, setOpen] = useState(false);
  // The trigger's element, from its first click: until then there is no Popconfirm.
  const [trigger, setTrigger] = useState<HTMLElement>();
  const okId = useId();
  const cancelId = useId();

  useEffect(() => {
    if (!open) return;
    // After the popup has mounted (its first opening renders it a moment later).
    const timer = setTimeout(() =>
      document.getElementById(showCancel ? cancelId : okId)?.focus({ preventScroll: true }),
    );
    return () => clearTimeout(timer);
  }, [open, showCancel, okId, cancelId]);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    const popup = ref.current?.popupElement;
    const now = document.activeElement;
    const lost = !now || now === document.body || !now.isConnected || !!popup?.contains(now);
    if (lost && trigger?.isConnected) trigger.focus({ preventScroll: true });
  };
  // A click on the trigger opens or closes it, as antd's click trigger does (focus is on the
  // trigger then: nothing to give back).
  const click = (event: MouseEvent<HTMLElement>) => {
    children.props.onClick?.(event);
    if (props.disabled) return;
    setTrigger(event.currentTarget);
    setOpen(!open);
  };
  const escape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    openChange(false);
  };
  const confirm = () => {
    const result = onConfirm();
    return isThenable(result)
      ? Promise.resolve(result).then(
          () => undefined,
          () => undefined,
        )
      : undefined;
  };

  return (
    <>
      {cloneElement(children, { onClick: click })}
      {trigger && (
        <Popconfirm
          {...props}
          ref={ref}
          open={open}
          onOpenChange={openChange}
          showCancel={showCancel}
          okButtonProps={{ ...okButtonProps, id: okId, onKeyDown: escape }}
          cancelButtonProps={{ ...cancelButtonProps, id: cancelId, onKeyDown: escape }}
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Popconfirm awaits it (0007); the one place that hands it a promise
          onConfirm={confirm}
        >
          <Anchor element={trigger} />
        </Popconfirm>
      )}
    </>
  );
}

/**
 * 删除 in a row's 操作, the common case: a red link button (its label exactly 删除) behind the
 * page's question, and 删除成功 once `remove` resolves (a refusal the request layer has shown).
 */
export function RowDelete({ title, remove }: { title: string; remove: () => Promise<unknown> }) {
  const { message } = App.useApp();
  return (
    <ConfirmAction title={title} onConfirm={() => remove().then(() => message.success('删除成功'))}>
      <Button type="link" size="small" danger autoInsertSpace={false}>
        删除
      </Button>
    </ConfirmAction>
  );
}
