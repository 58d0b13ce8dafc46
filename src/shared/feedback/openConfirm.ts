import type { App, ModalFuncProps } from 'antd';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

/**
 * Opens `modal.confirm` in antd's await mode. A refused `onOk` (its call rejected; the request
 * layer has shown why) then keeps the dialog open without antd re-throwing the rejection as an
 * uncaught error in the console. Resolves with whether the user confirmed.
 */
export async function openConfirm(modal: ModalApi, config: ModalFuncProps): Promise<boolean> {
  return await modal.confirm(config);
}
