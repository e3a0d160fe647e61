/* global document, window */
// Asks for the runtime config (/config.json) as soon as the page starts, while the app's code is
// still loading; web/src/lib/config.ts (loadConfig) reads this answer instead of asking again.
// A plain file (no module, no bundler): the page's Content-Security-Policy allows 'self' scripts.
(function () {
  var url = new URL('config.json', document.currentScript.src);
  var request = fetch(url, { cache: 'no-store' });
  request.catch(function () {});
  window.almanacConfigRequest = request;
})();
