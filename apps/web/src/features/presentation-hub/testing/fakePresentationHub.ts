// The presentation-level hub's test double, as the feature's tests import it (component tests
// may not reach into shared/hub): the shared fake, one per HubClient, so a new hub message
// cannot leave one of several doubles behind.
export {
  createFakeHub as createFakePresentationHub,
  type FakeHub as FakePresentationHub,
} from '../../../shared/hub/testing/fakeHub.ts';
