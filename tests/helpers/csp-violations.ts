/** Where a page's CSP refusals are kept: sessionStorage outlives the page's navigations in a tab. */
export const CSP_VIOLATIONS_KEY = 'tambora-test-csp-violations';

/**
 * A script to run in every document before the app: records every CSP refusal into
 * sessionStorage, so refusals on earlier pages of the tab are still there to read (Firefox was
 * seen reporting a blocked eval; the app must cause none).
 */
export const RECORD_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  const key = '${CSP_VIOLATIONS_KEY}';
  const line = event.violatedDirective + ' ' + (event.blockedURI || '') + ' ' + (event.sourceFile || '') + ':' + event.lineNumber;
  sessionStorage.setItem(key, (sessionStorage.getItem(key) ? sessionStorage.getItem(key) + ' | ' : '') + line);
});`;
