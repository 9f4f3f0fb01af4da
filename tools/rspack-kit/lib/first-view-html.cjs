'use strict';
/** One page's copy of the shell's index.html, with its first view drawn (decision 156). */

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Replaces `pattern` in `html`, failing the build when the shell's template no longer has it. */
function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`first views: index.html has no ${what}; update tools/rspack-kit/lib/first-view-html.cjs`);
  return html.replace(pattern, replacement);
}

/**
 * index.html with one page's markup in #root, that page's title, and the shell's stylesheets
 * applied (they are only preloaded in index.html, where nothing is drawn before the scripts run).
 */
function firstViewHtml(indexHtml, route, markup) {
  let html = replaceOnce(indexHtml, /<title>[^<]*<\/title>/, `<title>${escapeHtml(route.title)} · Draftroom</title>`, '<title>');
  html = replaceOnce(html, /<div id="root"><\/div>/, () => `<div id="root">${markup}</div>`, 'empty #root');
  return html.replace(/<link as="style" href="([^"]+)" rel="preload">/g, '<link href="$1" rel="stylesheet">');
}

/**
 * A remote page's first view (decision 160): the mark that tells the shell a remote drew it (an
 * empty <template>, `mark` its attribute); its stylesheets, so it paints styled, and preloads
 * of the remote's entry and the page's scripts, which the federation runtime asks for next (the
 * shell's own hints, decision 152, skip what these already asked for); then the markup.
 */
function fragmentHtml(urls, markup, mark) {
  const links = urls.map((url) => (url.endsWith('.css') ? `<link rel="stylesheet" href="${url}">` : `<link rel="preload" as="script" href="${url}">`));
  return `<template ${mark}></template>${links.join('')}${markup}`;
}

module.exports = { firstViewHtml, fragmentHtml };
