'use strict';
/**
 * jest-environment-jsdom plus the web platform pieces jsdom leaves out and our code needs:
 * TextEncoder/TextDecoder (react-router creates one when it loads), the Fetch API's classes with
 * Node's own AbortController (the data router builds a Request with a signal for every
 * navigation) and the modal <dialog> (decision 064). Component specs use it with
 *   /** @jest-environment ./libs/ui/testing/jsdom-environment.cjs *\/
 */
const { TextDecoder, TextEncoder } = require('node:util');
const JsdomEnvironment = require('jest-environment-jsdom').default;

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * What a browser's HTMLDialogElement does that our Dialog relies on, and no more: showModal()
 * opens and focuses the first focusable element inside, close() closes, and an Escape keydown
 * nobody cancelled fires a cancelable `cancel` at the topmost modal, which closes unless cancelled.
 * Focus containment, inertness and the top layer are left to the real browser (e2e).
 */
function installDialog(window) {
  const proto = window.HTMLDialogElement && window.HTMLDialogElement.prototype;
  if (!proto || proto.showModal) return;
  const modals = [];
  proto.show = function show() {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal() {
    if (this.open) throw new window.DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new window.DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    const target = this.querySelector('[autofocus]') || this.querySelector(FOCUSABLE) || this;
    target.focus();
  };
  proto.close = function close() {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new window.Event('close'));
  };
  window.document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((d) => d.isConnected && d.open).pop();
    if (top && top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
  });
}

class DraftroomJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    if (!this.global.TextEncoder) this.global.TextEncoder = TextEncoder;
    if (!this.global.TextDecoder) this.global.TextDecoder = TextDecoder;
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
    installDialog(this.global);
  }
}

module.exports = DraftroomJsdomEnvironment;
