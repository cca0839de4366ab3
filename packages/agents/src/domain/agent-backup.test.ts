import { describe, expect, it } from 'vitest';
import { buildBackupTemplate, revertedDocument } from './agent-backup';

describe('backups', () => {
  it('R-VER-11 a backup holds the name and the document with its ID, without secrets', () => {
    expect(
      buildBackupTemplate('AgentBackup00001', {
        title: 'Ava',
        SECRET_API_KEY: 'vg_secret',
        VF_DIALOGUE_API_KEY: 'VF.DM.x',
        tokensUsage: 3,
        lastModified: 5,
      }),
    ).toEqual({
      name: 'Ava',
      agentData: { title: 'Ava', tokensUsage: 3, lastModified: 5, ID: 'AgentBackup00001' },
    });
  });

  it('R-VER-9 a revert takes the backup data, keeps identity and the secrets it lacks, and sets lastModified', () => {
    const current = {
      ID: 'A1',
      ownerID: 'W1',
      createdAt: 10,
      ts: 10,
      lastModified: 50,
      title: 'Now',
      VF_DIALOGUE_API_KEY: 'key-now',
      description: 'added later',
    };
    const template = {
      name: 'Then',
      agentData: { ID: 'A1', ownerID: 'W9', createdAt: 1, lastModified: 20, title: 'Then', lang: 'fr' },
    };
    expect(revertedDocument(current, template, 99)).toEqual({
      ID: 'A1',
      ownerID: 'W1',
      createdAt: 10,
      ts: 10,
      lastModified: 99,
      title: 'Then',
      lang: 'fr',
      VF_DIALOGUE_API_KEY: 'key-now',
    });
  });
});
