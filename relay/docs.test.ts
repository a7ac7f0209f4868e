import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_LIMIT_NAMES, REPO_ROOT } from './config';
import { CloseCodes } from './sync/closeCodes';

describe('relay/README.md', () => {
  it('documents every limit with its environment variable, and every close code', async () => {
    const readme = await readFile(path.join(REPO_ROOT, 'relay', 'README.md'), 'utf8');
    const missingVars = Object.values(ENV_LIMIT_NAMES).filter((name) => !readme.includes(`\`${name}\``));
    expect(missingVars).toEqual([]);
    const missingCodes = Object.entries(CloseCodes).filter(
      ([name, code]) => !new RegExp(`^\\| ${code} \\| ${name}\\b`, 'm').test(readme),
    );
    expect(missingCodes).toEqual([]);
  });

  it('says the file store is under the per-address /api request limit', async () => {
    const readme = await readFile(path.join(REPO_ROOT, 'relay', 'README.md'), 'utf8');
    const row = readme
      .split('\n')
      .find((line) => line.startsWith(`| \`${ENV_LIMIT_NAMES.apiRequestsPerMinute}\``));
    expect(row).toContain('/api/files/<sha256>');
    expect(row).toContain('429');
  });
});
