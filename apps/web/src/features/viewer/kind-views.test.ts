import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KIND_VIEWS } from '@podium/domain';
import { KIND_VIEW_MODULES } from './kind-view-modules.ts';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = resolve(here, '../../..');

describe('KIND_VIEW_MODULES', () => {
  it('names, for every view with a chunk of its own, the module kind-views.ts imports', () => {
    const source = readFileSync(join(here, 'kind-views.ts'), 'utf8');
    const imported = [...source.matchAll(/import\('([^']+)'\)/g)].map(([, path]) =>
      relative(webRoot, resolve(here, path ?? '')),
    );
    const named = KIND_VIEWS.map((view) => KIND_VIEW_MODULES[view]).filter(
      (path): path is NonNullable<typeof path> => path !== null,
    );
    expect([...named].sort()).toEqual([...imported].sort());
  });
});
