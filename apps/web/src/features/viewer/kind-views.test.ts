import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KIND_VIEWS } from '@podium/domain';
import { KIND_VIEW_MODULES } from './kind-view-modules.ts';
import { inParts } from './kind-views.ts';

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
    // Besides the views, the parts their code is evaluated in, ahead of them.
    const parts = [
      'src/shared/zod-setup.ts',
      'src/shared/hub/hub-payloads.ts',
      'src/shared/hub/hub-protocol.ts',
      'src/shared/hub/hub-client.ts',
    ];
    // And the presentation's own hub, loaded in the same parts by the views that follow it.
    const hub = 'src/features/presentation-hub/components/PresentationHubView.tsx';
    expect(imported).toContain(hub);
    expect([...named].sort()).toEqual(
      imported.filter((path) => !parts.includes(path) && path !== hub).sort(),
    );
    expect(imported).toEqual(expect.arrayContaining(parts));
  });
});

describe('inParts', () => {
  it('loads the parts in order, each in a task after the one before, then the view, once', async () => {
    const steps: string[] = [];
    let tasks = 0;
    const ticking = setInterval(() => (tasks += 1), 0);
    const part = (name: string) => async () => {
      steps.push(`${name}@${tasks}`);
    };
    let views = 0;
    const load = inParts([part('zod'), part('hub')], async () => {
      views += 1;
      steps.push(`view@${tasks}`);
      return 'view';
    });
    const [first, second] = await Promise.all([load(), load()]);
    clearInterval(ticking);
    expect([first, second]).toEqual(['view', 'view']);
    expect(views).toBe(1);
    expect(steps.map((step) => step.split('@')[0])).toEqual(['zod', 'hub', 'view']);
    const at = steps.map((step) => Number(step.split('@')[1]));
    expect(at[1]).toBeGreaterThan(at[0] ?? Infinity);
    expect(at[2]).toBeGreaterThan(at[1] ?? Infinity);
    expect(await load()).toBe('view');
    expect(views).toBe(1);
  });

  it('loads again after a failure, from the failed part on', async () => {
    let failures = 1;
    const calls: string[] = [];
    const load = inParts(
      [
        async () => {
          calls.push('part');
          if (failures-- > 0) throw new Error('chunk failed');
        },
      ],
      async () => {
        calls.push('view');
        return 7;
      },
    );
    await expect(load()).rejects.toThrow('chunk failed');
    expect(calls).toEqual(['part']);
    expect(await load()).toBe(7);
    expect(calls).toEqual(['part', 'part', 'view']);
  });

  it('does not load the view when a part fails', async () => {
    let viewLoaded = false;
    const load = inParts([() => Promise.reject(new Error('offline'))], async () => {
      viewLoaded = true;
    });
    await expect(load()).rejects.toThrow('offline');
    expect(viewLoaded).toBe(false);
  });
});
