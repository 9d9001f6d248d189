// SPEC §7: /api/<path> is the service route /api/v1/nrsservice/<path>; versioned paths stay.
import { describe, expect, it } from 'vitest';
import { rewriteApiUrl } from './api-rewrite.ts';

describe('rewriteApiUrl', () => {
  it('rewrites unversioned /api paths to the service route, keeping the query', () => {
    expect(rewriteApiUrl('/api/presentation?presid=1001')).toBe(
      '/api/v1/nrsservice/presentation?presid=1001',
    );
    expect(rewriteApiUrl('/api/presentation/1001/disclaimer')).toBe(
      '/api/v1/nrsservice/presentation/1001/disclaimer',
    );
  });

  it('leaves /api/v1/... and non-API paths alone', () => {
    expect(rewriteApiUrl('/api/v1/nrsservice/logevent')).toBe('/api/v1/nrsservice/logevent');
    expect(rewriteApiUrl('/api/v1/branding/x/stylesheet?appId=1')).toBe(
      '/api/v1/branding/x/stylesheet?appId=1',
    );
    expect(rewriteApiUrl('/presentation/v2/1001/')).toBe('/presentation/v2/1001/');
    expect(rewriteApiUrl('/apiary')).toBe('/apiary');
  });
});
