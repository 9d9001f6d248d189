import { describe, expect, it } from 'vitest';
import { createSystemCheckService } from './system-check.service.ts';

const now = () => new Date('2026-11-25T15:00:00Z');

describe('system check signatures (SPEC §7 livevideo/system-check/signature)', () => {
  it('processes sharing a key accept each other’s signatures', async () => {
    const a = createSystemCheckService({ secret: 'shared', now });
    const b = createSystemCheckService({ secret: 'shared', now });
    const file = await b.streamFile(a.signature().Signature, 'stream.m3u8');
    expect(file.data.toString()).toContain('#EXTM3U');
  });

  it('a signature from another deployment (another key) is refused', async () => {
    const a = createSystemCheckService({ secret: 'one', now });
    const b = createSystemCheckService({ secret: 'two', now });
    await expect(b.streamFile(a.signature().Signature, 'stream.m3u8')).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });

  it('without a configured key each process draws its own', async () => {
    const a = createSystemCheckService({ secret: undefined, now });
    const b = createSystemCheckService({ secret: undefined, now });
    await expect(a.streamFile(a.signature().Signature, 'stream.m3u8')).resolves.toBeDefined();
    await expect(b.streamFile(a.signature().Signature, 'stream.m3u8')).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
