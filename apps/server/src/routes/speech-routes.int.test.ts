import { SPEECH_MESSAGES } from '@parley/messages/speech';
import { startLocalSttServer } from '@parley/speech/testing/local-stt-server';
import { silenceWav, yesPleaseWav } from '@parley/speech/testing/sample-audio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedWidgetAgent } from '../testing/widget-fixtures';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('POST /api/vg/{agentId}/stt with an OpenAI-compatible provider', () => {
  let s: TestServer;
  let stt: Awaited<ReturnType<typeof startLocalSttServer>>;
  beforeAll(async () => {
    stt = await startLocalSttServer({ text: 'What are your opening hours?' });
    s = await startTestServer({
      env: { STT_BASE_URL: stt.baseUrl, STT_API_KEY: 'stt-test-key', STT_MODEL: 'whisper-large' },
    });
  });
  afterAll(async () => {
    await s.close();
    await stt.close();
  });

  const send = (agentId: string, body: object) =>
    s.app.inject({ method: 'POST', url: `/api/vg/${agentId}/stt`, payload: body });

  it('R-VOC-6 sends the recording with model and language, and answers the text', async () => {
    const { agentId } = await seedWidgetAgent(s);
    const res = await send(agentId, { vg_id: agentId, base64Audio: b64(silenceWav()), lang: 'en-GB' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'What are your opening hours?' });
    expect(stt.received.at(-1)).toEqual({
      authorization: 'Bearer stt-test-key',
      model: 'whisper-large',
      language: 'en',
      fileName: 'speech.wav',
      fileType: 'audio/wav',
      fileSize: silenceWav().length,
    });
    await send(agentId, { base64Audio: b64(silenceWav()), lang: 'automatic' });
    expect(stt.received.at(-1)?.language).toBeNull();
  });

  it('R-VOC-7 nothing understood: empty text with the spec message', async () => {
    const { agentId } = await seedWidgetAgent(s);
    stt.answerWith({ text: '  ' });
    const res = await send(agentId, { vg_id: agentId, base64Audio: b64(silenceWav()), lang: 'en' });
    expect(res.json()).toEqual({ text: '', message: SPEECH_MESSAGES.noText });
    expect(SPEECH_MESSAGES.noText).toBe('No text understood, please make sure to hold > speak > release.');
  });

  it("R-VOC-8 a failing provider answers 'Error during API call'", async () => {
    const { agentId } = await seedWidgetAgent(s);
    stt.answerWith({ status: 500 });
    const res = await send(agentId, { vg_id: agentId, base64Audio: b64(silenceWav()), lang: 'en' });
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).toBe('Error during API call');
    stt.answerWith({ text: 'ok' });
  });

  it('refuses unreadable audio, a foreign vg_id, unknown and disabled agents, without calling the provider', async () => {
    const { agentId } = await seedWidgetAgent(s);
    const off = await seedWidgetAgent(s, { doc: { disabled: true } });
    const calls = stt.received.length;
    const svg = await send(agentId, { base64Audio: b64(new TextEncoder().encode('<svg/>')), lang: 'en' });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().detail).toBe(SPEECH_MESSAGES.unreadableAudio);
    expect((await send(agentId, { base64Audio: '%%%', lang: 'en' })).json().detail).toBe(
      SPEECH_MESSAGES.unreadableAudio,
    );
    const other = await send(agentId, { vg_id: off.agentId, base64Audio: b64(silenceWav()) });
    expect(other.json().detail).toBe(SPEECH_MESSAGES.agentMismatch);
    expect((await send('NoSuchAgent00001', { base64Audio: b64(silenceWav()) })).statusCode).toBe(404);
    expect((await send(off.agentId, { base64Audio: b64(silenceWav()) })).statusCode).toBe(403);
    expect((await send(agentId, {})).statusCode).toBe(400);
    expect(stt.received.length).toBe(calls);
  });
});

describe('POST /api/vg/{agentId}/stt offline (pocketsphinx)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('R-VOC-6 recognises a spoken English phrase on this machine', async () => {
    const { agentId } = await seedWidgetAgent(s);
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/vg/${agentId}/stt`,
      payload: { vg_id: agentId, base64Audio: `data:audio/wav;base64,${b64(yesPleaseWav())}`, lang: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'yes please' });
  });

  it('R-VOC-7 silence: nothing understood', async () => {
    const { agentId } = await seedWidgetAgent(s);
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/vg/${agentId}/stt`,
      payload: { base64Audio: b64(silenceWav()), lang: 'automatic' },
    });
    expect(res.json()).toEqual({ text: '', message: SPEECH_MESSAGES.noText });
  });

  it('R-VOC-8 a language the offline model does not know is a failed call, not a wrong text', async () => {
    const { agentId } = await seedWidgetAgent(s);
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/vg/${agentId}/stt`,
      payload: { base64Audio: b64(yesPleaseWav()), lang: 'de' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).toBe(SPEECH_MESSAGES.apiError);
  });
});
