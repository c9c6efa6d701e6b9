import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetConnectivityForTests } from '../../src/lib/connectivity';
import { clearNotificationsForTests } from '../../src/lib/notify';
import { resetRetriesForTests } from '../../src/lib/retry';
import { installMatchMedia, setViewportWidth } from './helpers/viewport';
import { completeTheWindow } from './helpers/vm-realm';

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core machine a lazy route plus a
// fake request can take longer, which is load, not behaviour. They still fail after 5 s.
configure({ asyncUtilTimeout: 5000 });

completeTheWindow();

// jsdom lacks the layout APIs Mantine and the router call.
installMatchMedia();

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: ResizeObserverStub,
  IntersectionObserver: IntersectionObserverStub,
});
Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.scrollTo = function scrollTo() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

beforeEach(() => {
  setViewportWidth(1366);
});

afterEach(() => {
  cleanup();
  clearNotificationsForTests();
  // A server made unreachable by one test must not be probed during the next.
  resetConnectivityForTests();
  // A sync still waiting on the last test's server (never answered once it is gone) must not
  // hold back the next test's.
  resetRetriesForTests();
  localStorage.clear();
  sessionStorage.clear();
});
