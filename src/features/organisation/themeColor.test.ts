import { hexOfTheme, parseThemeColor, themeOfHex } from './themeColor';

test('a stored colour survives the colour input unchanged', () => {
  const stored = parseThemeColor('{"r":230,"g":80,"b":9}');
  expect(hexOfTheme(stored)).toBe('#e65009');
  expect(themeOfHex(hexOfTheme(stored))).toEqual({ r: 230, g: 80, b: 9 });
});

test.each([undefined, '', 'not json', '{"r":300,"g":0,"b":0}', '{"r":1.5,"g":0,"b":0}'])(
  'a missing or malformed stored colour %p reads as the default rgb(71,151,247)',
  (json) => {
    expect(parseThemeColor(json)).toEqual({ r: 71, g: 151, b: 247 });
  },
);

test('anything but #rrggbb from the input is the default', () => {
  expect(themeOfHex('rgb(1,2,3)')).toEqual({ r: 71, g: 151, b: 247 });
  expect(themeOfHex('#fff')).toEqual({ r: 71, g: 151, b: 247 });
  expect(themeOfHex('#E65009')).toEqual({ r: 230, g: 80, b: 9 });
});
