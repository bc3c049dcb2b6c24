#!/usr/bin/env node
// wflint language server over stdio (clients may pass `--stdio`).
'use strict';
const { load } = require('./load.js');

load('lsp', 'lsp/server.js').then(({ startServer }) => startServer());
