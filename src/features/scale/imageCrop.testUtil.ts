/**
 * Import first in user-story tests that reach the cover upload (ImageUpload → antd-img-crop):
 * its CommonJS build requires antd's ESM files, which Jest cannot load, so hand it the same
 * components from antd's CommonJS build (the real antd, as ImageUpload.test.tsx does).
 */
const antdLib = (name: string): unknown =>
  jest.requireActual<{ default: unknown }>(`antd/lib/${name}`).default;
jest.mock('antd/es/modal', () => antdLib('modal'));
jest.mock('antd/es/upload', () => antdLib('upload'));
jest.mock('antd/es/button', () => antdLib('button'));
jest.mock('antd/es/slider', () => antdLib('slider'));
jest.mock('antd-img-crop', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const real = jest.requireActual<{ default: unknown }>('antd-img-crop');
  quiet.mockRestore();
  return real;
});
jest.mock(
  'react-easy-crop',
  () => jest.requireActual<{ default: unknown }>('react-easy-crop').default,
);

export {};
