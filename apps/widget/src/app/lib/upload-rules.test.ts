import { describe, expect, it } from 'vitest';
import { checkUpload, megabytes, UPLOAD_LIMIT_MB } from './upload-rules';

const MB = 1024 * 1024;
const file = (size: number, name = 'a.pdf', type = 'application/pdf') => ({ size, name, type });

describe('upload limits', () => {
  it('R-WUP-3 allows 30 MB in chat, 5 MB in a form, 10 MB in a form file field', () => {
    expect(UPLOAD_LIMIT_MB).toEqual({ chat: 30, form: 5, formField: 10 });
    expect(checkUpload(file(30 * MB), 'chat')).toBeNull();
    expect(checkUpload(file(30 * MB + 1), 'chat')).toEqual({ reason: 'size', maxMB: 30 });
    expect(checkUpload(file(5 * MB + 1), 'form')).toEqual({ reason: 'size', maxMB: 5 });
    expect(checkUpload(file(10 * MB), 'formField')).toBeNull();
  });

  it("R-WUP-1 a message's maxSizeMB narrows the limit but never raises it", () => {
    expect(checkUpload(file(2 * MB), 'form', { maxSizeMB: 1 })).toEqual({ reason: 'size', maxMB: 1 });
    expect(checkUpload(file(6 * MB), 'form', { maxSizeMB: 50 })).toEqual({ reason: 'size', maxMB: 5 });
  });

  it('R-WUP-2 refuses types outside the allowed list', () => {
    expect(checkUpload(file(10), 'chat', { types: ['png', '.jpg'] })).toEqual({
      reason: 'type',
      types: 'PNG, JPG',
    });
    expect(checkUpload(file(10, 'x.PNG', 'image/png'), 'chat', { types: ['png'] })).toBeNull();
    expect(checkUpload(file(10, 'x.webp', 'image/webp'), 'chat', { types: ['image/*'] })).toBeNull();
  });

  it('R-WUP-9 reports megabytes with two decimals', () => {
    expect(megabytes(1.5 * MB)).toBe(1.5);
    expect(megabytes(1234567)).toBe(1.18);
  });
});
