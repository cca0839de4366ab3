import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function multipart(fileName: string, bytes: Buffer, contentType = 'image/png') {
  const boundary = '----parleytest';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('uploads', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('stores a signed-in user’s PNG and serves it back with safe headers', async () => {
    const owner = await s.seedWorkspaceOwner({ region: 'na' });
    const { body, headers } = multipart('../logo.png', PNG);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=image',
      payload: body,
      headers: { ...headers, cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const stored = res.json();
    expect(stored).toMatchObject({ fileName: 'logo.png', contentType: 'image/png', sizeKB: 1 });
    expect(stored.url).toMatch(/^http:\/\/localhost:3000\/api\/uploads\/na\/[A-Za-z0-9]{32}$/);

    const got = await s.app.inject({ method: 'GET', url: new URL(stored.url).pathname });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(got.headers['cache-control']).toContain('max-age=31536000');
  });

  it('refuses anonymous uploads, SVG images and unknown ids', async () => {
    const anon = await s.app.inject({
      method: 'POST',
      url: '/api/uploads',
      ...multipartPayload('a.png', PNG),
    });
    expect(anon.statusCode).toBe(401);

    const owner = await s.seedWorkspaceOwner();
    const svg = multipart('x.png', Buffer.from('<svg><script>alert(1)</script></svg>'));
    const bad = await s.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=image',
      payload: svg.body,
      headers: { ...svg.headers, cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Only PNG, JPEG, GIF and WebP images can be uploaded.');

    const missing = await s.app.inject({ method: 'GET', url: `/api/uploads/eu/${'a'.repeat(32)}` });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a file over the purpose’s size limit', async () => {
    const owner = await s.seedWorkspaceOwner();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const { body, headers } = multipart('big.png', big);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=image',
      payload: body,
      headers: { ...headers, cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The file is too large (at most 2 MB).');
  });
});

function multipartPayload(fileName: string, bytes: Buffer) {
  const { body, headers } = multipart(fileName, bytes);
  return { payload: body, headers };
}
