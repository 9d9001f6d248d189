// The deck render pool's threads start here: TypeScript is made loadable in the thread (as
// `node --import tsx` does for the server), then the task is the one deck-render.worker.ts exports.
import { register } from 'tsx/esm/api';

register();
const { default: renderDeck } = await import('./deck-render.worker.ts');
export default renderDeck;
