// Test-only entry point, `@podium/domain/testing`: the domain's fixtures, for the tests of the
// apps that build on it (web component tests). Kept out of the package index so no production
// bundle or server module can reach them by importing `@podium/domain`.
export { makePresentation, makeSlide, makeSlides } from './presentation/presentation.fixture.ts';
export { makeUser } from './users/user.fixture.ts';
