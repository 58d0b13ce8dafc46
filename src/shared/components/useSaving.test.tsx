import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { useSaving } from './useSaving';

/** A dialog whose 确定 runs `work` through the hook. */
function Dialog({ work }: { work: () => Promise<unknown> }) {
  const { buttonProps, run } = useSaving();
  return (
    <Modal open title="保存" okText="确定" okButtonProps={buttonProps} onOk={() => void run(work)}>
      内容
    </Modal>
  );
}

const confirm = () => screen.getByRole('button', { name: /^确\s?定$/ });

test('two clicks in one frame send once; after a refusal 确定 is enabled, without a spinner, and sends again', async () => {
  let refuse: (reason: Error) => void = () => undefined;
  const work = jest.fn(
    () =>
      new Promise((_resolve, reject) => {
        refuse = reject;
      }),
  );
  render(<Dialog work={work} />);

  const button = confirm();
  // Both clicks land before React renders the disabled button, as a fast double click can.
  act(() => {
    button.click();
    button.click();
  });
  expect(work).toHaveBeenCalledTimes(1);
  expect(button).toBeDisabled();
  expect(within(button).getByRole('img', { name: 'loading' })).toBeInTheDocument();

  await act(async () => refuse(new Error('refused')));
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(within(confirm()).queryByRole('img', { hidden: true })).not.toBeInTheDocument();
  expect(confirm()).toHaveAccessibleName(/^确\s?定$/);

  act(() => confirm().click());
  expect(work).toHaveBeenCalledTimes(2);
});
