// Rasterises the Larder jar icon (public/icons/icon.svg) into PNGs with Node built-ins only.
// Run: node web/scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const orange = [0xe5, 0x83, 0x25];
const white = [0xff, 0xff, 0xff];

// Shapes in the 512-unit space of icon.svg: [x, y, width, height, radius, colour].
const jar = [
  [176, 104, 160, 48, 12, white],
  [136, 168, 240, 248, 48, white],
  [176, 248, 160, 64, 12, orange],
];

function insideRoundedRect(px, py, [x, y, w, h, r]) {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

function render(size, { maskable }) {
  // A maskable icon fills the square and keeps its drawing inside the central 80 % safe zone.
  const scale = maskable ? 0.8 : 1;
  const offset = (512 - 512 * scale) / 2;
  const background = maskable ? [0, 0, 512, 512, 0, orange] : [0, 0, 512, 512, 96, orange];
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const ux = ((col + (sx + 0.5) / samples) / size) * 512;
          const uy = ((row + (sy + 0.5) / samples) / size) * 512;
          let colour = insideRoundedRect(ux, uy, background) ? background[5] : null;
          const jx = (ux - offset) / scale;
          const jy = (uy - offset) / scale;
          for (const shape of jar) {
            if (insideRoundedRect(jx, jy, shape)) colour = shape[5];
          }
          if (colour) {
            r += colour[0];
            g += colour[1];
            b += colour[2];
            a += 255;
          }
        }
      }
      const n = samples * samples;
      const coverage = a / 255;
      const i = (row * size + col) * 4;
      pixels[i] = coverage ? Math.round(r / coverage) : 0;
      pixels[i + 1] = coverage ? Math.round(g / coverage) : 0;
      pixels[i + 2] = coverage ? Math.round(b / coverage) : 0;
      pixels[i + 3] = Math.round(a / n);
    }
  }
  return encodePng(size, pixels);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let row = 0; row < size; row++) {
    raw[row * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync(join(outDir, 'icon-192.png'), render(192, { maskable: false }));
writeFileSync(join(outDir, 'icon-512.png'), render(512, { maskable: false }));
writeFileSync(join(outDir, 'icon-maskable-512.png'), render(512, { maskable: true }));
