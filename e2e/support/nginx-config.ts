// deploy/nginx.conf made to run beside a test or a benchmark: the upstreams point at one Podium
// server, it listens on one loopback port, and (for a comparison) the media cache may be turned
// off; nothing else changed. No test runner here, so a benchmark imports it too.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const NGINX_CONFIG = resolve(import.meta.dirname, '../../deploy/nginx.conf');

export interface NginxConfigOptions {
  /** The Podium server's port on 127.0.0.1. */
  readonly upstreamPort: number;
  /** The loopback port nginx listens on. */
  readonly port: number;
  /** false: signed media goes to Podium on every request (proxy_cache off). Default true. */
  readonly cache?: boolean;
}

export function nginxConfig({ upstreamPort, port, cache = true }: NginxConfigOptions): string {
  let config = readFileSync(NGINX_CONFIG, 'utf8')
    .replace(/(server 127\.0\.0\.1:\d+;\s*)+/g, `server 127.0.0.1:${upstreamPort};\n`)
    .replace(/listen \d+;/, `listen 127.0.0.1:${port};`);
  if (!config.includes(`listen 127.0.0.1:${port};`))
    throw new Error('deploy/nginx.conf no longer has the listen line this helper replaces');
  if (!cache) {
    if (!config.includes('proxy_cache media;'))
      throw new Error('deploy/nginx.conf no longer has the proxy_cache line this helper turns off');
    config = config.replaceAll('proxy_cache media;', 'proxy_cache off;');
  }
  return config;
}

/**
 * nginx's command line for a configuration written as nginx.conf in `dir` (its prefix), in the
 * foreground. Started by root (CI), nginx's workers would run as nobody, who may not write the
 * cache and temp folders in this private directory: they run as the caller's own user.
 */
export function nginxArgs(dir: string): string[] {
  const main = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  return ['-p', `${dir}/`, '-c', 'nginx.conf', '-g', main];
}
