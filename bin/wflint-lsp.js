#!/usr/bin/env node
// wflint language server over stdio (clients may pass `--stdio`).
import { startServer } from '../dist/lsp/server.js';

startServer();
