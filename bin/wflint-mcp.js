#!/usr/bin/env node
// wflint MCP server over stdio: `wflint-mcp [project-dir]`. Without a directory, the project is
// the client's roots (MCP roots/list), else the working directory.
'use strict';
const fs = require('node:fs');
const { load } = require('./load.js');

const dir = process.argv[2];
if (dir !== undefined && !fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
  process.stderr.write(`wflint-mcp: the project \`${dir}\` is not a directory\n`);
  process.exit(2);
}
load('mcp', 'mcp/server.js').then(({ startMcpServer }) => startMcpServer(dir === undefined ? {} : { cwd: dir }));
