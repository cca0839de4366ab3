import { isSettingsSaved } from '@parley/agent-page/compare';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  buildPatch,
  ENTER_A_NUMBER,
  isUnchanged,
  numberValue,
  readPath,
  serverErrors,
  setEdit,
  validatePatch,
  writePath,
} from './settings-form';

const draft = {
  title: 'Support',
  lastModified: 1_700_000_000,
  vgOptions: { maxChunkSize: 2424, showSources: true },
  limits: { maxInteractionsPerUserId: null },
  VF_DIALOGUE_API_KEY: 'VF.DM.secret',
};

describe('R-AGD-15 readPath / writePath (dotted agent fields)', () => {
  it('reads top-level and nested dotted paths', () => {
    expect(readPath(draft, 'title')).toBe('Support');
    expect(readPath(draft, 'vgOptions.maxChunkSize')).toBe(2424);
  });
  it('reads undefined when a step is missing or not an object', () => {
    expect(readPath(draft, 'ui.widgetType')).toBeUndefined();
    expect(readPath(draft, 'title.length')).toBeUndefined();
  });
  it('writes a nested value without touching siblings or the original', () => {
    const next = writePath(draft, 'vgOptions.maxChunkSize', 3000);
    expect(next.vgOptions).toEqual({ maxChunkSize: 3000, showSources: true });
    expect(draft.vgOptions.maxChunkSize).toBe(2424);
    expect(writePath({}, 'ui.widgetType', 'tabs')).toEqual({ ui: { widgetType: 'tabs' } });
  });
});

describe('R-VER-17 buildPatch: the merge write carries changed fields only', () => {
  it('nests only the changed paths as objects', () => {
    const edits = {
      'vgOptions.maxChunkSize': 1500,
      'vgOptions.showSources': false,
      title: 'Sales',
      lang: 'de',
    };
    expect(buildPatch(edits, ['vgOptions.maxChunkSize', 'vgOptions.showSources', 'title'])).toEqual({
      vgOptions: { maxChunkSize: 1500, showSources: false },
      title: 'Sales',
    });
  });
  it('is empty when nothing changed', () => {
    expect(buildPatch({ title: 'x' }, [])).toEqual({});
  });
});

describe('R-VER-17 settings saved state', () => {
  it('is saved when the local view equals the server draft', () => {
    expect(isSettingsSaved(applyEdits(draft, {}), draft)).toBe(true);
  });
  it('ignores lastModified, createdAt and vapi', () => {
    const local = { ...draft, lastModified: 1, createdAt: 2, vapi: { id: 'v' } };
    expect(isSettingsSaved(local, draft)).toBe(true);
  });
  it('is unsaved after an edit of a nested field', () => {
    expect(isSettingsSaved(applyEdits(draft, { 'vgOptions.maxChunkSize': 3000 }), draft)).toBe(false);
  });
});

describe('R-VER-17 setEdit keeps real changes only', () => {
  it('drops an edit that puts back the server value', () => {
    const edits = setEdit({}, 'title', 'text', 'Sales', draft);
    expect(edits).toEqual({ title: 'Sales' });
    expect(setEdit(edits, 'title', 'text', 'Support', draft)).toEqual({});
  });
  it('treats an absent switch as off, an absent text as empty, a cleared number as null', () => {
    expect(isUnchanged('switch', false, undefined)).toBe(true);
    expect(isUnchanged('switch', true, undefined)).toBe(false);
    expect(isUnchanged('text', '', undefined)).toBe(true);
    expect(isUnchanged('number', null, undefined)).toBe(true);
    expect(isUnchanged('number', 0, undefined)).toBe(false);
  });
  it('keeps a secret unless the replace box is empty', () => {
    expect(isUnchanged('secret', '', 'VF.DM.secret')).toBe(true);
    expect(setEdit({}, 'VF_DIALOGUE_API_KEY', 'secret', 'VF.DM.new', draft)).toEqual({
      VF_DIALOGUE_API_KEY: 'VF.DM.new',
    });
  });
  it('maps a cleared number input to null', () => {
    expect(numberValue('')).toBeNull();
    expect(numberValue(1200)).toBe(1200);
  });
});

describe('R-VER-16 validatePatch (ZAgentDoc)', () => {
  it('R-VER-16: rejects a max chunk size below 1000 under its field, 1000 passes', () => {
    expect(validatePatch({ vgOptions: { maxChunkSize: 999 } })).toEqual({
      'vgOptions.maxChunkSize': AGENT_MESSAGES.maxChunkSize,
    });
    expect(validatePatch({ vgOptions: { maxChunkSize: 1000 } })).toEqual({});
  });
  it('rejects a web address that is not http(s) or a path', () => {
    expect(validatePatch({ soundEffectUrl: 'ftp://x' })).toEqual({
      soundEffectUrl: AGENT_MESSAGES.invalidUrl,
    });
  });
  it('asks for a number when a required number is cleared; a clearable limit passes', () => {
    expect(validatePatch({ messageDelayMS: null })).toEqual({ messageDelayMS: ENTER_A_NUMBER });
    expect(validatePatch({ limits: { maxInteractionsPerUserId: null } })).toEqual({});
  });
});

describe('serverErrors (R-VER-18 failure under the field)', () => {
  it('maps tRPC zod issues under input.patch to field paths', () => {
    const message = JSON.stringify([
      {
        code: 'too_small',
        path: ['patch', 'vgOptions', 'maxChunkSize'],
        message: AGENT_MESSAGES.maxChunkSize,
      },
    ]);
    expect(serverErrors(message, ['vgOptions.maxChunkSize', 'title'])).toEqual({
      'vgOptions.maxChunkSize': AGENT_MESSAGES.maxChunkSize,
    });
  });
  it('puts a plain message under the only saved field', () => {
    expect(serverErrors('Too long', ['title'])).toEqual({ title: 'Too long' });
  });
  it('puts the max chunk size message under its field among several', () => {
    expect(serverErrors(AGENT_MESSAGES.maxChunkSize, ['title', 'vgOptions.maxChunkSize'])).toEqual({
      'vgOptions.maxChunkSize': AGENT_MESSAGES.maxChunkSize,
    });
  });
  it('keeps an unmapped message for the section', () => {
    expect(serverErrors('Agent not found.', ['title', 'lang'])).toEqual({ '': 'Agent not found.' });
  });
});
