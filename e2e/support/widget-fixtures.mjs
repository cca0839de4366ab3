// Media and pages the widget journeys point messages at, served by the host site (another origin):
//   /fixtures/tone.wav   two seconds of a 440 Hz tone (VoiceNote)
//   /fixtures/card.png   a small PNG (cards, visual)
//   /fixtures/page       a plain page (Embed / iFrame, FAQ and Home iframes)
import { deflateSync } from 'node:zlib';

function wav(seconds = 2, rate = 8000) {
  const samples = seconds * rate;
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    buf.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2);
  return buf;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4);
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/** A 160×90 PNG in two bands of colour. */
function png(width = 160, height = 90) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      const [r, g, b] = y < height / 2 ? [37, 99, 235] : [245, 158, 11];
      rows[at] = r;
      rows[at + 1] = g;
      rows[at + 2] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TONE = wav();
const CARD = png();

/** Handles /fixtures/*; returns false for any other path. */
export function handleWidgetFixtures(_req, res, url) {
  if (url.pathname === '/fixtures/tone.wav') {
    res.writeHead(200, {
      'content-type': 'audio/wav',
      'content-length': TONE.length,
      'accept-ranges': 'none',
    });
    res.end(TONE);
    return true;
  }
  if (url.pathname === '/fixtures/card.png') {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(CARD);
    return true;
  }
  if (url.pathname === '/fixtures/page') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html lang="en"><title>Embedded</title><body style="font-family:sans-serif"><h1>Size guide</h1><p>Frames from 48 to 62 cm.</p></body></html>',
    );
    return true;
  }
  return false;
}
