// SPEC §3, §5 branding: stylesheet injected, primary colour and its 15%/30% darker shades set
// as CSS variables; skipped for the empty guid; failures ignored (SPEC §4).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandingPalette, EMPTY_GUID } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { BRANDING_STYLE_ID, BRANDING_VARS, loadBranding, removeBranding } from './branding.ts';

const guid = '33333333-3333-3333-3333-333333333333';
const cssPath = `/api/v1/branding/${guid}/stylesheet`;
const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  removeBranding();
  vi.unstubAllGlobals();
});

describe('branding', () => {
  it('injects the stylesheet and sets the primary colour variables', async () => {
    const server = installFakeFetch({
      [`GET ${cssPath}`]: { text: ':root { --podium-primary: #2E7FD1; } .x { color: red; }' },
    });
    await loadBranding(guid);
    expect(server.requests[0]?.query.get('appId')).toBe('1');
    expect(document.getElementById(BRANDING_STYLE_ID)?.textContent).toContain('.x { color: red; }');
    const palette = brandingPalette('#2e7fd1');
    expect(rootVar(BRANDING_VARS.primary)).toBe('#2e7fd1');
    expect(rootVar(BRANDING_VARS.dark)).toBe(palette?.primaryDark);
    expect(rootVar(BRANDING_VARS.darker)).toBe(palette?.primaryDarker);
    // The default stylesheet's fill is the same colour, so unbranded pages match branded ones.
    expect(rootVar(BRANDING_VARS.fill)).toBe('#2b77c4');
    removeBranding();
    expect(document.getElementById(BRANDING_STYLE_ID)).toBeNull();
    expect(rootVar(BRANDING_VARS.primary)).toBe('');
  });

  it('skips the empty guid without a request', async () => {
    const server = installFakeFetch({});
    await loadBranding(EMPTY_GUID);
    expect(server.requests).toHaveLength(0);
  });

  it('ignores a failed fetch', async () => {
    installFakeFetch({ [`GET ${cssPath}`]: { status: 500 } });
    await expect(loadBranding(guid)).resolves.toBeUndefined();
    expect(document.getElementById(BRANDING_STYLE_ID)).toBeNull();
  });

  it('does not apply a stylesheet that arrives after the screen moved on', async () => {
    installFakeFetch({ [`GET ${cssPath}`]: { text: ':root { --podium-primary: #112233; }' } });
    await loadBranding(guid, () => false);
    expect(document.getElementById(BRANDING_STYLE_ID)).toBeNull();
  });
});
