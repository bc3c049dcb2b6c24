#!/usr/bin/env node
// wflint MCP server over stdio; the project is the working directory.
import { entry } from './entry.js';

const { startMcpServer } = await import(entry('mcp', 'mcp/server.js'));
await startMcpServer();
