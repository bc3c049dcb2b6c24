#!/usr/bin/env node
// wflint language server over stdio (clients may pass `--stdio`).
import { entry } from './entry.js';

const { startServer } = await import(entry('lsp', 'lsp/server.js'));
startServer();
