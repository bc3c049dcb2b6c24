// Generated from schemas/harness-ledger.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/harness-ledger.schema.json","title":"HarnessLedger","description":"The harness work ledger (`.webwork/harness/{work,archive}/<session_id>/progress.md`, seed 004 work-ledger): the H1 `# Work ledger — target: <…>`, four metadata lines, then one entry per line. It is the only durable record of progress: after compaction the orchestrator resumes from it.","x-wflint-kind":"harness-ledger","x-wflint-version":"1","type":"object","required":["target","doc_dir","branch","initial_base","merge_base","entries"],"additionalProperties":false,"properties":{"target":{"description":"The target summary from the H1 `# Work ledger — target: <…>` (confirms which run the ledger belongs to).","type":"string","minLength":1},"doc_dir":{"description":"The session's artefact directory `<root_dir>/.webwork/harness/work/<session_id>` (the recovery entry point).","type":"string","minLength":1},"branch":{"description":"The branch the run works on.","type":"string","minLength":1},"initial_base":{"description":"HEAD when the run started (the rollback anchor).","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"merge_base":{"description":"Start of the final review diff; defaults to `initial_base`.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"stashed":{"description":"Files stashed by the start check (`git stash push -u`) when the tree was dirty.","type":"string"},"entries":{"description":"The entry lines in order, one typed variant per Ledger form.","type":"array","items":{"$ref":"#/definitions/entry"}}},"definitions":{"entry":{"description":"One Ledger entry line.","oneOf":[{"title":"LedgerBase","description":"`T<N>: base=<sha>` — written before the implementer is dispatched: the task's BASE (review packages and fixes start there).","type":"object","required":["form","task","line","sha"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"base","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"sha":{"description":"The task's BASE commit.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerSession","description":"`T<N>: session=<ref>` — the subagent session handle (reused by fix rounds 1–3, updated on re-dispatch).","type":"object","required":["form","task","line","ref"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"session","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"ref":{"description":"The platform's session reference.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerReviewedHead","description":"`T<N>: reviewed_head=<sha>` — the HEAD a review or re-review saw (the next fix's `FIX_BASE`).","type":"object","required":["form","task","line","sha"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"reviewed_head","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"sha":{"description":"The reviewed HEAD.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerImplementerDone","description":"`T<N>: implementer done (commits <base7>..<head7>)` — status DONE.","type":"object","required":["form","task","line","from","to"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"implementer_done","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"from":{"description":"First commit of the range (the task's BASE).","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"to":{"description":"Last commit of the range (HEAD).","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerImplementerConcerns","description":"`T<N>: implementer done_with_concerns (<concern>)` — status DONE_WITH_CONCERNS.","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"implementer_concerns","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"note":{"description":"The concern, one line.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerNeedsContext","description":"`T<N>: needs_context` — status NEEDS_CONTEXT (re-dispatched with more context).","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"needs_context","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerBlocked","description":"`T<N>: blocked (<reason>)` — status BLOCKED.","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"blocked","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"Why the implementer is blocked.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerBreakerBlocked","description":"`T<N>: BLOCKED — <reason>` — the Breaker's stop after fix round 5 (a real, load-bearing finding).","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"breaker_blocked","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"The load-bearing finding that stops the task.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerEscalate","description":"`T<N>: escalate (<reason>)` — status ESCALATE (the branch stops; the user is told).","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"escalate","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"Why the task is beyond its bounds.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerEmptyOutput","description":"`T<N>: empty output` — the subagent returned nothing (re-dispatched at most once).","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"empty_output","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerNoStatus","description":"`T<N>: no status` — the return had no Status line (read the report file).","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"no_status","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerReportMissing","description":"`T<N>: report missing` — the report file was not written (handled as BLOCKED).","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"report_missing","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerTaskError","description":"`T<N>: task error (<error>)` — the task tool returned an error.","type":"object","required":["form","task","line","error"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"task_error","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"error":{"description":"The tool's error.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerMinor","description":"`T<N>: minor (deferred): <finding>` — a Minor finding left for the final review.","type":"object","required":["form","task","line","finding"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"minor","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"finding":{"description":"The finding, one line.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerRuled","description":"`T<N>: ruled — <finding> — <ruling>` — a plan-mandated finding ruled by the orchestrator.","type":"object","required":["form","task","line","finding","ruling"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"ruled","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"finding":{"description":"The finding.","type":"string","minLength":1},"ruling":{"description":"The ruling and its reason.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFixRound","description":"`T<N>: fix round <R>/5 (<X> addressed, <Y> open[ — <findings>]; commits <a7>..<b7>)` — one fix round and its scoped re-review.","type":"object","required":["form","task","line","round","of","addressed","open","from","to"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"fix_round","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"round":{"description":"The round R (1–5).","type":"integer","minimum":1,"maximum":5},"of":{"description":"The round limit as written (always 5).","type":"integer","const":5},"addressed":{"description":"Findings addressed in this round.","type":"integer","minimum":0},"open":{"description":"Findings still open.","type":"integer","minimum":0},"findings":{"description":"One-liners of the open findings.","type":"string","minLength":1},"from":{"description":"First commit of the fix range.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"to":{"description":"Last commit of the fix range.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFixed","description":"`T<N>: fixed — <finding>` — a finding marked fixed while others stay open.","type":"object","required":["form","task","line","finding"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"fixed","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"finding":{"description":"The finding that was fixed.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFixBlocked","description":"`T<N>: fix blocked (<reason>)` — the fix implementer returned BLOCKED.","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"fix_blocked","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"Why the fix is blocked.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFixEscalate","description":"`T<N>: fix escalate (<reason>)` — the fix implementer returned ESCALATE (the seed also spells it `fix escale`).","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"fix_escalate","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"Why the fix escalated.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerRereviewMissing","description":"`T<N>: rereview missing` — the re-reviewer returned no verdict.","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"rereview_missing","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerParked","description":"`T<N>: parked — <finding> — ruling: <why>` — the Breaker parked an open finding after round 5.","type":"object","required":["form","task","line","finding","ruling"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"parked","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"finding":{"description":"The parked finding.","type":"string","minLength":1},"ruling":{"description":"Why the code stands.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerComplete","description":"`T<N>: complete (commits <a>..<b>, review clean | <N> parked)` — the task is done.","type":"object","required":["form","task","line","from","to","outcome"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"complete","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"from":{"description":"First commit (the task's BASE).","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"to":{"description":"Last commit (the reviewed HEAD).","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"outcome":{"description":"How the review closed.","type":"string","enum":["review clean","parked"]},"parked":{"description":"Number of parked findings (with `parked`).","type":"integer","minimum":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerTimeout","description":"`T<N>: timeout` — the subagent timed out or was lost.","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"timeout","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerInterrupted","description":"`T<N>: interrupted by user (commits <base7>..<head7>, uncommitted: <files>)` — a user interrupt.","type":"object","required":["form","task","line","from","to"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"interrupted","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"from":{"description":"First commit.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"to":{"description":"Last commit.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"uncommitted":{"description":"Uncommitted files at the interrupt.","type":"string"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerRevertedTo","description":"`T<N>: reverted to <sha>` — the task's commits were rolled back.","type":"object","required":["form","task","line","sha"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"reverted_to","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"sha":{"description":"The commit rolled back to.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerRevertedForbidden","description":"`T<N>: reverted forbidden <file>` — a forbidden file's change was restored.","type":"object","required":["form","task","line","file"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"reverted_forbidden","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"file":{"description":"The restored file.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFinalReviewHead","description":"`final_review_head=<sha>` — HEAD at the final review (the final fix's `FIX_BASE`).","type":"object","required":["form","line","sha"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"final_review_head","type":"string"},"sha":{"description":"The HEAD the final review saw.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerReplan","description":"`replan round <R>/3` — a plan-level recovery round.","type":"object","required":["form","line","round","of"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"replan","type":"string"},"round":{"description":"The round R (1–3).","type":"integer","minimum":1,"maximum":3},"of":{"description":"The round limit as written (always 3).","type":"integer","const":3},"note":{"description":"What was re-split, when written.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}}]}}};
const schema12 = {"description":"One Ledger entry line.","oneOf":[{"title":"LedgerBase","description":"`T<N>: base=<sha>` — written before the implementer is dispatched: the task's BASE (review packages and fixes start there).","type":"object","required":["form","task","line","sha"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"base","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"sha":{"description":"The task's BASE commit.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerSession","description":"`T<N>: session=<ref>` — the subagent session handle (reused by fix rounds 1–3, updated on re-dispatch).","type":"object","required":["form","task","line","ref"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"session","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"ref":{"description":"The platform's session reference.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerReviewedHead","description":"`T<N>: reviewed_head=<sha>` — the HEAD a review or re-review saw (the next fix's `FIX_BASE`).","type":"object","required":["form","task","line","sha"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"reviewed_head","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"sha":{"description":"The reviewed HEAD.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerImplementerDone","description":"`T<N>: implementer done (commits <base7>..<head7>)` — status DONE.","type":"object","required":["form","task","line","from","to"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"implementer_done","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"from":{"description":"First commit of the range (the task's BASE).","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"to":{"description":"Last commit of the range (HEAD).","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerImplementerConcerns","description":"`T<N>: implementer done_with_concerns (<concern>)` — status DONE_WITH_CONCERNS.","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"implementer_concerns","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"note":{"description":"The concern, one line.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerNeedsContext","description":"`T<N>: needs_context` — status NEEDS_CONTEXT (re-dispatched with more context).","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"needs_context","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerBlocked","description":"`T<N>: blocked (<reason>)` — status BLOCKED.","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"blocked","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"Why the implementer is blocked.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerBreakerBlocked","description":"`T<N>: BLOCKED — <reason>` — the Breaker's stop after fix round 5 (a real, load-bearing finding).","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"breaker_blocked","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"The load-bearing finding that stops the task.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerEscalate","description":"`T<N>: escalate (<reason>)` — status ESCALATE (the branch stops; the user is told).","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"escalate","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"Why the task is beyond its bounds.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerEmptyOutput","description":"`T<N>: empty output` — the subagent returned nothing (re-dispatched at most once).","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"empty_output","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerNoStatus","description":"`T<N>: no status` — the return had no Status line (read the report file).","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"no_status","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerReportMissing","description":"`T<N>: report missing` — the report file was not written (handled as BLOCKED).","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"report_missing","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerTaskError","description":"`T<N>: task error (<error>)` — the task tool returned an error.","type":"object","required":["form","task","line","error"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"task_error","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"error":{"description":"The tool's error.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerMinor","description":"`T<N>: minor (deferred): <finding>` — a Minor finding left for the final review.","type":"object","required":["form","task","line","finding"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"minor","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"finding":{"description":"The finding, one line.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerRuled","description":"`T<N>: ruled — <finding> — <ruling>` — a plan-mandated finding ruled by the orchestrator.","type":"object","required":["form","task","line","finding","ruling"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"ruled","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"finding":{"description":"The finding.","type":"string","minLength":1},"ruling":{"description":"The ruling and its reason.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFixRound","description":"`T<N>: fix round <R>/5 (<X> addressed, <Y> open[ — <findings>]; commits <a7>..<b7>)` — one fix round and its scoped re-review.","type":"object","required":["form","task","line","round","of","addressed","open","from","to"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"fix_round","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"round":{"description":"The round R (1–5).","type":"integer","minimum":1,"maximum":5},"of":{"description":"The round limit as written (always 5).","type":"integer","const":5},"addressed":{"description":"Findings addressed in this round.","type":"integer","minimum":0},"open":{"description":"Findings still open.","type":"integer","minimum":0},"findings":{"description":"One-liners of the open findings.","type":"string","minLength":1},"from":{"description":"First commit of the fix range.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"to":{"description":"Last commit of the fix range.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFixed","description":"`T<N>: fixed — <finding>` — a finding marked fixed while others stay open.","type":"object","required":["form","task","line","finding"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"fixed","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"finding":{"description":"The finding that was fixed.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFixBlocked","description":"`T<N>: fix blocked (<reason>)` — the fix implementer returned BLOCKED.","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"fix_blocked","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"Why the fix is blocked.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFixEscalate","description":"`T<N>: fix escalate (<reason>)` — the fix implementer returned ESCALATE (the seed also spells it `fix escale`).","type":"object","required":["form","task","line","reason"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"fix_escalate","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"reason":{"description":"Why the fix escalated.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerRereviewMissing","description":"`T<N>: rereview missing` — the re-reviewer returned no verdict.","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"rereview_missing","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerParked","description":"`T<N>: parked — <finding> — ruling: <why>` — the Breaker parked an open finding after round 5.","type":"object","required":["form","task","line","finding","ruling"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"parked","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"finding":{"description":"The parked finding.","type":"string","minLength":1},"ruling":{"description":"Why the code stands.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerComplete","description":"`T<N>: complete (commits <a>..<b>, review clean | <N> parked)` — the task is done.","type":"object","required":["form","task","line","from","to","outcome"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"complete","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"from":{"description":"First commit (the task's BASE).","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"to":{"description":"Last commit (the reviewed HEAD).","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"outcome":{"description":"How the review closed.","type":"string","enum":["review clean","parked"]},"parked":{"description":"Number of parked findings (with `parked`).","type":"integer","minimum":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerTimeout","description":"`T<N>: timeout` — the subagent timed out or was lost.","type":"object","required":["form","task","line"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"timeout","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerInterrupted","description":"`T<N>: interrupted by user (commits <base7>..<head7>, uncommitted: <files>)` — a user interrupt.","type":"object","required":["form","task","line","from","to"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"interrupted","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"from":{"description":"First commit.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"to":{"description":"Last commit.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"uncommitted":{"description":"Uncommitted files at the interrupt.","type":"string"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerRevertedTo","description":"`T<N>: reverted to <sha>` — the task's commits were rolled back.","type":"object","required":["form","task","line","sha"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"reverted_to","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"sha":{"description":"The commit rolled back to.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerRevertedForbidden","description":"`T<N>: reverted forbidden <file>` — a forbidden file's change was restored.","type":"object","required":["form","task","line","file"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"reverted_forbidden","type":"string"},"task":{"description":"The task id `T<N>` the entry belongs to.","type":"string","pattern":"^T[1-9][0-9]*$"},"file":{"description":"The restored file.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerFinalReviewHead","description":"`final_review_head=<sha>` — HEAD at the final review (the final fix's `FIX_BASE`).","type":"object","required":["form","line","sha"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"final_review_head","type":"string"},"sha":{"description":"The HEAD the final review saw.","type":"string","pattern":"^[0-9a-fA-F]{7,40}$"},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}},{"title":"LedgerReplan","description":"`replan round <R>/3` — a plan-level recovery round.","type":"object","required":["form","line","round","of"],"additionalProperties":false,"properties":{"form":{"description":"The Ledger form.","const":"replan","type":"string"},"round":{"description":"The round R (1–3).","type":"integer","minimum":1,"maximum":3},"of":{"description":"The round limit as written (always 3).","type":"integer","const":3},"note":{"description":"What was re-split, when written.","type":"string","minLength":1},"line":{"description":"1-based line of the entry in `progress.md`.","type":"integer","minimum":1}}}]};
const func2 = require("./ucs2length.cjs").default;
const func14 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[0-9a-fA-F]{7,40}$", "u");
const pattern2 = new RegExp("^T[1-9][0-9]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/harness-ledger.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.target === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.doc_dir === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "doc_dir"},message:"must have required property '"+"doc_dir"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.branch === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "branch"},message:"must have required property '"+"branch"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.initial_base === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "initial_base"},message:"must have required property '"+"initial_base"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.merge_base === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "merge_base"},message:"must have required property '"+"merge_base"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.entries === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "target") || (key0 === "doc_dir")) || (key0 === "branch")) || (key0 === "initial_base")) || (key0 === "merge_base")) || (key0 === "stashed")) || (key0 === "entries"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.target !== undefined){
let data0 = data.target;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err7 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.doc_dir !== undefined){
let data1 = data.doc_dir;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/doc_dir",schemaPath:"#/properties/doc_dir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/doc_dir",schemaPath:"#/properties/doc_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.branch !== undefined){
let data2 = data.branch;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err11 = {instancePath:instancePath+"/branch",schemaPath:"#/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/branch",schemaPath:"#/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.initial_base !== undefined){
let data3 = data.initial_base;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err13 = {instancePath:instancePath+"/initial_base",schemaPath:"#/properties/initial_base/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/initial_base",schemaPath:"#/properties/initial_base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.merge_base !== undefined){
let data4 = data.merge_base;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err15 = {instancePath:instancePath+"/merge_base",schemaPath:"#/properties/merge_base/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/merge_base",schemaPath:"#/properties/merge_base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.stashed !== undefined){
if(typeof data.stashed !== "string"){
const err17 = {instancePath:instancePath+"/stashed",schemaPath:"#/properties/stashed/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.entries !== undefined){
let data6 = data.entries;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs18 = errors;
let valid4 = false;
let passing0 = null;
const _errs19 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err18 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/0/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.task === undefined){
const err19 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/0/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.line === undefined){
const err20 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/0/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.sha === undefined){
const err21 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/0/required",keyword:"required",params:{missingProperty: "sha"},message:"must have required property '"+"sha"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data7){
if(!((((key1 === "form") || (key1 === "task")) || (key1 === "sha")) || (key1 === "line"))){
const err22 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.form !== undefined){
let data8 = data7.form;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/0/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("base" !== data8){
const err24 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/0/properties/form/const",keyword:"const",params:{allowedValue: "base"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.task !== undefined){
let data9 = data7.task;
if(typeof data9 === "string"){
if(!pattern2.test(data9)){
const err25 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/0/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/0/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.sha !== undefined){
let data10 = data7.sha;
if(typeof data10 === "string"){
if(!pattern0.test(data10)){
const err27 = {instancePath:instancePath+"/entries/" + i0+"/sha",schemaPath:"#/definitions/entry/oneOf/0/properties/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/entries/" + i0+"/sha",schemaPath:"#/definitions/entry/oneOf/0/properties/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.line !== undefined){
let data11 = data7.line;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err29 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/0/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/0/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
}
else {
const err31 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs30 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err32 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/1/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data7.task === undefined){
const err33 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/1/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data7.line === undefined){
const err34 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/1/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7.ref === undefined){
const err35 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/1/required",keyword:"required",params:{missingProperty: "ref"},message:"must have required property '"+"ref"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key2 in data7){
if(!((((key2 === "form") || (key2 === "task")) || (key2 === "ref")) || (key2 === "line"))){
const err36 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data7.form !== undefined){
let data12 = data7.form;
if(typeof data12 !== "string"){
const err37 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/1/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("session" !== data12){
const err38 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/1/properties/form/const",keyword:"const",params:{allowedValue: "session"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data7.task !== undefined){
let data13 = data7.task;
if(typeof data13 === "string"){
if(!pattern2.test(data13)){
const err39 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/1/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/1/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data7.ref !== undefined){
let data14 = data7.ref;
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err41 = {instancePath:instancePath+"/entries/" + i0+"/ref",schemaPath:"#/definitions/entry/oneOf/1/properties/ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/entries/" + i0+"/ref",schemaPath:"#/definitions/entry/oneOf/1/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data7.line !== undefined){
let data15 = data7.line;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err43 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/1/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err44 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/1/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
else {
const err45 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid0 = _errs30 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
const _errs41 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err46 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/2/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data7.task === undefined){
const err47 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/2/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data7.line === undefined){
const err48 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/2/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data7.sha === undefined){
const err49 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/2/required",keyword:"required",params:{missingProperty: "sha"},message:"must have required property '"+"sha"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key3 in data7){
if(!((((key3 === "form") || (key3 === "task")) || (key3 === "sha")) || (key3 === "line"))){
const err50 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data7.form !== undefined){
let data16 = data7.form;
if(typeof data16 !== "string"){
const err51 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/2/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if("reviewed_head" !== data16){
const err52 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/2/properties/form/const",keyword:"const",params:{allowedValue: "reviewed_head"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data7.task !== undefined){
let data17 = data7.task;
if(typeof data17 === "string"){
if(!pattern2.test(data17)){
const err53 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/2/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/2/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data7.sha !== undefined){
let data18 = data7.sha;
if(typeof data18 === "string"){
if(!pattern0.test(data18)){
const err55 = {instancePath:instancePath+"/entries/" + i0+"/sha",schemaPath:"#/definitions/entry/oneOf/2/properties/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/entries/" + i0+"/sha",schemaPath:"#/definitions/entry/oneOf/2/properties/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data7.line !== undefined){
let data19 = data7.line;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err57 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/2/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err58 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/2/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
}
else {
const err59 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid0 = _errs41 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid4 = true;
passing0 = 2;
}
const _errs52 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err60 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/3/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data7.task === undefined){
const err61 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/3/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data7.line === undefined){
const err62 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/3/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data7.from === undefined){
const err63 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/3/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data7.to === undefined){
const err64 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/3/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key4 in data7){
if(!(((((key4 === "form") || (key4 === "task")) || (key4 === "from")) || (key4 === "to")) || (key4 === "line"))){
const err65 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data7.form !== undefined){
let data20 = data7.form;
if(typeof data20 !== "string"){
const err66 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/3/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if("implementer_done" !== data20){
const err67 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/3/properties/form/const",keyword:"const",params:{allowedValue: "implementer_done"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data7.task !== undefined){
let data21 = data7.task;
if(typeof data21 === "string"){
if(!pattern2.test(data21)){
const err68 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/3/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/3/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data7.from !== undefined){
let data22 = data7.from;
if(typeof data22 === "string"){
if(!pattern0.test(data22)){
const err70 = {instancePath:instancePath+"/entries/" + i0+"/from",schemaPath:"#/definitions/entry/oneOf/3/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/entries/" + i0+"/from",schemaPath:"#/definitions/entry/oneOf/3/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data7.to !== undefined){
let data23 = data7.to;
if(typeof data23 === "string"){
if(!pattern0.test(data23)){
const err72 = {instancePath:instancePath+"/entries/" + i0+"/to",schemaPath:"#/definitions/entry/oneOf/3/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/entries/" + i0+"/to",schemaPath:"#/definitions/entry/oneOf/3/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data7.line !== undefined){
let data24 = data7.line;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err74 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/3/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 1 || isNaN(data24)){
const err75 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/3/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
}
else {
const err76 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid0 = _errs52 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid4 = true;
passing0 = 3;
}
const _errs65 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err77 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/4/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data7.task === undefined){
const err78 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/4/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data7.line === undefined){
const err79 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/4/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
for(const key5 in data7){
if(!((((key5 === "form") || (key5 === "task")) || (key5 === "note")) || (key5 === "line"))){
const err80 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data7.form !== undefined){
let data25 = data7.form;
if(typeof data25 !== "string"){
const err81 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/4/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if("implementer_concerns" !== data25){
const err82 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/4/properties/form/const",keyword:"const",params:{allowedValue: "implementer_concerns"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data7.task !== undefined){
let data26 = data7.task;
if(typeof data26 === "string"){
if(!pattern2.test(data26)){
const err83 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/4/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/4/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data7.note !== undefined){
let data27 = data7.note;
if(typeof data27 === "string"){
if(func2(data27) < 1){
const err85 = {instancePath:instancePath+"/entries/" + i0+"/note",schemaPath:"#/definitions/entry/oneOf/4/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/entries/" + i0+"/note",schemaPath:"#/definitions/entry/oneOf/4/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data7.line !== undefined){
let data28 = data7.line;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err87 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/4/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 1 || isNaN(data28)){
const err88 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/4/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
}
else {
const err89 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid0 = _errs65 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid4 = true;
passing0 = 4;
}
const _errs76 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err90 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/5/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data7.task === undefined){
const err91 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/5/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data7.line === undefined){
const err92 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/5/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
for(const key6 in data7){
if(!(((key6 === "form") || (key6 === "task")) || (key6 === "line"))){
const err93 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data7.form !== undefined){
let data29 = data7.form;
if(typeof data29 !== "string"){
const err94 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/5/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if("needs_context" !== data29){
const err95 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/5/properties/form/const",keyword:"const",params:{allowedValue: "needs_context"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data7.task !== undefined){
let data30 = data7.task;
if(typeof data30 === "string"){
if(!pattern2.test(data30)){
const err96 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/5/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/5/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data7.line !== undefined){
let data31 = data7.line;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err98 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/5/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 1 || isNaN(data31)){
const err99 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/5/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
}
else {
const err100 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid0 = _errs76 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid4 = true;
passing0 = 5;
}
const _errs85 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err101 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/6/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data7.task === undefined){
const err102 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/6/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data7.line === undefined){
const err103 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/6/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data7.reason === undefined){
const err104 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/6/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
for(const key7 in data7){
if(!((((key7 === "form") || (key7 === "task")) || (key7 === "reason")) || (key7 === "line"))){
const err105 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data7.form !== undefined){
let data32 = data7.form;
if(typeof data32 !== "string"){
const err106 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/6/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if("blocked" !== data32){
const err107 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/6/properties/form/const",keyword:"const",params:{allowedValue: "blocked"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data7.task !== undefined){
let data33 = data7.task;
if(typeof data33 === "string"){
if(!pattern2.test(data33)){
const err108 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/6/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/6/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data7.reason !== undefined){
let data34 = data7.reason;
if(typeof data34 === "string"){
if(func2(data34) < 1){
const err110 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/6/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/6/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data7.line !== undefined){
let data35 = data7.line;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err112 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/6/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 1 || isNaN(data35)){
const err113 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/6/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
}
else {
const err114 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid0 = _errs85 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid4 = true;
passing0 = 6;
}
const _errs96 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err115 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/7/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data7.task === undefined){
const err116 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/7/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data7.line === undefined){
const err117 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/7/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data7.reason === undefined){
const err118 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/7/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
for(const key8 in data7){
if(!((((key8 === "form") || (key8 === "task")) || (key8 === "reason")) || (key8 === "line"))){
const err119 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/7/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data7.form !== undefined){
let data36 = data7.form;
if(typeof data36 !== "string"){
const err120 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/7/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if("breaker_blocked" !== data36){
const err121 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/7/properties/form/const",keyword:"const",params:{allowedValue: "breaker_blocked"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data7.task !== undefined){
let data37 = data7.task;
if(typeof data37 === "string"){
if(!pattern2.test(data37)){
const err122 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/7/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/7/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data7.reason !== undefined){
let data38 = data7.reason;
if(typeof data38 === "string"){
if(func2(data38) < 1){
const err124 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/7/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
else {
const err125 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/7/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data7.line !== undefined){
let data39 = data7.line;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err126 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/7/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 1 || isNaN(data39)){
const err127 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/7/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
}
else {
const err128 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/7/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
var _valid0 = _errs96 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid4 = true;
passing0 = 7;
}
const _errs107 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err129 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/8/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data7.task === undefined){
const err130 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/8/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data7.line === undefined){
const err131 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/8/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data7.reason === undefined){
const err132 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/8/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
for(const key9 in data7){
if(!((((key9 === "form") || (key9 === "task")) || (key9 === "reason")) || (key9 === "line"))){
const err133 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/8/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data7.form !== undefined){
let data40 = data7.form;
if(typeof data40 !== "string"){
const err134 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/8/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if("escalate" !== data40){
const err135 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/8/properties/form/const",keyword:"const",params:{allowedValue: "escalate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data7.task !== undefined){
let data41 = data7.task;
if(typeof data41 === "string"){
if(!pattern2.test(data41)){
const err136 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/8/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
else {
const err137 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/8/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data7.reason !== undefined){
let data42 = data7.reason;
if(typeof data42 === "string"){
if(func2(data42) < 1){
const err138 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/8/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
else {
const err139 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/8/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data7.line !== undefined){
let data43 = data7.line;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err140 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/8/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 1 || isNaN(data43)){
const err141 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/8/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
}
else {
const err142 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/8/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid0 = _errs107 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 8];
}
else {
if(_valid0){
valid4 = true;
passing0 = 8;
}
const _errs118 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err143 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/9/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(data7.task === undefined){
const err144 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/9/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(data7.line === undefined){
const err145 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/9/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
for(const key10 in data7){
if(!(((key10 === "form") || (key10 === "task")) || (key10 === "line"))){
const err146 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/9/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data7.form !== undefined){
let data44 = data7.form;
if(typeof data44 !== "string"){
const err147 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/9/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if("empty_output" !== data44){
const err148 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/9/properties/form/const",keyword:"const",params:{allowedValue: "empty_output"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data7.task !== undefined){
let data45 = data7.task;
if(typeof data45 === "string"){
if(!pattern2.test(data45)){
const err149 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/9/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/9/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data7.line !== undefined){
let data46 = data7.line;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
const err151 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/9/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 1 || isNaN(data46)){
const err152 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/9/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
}
else {
const err153 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/9/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid0 = _errs118 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 9];
}
else {
if(_valid0){
valid4 = true;
passing0 = 9;
}
const _errs127 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err154 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/10/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(data7.task === undefined){
const err155 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/10/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(data7.line === undefined){
const err156 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/10/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
for(const key11 in data7){
if(!(((key11 === "form") || (key11 === "task")) || (key11 === "line"))){
const err157 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/10/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data7.form !== undefined){
let data47 = data7.form;
if(typeof data47 !== "string"){
const err158 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/10/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if("no_status" !== data47){
const err159 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/10/properties/form/const",keyword:"const",params:{allowedValue: "no_status"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data7.task !== undefined){
let data48 = data7.task;
if(typeof data48 === "string"){
if(!pattern2.test(data48)){
const err160 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/10/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
else {
const err161 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/10/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data7.line !== undefined){
let data49 = data7.line;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err162 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/10/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 1 || isNaN(data49)){
const err163 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/10/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
}
else {
const err164 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/10/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
var _valid0 = _errs127 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 10];
}
else {
if(_valid0){
valid4 = true;
passing0 = 10;
}
const _errs136 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err165 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/11/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data7.task === undefined){
const err166 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/11/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data7.line === undefined){
const err167 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/11/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
for(const key12 in data7){
if(!(((key12 === "form") || (key12 === "task")) || (key12 === "line"))){
const err168 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/11/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data7.form !== undefined){
let data50 = data7.form;
if(typeof data50 !== "string"){
const err169 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/11/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if("report_missing" !== data50){
const err170 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/11/properties/form/const",keyword:"const",params:{allowedValue: "report_missing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data7.task !== undefined){
let data51 = data7.task;
if(typeof data51 === "string"){
if(!pattern2.test(data51)){
const err171 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/11/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/11/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data7.line !== undefined){
let data52 = data7.line;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err173 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/11/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 1 || isNaN(data52)){
const err174 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/11/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
}
else {
const err175 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/11/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
var _valid0 = _errs136 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 11];
}
else {
if(_valid0){
valid4 = true;
passing0 = 11;
}
const _errs145 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err176 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/12/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(data7.task === undefined){
const err177 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/12/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(data7.line === undefined){
const err178 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/12/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(data7.error === undefined){
const err179 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/12/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
for(const key13 in data7){
if(!((((key13 === "form") || (key13 === "task")) || (key13 === "error")) || (key13 === "line"))){
const err180 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/12/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data7.form !== undefined){
let data53 = data7.form;
if(typeof data53 !== "string"){
const err181 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/12/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if("task_error" !== data53){
const err182 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/12/properties/form/const",keyword:"const",params:{allowedValue: "task_error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data7.task !== undefined){
let data54 = data7.task;
if(typeof data54 === "string"){
if(!pattern2.test(data54)){
const err183 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/12/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
else {
const err184 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/12/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data7.error !== undefined){
let data55 = data7.error;
if(typeof data55 === "string"){
if(func2(data55) < 1){
const err185 = {instancePath:instancePath+"/entries/" + i0+"/error",schemaPath:"#/definitions/entry/oneOf/12/properties/error/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
else {
const err186 = {instancePath:instancePath+"/entries/" + i0+"/error",schemaPath:"#/definitions/entry/oneOf/12/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data7.line !== undefined){
let data56 = data7.line;
if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){
const err187 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/12/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 < 1 || isNaN(data56)){
const err188 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/12/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
}
else {
const err189 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/12/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
var _valid0 = _errs145 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 12];
}
else {
if(_valid0){
valid4 = true;
passing0 = 12;
}
const _errs156 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err190 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/13/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(data7.task === undefined){
const err191 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/13/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(data7.line === undefined){
const err192 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/13/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(data7.finding === undefined){
const err193 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/13/required",keyword:"required",params:{missingProperty: "finding"},message:"must have required property '"+"finding"+"'"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
for(const key14 in data7){
if(!((((key14 === "form") || (key14 === "task")) || (key14 === "finding")) || (key14 === "line"))){
const err194 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/13/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data7.form !== undefined){
let data57 = data7.form;
if(typeof data57 !== "string"){
const err195 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/13/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if("minor" !== data57){
const err196 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/13/properties/form/const",keyword:"const",params:{allowedValue: "minor"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data7.task !== undefined){
let data58 = data7.task;
if(typeof data58 === "string"){
if(!pattern2.test(data58)){
const err197 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/13/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
else {
const err198 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/13/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data7.finding !== undefined){
let data59 = data7.finding;
if(typeof data59 === "string"){
if(func2(data59) < 1){
const err199 = {instancePath:instancePath+"/entries/" + i0+"/finding",schemaPath:"#/definitions/entry/oneOf/13/properties/finding/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
else {
const err200 = {instancePath:instancePath+"/entries/" + i0+"/finding",schemaPath:"#/definitions/entry/oneOf/13/properties/finding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data7.line !== undefined){
let data60 = data7.line;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
const err201 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/13/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 1 || isNaN(data60)){
const err202 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/13/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
}
else {
const err203 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/13/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
var _valid0 = _errs156 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 13];
}
else {
if(_valid0){
valid4 = true;
passing0 = 13;
}
const _errs167 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err204 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/14/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(data7.task === undefined){
const err205 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/14/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
if(data7.line === undefined){
const err206 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/14/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(data7.finding === undefined){
const err207 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/14/required",keyword:"required",params:{missingProperty: "finding"},message:"must have required property '"+"finding"+"'"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if(data7.ruling === undefined){
const err208 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/14/required",keyword:"required",params:{missingProperty: "ruling"},message:"must have required property '"+"ruling"+"'"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
for(const key15 in data7){
if(!(((((key15 === "form") || (key15 === "task")) || (key15 === "finding")) || (key15 === "ruling")) || (key15 === "line"))){
const err209 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/14/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data7.form !== undefined){
let data61 = data7.form;
if(typeof data61 !== "string"){
const err210 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/14/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
if("ruled" !== data61){
const err211 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/14/properties/form/const",keyword:"const",params:{allowedValue: "ruled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data7.task !== undefined){
let data62 = data7.task;
if(typeof data62 === "string"){
if(!pattern2.test(data62)){
const err212 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/14/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
else {
const err213 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/14/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
if(data7.finding !== undefined){
let data63 = data7.finding;
if(typeof data63 === "string"){
if(func2(data63) < 1){
const err214 = {instancePath:instancePath+"/entries/" + i0+"/finding",schemaPath:"#/definitions/entry/oneOf/14/properties/finding/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
else {
const err215 = {instancePath:instancePath+"/entries/" + i0+"/finding",schemaPath:"#/definitions/entry/oneOf/14/properties/finding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data7.ruling !== undefined){
let data64 = data7.ruling;
if(typeof data64 === "string"){
if(func2(data64) < 1){
const err216 = {instancePath:instancePath+"/entries/" + i0+"/ruling",schemaPath:"#/definitions/entry/oneOf/14/properties/ruling/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
else {
const err217 = {instancePath:instancePath+"/entries/" + i0+"/ruling",schemaPath:"#/definitions/entry/oneOf/14/properties/ruling/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data7.line !== undefined){
let data65 = data7.line;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err218 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/14/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 1 || isNaN(data65)){
const err219 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/14/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
}
}
else {
const err220 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/14/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
var _valid0 = _errs167 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 14];
}
else {
if(_valid0){
valid4 = true;
passing0 = 14;
}
const _errs180 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err221 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if(data7.task === undefined){
const err222 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
if(data7.line === undefined){
const err223 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
if(data7.round === undefined){
const err224 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/required",keyword:"required",params:{missingProperty: "round"},message:"must have required property '"+"round"+"'"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
if(data7.of === undefined){
const err225 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/required",keyword:"required",params:{missingProperty: "of"},message:"must have required property '"+"of"+"'"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
if(data7.addressed === undefined){
const err226 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/required",keyword:"required",params:{missingProperty: "addressed"},message:"must have required property '"+"addressed"+"'"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if(data7.open === undefined){
const err227 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/required",keyword:"required",params:{missingProperty: "open"},message:"must have required property '"+"open"+"'"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if(data7.from === undefined){
const err228 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
if(data7.to === undefined){
const err229 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
for(const key16 in data7){
if(!(func14.call(schema12.oneOf[15].properties, key16))){
const err230 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
if(data7.form !== undefined){
let data66 = data7.form;
if(typeof data66 !== "string"){
const err231 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/15/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
if("fix_round" !== data66){
const err232 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/15/properties/form/const",keyword:"const",params:{allowedValue: "fix_round"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data7.task !== undefined){
let data67 = data7.task;
if(typeof data67 === "string"){
if(!pattern2.test(data67)){
const err233 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/15/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
else {
const err234 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/15/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
if(data7.round !== undefined){
let data68 = data7.round;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
const err235 = {instancePath:instancePath+"/entries/" + i0+"/round",schemaPath:"#/definitions/entry/oneOf/15/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 > 5 || isNaN(data68)){
const err236 = {instancePath:instancePath+"/entries/" + i0+"/round",schemaPath:"#/definitions/entry/oneOf/15/properties/round/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if(data68 < 1 || isNaN(data68)){
const err237 = {instancePath:instancePath+"/entries/" + i0+"/round",schemaPath:"#/definitions/entry/oneOf/15/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
}
if(data7.of !== undefined){
let data69 = data7.of;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err238 = {instancePath:instancePath+"/entries/" + i0+"/of",schemaPath:"#/definitions/entry/oneOf/15/properties/of/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if(5 !== data69){
const err239 = {instancePath:instancePath+"/entries/" + i0+"/of",schemaPath:"#/definitions/entry/oneOf/15/properties/of/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data7.addressed !== undefined){
let data70 = data7.addressed;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
const err240 = {instancePath:instancePath+"/entries/" + i0+"/addressed",schemaPath:"#/definitions/entry/oneOf/15/properties/addressed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 0 || isNaN(data70)){
const err241 = {instancePath:instancePath+"/entries/" + i0+"/addressed",schemaPath:"#/definitions/entry/oneOf/15/properties/addressed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
}
if(data7.open !== undefined){
let data71 = data7.open;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err242 = {instancePath:instancePath+"/entries/" + i0+"/open",schemaPath:"#/definitions/entry/oneOf/15/properties/open/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 < 0 || isNaN(data71)){
const err243 = {instancePath:instancePath+"/entries/" + i0+"/open",schemaPath:"#/definitions/entry/oneOf/15/properties/open/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
}
if(data7.findings !== undefined){
let data72 = data7.findings;
if(typeof data72 === "string"){
if(func2(data72) < 1){
const err244 = {instancePath:instancePath+"/entries/" + i0+"/findings",schemaPath:"#/definitions/entry/oneOf/15/properties/findings/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
else {
const err245 = {instancePath:instancePath+"/entries/" + i0+"/findings",schemaPath:"#/definitions/entry/oneOf/15/properties/findings/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data7.from !== undefined){
let data73 = data7.from;
if(typeof data73 === "string"){
if(!pattern0.test(data73)){
const err246 = {instancePath:instancePath+"/entries/" + i0+"/from",schemaPath:"#/definitions/entry/oneOf/15/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
else {
const err247 = {instancePath:instancePath+"/entries/" + i0+"/from",schemaPath:"#/definitions/entry/oneOf/15/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
if(data7.to !== undefined){
let data74 = data7.to;
if(typeof data74 === "string"){
if(!pattern0.test(data74)){
const err248 = {instancePath:instancePath+"/entries/" + i0+"/to",schemaPath:"#/definitions/entry/oneOf/15/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
else {
const err249 = {instancePath:instancePath+"/entries/" + i0+"/to",schemaPath:"#/definitions/entry/oneOf/15/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
if(data7.line !== undefined){
let data75 = data7.line;
if(!(((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75))) && (isFinite(data75)))){
const err250 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/15/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 < 1 || isNaN(data75)){
const err251 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/15/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
}
}
else {
const err252 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/15/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
var _valid0 = _errs180 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 15];
}
else {
if(_valid0){
valid4 = true;
passing0 = 15;
}
const _errs203 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err253 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/16/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(data7.task === undefined){
const err254 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/16/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if(data7.line === undefined){
const err255 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/16/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
if(data7.finding === undefined){
const err256 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/16/required",keyword:"required",params:{missingProperty: "finding"},message:"must have required property '"+"finding"+"'"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
for(const key17 in data7){
if(!((((key17 === "form") || (key17 === "task")) || (key17 === "finding")) || (key17 === "line"))){
const err257 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/16/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data7.form !== undefined){
let data76 = data7.form;
if(typeof data76 !== "string"){
const err258 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/16/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
if("fixed" !== data76){
const err259 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/16/properties/form/const",keyword:"const",params:{allowedValue: "fixed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data7.task !== undefined){
let data77 = data7.task;
if(typeof data77 === "string"){
if(!pattern2.test(data77)){
const err260 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/16/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
else {
const err261 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/16/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data7.finding !== undefined){
let data78 = data7.finding;
if(typeof data78 === "string"){
if(func2(data78) < 1){
const err262 = {instancePath:instancePath+"/entries/" + i0+"/finding",schemaPath:"#/definitions/entry/oneOf/16/properties/finding/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
else {
const err263 = {instancePath:instancePath+"/entries/" + i0+"/finding",schemaPath:"#/definitions/entry/oneOf/16/properties/finding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data7.line !== undefined){
let data79 = data7.line;
if(!(((typeof data79 == "number") && (!(data79 % 1) && !isNaN(data79))) && (isFinite(data79)))){
const err264 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/16/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if((typeof data79 == "number") && (isFinite(data79))){
if(data79 < 1 || isNaN(data79)){
const err265 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/16/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
}
}
else {
const err266 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/16/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
var _valid0 = _errs203 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 16];
}
else {
if(_valid0){
valid4 = true;
passing0 = 16;
}
const _errs214 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err267 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/17/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
if(data7.task === undefined){
const err268 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/17/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
if(data7.line === undefined){
const err269 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/17/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
if(data7.reason === undefined){
const err270 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/17/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
for(const key18 in data7){
if(!((((key18 === "form") || (key18 === "task")) || (key18 === "reason")) || (key18 === "line"))){
const err271 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/17/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
if(data7.form !== undefined){
let data80 = data7.form;
if(typeof data80 !== "string"){
const err272 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/17/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
if("fix_blocked" !== data80){
const err273 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/17/properties/form/const",keyword:"const",params:{allowedValue: "fix_blocked"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
if(data7.task !== undefined){
let data81 = data7.task;
if(typeof data81 === "string"){
if(!pattern2.test(data81)){
const err274 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/17/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
else {
const err275 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/17/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
if(data7.reason !== undefined){
let data82 = data7.reason;
if(typeof data82 === "string"){
if(func2(data82) < 1){
const err276 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/17/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
else {
const err277 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/17/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data7.line !== undefined){
let data83 = data7.line;
if(!(((typeof data83 == "number") && (!(data83 % 1) && !isNaN(data83))) && (isFinite(data83)))){
const err278 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/17/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
if((typeof data83 == "number") && (isFinite(data83))){
if(data83 < 1 || isNaN(data83)){
const err279 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/17/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
}
}
else {
const err280 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/17/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
var _valid0 = _errs214 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 17];
}
else {
if(_valid0){
valid4 = true;
passing0 = 17;
}
const _errs225 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err281 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/18/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
if(data7.task === undefined){
const err282 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/18/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
if(data7.line === undefined){
const err283 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/18/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
if(data7.reason === undefined){
const err284 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/18/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
for(const key19 in data7){
if(!((((key19 === "form") || (key19 === "task")) || (key19 === "reason")) || (key19 === "line"))){
const err285 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/18/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
if(data7.form !== undefined){
let data84 = data7.form;
if(typeof data84 !== "string"){
const err286 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/18/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
if("fix_escalate" !== data84){
const err287 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/18/properties/form/const",keyword:"const",params:{allowedValue: "fix_escalate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data7.task !== undefined){
let data85 = data7.task;
if(typeof data85 === "string"){
if(!pattern2.test(data85)){
const err288 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/18/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
else {
const err289 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/18/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
if(data7.reason !== undefined){
let data86 = data7.reason;
if(typeof data86 === "string"){
if(func2(data86) < 1){
const err290 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/18/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
else {
const err291 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/definitions/entry/oneOf/18/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data7.line !== undefined){
let data87 = data7.line;
if(!(((typeof data87 == "number") && (!(data87 % 1) && !isNaN(data87))) && (isFinite(data87)))){
const err292 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/18/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
if((typeof data87 == "number") && (isFinite(data87))){
if(data87 < 1 || isNaN(data87)){
const err293 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/18/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
}
}
else {
const err294 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/18/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
var _valid0 = _errs225 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 18];
}
else {
if(_valid0){
valid4 = true;
passing0 = 18;
}
const _errs236 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err295 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/19/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
if(data7.task === undefined){
const err296 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/19/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
if(data7.line === undefined){
const err297 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/19/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
for(const key20 in data7){
if(!(((key20 === "form") || (key20 === "task")) || (key20 === "line"))){
const err298 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/19/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
if(data7.form !== undefined){
let data88 = data7.form;
if(typeof data88 !== "string"){
const err299 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/19/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
if("rereview_missing" !== data88){
const err300 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/19/properties/form/const",keyword:"const",params:{allowedValue: "rereview_missing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
if(data7.task !== undefined){
let data89 = data7.task;
if(typeof data89 === "string"){
if(!pattern2.test(data89)){
const err301 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/19/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
else {
const err302 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/19/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
if(data7.line !== undefined){
let data90 = data7.line;
if(!(((typeof data90 == "number") && (!(data90 % 1) && !isNaN(data90))) && (isFinite(data90)))){
const err303 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/19/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
if((typeof data90 == "number") && (isFinite(data90))){
if(data90 < 1 || isNaN(data90)){
const err304 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/19/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
}
}
else {
const err305 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/19/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
var _valid0 = _errs236 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 19];
}
else {
if(_valid0){
valid4 = true;
passing0 = 19;
}
const _errs245 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err306 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/20/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
if(data7.task === undefined){
const err307 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/20/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
if(data7.line === undefined){
const err308 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/20/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
if(data7.finding === undefined){
const err309 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/20/required",keyword:"required",params:{missingProperty: "finding"},message:"must have required property '"+"finding"+"'"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
if(data7.ruling === undefined){
const err310 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/20/required",keyword:"required",params:{missingProperty: "ruling"},message:"must have required property '"+"ruling"+"'"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
for(const key21 in data7){
if(!(((((key21 === "form") || (key21 === "task")) || (key21 === "finding")) || (key21 === "ruling")) || (key21 === "line"))){
const err311 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/20/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
if(data7.form !== undefined){
let data91 = data7.form;
if(typeof data91 !== "string"){
const err312 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/20/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
if("parked" !== data91){
const err313 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/20/properties/form/const",keyword:"const",params:{allowedValue: "parked"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
if(data7.task !== undefined){
let data92 = data7.task;
if(typeof data92 === "string"){
if(!pattern2.test(data92)){
const err314 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/20/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
else {
const err315 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/20/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
if(data7.finding !== undefined){
let data93 = data7.finding;
if(typeof data93 === "string"){
if(func2(data93) < 1){
const err316 = {instancePath:instancePath+"/entries/" + i0+"/finding",schemaPath:"#/definitions/entry/oneOf/20/properties/finding/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
else {
const err317 = {instancePath:instancePath+"/entries/" + i0+"/finding",schemaPath:"#/definitions/entry/oneOf/20/properties/finding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
if(data7.ruling !== undefined){
let data94 = data7.ruling;
if(typeof data94 === "string"){
if(func2(data94) < 1){
const err318 = {instancePath:instancePath+"/entries/" + i0+"/ruling",schemaPath:"#/definitions/entry/oneOf/20/properties/ruling/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
else {
const err319 = {instancePath:instancePath+"/entries/" + i0+"/ruling",schemaPath:"#/definitions/entry/oneOf/20/properties/ruling/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
if(data7.line !== undefined){
let data95 = data7.line;
if(!(((typeof data95 == "number") && (!(data95 % 1) && !isNaN(data95))) && (isFinite(data95)))){
const err320 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/20/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
if((typeof data95 == "number") && (isFinite(data95))){
if(data95 < 1 || isNaN(data95)){
const err321 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/20/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
}
}
else {
const err322 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/20/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
var _valid0 = _errs245 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 20];
}
else {
if(_valid0){
valid4 = true;
passing0 = 20;
}
const _errs258 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err323 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/21/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
if(data7.task === undefined){
const err324 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/21/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if(data7.line === undefined){
const err325 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/21/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
if(data7.from === undefined){
const err326 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/21/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if(data7.to === undefined){
const err327 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/21/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if(data7.outcome === undefined){
const err328 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/21/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
for(const key22 in data7){
if(!(((((((key22 === "form") || (key22 === "task")) || (key22 === "from")) || (key22 === "to")) || (key22 === "outcome")) || (key22 === "parked")) || (key22 === "line"))){
const err329 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/21/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data7.form !== undefined){
let data96 = data7.form;
if(typeof data96 !== "string"){
const err330 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/21/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
if("complete" !== data96){
const err331 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/21/properties/form/const",keyword:"const",params:{allowedValue: "complete"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
if(data7.task !== undefined){
let data97 = data7.task;
if(typeof data97 === "string"){
if(!pattern2.test(data97)){
const err332 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/21/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
else {
const err333 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/21/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
if(data7.from !== undefined){
let data98 = data7.from;
if(typeof data98 === "string"){
if(!pattern0.test(data98)){
const err334 = {instancePath:instancePath+"/entries/" + i0+"/from",schemaPath:"#/definitions/entry/oneOf/21/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
else {
const err335 = {instancePath:instancePath+"/entries/" + i0+"/from",schemaPath:"#/definitions/entry/oneOf/21/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data7.to !== undefined){
let data99 = data7.to;
if(typeof data99 === "string"){
if(!pattern0.test(data99)){
const err336 = {instancePath:instancePath+"/entries/" + i0+"/to",schemaPath:"#/definitions/entry/oneOf/21/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
else {
const err337 = {instancePath:instancePath+"/entries/" + i0+"/to",schemaPath:"#/definitions/entry/oneOf/21/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
if(data7.outcome !== undefined){
let data100 = data7.outcome;
if(typeof data100 !== "string"){
const err338 = {instancePath:instancePath+"/entries/" + i0+"/outcome",schemaPath:"#/definitions/entry/oneOf/21/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
if(!((data100 === "review clean") || (data100 === "parked"))){
const err339 = {instancePath:instancePath+"/entries/" + i0+"/outcome",schemaPath:"#/definitions/entry/oneOf/21/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema12.oneOf[21].properties.outcome.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
if(data7.parked !== undefined){
let data101 = data7.parked;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err340 = {instancePath:instancePath+"/entries/" + i0+"/parked",schemaPath:"#/definitions/entry/oneOf/21/properties/parked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 1 || isNaN(data101)){
const err341 = {instancePath:instancePath+"/entries/" + i0+"/parked",schemaPath:"#/definitions/entry/oneOf/21/properties/parked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
}
if(data7.line !== undefined){
let data102 = data7.line;
if(!(((typeof data102 == "number") && (!(data102 % 1) && !isNaN(data102))) && (isFinite(data102)))){
const err342 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/21/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
if((typeof data102 == "number") && (isFinite(data102))){
if(data102 < 1 || isNaN(data102)){
const err343 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/21/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
}
}
else {
const err344 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/21/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
var _valid0 = _errs258 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 21];
}
else {
if(_valid0){
valid4 = true;
passing0 = 21;
}
const _errs275 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err345 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/22/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
if(data7.task === undefined){
const err346 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/22/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
if(data7.line === undefined){
const err347 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/22/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
for(const key23 in data7){
if(!(((key23 === "form") || (key23 === "task")) || (key23 === "line"))){
const err348 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/22/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
if(data7.form !== undefined){
let data103 = data7.form;
if(typeof data103 !== "string"){
const err349 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/22/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
if("timeout" !== data103){
const err350 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/22/properties/form/const",keyword:"const",params:{allowedValue: "timeout"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
if(data7.task !== undefined){
let data104 = data7.task;
if(typeof data104 === "string"){
if(!pattern2.test(data104)){
const err351 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/22/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
else {
const err352 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/22/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(data7.line !== undefined){
let data105 = data7.line;
if(!(((typeof data105 == "number") && (!(data105 % 1) && !isNaN(data105))) && (isFinite(data105)))){
const err353 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/22/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
if((typeof data105 == "number") && (isFinite(data105))){
if(data105 < 1 || isNaN(data105)){
const err354 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/22/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
}
}
else {
const err355 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/22/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
var _valid0 = _errs275 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 22];
}
else {
if(_valid0){
valid4 = true;
passing0 = 22;
}
const _errs284 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err356 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/23/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
if(data7.task === undefined){
const err357 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/23/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
if(data7.line === undefined){
const err358 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/23/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
if(data7.from === undefined){
const err359 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/23/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if(data7.to === undefined){
const err360 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/23/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
for(const key24 in data7){
if(!((((((key24 === "form") || (key24 === "task")) || (key24 === "from")) || (key24 === "to")) || (key24 === "uncommitted")) || (key24 === "line"))){
const err361 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/23/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
if(data7.form !== undefined){
let data106 = data7.form;
if(typeof data106 !== "string"){
const err362 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/23/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
if("interrupted" !== data106){
const err363 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/23/properties/form/const",keyword:"const",params:{allowedValue: "interrupted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
if(data7.task !== undefined){
let data107 = data7.task;
if(typeof data107 === "string"){
if(!pattern2.test(data107)){
const err364 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/23/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
else {
const err365 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/23/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
if(data7.from !== undefined){
let data108 = data7.from;
if(typeof data108 === "string"){
if(!pattern0.test(data108)){
const err366 = {instancePath:instancePath+"/entries/" + i0+"/from",schemaPath:"#/definitions/entry/oneOf/23/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
else {
const err367 = {instancePath:instancePath+"/entries/" + i0+"/from",schemaPath:"#/definitions/entry/oneOf/23/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
if(data7.to !== undefined){
let data109 = data7.to;
if(typeof data109 === "string"){
if(!pattern0.test(data109)){
const err368 = {instancePath:instancePath+"/entries/" + i0+"/to",schemaPath:"#/definitions/entry/oneOf/23/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
else {
const err369 = {instancePath:instancePath+"/entries/" + i0+"/to",schemaPath:"#/definitions/entry/oneOf/23/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
if(data7.uncommitted !== undefined){
if(typeof data7.uncommitted !== "string"){
const err370 = {instancePath:instancePath+"/entries/" + i0+"/uncommitted",schemaPath:"#/definitions/entry/oneOf/23/properties/uncommitted/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
if(data7.line !== undefined){
let data111 = data7.line;
if(!(((typeof data111 == "number") && (!(data111 % 1) && !isNaN(data111))) && (isFinite(data111)))){
const err371 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/23/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
if((typeof data111 == "number") && (isFinite(data111))){
if(data111 < 1 || isNaN(data111)){
const err372 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/23/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
}
}
else {
const err373 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/23/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
var _valid0 = _errs284 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 23];
}
else {
if(_valid0){
valid4 = true;
passing0 = 23;
}
const _errs299 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err374 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/24/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
if(data7.task === undefined){
const err375 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/24/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
if(data7.line === undefined){
const err376 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/24/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
if(data7.sha === undefined){
const err377 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/24/required",keyword:"required",params:{missingProperty: "sha"},message:"must have required property '"+"sha"+"'"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
for(const key25 in data7){
if(!((((key25 === "form") || (key25 === "task")) || (key25 === "sha")) || (key25 === "line"))){
const err378 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/24/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
if(data7.form !== undefined){
let data112 = data7.form;
if(typeof data112 !== "string"){
const err379 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/24/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
if("reverted_to" !== data112){
const err380 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/24/properties/form/const",keyword:"const",params:{allowedValue: "reverted_to"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
if(data7.task !== undefined){
let data113 = data7.task;
if(typeof data113 === "string"){
if(!pattern2.test(data113)){
const err381 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/24/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
else {
const err382 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/24/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data7.sha !== undefined){
let data114 = data7.sha;
if(typeof data114 === "string"){
if(!pattern0.test(data114)){
const err383 = {instancePath:instancePath+"/entries/" + i0+"/sha",schemaPath:"#/definitions/entry/oneOf/24/properties/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
else {
const err384 = {instancePath:instancePath+"/entries/" + i0+"/sha",schemaPath:"#/definitions/entry/oneOf/24/properties/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data7.line !== undefined){
let data115 = data7.line;
if(!(((typeof data115 == "number") && (!(data115 % 1) && !isNaN(data115))) && (isFinite(data115)))){
const err385 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/24/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
if((typeof data115 == "number") && (isFinite(data115))){
if(data115 < 1 || isNaN(data115)){
const err386 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/24/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
}
else {
const err387 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/24/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
var _valid0 = _errs299 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 24];
}
else {
if(_valid0){
valid4 = true;
passing0 = 24;
}
const _errs310 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err388 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/25/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
if(data7.task === undefined){
const err389 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/25/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
if(data7.line === undefined){
const err390 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/25/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
if(data7.file === undefined){
const err391 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/25/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
for(const key26 in data7){
if(!((((key26 === "form") || (key26 === "task")) || (key26 === "file")) || (key26 === "line"))){
const err392 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/25/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
if(data7.form !== undefined){
let data116 = data7.form;
if(typeof data116 !== "string"){
const err393 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/25/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
if("reverted_forbidden" !== data116){
const err394 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/25/properties/form/const",keyword:"const",params:{allowedValue: "reverted_forbidden"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
if(data7.task !== undefined){
let data117 = data7.task;
if(typeof data117 === "string"){
if(!pattern2.test(data117)){
const err395 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/25/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
else {
const err396 = {instancePath:instancePath+"/entries/" + i0+"/task",schemaPath:"#/definitions/entry/oneOf/25/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
if(data7.file !== undefined){
let data118 = data7.file;
if(typeof data118 === "string"){
if(func2(data118) < 1){
const err397 = {instancePath:instancePath+"/entries/" + i0+"/file",schemaPath:"#/definitions/entry/oneOf/25/properties/file/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
else {
const err398 = {instancePath:instancePath+"/entries/" + i0+"/file",schemaPath:"#/definitions/entry/oneOf/25/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
if(data7.line !== undefined){
let data119 = data7.line;
if(!(((typeof data119 == "number") && (!(data119 % 1) && !isNaN(data119))) && (isFinite(data119)))){
const err399 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/25/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
if((typeof data119 == "number") && (isFinite(data119))){
if(data119 < 1 || isNaN(data119)){
const err400 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/25/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
}
}
else {
const err401 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/25/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
var _valid0 = _errs310 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 25];
}
else {
if(_valid0){
valid4 = true;
passing0 = 25;
}
const _errs321 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err402 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/26/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
if(data7.line === undefined){
const err403 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/26/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
if(data7.sha === undefined){
const err404 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/26/required",keyword:"required",params:{missingProperty: "sha"},message:"must have required property '"+"sha"+"'"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
for(const key27 in data7){
if(!(((key27 === "form") || (key27 === "sha")) || (key27 === "line"))){
const err405 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/26/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
if(data7.form !== undefined){
let data120 = data7.form;
if(typeof data120 !== "string"){
const err406 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/26/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
if("final_review_head" !== data120){
const err407 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/26/properties/form/const",keyword:"const",params:{allowedValue: "final_review_head"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
if(data7.sha !== undefined){
let data121 = data7.sha;
if(typeof data121 === "string"){
if(!pattern0.test(data121)){
const err408 = {instancePath:instancePath+"/entries/" + i0+"/sha",schemaPath:"#/definitions/entry/oneOf/26/properties/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{7,40}$"},message:"must match pattern \""+"^[0-9a-fA-F]{7,40}$"+"\""};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
else {
const err409 = {instancePath:instancePath+"/entries/" + i0+"/sha",schemaPath:"#/definitions/entry/oneOf/26/properties/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
if(data7.line !== undefined){
let data122 = data7.line;
if(!(((typeof data122 == "number") && (!(data122 % 1) && !isNaN(data122))) && (isFinite(data122)))){
const err410 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/26/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
if((typeof data122 == "number") && (isFinite(data122))){
if(data122 < 1 || isNaN(data122)){
const err411 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/26/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
}
}
else {
const err412 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/26/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
var _valid0 = _errs321 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 26];
}
else {
if(_valid0){
valid4 = true;
passing0 = 26;
}
const _errs330 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.form === undefined){
const err413 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/27/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
if(data7.line === undefined){
const err414 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/27/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
if(data7.round === undefined){
const err415 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/27/required",keyword:"required",params:{missingProperty: "round"},message:"must have required property '"+"round"+"'"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
if(data7.of === undefined){
const err416 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/27/required",keyword:"required",params:{missingProperty: "of"},message:"must have required property '"+"of"+"'"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
for(const key28 in data7){
if(!(((((key28 === "form") || (key28 === "round")) || (key28 === "of")) || (key28 === "note")) || (key28 === "line"))){
const err417 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/27/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
if(data7.form !== undefined){
let data123 = data7.form;
if(typeof data123 !== "string"){
const err418 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/27/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
if("replan" !== data123){
const err419 = {instancePath:instancePath+"/entries/" + i0+"/form",schemaPath:"#/definitions/entry/oneOf/27/properties/form/const",keyword:"const",params:{allowedValue: "replan"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
if(data7.round !== undefined){
let data124 = data7.round;
if(!(((typeof data124 == "number") && (!(data124 % 1) && !isNaN(data124))) && (isFinite(data124)))){
const err420 = {instancePath:instancePath+"/entries/" + i0+"/round",schemaPath:"#/definitions/entry/oneOf/27/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
if((typeof data124 == "number") && (isFinite(data124))){
if(data124 > 3 || isNaN(data124)){
const err421 = {instancePath:instancePath+"/entries/" + i0+"/round",schemaPath:"#/definitions/entry/oneOf/27/properties/round/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
if(data124 < 1 || isNaN(data124)){
const err422 = {instancePath:instancePath+"/entries/" + i0+"/round",schemaPath:"#/definitions/entry/oneOf/27/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
}
if(data7.of !== undefined){
let data125 = data7.of;
if(!(((typeof data125 == "number") && (!(data125 % 1) && !isNaN(data125))) && (isFinite(data125)))){
const err423 = {instancePath:instancePath+"/entries/" + i0+"/of",schemaPath:"#/definitions/entry/oneOf/27/properties/of/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
if(3 !== data125){
const err424 = {instancePath:instancePath+"/entries/" + i0+"/of",schemaPath:"#/definitions/entry/oneOf/27/properties/of/const",keyword:"const",params:{allowedValue: 3},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
if(data7.note !== undefined){
let data126 = data7.note;
if(typeof data126 === "string"){
if(func2(data126) < 1){
const err425 = {instancePath:instancePath+"/entries/" + i0+"/note",schemaPath:"#/definitions/entry/oneOf/27/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
else {
const err426 = {instancePath:instancePath+"/entries/" + i0+"/note",schemaPath:"#/definitions/entry/oneOf/27/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
if(data7.line !== undefined){
let data127 = data7.line;
if(!(((typeof data127 == "number") && (!(data127 % 1) && !isNaN(data127))) && (isFinite(data127)))){
const err427 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/27/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
if((typeof data127 == "number") && (isFinite(data127))){
if(data127 < 1 || isNaN(data127)){
const err428 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/definitions/entry/oneOf/27/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
}
}
else {
const err429 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf/27/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
var _valid0 = _errs330 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 27];
}
else {
if(_valid0){
valid4 = true;
passing0 = 27;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
if(!valid4){
const err430 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/definitions/entry/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err431 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
}
else {
const err432 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

