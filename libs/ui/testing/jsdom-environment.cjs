'use strict';
/**
 * jest-environment-jsdom plus the web platform globals jsdom leaves out and our libraries need
 * at import time (react-router creates a TextEncoder when it loads). Component specs use it with
 *   /** @jest-environment ./libs/ui/testing/jsdom-environment.cjs *\/
 */
const { TextDecoder, TextEncoder } = require('node:util');
const JsdomEnvironment = require('jest-environment-jsdom').default;

class DraftroomJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    if (!this.global.TextEncoder) this.global.TextEncoder = TextEncoder;
    if (!this.global.TextDecoder) this.global.TextDecoder = TextDecoder;
  }
}

module.exports = DraftroomJsdomEnvironment;
