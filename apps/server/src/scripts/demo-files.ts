import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real files for the demo's attachments: a PNG "screenshot", a one-page PDF and a text log,
 * each a few kilobytes, so opening an attachment in the demo shows something.
 */
export type DemoFile = { fileName: string; contentType: string; bytes: Buffer };

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 320×200 picture of a window: a title bar in `hue`, grey text lines, one red line. */
export function demoPng(hue: readonly [number, number, number]): Buffer {
  const width = 320;
  const height = 200;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      let color: readonly [number, number, number] = [245, 246, 248];
      if (y < 24) color = hue;
      else if (y % 22 > 14 && y % 22 < 19 && x > 20 && x < 40 + ((Math.floor(y / 22) * 67) % 240)) {
        color = y > 150 && y < 176 ? [200, 40, 40] : [150, 156, 166];
      }
      row.set(color, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Latin-1 only (what WinAnsi prints), with PDF's string escapes. */
const escapePdfText = (text: string) =>
  text.replace(/[^\x20-\xff]/g, '-').replace(/[\\()]/g, (match) => `\\${match}`);

/** A one-page PDF with a title and lines of text (Helvetica, Latin-1: accents print). */
export function demoPdf(title: string, lines: string[]): Buffer {
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${escapePdfText(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 16 TL',
    ...lines.map((line) => `(${escapePdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A plain-text log: timestamped lines about the problem. */
export function demoLog(subject: string, at: Date): Buffer {
  const stamp = (minutes: number) =>
    new Date(at.getTime() - minutes * 60_000).toISOString().replace('T', ' ').slice(0, 19);
  const lines = [
    `${stamp(42)} INFO  inicio de registro: ${subject}`,
    `${stamp(31)} WARN  reintento 1/3: tiempo de espera agotado`,
    `${stamp(30)} WARN  reintento 2/3: tiempo de espera agotado`,
    `${stamp(29)} ERROR conexión rechazada por el destino`,
    `${stamp(12)} INFO  servicio reiniciado por el técnico`,
    `${stamp(2)} INFO  operación completada sin errores`,
  ];
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

const HUES: ReadonlyArray<readonly [number, number, number]> = [
  [37, 99, 235],
  [22, 163, 74],
  [217, 119, 6],
  [124, 58, 237],
];

/** The file behind a demo attachment name: its extension decides what it is. */
export function demoFile(fileName: string, context: { title: string; at: Date }): DemoFile {
  const title = context.title;
  if (fileName.endsWith('.png')) {
    const hue = HUES[fileName.length % HUES.length]!;
    return { fileName, contentType: 'image/png', bytes: demoPng(hue) };
  }
  if (fileName.endsWith('.pdf')) {
    const lines = [
      `Referencia: ${title}`,
      `Fecha: ${context.at.toISOString().slice(0, 10)}`,
      '',
      '1. Revise que el equipo esté encendido y conectado.',
      '2. Siga los pasos indicados por el técnico en el ticket.',
      '3. Si el problema continúa, responda el ticket con una captura.',
      '',
      'Soporte Atiende - Lima, Perú',
    ];
    const words = fileName.replace(/\.pdf$/, '').replace(/-/g, ' ');
    const heading = words.charAt(0).toUpperCase() + words.slice(1);
    return { fileName, contentType: 'application/pdf', bytes: demoPdf(heading, lines) };
  }
  return {
    fileName,
    contentType: 'text/plain; charset=utf-8',
    bytes: demoLog(title, context.at),
  };
}
