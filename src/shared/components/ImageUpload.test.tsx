import '@/test/polyfillMessageChannel';
import '@/test/imageCropUnderJest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Form } from 'antd';
import { MESSAGES } from '@/shared/validation/messages';
import type { ImageUploadProps } from './ImageUpload';
import { ImageUpload } from './ImageUpload';
import { MAX_IMAGE_BYTES } from './imageChecks';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const imageFile = (head: number[], name: string, type: string, size = 64) => {
  const body = new Uint8Array(size);
  body.set(head);
  return new File([body], name, { type });
};
const png = () => imageFile(PNG_HEAD, 'avatar.png', 'image/png');

type Props = Partial<ImageUploadProps> & Pick<ImageUploadProps, 'upload'>;

function renderUpload(props: Props, initial?: string) {
  const onFinish = jest.fn();
  render(
    <App>
      <Form onFinish={onFinish} initialValues={{ avatar: initial }}>
        <Form.Item label="头像" name="avatar">
          <ImageUpload label="上传头像" {...props} />
        </Form.Item>
        <Button htmlType="submit">提交表单</Button>
      </Form>
    </App>,
  );
  // the hidden file input, present while there is no image
  const input = () => screen.getByLabelText<HTMLInputElement>('头像');
  const submitted = async () => {
    await userEvent.click(screen.getByRole('button', { name: '提交表单' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    return (onFinish.mock.lastCall?.[0] as { avatar?: string }).avatar;
  };
  return { input, submitted };
}

test('uploads a PNG and the form holds its URL', async () => {
  const upload = jest.fn().mockResolvedValue('https://cdn.example.com/org/a.png');
  const { input, submitted } = renderUpload({ upload, crop: false });

  await userEvent.upload(input(), png());
  await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  expect((upload.mock.calls[0] as [File])[0].name).toBe('avatar.png');
  expect(await screen.findByRole('img', { name: /a\.png|预览/ })).toBeInTheDocument();
  await expect(submitted()).resolves.toBe('https://cdn.example.com/org/a.png');
});

test('says it is uploading from the pick until the image is stored, so the form can hold its save', async () => {
  let store: (url: string) => void = () => undefined;
  const upload = jest.fn(() => new Promise<string>((resolve) => (store = resolve)));
  const onUploadingChange = jest.fn();
  renderUpload({ upload, crop: false, onUploadingChange });

  await userEvent.upload(screen.getByLabelText('头像'), png());
  await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  expect(onUploadingChange.mock.calls).toEqual([[true]]);
  store('https://cdn.example.com/org/a.png');
  await waitFor(() => expect(onUploadingChange.mock.calls).toEqual([[true], [false]]));
});

test('a refused file ends the upload it began', async () => {
  const onUploadingChange = jest.fn();
  renderUpload({ upload: jest.fn(), crop: false, onUploadingChange });
  await userEvent.upload(
    screen.getByLabelText('头像'),
    imageFile([0x47, 0x49, 0x46, 0x38], 'fake.png', 'image/png'),
  );
  expect(await screen.findByText('只能上传 JPG/PNG 格式图片!')).toBeInTheDocument();
  expect(onUploadingChange.mock.calls).toEqual([[true], [false]]);
});

test('refuses a file that is not really a JPG/PNG, whatever its name', async () => {
  const upload = jest.fn();
  const { input } = renderUpload({ upload });
  await userEvent.upload(input(), imageFile([0x47, 0x49, 0x46, 0x38], 'fake.png', 'image/png'));
  expect(await screen.findByText('只能上传 JPG/PNG 格式图片!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: '裁剪图片' })).not.toBeInTheDocument();
  expect(upload).not.toHaveBeenCalled();
});

test.each([
  ['the shell wording by default', undefined, '图片大小必须小于2MB!'],
  ['the assessment wording when given', MESSAGES.imageSizeAssessment, '图片大小不能超过2M'],
])('refuses an image of 2MB with %s', async (_label, maxSizeMessage, expected) => {
  const upload = jest.fn();
  const { input } = renderUpload({ upload, maxSizeMessage });
  await userEvent.upload(input(), imageFile(PNG_HEAD, 'big.png', 'image/png', MAX_IMAGE_BYTES));
  expect(await screen.findByText(expected)).toBeInTheDocument();
  expect(upload).not.toHaveBeenCalled();
});

test('a failed upload clears the field and says so', async () => {
  const upload = jest.fn().mockRejectedValue(new Error('boom'));
  const { input, submitted } = renderUpload({ upload, crop: false });
  await userEvent.upload(input(), png());
  expect(await screen.findByText('上传失败')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /avatar\.png/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /上传头像/ })).toBeInTheDocument(); // free to try again
  await expect(submitted()).resolves.toBeUndefined();
});

test('an existing image can be removed, which empties the field', async () => {
  const { submitted } = renderUpload({ upload: jest.fn() }, 'https://cdn.example.com/org/old.png');
  await userEvent.click(screen.getByRole('button', { name: /删除|Remove|delete/i }));
  expect(screen.getByRole('button', { name: /上传头像/ })).toBeInTheDocument();
  await expect(submitted()).resolves.toBeUndefined();
});

test('the preview shows the image large', async () => {
  renderUpload({ upload: jest.fn() }, 'https://cdn.example.com/org/old.png');
  await userEvent.click(screen.getByRole('link', { name: /预览|preview/i }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: '预览' }).length).toBeGreaterThan(0);
});

test('a valid image opens the crop dialog first', async () => {
  const upload = jest.fn();
  const { input } = renderUpload({ upload, aspect: 2.34 });
  await userEvent.upload(input(), png());
  expect(await screen.findByRole('dialog')).toHaveTextContent('裁剪图片');
  expect(upload).not.toHaveBeenCalled(); // it goes up only after 确定
});
