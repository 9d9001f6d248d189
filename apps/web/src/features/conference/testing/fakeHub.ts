// The conference tests' hub double, as the feature's tests import it (component tests may not
// reach into shared/hub): the shared fake, one per HubClient, so a new hub message cannot leave
// one of several doubles behind.
export { createFakeHub, type FakeHub } from '../../../shared/hub/testing/fakeHub.ts';
