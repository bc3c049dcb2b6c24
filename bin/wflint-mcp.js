#!/usr/bin/env node
// wflint MCP server over stdio; the project is the working directory.
'use strict';
const { load } = require('./load.js');

load('mcp', 'mcp/server.js').then(({ startMcpServer }) => startMcpServer());
