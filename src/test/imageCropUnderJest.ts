/**
 * Import first in tests that reach an image upload with crop (ImageUpload → antd-img-crop).
 * antd-img-crop's CommonJS build does `require('antd/es/modal')` and uses the result as the
 * component (bundlers take its ESM build instead). Jest cannot load antd's ESM files, so hand it
 * the same components from antd's CommonJS build: the real antd, not a stand-in.
 */
const antdLib = (name: string): unknown =>
  jest.requireActual<{ default: unknown }>(`antd/lib/${name}`).default;
jest.mock('antd/es/modal', () => antdLib('modal'));
jest.mock('antd/es/upload', () => antdLib('upload'));
jest.mock('antd/es/button', () => antdLib('button'));
jest.mock('antd/es/slider', () => antdLib('slider'));
// On load it injects Tailwind v4 CSS that jsdom's parser rejects (a harmless console error):
// quiet that one message while the real module loads.
jest.mock('antd-img-crop', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const real = jest.requireActual<{ default: unknown }>('antd-img-crop');
  quiet.mockRestore();
  return real;
});
// Same story for its cropper: the CommonJS build uses the module object as the component.
jest.mock(
  'react-easy-crop',
  () => jest.requireActual<{ default: unknown }>('react-easy-crop').default,
);

export {};
