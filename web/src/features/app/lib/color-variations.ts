/**
 * Lighter and darker steps of a colour, computed as Vuetify 2 does (Mealie's palette): each
 * step moves the CIELAB lightness by 10 and converts back to sRGB, clamped.
 */
export interface ColorVariations {
  base: string;
  lighten1: string;
  lighten2: string;
  lighten3: string;
  darken1: string;
  darken2: string;
  darken3: string;
}

type Triple = [number, number, number];

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

function parseHex(hex: string): Triple {
  if (!isHexColor(hex)) throw new Error(`Not a hex colour: ${hex}`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Triple;
}

function toHex(rgb: Triple): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const toXyzMatrix = [
  [0.4124, 0.3576, 0.1805],
  [0.2126, 0.7152, 0.0722],
  [0.0193, 0.1192, 0.9505],
] as const;
const fromXyzMatrix = [
  [3.2406, -1.5372, -0.4986],
  [-0.9689, 1.8758, 0.0415],
  [0.0557, -0.204, 1.057],
] as const;
const whitePoint: Triple = [0.95047, 1, 1.08883];
const delta = 6 / 29;

const multiply = (matrix: readonly (readonly number[])[], v: Triple): Triple =>
  matrix.map((row) => (row[0] ?? 0) * v[0] + (row[1] ?? 0) * v[1] + (row[2] ?? 0) * v[2]) as Triple;

function rgbToXyz(rgb: Triple): Triple {
  const linear = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Triple;
  return multiply(toXyzMatrix, linear);
}

function xyzToRgb(xyz: Triple): Triple {
  return multiply(fromXyzMatrix, xyz).map((c) => {
    const v = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
    return Math.round(Math.min(Math.max(v, 0), 1) * 255);
  }) as Triple;
}

const labF = (t: number) => (t > delta ** 3 ? Math.cbrt(t) : t / (3 * delta ** 2) + 4 / 29);
const labFInverse = (t: number) => (t > delta ? t ** 3 : 3 * delta ** 2 * (t - 4 / 29));

function xyzToLab([x, y, z]: Triple): Triple {
  const fx = labF(x / whitePoint[0]);
  const fy = labF(y / whitePoint[1]);
  const fz = labF(z / whitePoint[2]);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

function labToXyz([l, a, b]: Triple): Triple {
  const ln = (l + 16) / 116;
  return [whitePoint[0] * labFInverse(ln + a / 500), whitePoint[1] * labFInverse(ln), whitePoint[2] * labFInverse(ln - b / 200)];
}

function shiftLightness(rgb: Triple, steps: number): string {
  const lab = xyzToLab(rgbToXyz(rgb));
  lab[0] += steps * 10;
  return toHex(xyzToRgb(labToXyz(lab)));
}

export function colorVariations(hex: string): ColorVariations {
  const rgb = parseHex(hex);
  return {
    base: toHex(rgb),
    lighten1: shiftLightness(rgb, 1),
    lighten2: shiftLightness(rgb, 2),
    lighten3: shiftLightness(rgb, 3),
    darken1: shiftLightness(rgb, -1),
    darken2: shiftLightness(rgb, -2),
    darken3: shiftLightness(rgb, -3),
  };
}
