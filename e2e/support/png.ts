import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A portrait-like picture: a figure on a blue gradient, so a crop and a resize show. */
function portrait(x: number, y: number, width: number, height: number): Rgb {
  const cx = width / 2;
  const head = Math.hypot(x - cx, y - height * 0.4) < Math.min(width, height) * 0.2;
  const shoulders = Math.hypot((x - cx) * 0.8, y - height * 1.02) < Math.min(width, height) * 0.42;
  if (head || shoulders) return [254, 243, 199];
  const t = (x + y) / (width + height);
  return [Math.round(29 + 20 * t), Math.round(78 + 80 * t), Math.round(216 - 60 * t)];
}

/** A real PNG (8-bit RGB) built in memory: test uploads need no fixture files. */
export function makePng(width: number, height: number, pixel = portrait): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const offset = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y, width, height);
      rows.writeUInt8(r, offset + 1 + x * 3);
      rows.writeUInt8(g, offset + 2 + x * 3);
      rows.writeUInt8(b, offset + 3 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
