import { describe, expect, it, vi } from 'vitest';
import { onPageLeaving } from '../../../src/lib/page-leaving';

/** A window and a document of its own, whose events the test fires as a browser would. */
function fakePage() {
  const target = new EventTarget();
  const page = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const save = vi.fn();
  onPageLeaving(save, target as unknown as Window, page as unknown as Document);
  const pagehide = (persisted: boolean) =>
    target.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
  const visibility = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  const pageshow = () => target.dispatchEvent(new Event('pageshow'));
  return { save, pagehide, visibility, pageshow };
}

// docs/architecture.md "Every engine listeners use": a page kept in the back/forward cache writes
// nothing.
describe('saving when the page is left', () => {
  it('saves when the page goes to the background and when it is closed for good', () => {
    const page = fakePage();
    page.visibility('hidden');
    expect(page.save).toHaveBeenCalledTimes(1);
    page.visibility('visible');
    expect(page.save).toHaveBeenCalledTimes(1);
    page.pagehide(false);
    expect(page.save).toHaveBeenCalledTimes(2);
  });

  it('writes nothing while the page goes into the back/forward cache, and saves again once back', () => {
    const page = fakePage();
    page.pagehide(true);
    // A navigation hides the document after 'pagehide': the same leaving.
    page.visibility('hidden');
    expect(page.save).not.toHaveBeenCalled();
    page.pageshow();
    page.visibility('visible');
    page.visibility('hidden');
    expect(page.save).toHaveBeenCalledTimes(1);
  });
});
