#!/usr/bin/env node
// Regenerate the README's rule list and gate tables from the registries (needs `npm run build`).
import fs from 'node:fs';
import { RULES } from '../dist/rules/index.js';
import { WORKFLOW_GATES } from '../dist/gate/workflows.js';
import { withGeneratedTables } from '../dist/docs/rule-table.js';

const file = new URL('../README.md', import.meta.url);
fs.writeFileSync(file, withGeneratedTables(fs.readFileSync(file, 'utf8'), RULES, WORKFLOW_GATES));
