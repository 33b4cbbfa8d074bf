import { composite, contrastRatio, parseCssColour } from './css-colour';

describe('parseCssColour', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#1F4E79', { r: 31, g: 78, b: 121, a: 1 }],
    ['#1f4e7980', { r: 31, g: 78, b: 121, a: 128 / 255 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 136 / 255 }],
    ['rgb(30, 30, 30)', { r: 30, g: 30, b: 30, a: 1 }],
    ['rgba(0,0,0,0.88)', { r: 0, g: 0, b: 0, a: 0.88 }],
    ['rgb(30 30 30 / 80%)', { r: 30, g: 30, b: 30, a: 0.8 }],
    ['rgb(100% 0% 50%)', { r: 255, g: 0, b: 127.5, a: 1 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(120deg 100% 25% / 0.5)', { r: 0, g: 128, b: 0, a: 0.5 }],
    ['  hsla(0.5turn, 100%, 50%, 1) ', { r: 0, g: 255, b: 255, a: 1 }],
  ])('reads %s', (value, expected) => {
    expect(parseCssColour(value)).toEqual(expected);
  });

  it.each(['teal', '#12', '#ggg', 'rgb(1, 2)', 'rgb(a, b, c)', 'hsl(10, 20, 30)', 'url(javascript:alert(1))', ''])(
    'does not read %j',
    (value) => {
      expect(parseCssColour(value)).toBeNull();
    },
  );
});

describe('contrast', () => {
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const white = { r: 255, g: 255, b: 255, a: 1 };

  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('counts a translucent foreground as painted over the background', () => {
    expect(composite({ ...black, a: 0.5 }, white)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastRatio({ ...black, a: 0 }, white)).toBe(1);
  });
});
