/**
 * What a route's screen needs beyond its first frame (its chunks and stylesheets), asked for once
 * that frame is painted. Named in <head>, some twenty requests start beside the stylesheet and the
 * image the first paint waits for, and on a fast link they hold the browser's threads while the
 * first layout runs: a song page's first paint came at 184 ms instead of 116 (Chromium, median of
 * five). Lighthouse then counts every module that arrived before that paint as needed for it (a
 * module leaves no EvaluateScript event to tell it otherwise): a largest paint of 2.4–2.6 s, not
 * 1.8–2.0 s. On a slow link the paint comes long before the app's entry has arrived, so the chunks
 * still load alongside it and the screen is ready no later.
 */

/** The element that holds the hints, inert, until the first frame is on screen. */
export const AFTER_FIRST_FRAME_ID = 'tambora-after-first-frame';

/**
 * Main-thread time a task may spend moving links, in ms. Each link starts a request: 0.3–1 ms in a
 * browser on its own, 2–3 ms with DevTools attached (Lighthouse, which also counts each task four
 * times as long): four links a task made tasks of 6–13 ms there, long ones in its count. At least
 * one link moves per task, whatever it costs.
 */
export const MOVE_BUDGET_MS = 4;

/**
 * Runs in <head> right after the hints (the CSP allows it by its hash, server/plugins/security.ts).
 * A timer set in an animation frame fires once that frame is painted; the template's links, moved
 * into the document a few per task until the budget is spent (twenty in one task took 10–20 ms, a
 * long task on a phone's slower CPU), are fetched like any link in <head>. A hidden page paints nothing: there, or once
 * hidden, the rest are moved at once (a second move moves nothing: the template is empty then).
 * Kept tiny and dependency-free.
 */
export const AFTER_FIRST_FRAME_SCRIPT = `(function(){var t=document.getElementById('${AFTER_FIRST_FRAME_ID}');if(!t)return;var c=t.content;function all(){document.head.appendChild(c)}function some(){var end=performance.now()+${MOVE_BUDGET_MS};do document.head.appendChild(c.firstChild);while(c.firstChild&&performance.now()<end);if(c.firstChild)setTimeout(some)}if(document.visibilityState==='hidden')all();else{document.addEventListener('visibilitychange',all);requestAnimationFrame(function(){setTimeout(some)})}})()`;

/** `tags` (links), kept from the browser until the first frame is painted. */
export function afterFirstFrame(tags: string): string {
  if (!tags) return '';
  return `<template id="${AFTER_FIRST_FRAME_ID}">${tags}</template><script>${AFTER_FIRST_FRAME_SCRIPT}</script>`;
}
