'use strict';
/** One page's copy of the shell's index.html, with its first view drawn (decision 156). */

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Replaces `pattern` in `html`, failing the build when the shell's template no longer has it. */
function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`first views: index.html has no ${what}; update tools/rspack-kit/lib/first-view-html.cjs`);
  return html.replace(pattern, replacement);
}

/**
 * The page's first GETs (the route table's `firstData`), asked for by the HTML: the shell's entry
 * starts the same requests (startEarlyFetches, decision 081), but only once main.js has been
 * downloaded and run, 150-350 ms into a cold load on a busy 2-core machine. `use-credentials`
 * matches the early fetch's `credentials: 'include'`, so it takes this answer instead of asking again.
 */
const dataPreloads = (paths) => paths.map((path) => `<link rel="preload" href="${escapeHtml(path)}" as="fetch" crossorigin="use-credentials">`).join('');

/**
 * index.html with one page's markup in #root, that page's title, the script that serves its nav
 * bar until the app takes over (`navScript`, async and ahead of main.js, decision 161;
 * render-blocking on a page drawn with its data, decision 167), preloads of its first data, and
 * the shell's stylesheets applied (they are only preloaded in index.html, where nothing is drawn
 * before the scripts run).
 */
function firstViewHtml(indexHtml, route, markup, navScript) {
  let html = replaceOnce(indexHtml, /<title>[^<]*<\/title>/, `<title>${escapeHtml(route.title)} · Draftroom</title>`, '<title>');
  if (navScript) {
    // Render-blocking where a table may come drawn with its data: the script scrolls its sorted
    // column into view before the first paint (decision 167); elsewhere the paint need not wait.
    const blocking = route.drawnWithData ? ' blocking="render"' : '';
    html = replaceOnce(html, /<script defer src="\/main\./, (main) => `<script async${blocking} fetchpriority="high" src="${navScript}"></script>${main}`, 'main.js <script defer>');
  }
  html = replaceOnce(html, /<div id="root"><\/div>/, () => `<div id="root">${markup}</div>`, 'empty #root');
  // Last in <head>: main.js and the shell's chunks keep their place on HTTP/1.1's six connections.
  html = replaceOnce(html, /<\/head>/, () => `${dataPreloads(route.firstData ?? [])}</head>`, '</head>');
  return html.replace(/<link as="style" href="([^"]+)" rel="preload">/g, '<link href="$1" rel="stylesheet">');
}

/**
 * A remote page's first view (decision 160): the mark that tells the shell a remote drew it (an
 * empty <template>, `mark` its attribute); its stylesheets, so it paints styled, and preloads
 * of the remote's entry and the page's scripts, which the federation runtime asks for next (the
 * shell's own hints, decision 152, skip what these already asked for); then the markup.
 */
/** The page's stylesheets and preloads of its remote's entry and scripts. */
function fragmentLinks(urls) {
  return urls.map((url) => (url.endsWith('.css') ? `<link rel="stylesheet" href="${url}">` : `<link rel="preload" as="script" href="${url}">`)).join('');
}

function fragmentHtml(urls, markup, mark) {
  return `<template ${mark}></template>${fragmentLinks(urls)}${markup}`;
}

module.exports = { firstViewHtml, fragmentHtml, fragmentLinks };
