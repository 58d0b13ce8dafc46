import { MAX_IMAGE_BYTES, checkImage, sniffImage } from './imageChecks';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const file = (bytes: number[], name: string, type: string, size = bytes.length) => {
  const body = new Uint8Array(size);
  body.set(bytes);
  return new File([body], name, { type });
};

test.each([
  ['png', PNG_HEAD, 'png'],
  ['jpeg', JPEG_HEAD, 'jpeg'],
  ['gif', [0x47, 0x49, 0x46, 0x38], null],
  ['svg text', [...'<svg'].map((c) => c.charCodeAt(0)), null],
  ['empty', [], null],
])('sniffImage: %s', (_label, bytes, expected) => {
  expect(sniffImage(new Uint8Array(bytes))).toBe(expected);
});

test.each([
  ['a real png', file(PNG_HEAD, 'a.png', 'image/png'), null],
  ['a real jpeg named .png', file(JPEG_HEAD, 'a.png', 'image/png'), null],
  ['a gif renamed .jpg', file([0x47, 0x49, 0x46, 0x38], 'a.jpg', 'image/jpeg'), 'type'],
  ['a text file called .png', file([0x68, 0x69], 'a.png', 'image/png'), 'type'],
  ['a png of exactly 2MB', file(PNG_HEAD, 'big.png', 'image/png', MAX_IMAGE_BYTES), 'size'],
  ['a png just under 2MB', file(PNG_HEAD, 'ok.png', 'image/png', MAX_IMAGE_BYTES - 1), null],
  ['a big gif reports type first', file([0x47], 'x.gif', 'image/gif', MAX_IMAGE_BYTES + 1), 'type'],
])('checkImage: %s', async (_label, input, expected) => {
  await expect(checkImage(input)).resolves.toBe(expected);
});
