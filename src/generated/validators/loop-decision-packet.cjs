// Generated from schemas/loop-decision-packet.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/loop-decision-packet.schema.json","title":"LoopDecisionPacket","description":"A loop decision packet (`decision_packets/<id>.md` in a loop home, seed 001 \"Decision Packet 门禁\"): the low-entropy dispatch artifact that binds review findings to the Controller's next action. Fields are kept in front matter and/or fenced `yaml` blocks.","x-wflint-kind":"loop-decision-packet","x-wflint-version":"1","type":"object","required":["decision_packet_id","created_at","source_unit","task_anchor","phase_position","evidence_state","gap_state","review_result","binding_next_action","state_consistency"],"properties":{"decision_packet_id":{"type":"string","minLength":1,"description":"Stable id of the packet (usually the file name stem)."},"created_at":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$","description":"When the packet was written: an ISO date-time (`2026-06-01T10:20:00+08:00`) or a date. The newest packet of a loop home (the one with the latest `created_at`) binds the next action."},"source_unit":{"type":"string","minLength":1,"description":"The unit whose review this packet consumes (a task id such as `T003`, or its run directory)."},"task_anchor":{"type":"object","description":"What the decision is anchored to: the user's original request and the requirement ids it covers.","properties":{"user_original_anchor":{"type":["string","null"],"description":"Where the user's original words are kept (`USER_PROMPTS/…` path, session id + line anchor, or a stable excerpt)."},"requirement_ids":{"type":"array","description":"The requirement ids this decision covers.","items":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"A requirement id (`R1`, `REQ-3`, `R2.1`)."}},"forbidden_claims":{"type":"array","description":"Claims this packet must not make (e.g. `whole user task complete`).","items":{"type":"string","description":"A forbidden claim phrase or claim-ceiling value."}}}},"phase_position":{"type":"object","description":"Where in the phase model the decision is taken.","properties":{"controller_lifecycle_phase_id":{"type":["string","null"],"description":"The current Controller lifecycle phase (a `phase_id` of `PHASES.md`)."},"user_requirement_phase_id":{"type":["string","null"],"description":"The current user-requirement phase (a `phase_id` of `PHASES.md`)."},"agent_unit_phase_id":{"type":["string","null"],"description":"The agent-unit phase the reviewed unit ran in."},"task_phase_plan_id":{"type":["string","null"],"description":"The `task_phase_plan_id` the decision binds to (seed 001: new loops bind packets to the task phase plan)."}}},"evidence_state":{"type":"object","description":"What the evidence shows, by class.","properties":{"produced_artifacts":{"type":"array","description":"Artifacts the unit produced.","items":{"description":"An evidence path or statement, or a mapping that names the capability or requirement the evidence backs.","anyOf":[{"type":"string","minLength":1,"description":"A repo- or loop-home-relative evidence path, or a one-line statement of the evidence."},{"type":"object","description":"Evidence attributed to a capability or requirement.","properties":{"path":{"type":["string","null"],"description":"Where the evidence is (loop-home or repository relative)."},"capability":{"type":["string","null"],"description":"The capability this evidence backs (what `decision-packet-overlay-only` compares between native and overlay evidence)."},"requirement_id":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"The requirement this evidence backs."},"note":{"type":["string","null"],"description":"What the evidence shows."}}}]}},"native_evidence":{"type":"array","description":"Evidence from the native surface (the capability working in its real environment).","items":{"description":"An evidence path or statement, or a mapping that names the capability or requirement the evidence backs.","anyOf":[{"type":"string","minLength":1,"description":"A repo- or loop-home-relative evidence path, or a one-line statement of the evidence."},{"type":"object","description":"Evidence attributed to a capability or requirement.","properties":{"path":{"type":["string","null"],"description":"Where the evidence is (loop-home or repository relative)."},"capability":{"type":["string","null"],"description":"The capability this evidence backs (what `decision-packet-overlay-only` compares between native and overlay evidence)."},"requirement_id":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"The requirement this evidence backs."},"note":{"type":["string","null"],"description":"What the evidence shows."}}}]}},"overlay_evidence":{"type":"array","description":"Evidence from an overlay (wrapper, harness, simulation); it cannot back a native-capability claim on its own.","items":{"description":"An evidence path or statement, or a mapping that names the capability or requirement the evidence backs.","anyOf":[{"type":"string","minLength":1,"description":"A repo- or loop-home-relative evidence path, or a one-line statement of the evidence."},{"type":"object","description":"Evidence attributed to a capability or requirement.","properties":{"path":{"type":["string","null"],"description":"Where the evidence is (loop-home or repository relative)."},"capability":{"type":["string","null"],"description":"The capability this evidence backs (what `decision-packet-overlay-only` compares between native and overlay evidence)."},"requirement_id":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"The requirement this evidence backs."},"note":{"type":["string","null"],"description":"What the evidence shows."}}}]}},"controller_inference":{"type":"array","description":"The Controller's own inferences (not evidence of effect).","items":{"description":"An evidence path or statement, or a mapping that names the capability or requirement the evidence backs.","anyOf":[{"type":"string","minLength":1,"description":"A repo- or loop-home-relative evidence path, or a one-line statement of the evidence."},{"type":"object","description":"Evidence attributed to a capability or requirement.","properties":{"path":{"type":["string","null"],"description":"Where the evidence is (loop-home or repository relative)."},"capability":{"type":["string","null"],"description":"The capability this evidence backs (what `decision-packet-overlay-only` compares between native and overlay evidence)."},"requirement_id":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"The requirement this evidence backs."},"note":{"type":["string","null"],"description":"What the evidence shows."}}}]}},"missing_evidence":{"type":"array","description":"Evidence still missing; requirements it names may not be satisfied, and the claim ceiling stays below `stage_complete`.","items":{"description":"What is missing: a statement (requirement ids in it are read as the requirements it concerns) or a mapping.","anyOf":[{"type":"string","minLength":1,"description":"A statement of the missing evidence."},{"type":"object","description":"Missing evidence for one requirement.","required":["requirement_id"],"properties":{"requirement_id":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"The requirement the evidence is missing for."},"what":{"type":["string","null"],"description":"What evidence is missing."}}}]}},"generalization_level":{"type":["string","null"],"description":"How far the evidence generalises (e.g. `primary_case`, `overlay`, `native`); `native` claims native capability."},"primary_case_only":{"type":["boolean","null"],"description":"wflint extension: `true` when only the primary test case was run (the claims then stay at or below `stage_complete`)."}}},"gap_state":{"type":"object","description":"Where each requirement stands after the review.","properties":{"satisfied_requirements":{"type":"array","description":"Requirements the evidence satisfies.","items":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"A requirement id (`R1`, `REQ-3`, `R2.1`)."}},"partial_requirements":{"type":"array","description":"Requirements partly satisfied (allowed work remains unless they are blocked).","items":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"A requirement id (`R1`, `REQ-3`, `R2.1`)."}},"unmet_requirements":{"type":"array","description":"Requirements not met.","items":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"A requirement id (`R1`, `REQ-3`, `R2.1`)."}},"blocked_requirements":{"type":"array","description":"Requirements blocked by an external condition.","items":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"A requirement id (`R1`, `REQ-3`, `R2.1`)."}},"deferred_requirements":{"type":"array","description":"Requirements deferred; a deferral counts only with a `next_unit` or a `backlog_id`.","items":{"description":"A requirement id, or a mapping that says where the deferred requirement goes.","anyOf":[{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"A requirement id (`R1`, `REQ-3`, `R2.1`)."},{"type":"object","description":"A deferred requirement and where it goes.","required":["id"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"The deferred requirement."},"next_unit":{"type":["string","null"],"description":"The unit that takes it (a task id such as `T005`, or a task card path)."},"backlog_id":{"type":["string","null"],"description":"The backlog entry that records it."}}}]}},"superseded_requirements":{"type":"array","description":"wflint extension: requirements superseded by a recorded requirements delta (seed 001 \"需求增量\").","items":{"type":"object","description":"A superseded requirement and the delta that supersedes it.","required":["id"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"The superseded requirement."},"superseded_by":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$","description":"The new requirement id that replaces it."},"delta_path":{"type":["string","null"],"description":"Where the delta is recorded (`USER_PROMPTS/…`, `REQUIREMENTS.md`)."}}}}}},"review_result":{"type":"object","description":"The reviews the decision consumes.","properties":{"read_compliance_review":{"description":"Read-compliance review of the unit (task card, read_paths.txt, receipt); missing or failed forbids `advance` and `close` unless `not_applicable` with a reason.","anyOf":[{"type":"null","description":"Not recorded (the review is missing)."},{"type":"string","minLength":1,"description":"A verdict word (`pass`, `partial`, `fail`, `not_applicable`) or the path of the review artifact."},{"type":"object","description":"The review artifact and its verdict.","properties":{"path":{"type":["string","null"],"description":"The review artifact (loop-home or repository relative)."},"verdict":{"type":["string","null"],"enum":["pass","partial","fail","not_applicable",null],"description":"The review verdict; `not_applicable` needs a `reason`."},"reason":{"type":["string","null"],"description":"Why the review is not applicable, or what failed."}}}]},"artifact_review":{"description":"File-production (artifact) review.","anyOf":[{"type":"null","description":"Not recorded (the review is missing)."},{"type":"string","minLength":1,"description":"A verdict word (`pass`, `partial`, `fail`, `not_applicable`) or the path of the review artifact."},{"type":"object","description":"The review artifact and its verdict.","properties":{"path":{"type":["string","null"],"description":"The review artifact (loop-home or repository relative)."},"verdict":{"type":["string","null"],"enum":["pass","partial","fail","not_applicable",null],"description":"The review verdict; `not_applicable` needs a `reason`."},"reason":{"type":["string","null"],"description":"Why the review is not applicable, or what failed."}}}]},"requirement_effect_review":{"description":"Effect review against the requirements.","anyOf":[{"type":"null","description":"Not recorded (the review is missing)."},{"type":"string","minLength":1,"description":"A verdict word (`pass`, `partial`, `fail`, `not_applicable`) or the path of the review artifact."},{"type":"object","description":"The review artifact and its verdict.","properties":{"path":{"type":["string","null"],"description":"The review artifact (loop-home or repository relative)."},"verdict":{"type":["string","null"],"enum":["pass","partial","fail","not_applicable",null],"description":"The review verdict; `not_applicable` needs a `reason`."},"reason":{"type":["string","null"],"description":"Why the review is not applicable, or what failed."}}}]},"phase_compliance_review":{"description":"Phase review (exit criteria, advance / repair / branch).","anyOf":[{"type":"null","description":"Not recorded (the review is missing)."},{"type":"string","minLength":1,"description":"A verdict word (`pass`, `partial`, `fail`, `not_applicable`) or the path of the review artifact."},{"type":"object","description":"The review artifact and its verdict.","properties":{"path":{"type":["string","null"],"description":"The review artifact (loop-home or repository relative)."},"verdict":{"type":["string","null"],"enum":["pass","partial","fail","not_applicable",null],"description":"The review verdict; `not_applicable` needs a `reason`."},"reason":{"type":["string","null"],"description":"Why the review is not applicable, or what failed."}}}]},"solid_decision_review":{"description":"The solid-decision review (drafts/workflow_solid_decision_review.md); required for `advance`, `close`, `await_user`, `block`.","anyOf":[{"type":"null","description":"Not recorded."},{"type":"object","description":"The solid-decision review and its conclusions.","properties":{"path":{"type":["string","null"],"description":"The review artifact (must exist)."},"weakest_evidence_class":{"type":["string","null"],"description":"The weakest evidence class the decision rests on."},"claim_ceiling":{"type":["string","null"],"description":"The highest claim the evidence supports (a value of the claim-ceiling lattice)."},"decision_stability":{"type":["string","null"],"description":"How stable the decision is (e.g. `stable`, `provisional`)."}}}]}}},"binding_next_action":{"type":"object","description":"The Controller's one binding reaction and the next unit's contract.","required":["reaction"],"properties":{"reaction":{"type":"string","enum":["repair","continue_execution","continue_test","branch","advance","await_user","block","close"],"description":"The binding reaction; a review summary without it is not a Controller decision."},"next_unit_task":{"type":["string","null"],"description":"The next unit (task id or task card path); set means allowed work remains."},"next_unit_owner_role":{"type":["string","null"],"description":"The role that owns the next unit."},"required_read_paths":{"type":"array","description":"Paths the next unit must read.","items":{"type":"string","description":"A loop-home or repository relative path."}},"forbidden_read_paths":{"type":"array","description":"Paths the next unit must not read.","items":{"type":"string","description":"A loop-home or repository relative path."}},"max_atomic_tasks":{"type":["integer","null"],"minimum":0,"maximum":5,"description":"Atomic tasks of the next unit (at most 5; `0` when no unit follows, e.g. a close)."},"claim_ceiling":{"type":["string","null"],"description":"The highest claim the next action may make; at most the solid-decision review's `claim_ceiling`."}}},"state_consistency":{"type":"object","description":"Whether the state sources agree (closure requires they do).","properties":{"requirements_md_status":{"type":["string","null"],"description":"The status `REQUIREMENTS.md` reports (compared with the two others)."},"ledger_status":{"type":["string","null"],"description":"The status the task ledger / trace reports."},"phases_status":{"type":["string","null"],"description":"The status `PHASES.md` reports."},"closure_allowed":{"type":["boolean","null"],"description":"Whether closure is allowed; `false` whenever the statuses disagree."},"closure_review":{"type":["string","object","null"],"description":"The closure review status or path (seed 001:638 \"closure review\")."}}},"waiting_scope":{"type":["string","array","object","null"],"description":"`await_user`: exactly what waits for the user (seed 001:547)."},"resume_conditions":{"type":["string","array","object","null"],"description":"`await_user`: what lets the loop resume (seed 001:547)."},"phase_decision":{"type":["string","null"],"enum":["stay","advance","repair","branch","await_user","close",null],"description":"The effect review's phase decision (seed 001:531)."},"controller_phase_decision":{"type":["string","null"],"enum":["stay","advance","repair","branch","await_user","close",null],"description":"Phase decision for the controller lifecycle phase (seed 001:532)."},"user_requirement_phase_decision":{"type":["string","null"],"enum":["stay","advance","repair","branch","await_user","close",null],"description":"Phase decision for the user requirement phase (seed 001:533)."},"current_controller_phase_id":{"type":["string","null"],"description":"Seed 001:534."},"current_user_requirement_phase_id":{"type":["string","null"],"description":"Seed 001:535."},"current_agent_unit_phase_id":{"type":["string","null"],"description":"Seed 001:536."},"next_phase_id":{"type":["string","null"],"description":"Seed 001:537."},"turn_reason":{"type":["string","null"],"description":"Why the phase turns (seed 001:538)."},"missing_evidence_to_advance":{"type":["array","null"],"description":"What evidence an advance still needs (seed 001:539).","items":{"description":"One item."}},"final_report_update_required":{"type":["boolean","null"],"description":"Whether the final report must be updated (seed 001:540)."}}};
const func2 = require("./ucs2length.cjs").default;
const pattern0 = new RegExp("^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$", "u");
const pattern1 = new RegExp("^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/loop-decision-packet.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.decision_packet_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decision_packet_id"},message:"must have required property '"+"decision_packet_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.created_at === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.source_unit === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_unit"},message:"must have required property '"+"source_unit"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.task_anchor === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "task_anchor"},message:"must have required property '"+"task_anchor"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.phase_position === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phase_position"},message:"must have required property '"+"phase_position"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.evidence_state === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "evidence_state"},message:"must have required property '"+"evidence_state"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.gap_state === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gap_state"},message:"must have required property '"+"gap_state"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.review_result === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "review_result"},message:"must have required property '"+"review_result"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.binding_next_action === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "binding_next_action"},message:"must have required property '"+"binding_next_action"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.state_consistency === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state_consistency"},message:"must have required property '"+"state_consistency"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.decision_packet_id !== undefined){
let data0 = data.decision_packet_id;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err10 = {instancePath:instancePath+"/decision_packet_id",schemaPath:"#/properties/decision_packet_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/decision_packet_id",schemaPath:"#/properties/decision_packet_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.created_at !== undefined){
let data1 = data.created_at;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err12 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.source_unit !== undefined){
let data2 = data.source_unit;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err14 = {instancePath:instancePath+"/source_unit",schemaPath:"#/properties/source_unit/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/source_unit",schemaPath:"#/properties/source_unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.task_anchor !== undefined){
let data3 = data.task_anchor;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.user_original_anchor !== undefined){
let data4 = data3.user_original_anchor;
if((typeof data4 !== "string") && (data4 !== null)){
const err16 = {instancePath:instancePath+"/task_anchor/user_original_anchor",schemaPath:"#/properties/task_anchor/properties/user_original_anchor/type",keyword:"type",params:{type: schema11.properties.task_anchor.properties.user_original_anchor.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.requirement_ids !== undefined){
let data5 = data3.requirement_ids;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(!pattern1.test(data6)){
const err17 = {instancePath:instancePath+"/task_anchor/requirement_ids/" + i0,schemaPath:"#/properties/task_anchor/properties/requirement_ids/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/task_anchor/requirement_ids/" + i0,schemaPath:"#/properties/task_anchor/properties/requirement_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/task_anchor/requirement_ids",schemaPath:"#/properties/task_anchor/properties/requirement_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.forbidden_claims !== undefined){
let data7 = data3.forbidden_claims;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err20 = {instancePath:instancePath+"/task_anchor/forbidden_claims/" + i1,schemaPath:"#/properties/task_anchor/properties/forbidden_claims/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/task_anchor/forbidden_claims",schemaPath:"#/properties/task_anchor/properties/forbidden_claims/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/task_anchor",schemaPath:"#/properties/task_anchor/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.phase_position !== undefined){
let data9 = data.phase_position;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.controller_lifecycle_phase_id !== undefined){
let data10 = data9.controller_lifecycle_phase_id;
if((typeof data10 !== "string") && (data10 !== null)){
const err23 = {instancePath:instancePath+"/phase_position/controller_lifecycle_phase_id",schemaPath:"#/properties/phase_position/properties/controller_lifecycle_phase_id/type",keyword:"type",params:{type: schema11.properties.phase_position.properties.controller_lifecycle_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.user_requirement_phase_id !== undefined){
let data11 = data9.user_requirement_phase_id;
if((typeof data11 !== "string") && (data11 !== null)){
const err24 = {instancePath:instancePath+"/phase_position/user_requirement_phase_id",schemaPath:"#/properties/phase_position/properties/user_requirement_phase_id/type",keyword:"type",params:{type: schema11.properties.phase_position.properties.user_requirement_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.agent_unit_phase_id !== undefined){
let data12 = data9.agent_unit_phase_id;
if((typeof data12 !== "string") && (data12 !== null)){
const err25 = {instancePath:instancePath+"/phase_position/agent_unit_phase_id",schemaPath:"#/properties/phase_position/properties/agent_unit_phase_id/type",keyword:"type",params:{type: schema11.properties.phase_position.properties.agent_unit_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data9.task_phase_plan_id !== undefined){
let data13 = data9.task_phase_plan_id;
if((typeof data13 !== "string") && (data13 !== null)){
const err26 = {instancePath:instancePath+"/phase_position/task_phase_plan_id",schemaPath:"#/properties/phase_position/properties/task_phase_plan_id/type",keyword:"type",params:{type: schema11.properties.phase_position.properties.task_phase_plan_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/phase_position",schemaPath:"#/properties/phase_position/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.evidence_state !== undefined){
let data14 = data.evidence_state;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.produced_artifacts !== undefined){
let data15 = data14.produced_artifacts;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs34 = errors;
let valid10 = false;
const _errs35 = errors;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err28 = {instancePath:instancePath+"/evidence_state/produced_artifacts/" + i2,schemaPath:"#/properties/evidence_state/properties/produced_artifacts/items/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/evidence_state/produced_artifacts/" + i2,schemaPath:"#/properties/evidence_state/properties/produced_artifacts/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const _errs37 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.path !== undefined){
let data17 = data16.path;
if((typeof data17 !== "string") && (data17 !== null)){
const err30 = {instancePath:instancePath+"/evidence_state/produced_artifacts/" + i2+"/path",schemaPath:"#/properties/evidence_state/properties/produced_artifacts/items/anyOf/1/properties/path/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.produced_artifacts.items.anyOf[1].properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data16.capability !== undefined){
let data18 = data16.capability;
if((typeof data18 !== "string") && (data18 !== null)){
const err31 = {instancePath:instancePath+"/evidence_state/produced_artifacts/" + i2+"/capability",schemaPath:"#/properties/evidence_state/properties/produced_artifacts/items/anyOf/1/properties/capability/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.produced_artifacts.items.anyOf[1].properties.capability.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data16.requirement_id !== undefined){
let data19 = data16.requirement_id;
if(typeof data19 === "string"){
if(!pattern1.test(data19)){
const err32 = {instancePath:instancePath+"/evidence_state/produced_artifacts/" + i2+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/produced_artifacts/items/anyOf/1/properties/requirement_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/evidence_state/produced_artifacts/" + i2+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/produced_artifacts/items/anyOf/1/properties/requirement_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data16.note !== undefined){
let data20 = data16.note;
if((typeof data20 !== "string") && (data20 !== null)){
const err34 = {instancePath:instancePath+"/evidence_state/produced_artifacts/" + i2+"/note",schemaPath:"#/properties/evidence_state/properties/produced_artifacts/items/anyOf/1/properties/note/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.produced_artifacts.items.anyOf[1].properties.note.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/evidence_state/produced_artifacts/" + i2,schemaPath:"#/properties/evidence_state/properties/produced_artifacts/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid10 = valid10 || _valid0;
}
if(!valid10){
const err36 = {instancePath:instancePath+"/evidence_state/produced_artifacts/" + i2,schemaPath:"#/properties/evidence_state/properties/produced_artifacts/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/evidence_state/produced_artifacts",schemaPath:"#/properties/evidence_state/properties/produced_artifacts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data14.native_evidence !== undefined){
let data21 = data14.native_evidence;
if(Array.isArray(data21)){
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
let data22 = data21[i3];
const _errs50 = errors;
let valid14 = false;
const _errs51 = errors;
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err38 = {instancePath:instancePath+"/evidence_state/native_evidence/" + i3,schemaPath:"#/properties/evidence_state/properties/native_evidence/items/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/evidence_state/native_evidence/" + i3,schemaPath:"#/properties/evidence_state/properties/native_evidence/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs51 === errors;
valid14 = valid14 || _valid1;
if(!valid14){
const _errs53 = errors;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.path !== undefined){
let data23 = data22.path;
if((typeof data23 !== "string") && (data23 !== null)){
const err40 = {instancePath:instancePath+"/evidence_state/native_evidence/" + i3+"/path",schemaPath:"#/properties/evidence_state/properties/native_evidence/items/anyOf/1/properties/path/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.native_evidence.items.anyOf[1].properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data22.capability !== undefined){
let data24 = data22.capability;
if((typeof data24 !== "string") && (data24 !== null)){
const err41 = {instancePath:instancePath+"/evidence_state/native_evidence/" + i3+"/capability",schemaPath:"#/properties/evidence_state/properties/native_evidence/items/anyOf/1/properties/capability/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.native_evidence.items.anyOf[1].properties.capability.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data22.requirement_id !== undefined){
let data25 = data22.requirement_id;
if(typeof data25 === "string"){
if(!pattern1.test(data25)){
const err42 = {instancePath:instancePath+"/evidence_state/native_evidence/" + i3+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/native_evidence/items/anyOf/1/properties/requirement_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/evidence_state/native_evidence/" + i3+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/native_evidence/items/anyOf/1/properties/requirement_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data22.note !== undefined){
let data26 = data22.note;
if((typeof data26 !== "string") && (data26 !== null)){
const err44 = {instancePath:instancePath+"/evidence_state/native_evidence/" + i3+"/note",schemaPath:"#/properties/evidence_state/properties/native_evidence/items/anyOf/1/properties/note/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.native_evidence.items.anyOf[1].properties.note.type},message:"must be string,null"};
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
else {
const err45 = {instancePath:instancePath+"/evidence_state/native_evidence/" + i3,schemaPath:"#/properties/evidence_state/properties/native_evidence/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid1 = _errs53 === errors;
valid14 = valid14 || _valid1;
}
if(!valid14){
const err46 = {instancePath:instancePath+"/evidence_state/native_evidence/" + i3,schemaPath:"#/properties/evidence_state/properties/native_evidence/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err47 = {instancePath:instancePath+"/evidence_state/native_evidence",schemaPath:"#/properties/evidence_state/properties/native_evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data14.overlay_evidence !== undefined){
let data27 = data14.overlay_evidence;
if(Array.isArray(data27)){
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
let data28 = data27[i4];
const _errs66 = errors;
let valid18 = false;
const _errs67 = errors;
if(typeof data28 === "string"){
if(func2(data28) < 1){
const err48 = {instancePath:instancePath+"/evidence_state/overlay_evidence/" + i4,schemaPath:"#/properties/evidence_state/properties/overlay_evidence/items/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/evidence_state/overlay_evidence/" + i4,schemaPath:"#/properties/evidence_state/properties/overlay_evidence/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid2 = _errs67 === errors;
valid18 = valid18 || _valid2;
if(!valid18){
const _errs69 = errors;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.path !== undefined){
let data29 = data28.path;
if((typeof data29 !== "string") && (data29 !== null)){
const err50 = {instancePath:instancePath+"/evidence_state/overlay_evidence/" + i4+"/path",schemaPath:"#/properties/evidence_state/properties/overlay_evidence/items/anyOf/1/properties/path/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.overlay_evidence.items.anyOf[1].properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data28.capability !== undefined){
let data30 = data28.capability;
if((typeof data30 !== "string") && (data30 !== null)){
const err51 = {instancePath:instancePath+"/evidence_state/overlay_evidence/" + i4+"/capability",schemaPath:"#/properties/evidence_state/properties/overlay_evidence/items/anyOf/1/properties/capability/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.overlay_evidence.items.anyOf[1].properties.capability.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data28.requirement_id !== undefined){
let data31 = data28.requirement_id;
if(typeof data31 === "string"){
if(!pattern1.test(data31)){
const err52 = {instancePath:instancePath+"/evidence_state/overlay_evidence/" + i4+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/overlay_evidence/items/anyOf/1/properties/requirement_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/evidence_state/overlay_evidence/" + i4+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/overlay_evidence/items/anyOf/1/properties/requirement_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data28.note !== undefined){
let data32 = data28.note;
if((typeof data32 !== "string") && (data32 !== null)){
const err54 = {instancePath:instancePath+"/evidence_state/overlay_evidence/" + i4+"/note",schemaPath:"#/properties/evidence_state/properties/overlay_evidence/items/anyOf/1/properties/note/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.overlay_evidence.items.anyOf[1].properties.note.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/evidence_state/overlay_evidence/" + i4,schemaPath:"#/properties/evidence_state/properties/overlay_evidence/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid2 = _errs69 === errors;
valid18 = valid18 || _valid2;
}
if(!valid18){
const err56 = {instancePath:instancePath+"/evidence_state/overlay_evidence/" + i4,schemaPath:"#/properties/evidence_state/properties/overlay_evidence/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err57 = {instancePath:instancePath+"/evidence_state/overlay_evidence",schemaPath:"#/properties/evidence_state/properties/overlay_evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data14.controller_inference !== undefined){
let data33 = data14.controller_inference;
if(Array.isArray(data33)){
const len5 = data33.length;
for(let i5=0; i5<len5; i5++){
let data34 = data33[i5];
const _errs82 = errors;
let valid22 = false;
const _errs83 = errors;
if(typeof data34 === "string"){
if(func2(data34) < 1){
const err58 = {instancePath:instancePath+"/evidence_state/controller_inference/" + i5,schemaPath:"#/properties/evidence_state/properties/controller_inference/items/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/evidence_state/controller_inference/" + i5,schemaPath:"#/properties/evidence_state/properties/controller_inference/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid3 = _errs83 === errors;
valid22 = valid22 || _valid3;
if(!valid22){
const _errs85 = errors;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.path !== undefined){
let data35 = data34.path;
if((typeof data35 !== "string") && (data35 !== null)){
const err60 = {instancePath:instancePath+"/evidence_state/controller_inference/" + i5+"/path",schemaPath:"#/properties/evidence_state/properties/controller_inference/items/anyOf/1/properties/path/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.controller_inference.items.anyOf[1].properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data34.capability !== undefined){
let data36 = data34.capability;
if((typeof data36 !== "string") && (data36 !== null)){
const err61 = {instancePath:instancePath+"/evidence_state/controller_inference/" + i5+"/capability",schemaPath:"#/properties/evidence_state/properties/controller_inference/items/anyOf/1/properties/capability/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.controller_inference.items.anyOf[1].properties.capability.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data34.requirement_id !== undefined){
let data37 = data34.requirement_id;
if(typeof data37 === "string"){
if(!pattern1.test(data37)){
const err62 = {instancePath:instancePath+"/evidence_state/controller_inference/" + i5+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/controller_inference/items/anyOf/1/properties/requirement_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/evidence_state/controller_inference/" + i5+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/controller_inference/items/anyOf/1/properties/requirement_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data34.note !== undefined){
let data38 = data34.note;
if((typeof data38 !== "string") && (data38 !== null)){
const err64 = {instancePath:instancePath+"/evidence_state/controller_inference/" + i5+"/note",schemaPath:"#/properties/evidence_state/properties/controller_inference/items/anyOf/1/properties/note/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.controller_inference.items.anyOf[1].properties.note.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/evidence_state/controller_inference/" + i5,schemaPath:"#/properties/evidence_state/properties/controller_inference/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid3 = _errs85 === errors;
valid22 = valid22 || _valid3;
}
if(!valid22){
const err66 = {instancePath:instancePath+"/evidence_state/controller_inference/" + i5,schemaPath:"#/properties/evidence_state/properties/controller_inference/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs82;
if(vErrors !== null){
if(_errs82){
vErrors.length = _errs82;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err67 = {instancePath:instancePath+"/evidence_state/controller_inference",schemaPath:"#/properties/evidence_state/properties/controller_inference/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data14.missing_evidence !== undefined){
let data39 = data14.missing_evidence;
if(Array.isArray(data39)){
const len6 = data39.length;
for(let i6=0; i6<len6; i6++){
let data40 = data39[i6];
const _errs98 = errors;
let valid26 = false;
const _errs99 = errors;
if(typeof data40 === "string"){
if(func2(data40) < 1){
const err68 = {instancePath:instancePath+"/evidence_state/missing_evidence/" + i6,schemaPath:"#/properties/evidence_state/properties/missing_evidence/items/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err69 = {instancePath:instancePath+"/evidence_state/missing_evidence/" + i6,schemaPath:"#/properties/evidence_state/properties/missing_evidence/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid4 = _errs99 === errors;
valid26 = valid26 || _valid4;
if(!valid26){
const _errs101 = errors;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.requirement_id === undefined){
const err70 = {instancePath:instancePath+"/evidence_state/missing_evidence/" + i6,schemaPath:"#/properties/evidence_state/properties/missing_evidence/items/anyOf/1/required",keyword:"required",params:{missingProperty: "requirement_id"},message:"must have required property '"+"requirement_id"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data40.requirement_id !== undefined){
let data41 = data40.requirement_id;
if(typeof data41 === "string"){
if(!pattern1.test(data41)){
const err71 = {instancePath:instancePath+"/evidence_state/missing_evidence/" + i6+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/missing_evidence/items/anyOf/1/properties/requirement_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/evidence_state/missing_evidence/" + i6+"/requirement_id",schemaPath:"#/properties/evidence_state/properties/missing_evidence/items/anyOf/1/properties/requirement_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data40.what !== undefined){
let data42 = data40.what;
if((typeof data42 !== "string") && (data42 !== null)){
const err73 = {instancePath:instancePath+"/evidence_state/missing_evidence/" + i6+"/what",schemaPath:"#/properties/evidence_state/properties/missing_evidence/items/anyOf/1/properties/what/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.missing_evidence.items.anyOf[1].properties.what.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/evidence_state/missing_evidence/" + i6,schemaPath:"#/properties/evidence_state/properties/missing_evidence/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid4 = _errs101 === errors;
valid26 = valid26 || _valid4;
}
if(!valid26){
const err75 = {instancePath:instancePath+"/evidence_state/missing_evidence/" + i6,schemaPath:"#/properties/evidence_state/properties/missing_evidence/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
errors = _errs98;
if(vErrors !== null){
if(_errs98){
vErrors.length = _errs98;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err76 = {instancePath:instancePath+"/evidence_state/missing_evidence",schemaPath:"#/properties/evidence_state/properties/missing_evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data14.generalization_level !== undefined){
let data43 = data14.generalization_level;
if((typeof data43 !== "string") && (data43 !== null)){
const err77 = {instancePath:instancePath+"/evidence_state/generalization_level",schemaPath:"#/properties/evidence_state/properties/generalization_level/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.generalization_level.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data14.primary_case_only !== undefined){
let data44 = data14.primary_case_only;
if((typeof data44 !== "boolean") && (data44 !== null)){
const err78 = {instancePath:instancePath+"/evidence_state/primary_case_only",schemaPath:"#/properties/evidence_state/properties/primary_case_only/type",keyword:"type",params:{type: schema11.properties.evidence_state.properties.primary_case_only.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/evidence_state",schemaPath:"#/properties/evidence_state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.gap_state !== undefined){
let data45 = data.gap_state;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.satisfied_requirements !== undefined){
let data46 = data45.satisfied_requirements;
if(Array.isArray(data46)){
const len7 = data46.length;
for(let i7=0; i7<len7; i7++){
let data47 = data46[i7];
if(typeof data47 === "string"){
if(!pattern1.test(data47)){
const err80 = {instancePath:instancePath+"/gap_state/satisfied_requirements/" + i7,schemaPath:"#/properties/gap_state/properties/satisfied_requirements/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/gap_state/satisfied_requirements/" + i7,schemaPath:"#/properties/gap_state/properties/satisfied_requirements/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/gap_state/satisfied_requirements",schemaPath:"#/properties/gap_state/properties/satisfied_requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data45.partial_requirements !== undefined){
let data48 = data45.partial_requirements;
if(Array.isArray(data48)){
const len8 = data48.length;
for(let i8=0; i8<len8; i8++){
let data49 = data48[i8];
if(typeof data49 === "string"){
if(!pattern1.test(data49)){
const err83 = {instancePath:instancePath+"/gap_state/partial_requirements/" + i8,schemaPath:"#/properties/gap_state/properties/partial_requirements/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
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
const err84 = {instancePath:instancePath+"/gap_state/partial_requirements/" + i8,schemaPath:"#/properties/gap_state/properties/partial_requirements/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/gap_state/partial_requirements",schemaPath:"#/properties/gap_state/properties/partial_requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data45.unmet_requirements !== undefined){
let data50 = data45.unmet_requirements;
if(Array.isArray(data50)){
const len9 = data50.length;
for(let i9=0; i9<len9; i9++){
let data51 = data50[i9];
if(typeof data51 === "string"){
if(!pattern1.test(data51)){
const err86 = {instancePath:instancePath+"/gap_state/unmet_requirements/" + i9,schemaPath:"#/properties/gap_state/properties/unmet_requirements/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/gap_state/unmet_requirements/" + i9,schemaPath:"#/properties/gap_state/properties/unmet_requirements/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath:instancePath+"/gap_state/unmet_requirements",schemaPath:"#/properties/gap_state/properties/unmet_requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data45.blocked_requirements !== undefined){
let data52 = data45.blocked_requirements;
if(Array.isArray(data52)){
const len10 = data52.length;
for(let i10=0; i10<len10; i10++){
let data53 = data52[i10];
if(typeof data53 === "string"){
if(!pattern1.test(data53)){
const err89 = {instancePath:instancePath+"/gap_state/blocked_requirements/" + i10,schemaPath:"#/properties/gap_state/properties/blocked_requirements/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/gap_state/blocked_requirements/" + i10,schemaPath:"#/properties/gap_state/properties/blocked_requirements/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/gap_state/blocked_requirements",schemaPath:"#/properties/gap_state/properties/blocked_requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data45.deferred_requirements !== undefined){
let data54 = data45.deferred_requirements;
if(Array.isArray(data54)){
const len11 = data54.length;
for(let i11=0; i11<len11; i11++){
let data55 = data54[i11];
const _errs132 = errors;
let valid39 = false;
const _errs133 = errors;
if(typeof data55 === "string"){
if(!pattern1.test(data55)){
const err92 = {instancePath:instancePath+"/gap_state/deferred_requirements/" + i11,schemaPath:"#/properties/gap_state/properties/deferred_requirements/items/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/gap_state/deferred_requirements/" + i11,schemaPath:"#/properties/gap_state/properties/deferred_requirements/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid5 = _errs133 === errors;
valid39 = valid39 || _valid5;
if(!valid39){
const _errs135 = errors;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.id === undefined){
const err94 = {instancePath:instancePath+"/gap_state/deferred_requirements/" + i11,schemaPath:"#/properties/gap_state/properties/deferred_requirements/items/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data55.id !== undefined){
let data56 = data55.id;
if(typeof data56 === "string"){
if(!pattern1.test(data56)){
const err95 = {instancePath:instancePath+"/gap_state/deferred_requirements/" + i11+"/id",schemaPath:"#/properties/gap_state/properties/deferred_requirements/items/anyOf/1/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/gap_state/deferred_requirements/" + i11+"/id",schemaPath:"#/properties/gap_state/properties/deferred_requirements/items/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data55.next_unit !== undefined){
let data57 = data55.next_unit;
if((typeof data57 !== "string") && (data57 !== null)){
const err97 = {instancePath:instancePath+"/gap_state/deferred_requirements/" + i11+"/next_unit",schemaPath:"#/properties/gap_state/properties/deferred_requirements/items/anyOf/1/properties/next_unit/type",keyword:"type",params:{type: schema11.properties.gap_state.properties.deferred_requirements.items.anyOf[1].properties.next_unit.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data55.backlog_id !== undefined){
let data58 = data55.backlog_id;
if((typeof data58 !== "string") && (data58 !== null)){
const err98 = {instancePath:instancePath+"/gap_state/deferred_requirements/" + i11+"/backlog_id",schemaPath:"#/properties/gap_state/properties/deferred_requirements/items/anyOf/1/properties/backlog_id/type",keyword:"type",params:{type: schema11.properties.gap_state.properties.deferred_requirements.items.anyOf[1].properties.backlog_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/gap_state/deferred_requirements/" + i11,schemaPath:"#/properties/gap_state/properties/deferred_requirements/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid5 = _errs135 === errors;
valid39 = valid39 || _valid5;
}
if(!valid39){
const err100 = {instancePath:instancePath+"/gap_state/deferred_requirements/" + i11,schemaPath:"#/properties/gap_state/properties/deferred_requirements/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
errors = _errs132;
if(vErrors !== null){
if(_errs132){
vErrors.length = _errs132;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err101 = {instancePath:instancePath+"/gap_state/deferred_requirements",schemaPath:"#/properties/gap_state/properties/deferred_requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data45.superseded_requirements !== undefined){
let data59 = data45.superseded_requirements;
if(Array.isArray(data59)){
const len12 = data59.length;
for(let i12=0; i12<len12; i12++){
let data60 = data59[i12];
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.id === undefined){
const err102 = {instancePath:instancePath+"/gap_state/superseded_requirements/" + i12,schemaPath:"#/properties/gap_state/properties/superseded_requirements/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data60.id !== undefined){
let data61 = data60.id;
if(typeof data61 === "string"){
if(!pattern1.test(data61)){
const err103 = {instancePath:instancePath+"/gap_state/superseded_requirements/" + i12+"/id",schemaPath:"#/properties/gap_state/properties/superseded_requirements/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/gap_state/superseded_requirements/" + i12+"/id",schemaPath:"#/properties/gap_state/properties/superseded_requirements/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data60.superseded_by !== undefined){
let data62 = data60.superseded_by;
if(typeof data62 === "string"){
if(!pattern1.test(data62)){
const err105 = {instancePath:instancePath+"/gap_state/superseded_requirements/" + i12+"/superseded_by",schemaPath:"#/properties/gap_state/properties/superseded_requirements/items/properties/superseded_by/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*([-_.][A-Za-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/gap_state/superseded_requirements/" + i12+"/superseded_by",schemaPath:"#/properties/gap_state/properties/superseded_requirements/items/properties/superseded_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data60.delta_path !== undefined){
let data63 = data60.delta_path;
if((typeof data63 !== "string") && (data63 !== null)){
const err107 = {instancePath:instancePath+"/gap_state/superseded_requirements/" + i12+"/delta_path",schemaPath:"#/properties/gap_state/properties/superseded_requirements/items/properties/delta_path/type",keyword:"type",params:{type: schema11.properties.gap_state.properties.superseded_requirements.items.properties.delta_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/gap_state/superseded_requirements/" + i12,schemaPath:"#/properties/gap_state/properties/superseded_requirements/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/gap_state/superseded_requirements",schemaPath:"#/properties/gap_state/properties/superseded_requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/gap_state",schemaPath:"#/properties/gap_state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data.review_result !== undefined){
let data64 = data.review_result;
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
if(data64.read_compliance_review !== undefined){
let data65 = data64.read_compliance_review;
const _errs156 = errors;
let valid45 = false;
const _errs157 = errors;
if(data65 !== null){
const err111 = {instancePath:instancePath+"/review_result/read_compliance_review",schemaPath:"#/properties/review_result/properties/read_compliance_review/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid6 = _errs157 === errors;
valid45 = valid45 || _valid6;
if(!valid45){
const _errs159 = errors;
if(typeof data65 === "string"){
if(func2(data65) < 1){
const err112 = {instancePath:instancePath+"/review_result/read_compliance_review",schemaPath:"#/properties/review_result/properties/read_compliance_review/anyOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/review_result/read_compliance_review",schemaPath:"#/properties/review_result/properties/read_compliance_review/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid6 = _errs159 === errors;
valid45 = valid45 || _valid6;
if(!valid45){
const _errs161 = errors;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
if(data65.path !== undefined){
let data66 = data65.path;
if((typeof data66 !== "string") && (data66 !== null)){
const err114 = {instancePath:instancePath+"/review_result/read_compliance_review/path",schemaPath:"#/properties/review_result/properties/read_compliance_review/anyOf/2/properties/path/type",keyword:"type",params:{type: schema11.properties.review_result.properties.read_compliance_review.anyOf[2].properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data65.verdict !== undefined){
let data67 = data65.verdict;
if((typeof data67 !== "string") && (data67 !== null)){
const err115 = {instancePath:instancePath+"/review_result/read_compliance_review/verdict",schemaPath:"#/properties/review_result/properties/read_compliance_review/anyOf/2/properties/verdict/type",keyword:"type",params:{type: schema11.properties.review_result.properties.read_compliance_review.anyOf[2].properties.verdict.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(!(((((data67 === "pass") || (data67 === "partial")) || (data67 === "fail")) || (data67 === "not_applicable")) || (data67 === null))){
const err116 = {instancePath:instancePath+"/review_result/read_compliance_review/verdict",schemaPath:"#/properties/review_result/properties/read_compliance_review/anyOf/2/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema11.properties.review_result.properties.read_compliance_review.anyOf[2].properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data65.reason !== undefined){
let data68 = data65.reason;
if((typeof data68 !== "string") && (data68 !== null)){
const err117 = {instancePath:instancePath+"/review_result/read_compliance_review/reason",schemaPath:"#/properties/review_result/properties/read_compliance_review/anyOf/2/properties/reason/type",keyword:"type",params:{type: schema11.properties.review_result.properties.read_compliance_review.anyOf[2].properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/review_result/read_compliance_review",schemaPath:"#/properties/review_result/properties/read_compliance_review/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid6 = _errs161 === errors;
valid45 = valid45 || _valid6;
}
}
if(!valid45){
const err119 = {instancePath:instancePath+"/review_result/read_compliance_review",schemaPath:"#/properties/review_result/properties/read_compliance_review/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
else {
errors = _errs156;
if(vErrors !== null){
if(_errs156){
vErrors.length = _errs156;
}
else {
vErrors = null;
}
}
}
}
if(data64.artifact_review !== undefined){
let data69 = data64.artifact_review;
const _errs170 = errors;
let valid47 = false;
const _errs171 = errors;
if(data69 !== null){
const err120 = {instancePath:instancePath+"/review_result/artifact_review",schemaPath:"#/properties/review_result/properties/artifact_review/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var _valid7 = _errs171 === errors;
valid47 = valid47 || _valid7;
if(!valid47){
const _errs173 = errors;
if(typeof data69 === "string"){
if(func2(data69) < 1){
const err121 = {instancePath:instancePath+"/review_result/artifact_review",schemaPath:"#/properties/review_result/properties/artifact_review/anyOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/review_result/artifact_review",schemaPath:"#/properties/review_result/properties/artifact_review/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid7 = _errs173 === errors;
valid47 = valid47 || _valid7;
if(!valid47){
const _errs175 = errors;
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.path !== undefined){
let data70 = data69.path;
if((typeof data70 !== "string") && (data70 !== null)){
const err123 = {instancePath:instancePath+"/review_result/artifact_review/path",schemaPath:"#/properties/review_result/properties/artifact_review/anyOf/2/properties/path/type",keyword:"type",params:{type: schema11.properties.review_result.properties.artifact_review.anyOf[2].properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data69.verdict !== undefined){
let data71 = data69.verdict;
if((typeof data71 !== "string") && (data71 !== null)){
const err124 = {instancePath:instancePath+"/review_result/artifact_review/verdict",schemaPath:"#/properties/review_result/properties/artifact_review/anyOf/2/properties/verdict/type",keyword:"type",params:{type: schema11.properties.review_result.properties.artifact_review.anyOf[2].properties.verdict.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(!(((((data71 === "pass") || (data71 === "partial")) || (data71 === "fail")) || (data71 === "not_applicable")) || (data71 === null))){
const err125 = {instancePath:instancePath+"/review_result/artifact_review/verdict",schemaPath:"#/properties/review_result/properties/artifact_review/anyOf/2/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema11.properties.review_result.properties.artifact_review.anyOf[2].properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data69.reason !== undefined){
let data72 = data69.reason;
if((typeof data72 !== "string") && (data72 !== null)){
const err126 = {instancePath:instancePath+"/review_result/artifact_review/reason",schemaPath:"#/properties/review_result/properties/artifact_review/anyOf/2/properties/reason/type",keyword:"type",params:{type: schema11.properties.review_result.properties.artifact_review.anyOf[2].properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/review_result/artifact_review",schemaPath:"#/properties/review_result/properties/artifact_review/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid7 = _errs175 === errors;
valid47 = valid47 || _valid7;
}
}
if(!valid47){
const err128 = {instancePath:instancePath+"/review_result/artifact_review",schemaPath:"#/properties/review_result/properties/artifact_review/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
else {
errors = _errs170;
if(vErrors !== null){
if(_errs170){
vErrors.length = _errs170;
}
else {
vErrors = null;
}
}
}
}
if(data64.requirement_effect_review !== undefined){
let data73 = data64.requirement_effect_review;
const _errs184 = errors;
let valid49 = false;
const _errs185 = errors;
if(data73 !== null){
const err129 = {instancePath:instancePath+"/review_result/requirement_effect_review",schemaPath:"#/properties/review_result/properties/requirement_effect_review/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
var _valid8 = _errs185 === errors;
valid49 = valid49 || _valid8;
if(!valid49){
const _errs187 = errors;
if(typeof data73 === "string"){
if(func2(data73) < 1){
const err130 = {instancePath:instancePath+"/review_result/requirement_effect_review",schemaPath:"#/properties/review_result/properties/requirement_effect_review/anyOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
else {
const err131 = {instancePath:instancePath+"/review_result/requirement_effect_review",schemaPath:"#/properties/review_result/properties/requirement_effect_review/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
var _valid8 = _errs187 === errors;
valid49 = valid49 || _valid8;
if(!valid49){
const _errs189 = errors;
if(data73 && typeof data73 == "object" && !Array.isArray(data73)){
if(data73.path !== undefined){
let data74 = data73.path;
if((typeof data74 !== "string") && (data74 !== null)){
const err132 = {instancePath:instancePath+"/review_result/requirement_effect_review/path",schemaPath:"#/properties/review_result/properties/requirement_effect_review/anyOf/2/properties/path/type",keyword:"type",params:{type: schema11.properties.review_result.properties.requirement_effect_review.anyOf[2].properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data73.verdict !== undefined){
let data75 = data73.verdict;
if((typeof data75 !== "string") && (data75 !== null)){
const err133 = {instancePath:instancePath+"/review_result/requirement_effect_review/verdict",schemaPath:"#/properties/review_result/properties/requirement_effect_review/anyOf/2/properties/verdict/type",keyword:"type",params:{type: schema11.properties.review_result.properties.requirement_effect_review.anyOf[2].properties.verdict.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(!(((((data75 === "pass") || (data75 === "partial")) || (data75 === "fail")) || (data75 === "not_applicable")) || (data75 === null))){
const err134 = {instancePath:instancePath+"/review_result/requirement_effect_review/verdict",schemaPath:"#/properties/review_result/properties/requirement_effect_review/anyOf/2/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema11.properties.review_result.properties.requirement_effect_review.anyOf[2].properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data73.reason !== undefined){
let data76 = data73.reason;
if((typeof data76 !== "string") && (data76 !== null)){
const err135 = {instancePath:instancePath+"/review_result/requirement_effect_review/reason",schemaPath:"#/properties/review_result/properties/requirement_effect_review/anyOf/2/properties/reason/type",keyword:"type",params:{type: schema11.properties.review_result.properties.requirement_effect_review.anyOf[2].properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath:instancePath+"/review_result/requirement_effect_review",schemaPath:"#/properties/review_result/properties/requirement_effect_review/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid8 = _errs189 === errors;
valid49 = valid49 || _valid8;
}
}
if(!valid49){
const err137 = {instancePath:instancePath+"/review_result/requirement_effect_review",schemaPath:"#/properties/review_result/properties/requirement_effect_review/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
else {
errors = _errs184;
if(vErrors !== null){
if(_errs184){
vErrors.length = _errs184;
}
else {
vErrors = null;
}
}
}
}
if(data64.phase_compliance_review !== undefined){
let data77 = data64.phase_compliance_review;
const _errs198 = errors;
let valid51 = false;
const _errs199 = errors;
if(data77 !== null){
const err138 = {instancePath:instancePath+"/review_result/phase_compliance_review",schemaPath:"#/properties/review_result/properties/phase_compliance_review/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid9 = _errs199 === errors;
valid51 = valid51 || _valid9;
if(!valid51){
const _errs201 = errors;
if(typeof data77 === "string"){
if(func2(data77) < 1){
const err139 = {instancePath:instancePath+"/review_result/phase_compliance_review",schemaPath:"#/properties/review_result/properties/phase_compliance_review/anyOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/review_result/phase_compliance_review",schemaPath:"#/properties/review_result/properties/phase_compliance_review/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid9 = _errs201 === errors;
valid51 = valid51 || _valid9;
if(!valid51){
const _errs203 = errors;
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(data77.path !== undefined){
let data78 = data77.path;
if((typeof data78 !== "string") && (data78 !== null)){
const err141 = {instancePath:instancePath+"/review_result/phase_compliance_review/path",schemaPath:"#/properties/review_result/properties/phase_compliance_review/anyOf/2/properties/path/type",keyword:"type",params:{type: schema11.properties.review_result.properties.phase_compliance_review.anyOf[2].properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data77.verdict !== undefined){
let data79 = data77.verdict;
if((typeof data79 !== "string") && (data79 !== null)){
const err142 = {instancePath:instancePath+"/review_result/phase_compliance_review/verdict",schemaPath:"#/properties/review_result/properties/phase_compliance_review/anyOf/2/properties/verdict/type",keyword:"type",params:{type: schema11.properties.review_result.properties.phase_compliance_review.anyOf[2].properties.verdict.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(!(((((data79 === "pass") || (data79 === "partial")) || (data79 === "fail")) || (data79 === "not_applicable")) || (data79 === null))){
const err143 = {instancePath:instancePath+"/review_result/phase_compliance_review/verdict",schemaPath:"#/properties/review_result/properties/phase_compliance_review/anyOf/2/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema11.properties.review_result.properties.phase_compliance_review.anyOf[2].properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data77.reason !== undefined){
let data80 = data77.reason;
if((typeof data80 !== "string") && (data80 !== null)){
const err144 = {instancePath:instancePath+"/review_result/phase_compliance_review/reason",schemaPath:"#/properties/review_result/properties/phase_compliance_review/anyOf/2/properties/reason/type",keyword:"type",params:{type: schema11.properties.review_result.properties.phase_compliance_review.anyOf[2].properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
else {
const err145 = {instancePath:instancePath+"/review_result/phase_compliance_review",schemaPath:"#/properties/review_result/properties/phase_compliance_review/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid9 = _errs203 === errors;
valid51 = valid51 || _valid9;
}
}
if(!valid51){
const err146 = {instancePath:instancePath+"/review_result/phase_compliance_review",schemaPath:"#/properties/review_result/properties/phase_compliance_review/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
else {
errors = _errs198;
if(vErrors !== null){
if(_errs198){
vErrors.length = _errs198;
}
else {
vErrors = null;
}
}
}
}
if(data64.solid_decision_review !== undefined){
let data81 = data64.solid_decision_review;
const _errs212 = errors;
let valid53 = false;
const _errs213 = errors;
if(data81 !== null){
const err147 = {instancePath:instancePath+"/review_result/solid_decision_review",schemaPath:"#/properties/review_result/properties/solid_decision_review/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid10 = _errs213 === errors;
valid53 = valid53 || _valid10;
if(!valid53){
const _errs215 = errors;
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
if(data81.path !== undefined){
let data82 = data81.path;
if((typeof data82 !== "string") && (data82 !== null)){
const err148 = {instancePath:instancePath+"/review_result/solid_decision_review/path",schemaPath:"#/properties/review_result/properties/solid_decision_review/anyOf/1/properties/path/type",keyword:"type",params:{type: schema11.properties.review_result.properties.solid_decision_review.anyOf[1].properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data81.weakest_evidence_class !== undefined){
let data83 = data81.weakest_evidence_class;
if((typeof data83 !== "string") && (data83 !== null)){
const err149 = {instancePath:instancePath+"/review_result/solid_decision_review/weakest_evidence_class",schemaPath:"#/properties/review_result/properties/solid_decision_review/anyOf/1/properties/weakest_evidence_class/type",keyword:"type",params:{type: schema11.properties.review_result.properties.solid_decision_review.anyOf[1].properties.weakest_evidence_class.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data81.claim_ceiling !== undefined){
let data84 = data81.claim_ceiling;
if((typeof data84 !== "string") && (data84 !== null)){
const err150 = {instancePath:instancePath+"/review_result/solid_decision_review/claim_ceiling",schemaPath:"#/properties/review_result/properties/solid_decision_review/anyOf/1/properties/claim_ceiling/type",keyword:"type",params:{type: schema11.properties.review_result.properties.solid_decision_review.anyOf[1].properties.claim_ceiling.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data81.decision_stability !== undefined){
let data85 = data81.decision_stability;
if((typeof data85 !== "string") && (data85 !== null)){
const err151 = {instancePath:instancePath+"/review_result/solid_decision_review/decision_stability",schemaPath:"#/properties/review_result/properties/solid_decision_review/anyOf/1/properties/decision_stability/type",keyword:"type",params:{type: schema11.properties.review_result.properties.solid_decision_review.anyOf[1].properties.decision_stability.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
else {
const err152 = {instancePath:instancePath+"/review_result/solid_decision_review",schemaPath:"#/properties/review_result/properties/solid_decision_review/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
var _valid10 = _errs215 === errors;
valid53 = valid53 || _valid10;
}
if(!valid53){
const err153 = {instancePath:instancePath+"/review_result/solid_decision_review",schemaPath:"#/properties/review_result/properties/solid_decision_review/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
else {
errors = _errs212;
if(vErrors !== null){
if(_errs212){
vErrors.length = _errs212;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err154 = {instancePath:instancePath+"/review_result",schemaPath:"#/properties/review_result/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data.binding_next_action !== undefined){
let data86 = data.binding_next_action;
if(data86 && typeof data86 == "object" && !Array.isArray(data86)){
if(data86.reaction === undefined){
const err155 = {instancePath:instancePath+"/binding_next_action",schemaPath:"#/properties/binding_next_action/required",keyword:"required",params:{missingProperty: "reaction"},message:"must have required property '"+"reaction"+"'"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(data86.reaction !== undefined){
let data87 = data86.reaction;
if(typeof data87 !== "string"){
const err156 = {instancePath:instancePath+"/binding_next_action/reaction",schemaPath:"#/properties/binding_next_action/properties/reaction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(!((((((((data87 === "repair") || (data87 === "continue_execution")) || (data87 === "continue_test")) || (data87 === "branch")) || (data87 === "advance")) || (data87 === "await_user")) || (data87 === "block")) || (data87 === "close"))){
const err157 = {instancePath:instancePath+"/binding_next_action/reaction",schemaPath:"#/properties/binding_next_action/properties/reaction/enum",keyword:"enum",params:{allowedValues: schema11.properties.binding_next_action.properties.reaction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data86.next_unit_task !== undefined){
let data88 = data86.next_unit_task;
if((typeof data88 !== "string") && (data88 !== null)){
const err158 = {instancePath:instancePath+"/binding_next_action/next_unit_task",schemaPath:"#/properties/binding_next_action/properties/next_unit_task/type",keyword:"type",params:{type: schema11.properties.binding_next_action.properties.next_unit_task.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data86.next_unit_owner_role !== undefined){
let data89 = data86.next_unit_owner_role;
if((typeof data89 !== "string") && (data89 !== null)){
const err159 = {instancePath:instancePath+"/binding_next_action/next_unit_owner_role",schemaPath:"#/properties/binding_next_action/properties/next_unit_owner_role/type",keyword:"type",params:{type: schema11.properties.binding_next_action.properties.next_unit_owner_role.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data86.required_read_paths !== undefined){
let data90 = data86.required_read_paths;
if(Array.isArray(data90)){
const len13 = data90.length;
for(let i13=0; i13<len13; i13++){
if(typeof data90[i13] !== "string"){
const err160 = {instancePath:instancePath+"/binding_next_action/required_read_paths/" + i13,schemaPath:"#/properties/binding_next_action/properties/required_read_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/binding_next_action/required_read_paths",schemaPath:"#/properties/binding_next_action/properties/required_read_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data86.forbidden_read_paths !== undefined){
let data92 = data86.forbidden_read_paths;
if(Array.isArray(data92)){
const len14 = data92.length;
for(let i14=0; i14<len14; i14++){
if(typeof data92[i14] !== "string"){
const err162 = {instancePath:instancePath+"/binding_next_action/forbidden_read_paths/" + i14,schemaPath:"#/properties/binding_next_action/properties/forbidden_read_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/binding_next_action/forbidden_read_paths",schemaPath:"#/properties/binding_next_action/properties/forbidden_read_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data86.max_atomic_tasks !== undefined){
let data94 = data86.max_atomic_tasks;
if((!(((typeof data94 == "number") && (!(data94 % 1) && !isNaN(data94))) && (isFinite(data94)))) && (data94 !== null)){
const err164 = {instancePath:instancePath+"/binding_next_action/max_atomic_tasks",schemaPath:"#/properties/binding_next_action/properties/max_atomic_tasks/type",keyword:"type",params:{type: schema11.properties.binding_next_action.properties.max_atomic_tasks.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if((typeof data94 == "number") && (isFinite(data94))){
if(data94 > 5 || isNaN(data94)){
const err165 = {instancePath:instancePath+"/binding_next_action/max_atomic_tasks",schemaPath:"#/properties/binding_next_action/properties/max_atomic_tasks/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data94 < 0 || isNaN(data94)){
const err166 = {instancePath:instancePath+"/binding_next_action/max_atomic_tasks",schemaPath:"#/properties/binding_next_action/properties/max_atomic_tasks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
if(data86.claim_ceiling !== undefined){
let data95 = data86.claim_ceiling;
if((typeof data95 !== "string") && (data95 !== null)){
const err167 = {instancePath:instancePath+"/binding_next_action/claim_ceiling",schemaPath:"#/properties/binding_next_action/properties/claim_ceiling/type",keyword:"type",params:{type: schema11.properties.binding_next_action.properties.claim_ceiling.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/binding_next_action",schemaPath:"#/properties/binding_next_action/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data.state_consistency !== undefined){
let data96 = data.state_consistency;
if(data96 && typeof data96 == "object" && !Array.isArray(data96)){
if(data96.requirements_md_status !== undefined){
let data97 = data96.requirements_md_status;
if((typeof data97 !== "string") && (data97 !== null)){
const err169 = {instancePath:instancePath+"/state_consistency/requirements_md_status",schemaPath:"#/properties/state_consistency/properties/requirements_md_status/type",keyword:"type",params:{type: schema11.properties.state_consistency.properties.requirements_md_status.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data96.ledger_status !== undefined){
let data98 = data96.ledger_status;
if((typeof data98 !== "string") && (data98 !== null)){
const err170 = {instancePath:instancePath+"/state_consistency/ledger_status",schemaPath:"#/properties/state_consistency/properties/ledger_status/type",keyword:"type",params:{type: schema11.properties.state_consistency.properties.ledger_status.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data96.phases_status !== undefined){
let data99 = data96.phases_status;
if((typeof data99 !== "string") && (data99 !== null)){
const err171 = {instancePath:instancePath+"/state_consistency/phases_status",schemaPath:"#/properties/state_consistency/properties/phases_status/type",keyword:"type",params:{type: schema11.properties.state_consistency.properties.phases_status.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data96.closure_allowed !== undefined){
let data100 = data96.closure_allowed;
if((typeof data100 !== "boolean") && (data100 !== null)){
const err172 = {instancePath:instancePath+"/state_consistency/closure_allowed",schemaPath:"#/properties/state_consistency/properties/closure_allowed/type",keyword:"type",params:{type: schema11.properties.state_consistency.properties.closure_allowed.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data96.closure_review !== undefined){
let data101 = data96.closure_review;
if(((typeof data101 !== "string") && (!(data101 && typeof data101 == "object" && !Array.isArray(data101)))) && (data101 !== null)){
const err173 = {instancePath:instancePath+"/state_consistency/closure_review",schemaPath:"#/properties/state_consistency/properties/closure_review/type",keyword:"type",params:{type: schema11.properties.state_consistency.properties.closure_review.type},message:"must be string,object,null"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
}
else {
const err174 = {instancePath:instancePath+"/state_consistency",schemaPath:"#/properties/state_consistency/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
if(data.waiting_scope !== undefined){
let data102 = data.waiting_scope;
if((typeof data102 != "object") && (typeof data102 !== "string")){
const err175 = {instancePath:instancePath+"/waiting_scope",schemaPath:"#/properties/waiting_scope/type",keyword:"type",params:{type: schema11.properties.waiting_scope.type},message:"must be string,array,object,null"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data.resume_conditions !== undefined){
let data103 = data.resume_conditions;
if((typeof data103 != "object") && (typeof data103 !== "string")){
const err176 = {instancePath:instancePath+"/resume_conditions",schemaPath:"#/properties/resume_conditions/type",keyword:"type",params:{type: schema11.properties.resume_conditions.type},message:"must be string,array,object,null"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data.phase_decision !== undefined){
let data104 = data.phase_decision;
if((typeof data104 !== "string") && (data104 !== null)){
const err177 = {instancePath:instancePath+"/phase_decision",schemaPath:"#/properties/phase_decision/type",keyword:"type",params:{type: schema11.properties.phase_decision.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(!(((((((data104 === "stay") || (data104 === "advance")) || (data104 === "repair")) || (data104 === "branch")) || (data104 === "await_user")) || (data104 === "close")) || (data104 === null))){
const err178 = {instancePath:instancePath+"/phase_decision",schemaPath:"#/properties/phase_decision/enum",keyword:"enum",params:{allowedValues: schema11.properties.phase_decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data.controller_phase_decision !== undefined){
let data105 = data.controller_phase_decision;
if((typeof data105 !== "string") && (data105 !== null)){
const err179 = {instancePath:instancePath+"/controller_phase_decision",schemaPath:"#/properties/controller_phase_decision/type",keyword:"type",params:{type: schema11.properties.controller_phase_decision.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(!(((((((data105 === "stay") || (data105 === "advance")) || (data105 === "repair")) || (data105 === "branch")) || (data105 === "await_user")) || (data105 === "close")) || (data105 === null))){
const err180 = {instancePath:instancePath+"/controller_phase_decision",schemaPath:"#/properties/controller_phase_decision/enum",keyword:"enum",params:{allowedValues: schema11.properties.controller_phase_decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data.user_requirement_phase_decision !== undefined){
let data106 = data.user_requirement_phase_decision;
if((typeof data106 !== "string") && (data106 !== null)){
const err181 = {instancePath:instancePath+"/user_requirement_phase_decision",schemaPath:"#/properties/user_requirement_phase_decision/type",keyword:"type",params:{type: schema11.properties.user_requirement_phase_decision.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(!(((((((data106 === "stay") || (data106 === "advance")) || (data106 === "repair")) || (data106 === "branch")) || (data106 === "await_user")) || (data106 === "close")) || (data106 === null))){
const err182 = {instancePath:instancePath+"/user_requirement_phase_decision",schemaPath:"#/properties/user_requirement_phase_decision/enum",keyword:"enum",params:{allowedValues: schema11.properties.user_requirement_phase_decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data.current_controller_phase_id !== undefined){
let data107 = data.current_controller_phase_id;
if((typeof data107 !== "string") && (data107 !== null)){
const err183 = {instancePath:instancePath+"/current_controller_phase_id",schemaPath:"#/properties/current_controller_phase_id/type",keyword:"type",params:{type: schema11.properties.current_controller_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data.current_user_requirement_phase_id !== undefined){
let data108 = data.current_user_requirement_phase_id;
if((typeof data108 !== "string") && (data108 !== null)){
const err184 = {instancePath:instancePath+"/current_user_requirement_phase_id",schemaPath:"#/properties/current_user_requirement_phase_id/type",keyword:"type",params:{type: schema11.properties.current_user_requirement_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data.current_agent_unit_phase_id !== undefined){
let data109 = data.current_agent_unit_phase_id;
if((typeof data109 !== "string") && (data109 !== null)){
const err185 = {instancePath:instancePath+"/current_agent_unit_phase_id",schemaPath:"#/properties/current_agent_unit_phase_id/type",keyword:"type",params:{type: schema11.properties.current_agent_unit_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data.next_phase_id !== undefined){
let data110 = data.next_phase_id;
if((typeof data110 !== "string") && (data110 !== null)){
const err186 = {instancePath:instancePath+"/next_phase_id",schemaPath:"#/properties/next_phase_id/type",keyword:"type",params:{type: schema11.properties.next_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data.turn_reason !== undefined){
let data111 = data.turn_reason;
if((typeof data111 !== "string") && (data111 !== null)){
const err187 = {instancePath:instancePath+"/turn_reason",schemaPath:"#/properties/turn_reason/type",keyword:"type",params:{type: schema11.properties.turn_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data.missing_evidence_to_advance !== undefined){
let data112 = data.missing_evidence_to_advance;
if((!(Array.isArray(data112))) && (data112 !== null)){
const err188 = {instancePath:instancePath+"/missing_evidence_to_advance",schemaPath:"#/properties/missing_evidence_to_advance/type",keyword:"type",params:{type: schema11.properties.missing_evidence_to_advance.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data.final_report_update_required !== undefined){
let data113 = data.final_report_update_required;
if((typeof data113 !== "boolean") && (data113 !== null)){
const err189 = {instancePath:instancePath+"/final_report_update_required",schemaPath:"#/properties/final_report_update_required/type",keyword:"type",params:{type: schema11.properties.final_report_update_required.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
else {
const err190 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

