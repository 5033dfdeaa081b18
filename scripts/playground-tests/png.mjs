// Reads the pixels of a PNG as Chromium's screenshots write them (8 bits a channel, RGB or RGBA,
// not interlaced), so that a test can check the colours the page shows.
import { inflateSync } from 'node:zlib';

/** The byte the Paeth filter predicts from the left, the upper and the upper-left bytes. */
function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes one row's filter in place, given the row above (unfiltered). */
function unfilter(type, row, above, bpp) {
  for (let i = 0; i < row.length; i++) {
    const left = i >= bpp ? row[i - bpp] : 0;
    const up = above[i] ?? 0;
    const corner = i >= bpp ? (above[i - bpp] ?? 0) : 0;
    const add = [0, left, up, (left + up) >> 1, paeth(left, up, corner)][type];
    if (add === undefined) throw new Error(`PNG filter ${type} is not one of 0 to 4`);
    row[i] = (row[i] + add) & 0xff;
  }
}

/** Decodes a PNG: its width, height and a function giving the [r, g, b] of pixel (x, y). */
export function decodePng(buffer) {
  let offset = 8;
  let header = null;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8], color: body[9], interlace: body[12] };
    if (type === 'IDAT') data.push(body);
    offset += length + 12;
  }
  if (header === null || header.depth !== 8 || ![2, 6].includes(header.color) || header.interlace !== 0) throw new Error('only 8-bit RGB or RGBA PNGs, not interlaced, are read');
  const bpp = header.color === 6 ? 4 : 3;
  const stride = header.width * bpp;
  const raw = inflateSync(Buffer.concat(data));
  const pixels = Buffer.alloc(stride * header.height);
  let above = Buffer.alloc(stride);
  for (let y = 0; y < header.height; y++) {
    const row = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    unfilter(raw[y * (stride + 1)], row, above, bpp);
    row.copy(pixels, y * stride);
    above = row;
  }
  const at = (x, y) => {
    const i = Math.round(y) * stride + Math.round(x) * bpp;
    return [pixels[i], pixels[i + 1], pixels[i + 2]];
  };
  return { width: header.width, height: header.height, at };
}

/** The relative luminance of an [r, g, b] colour, 0 (black) to 1 (white). */
export function luminance([r, g, b]) {
  const channel = (value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
