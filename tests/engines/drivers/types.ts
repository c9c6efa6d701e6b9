/**
 * The thin layer the listener scenarios are written against, so one scenario runs in Chromium
 * (Playwright), Firefox (puppeteer-core over WebDriver BiDi) and WebKit (selenium-webdriver on
 * WebKitWebDriver). Only what every protocol does alike: open an address, run a script in the
 * page, press the pointer at a point and press keys. Everything else is built on these in
 * ../listener-page.ts.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Navigates and waits for the document's load. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Goes back one entry of the tab's history, as its Back button does; a page the browser kept in
   * its back/forward cache comes back from it. Does not wait for the page: the caller waits for
   * what it expects to see.
   */
  back(): Promise<void>;
  /**
   * Runs `expression` (JavaScript, may be a promise) in the page and answers its JSON value.
   * Scripts are written as functions and sent as text: see ../listener-page.ts `run`.
   */
  evaluate<T>(expression: string): Promise<T>;
  /** A real pointer press and release at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** A real key press ('ArrowRight', 'Enter', 'Home'…). */
  press(key: string): Promise<void>;
  /**
   * Runs `script` at the start of every document, before the app (Chromium and Firefox; WebDriver
   * classic, and so WebKit here, has no such call: null).
   */
  readonly onEveryDocument: ((script: string) => Promise<void>) | null;
  /** Types text into whatever has focus, key by key. */
  type(text: string): Promise<void>;
  /**
   * The page is hidden, as a locked screen or another app leaves it (another tab to the front, or
   * the window minimised where a tab behind does not hide it); until `bringBack`, the page is not
   * driven.
   */
  putAway(): Promise<void>;
  bringBack(): Promise<void>;
  close(): Promise<void>;
}

export interface EngineDriver {
  readonly engine: EngineName;
  /** Whether this machine has the browser; the reason it cannot run otherwise. */
  missing(): string | null;
  launch(viewport: Viewport): Promise<EnginePage>;
  /** Stops whatever the driver started besides the browser (display, driver server). */
  shutdown(): Promise<void>;
}
