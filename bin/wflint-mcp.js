#!/usr/bin/env node
// wflint MCP server over stdio; the project is the working directory.
import { startMcpServer } from '../dist/mcp/server.js';

await startMcpServer();
