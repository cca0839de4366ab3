import { describe, expect, it } from 'vitest';
import { debugOf, linkParts, messageViewOf, senderOf } from './message-view';

describe('messages in the inbox transcript', () => {
  it('turns markdown links and bare addresses into links, only for http(s)', () => {
    expect(linkParts('See [the invoice.pdf](https://x.example/api/uploads/eu/abc) please')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'the invoice.pdf', href: 'https://x.example/api/uploads/eu/abc' },
      { kind: 'text', text: ' please' },
    ]);
    expect(linkParts('Go to https://shop.example/orders now')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', text: 'https://shop.example/orders', href: 'https://shop.example/orders' },
      { kind: 'text', text: ' now' },
    ]);
    expect(linkParts('Read https://shop.example/faq.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://shop.example/faq', href: 'https://shop.example/faq' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkParts('[click](javascript:alert(1))')).toEqual([
      { kind: 'text', text: '[click](javascript:alert(1))' },
    ]);
    expect(linkParts('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });

  it('shows notices, e-mail forms, buttons and the end of a chat as what they are', () => {
    expect(messageViewOf({ type: 'info:default', payload: { message: 'No response from team..' } })).toEqual({
      kind: 'notice',
      text: 'No response from team..',
      tone: 'default',
    });
    expect(
      messageViewOf({
        type: 'EmailForm',
        payload: {
          email: 'ada@example.com',
          message: 'Call me',
          attachmentLinks: [
            { filename: 'a.png', url: 'https://x.example/a.png', sizeKB: 3 },
            { filename: 'b', url: 'javascript:x' },
          ],
        },
      }),
    ).toEqual({
      kind: 'email-form',
      email: 'ada@example.com',
      message: 'Call me',
      attachments: [{ name: 'a.png', href: 'https://x.example/a.png' }],
    });
    expect(
      messageViewOf({ type: 'choice', payload: { buttons: [{ name: 'Yes' }, { name: 'No' }, {}] } }),
    ).toEqual({ kind: 'buttons', labels: ['Yes', 'No'] });
    expect(messageViewOf({ type: 'end' })).toEqual({ kind: 'end' });
    expect(messageViewOf({ type: 'debug', payload: {} })).toEqual({ kind: 'hidden', type: 'debug' });
    expect(messageViewOf({ type: 'carousel' })).toEqual({ kind: 'other', type: 'carousel' });
  });

  it('names who wrote a turn: the visitor, a team member (with photo), or the AI', () => {
    const sender = {
      kind: 'human',
      id: 'account:1',
      name: 'Ada Lovelace',
      photoURL: 'https://x.example/a.png',
    };
    expect(senderOf({ from: 'human', messages: [] }, 'Grace')).toEqual({
      kind: 'visitor',
      name: 'Grace',
      photoURL: null,
    });
    expect(senderOf({ from: 'bot', messages: [{ type: 'text', sender } as never] }, 'Grace')).toEqual({
      kind: 'team',
      name: 'Ada Lovelace',
      photoURL: 'https://x.example/a.png',
    });
    expect(senderOf({ from: 'bot', messages: [{ type: 'text' }] }, 'Grace').kind).toBe('ai');
  });

  it('R-WCV-3 collects what only the debug view shows', () => {
    expect(
      debugOf({
        messages: [
          { type: 'text', payload: { message: 'Hi' } },
          { type: 'debug', payload: { model: 'm' } },
          { type: 'text', payload: { message: 'Part' }, debug: { cancelled: true } } as never,
        ],
      }),
    ).toEqual([
      { type: 'debug', payload: { model: 'm' } },
      { type: 'text', debug: { cancelled: true } },
    ]);
  });
});
