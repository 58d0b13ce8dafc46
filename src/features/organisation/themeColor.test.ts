import { hexOf, parseThemeColor } from '@/shared/theme/color';
import { themeOfHex } from './themeColor';

test('a stored colour survives the colour input unchanged', () => {
  const stored = parseThemeColor('{"r":230,"g":80,"b":9}');
  expect(hexOf(stored)).toBe('#e65009');
  expect(themeOfHex(hexOf(stored))).toEqual({ r: 230, g: 80, b: 9 });
});

test('anything but #rrggbb from the input is the default', () => {
  expect(themeOfHex('rgb(1,2,3)')).toEqual({ r: 71, g: 151, b: 247 });
  expect(themeOfHex('#fff')).toEqual({ r: 71, g: 151, b: 247 });
  expect(themeOfHex('#E65009')).toEqual({ r: 230, g: 80, b: 9 });
});
