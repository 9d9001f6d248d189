// zod without its eval probe: the Content Security Policy allows no eval, and zod's probe (a
// caught `new Function`) is still reported as a policy violation in the console. Built into the
// zod chunk (vite.config.ts), so it runs before any schema in the browser parses.
import { config } from 'zod';

config({ jitless: true });
