// Generated from schemas/loop-task-card.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/loop-task-card.schema.json","title":"LoopTaskCard","description":"A loop task card `TASKS/T<NNN>.md` (seed 001): the contract of one Loop Unit — its phases, agent roster, scope, read/write boundary, context grant, protocol visibility and receipt gate.","x-wflint-kind":"loop-task-card","x-wflint-version":"1","type":"object","required":["task_id","controller_phase_id","user_requirement_phase_id","agent_unit_phase_id","unit_scope","required_read_paths","context_grant","protocol_visibility","consumer_protocol_receipt_gate"],"properties":{"task_id":{"type":"string","description":"The task id; equals the file name stem (`T001`).","minLength":1},"controller_phase_id":{"type":"string","description":"Controller lifecycle phase of the unit.","minLength":1},"user_requirement_phase_id":{"type":"string","description":"User requirement phase of the unit.","minLength":1},"agent_unit_phase_id":{"type":"string","description":"Agent unit phase of the unit.","minLength":1},"task_phase_plan_id":{"type":["string","null"],"description":"The task-level phase plan entry of the unit."},"agent_roster":{"type":"array","description":"The agents of the unit: at least a `controlled_task_agent` and a `review_agent`, unless `single_agent_exception` is taken.","items":{"type":"object","description":"One agent of the roster.","properties":{"agent_id":{"type":["string","null"],"description":"Id of the agent."},"role":{"type":["string","null"],"enum":["controlled_task_agent","review_agent","verifier","controller",null],"description":"The role of the agent."},"objective":{"type":["string","null"],"description":"What the agent must achieve in this unit."},"prompt_path":{"type":["string","null"],"description":"Path of its `prompt.md`."},"read_paths_path":{"type":["string","null"],"description":"Path of its `read_paths.txt`."},"output_path":{"type":["string","null"],"description":"Path of its output."},"receipt_path":{"type":["string","null"],"description":"Path of its `receipt.yaml`."},"req_ids":{"type":"array","description":"Requirement ids assigned to this agent (at most `max_req_ids_per_subagent`).","items":{"type":"string","description":"One entry."}},"may_read":{"type":"array","description":"Paths the agent may read.","items":{"type":"string","description":"One entry."}},"forbidden_read":{"type":"array","description":"Paths the agent must not read.","items":{"type":"string","description":"One entry."}},"must_output":{"type":"array","description":"Outputs the agent must write.","items":{"type":"string","description":"One entry."}},"decision_authority":{"type":["string","null"],"description":"What the agent may decide."}}}},"single_agent_exception":{"type":"object","description":"Why one agent is enough when no separate task / review agent is used (seed 001 `single_agent_exception`).","properties":{"allowed":{"type":["boolean","null"],"description":"Whether the single-agent exception is taken."},"reason":{"type":["string","null"],"description":"Why a single agent is enough."},"review_substitute":{"type":["string","null"],"description":"What replaces the independent review."},"risk_acceptance":{"type":["string","null"],"description":"Which risk is accepted (never for closure, promotion, scheduler stop or broad claims)."}}},"unit_scope":{"type":"object","description":"A Loop Unit's scope (seed 001 `unit_scope`): at most 3 directions and 5 atomic tasks; more must be deferred (`loop-unit-scope`).","properties":{"unit_id":{"type":["string","null"],"description":"Id of the unit."},"task_phase_plan_id":{"type":["string","null"],"description":"The task-level phase plan entry (`task_phase_plan_id`) the unit runs under."},"controller_phase_id":{"type":["string","null"],"description":"Controller lifecycle phase (old alias `loop_level_phase_id`)."},"user_requirement_phase_id":{"type":["string","null"],"description":"User requirement phase (old alias `task_phase_id`)."},"agent_unit_phase_id":{"type":["string","null"],"description":"Agent unit phase of the unit."},"directions":{"type":"array","description":"The directions the unit works on: 1 to 3.","items":{"type":"string","description":"One entry."}},"atomic_tasks":{"type":"array","description":"The atomic tasks of the unit: target 3-5, at most 5; fewer only for a review/gate unit with a stated reason.","items":{"type":"string","description":"One entry."}},"why_these_directions":{"type":["string","null"],"description":"Why these directions change the next decision most."},"deferred_directions":{"type":"array","description":"Directions left for later units.","items":{"type":"string","description":"One entry."}},"deferred_atomic_tasks":{"type":"array","description":"Atomic tasks left for later units.","items":{"type":"string","description":"One entry."}},"next_unit_candidates":{"type":"array","description":"Candidate next units.","items":{"type":"string","description":"One entry."}},"scope_reason":{"type":["string","null"],"description":"Why the unit has fewer than 3 atomic tasks (a review or gate unit)."},"task_volume_policy":{"type":"object","description":"The volume policy of seed 001 (`target_atomic_tasks: \"3-5\"`, `if_less_than_three: justify_gate_or_review_scope`).","properties":{"target_atomic_tasks":{"type":["string","integer"],"description":"Target number of atomic tasks (`\"3-5\"`)."},"avoid_too_small":{"type":"boolean","description":"Whether too-small units are avoided."},"if_more_than_five":{"type":["string","null"],"description":"What to do with more than five atomic tasks (`defer_or_split`)."},"if_less_than_three":{"type":["string","null"],"description":"What fewer than three atomic tasks needs (`justify_gate_or_review_scope`, or the stated reason)."}}}}},"requirement_grouping":{"type":"object","description":"How requirements are grouped onto sub-agents (seed 001 `requirement_grouping`).","properties":{"grouping_basis":{"type":["string","null"],"enum":["same_kind","broad_cross_cutting","dependency_chain","test_lane","external_resource",null],"description":"Why the requirements are grouped."},"grouped_req_ids":{"type":"array","description":"Requirement ids of a same-kind group.","items":{"type":"string","description":"One entry."}},"broad_req_ids":{"type":"array","description":"Broad requirements: each needs its own singleton agent.","items":{"type":"string","description":"One entry."}},"max_req_ids_per_subagent":{"type":"integer","description":"Most requirement ids one sub-agent handles (seed default 2).","minimum":1},"singleton_agent_required":{"type":["boolean","null"],"description":"Whether a singleton reviewer is required."},"assignment_reason":{"type":["string","null"],"description":"Why the requirements are assigned this way."},"deferred_req_ids":{"type":"array","description":"Requirement ids deferred to later units.","items":{"type":"string","description":"One entry."}}}},"required_read_paths":{"type":"array","description":"Paths every agent of the unit must read (and list in `read_paths.txt`).","items":{"type":"string","description":"One entry."}},"forbidden_read_paths":{"type":"array","description":"Paths no agent of the unit may read.","items":{"type":"string","description":"One entry."}},"forbidden_read":{"type":"array","description":"Alias of `forbidden_read_paths`.","items":{"type":"string","description":"One entry."}},"forbidden_even_as_preflight":{"type":"array","description":"Paths forbidden even as preflight context.","items":{"type":"string","description":"One entry."}},"context_grant":{"type":"object","description":"What context each side may see (seed 001 `context_grant`).","properties":{"execution_context":{"type":"object","description":"Context of the execution unit.","properties":{"allowed_sources":{"type":"array","description":"Sources the execution unit may read.","items":{"type":"string","description":"One entry."}},"user_requirement_excerpt_path":{"type":["string","null"],"description":"The requirement excerpt it gets."},"previous_next_prompt_path":{"type":["string","null"],"description":"The next prompt it resumes from."},"phase_context_brief_path":{"type":["string","null"],"description":"The phase context brief."},"bounded_context_package_path":{"type":["string","null"],"description":"The bounded context package."},"full_user_prompt_allowed":{"type":"boolean","description":"Whether the full user prompt is visible (normally `false`)."},"full_phase_plan_allowed":{"type":"boolean","description":"Whether the full phase plan is visible (normally `false`)."},"future_phase_details_allowed":{"type":"boolean","description":"Whether future phase details are visible (normally `false`)."}}},"review_context":{"type":"object","description":"Context of the review agent / next-step planner.","properties":{"full_user_prompt_allowed":{"type":"boolean","description":"Full user prompt visible."},"full_phase_plan_allowed":{"type":"boolean","description":"Full phase plan visible."},"source_manifest_allowed":{"type":"boolean","description":"Source manifest visible."},"residual_ledger_allowed":{"type":"boolean","description":"Residual ledger visible."},"solid_decision_skill_allowed":{"type":"boolean","description":"Solid decision skill visible."}}}}},"protocol_visibility":{"type":["object","array"],"description":"Which protocol / review skill files the unit's roles may read, in which phase and why, and which protocols are forbidden."},"consumer_protocol_receipt_gate":{"type":"object","description":"The consumer protocol receipt gate (seed 001 `consumer_protocol_receipt_gate`).","properties":{"required":{"type":["boolean","null"],"description":"Whether the gate applies."},"applies_to_roles":{"type":"array","description":"Roles the gate applies to.","items":{"type":"string","description":"One entry."}},"checks":{"type":"array","description":"The checks of the gate (seed 001 list).","items":{"type":"string","description":"One entry."}},"evidence_inputs":{"type":"object","description":"Paths the gate consumes.","properties":{"task_card_path":{"type":["string","null"],"description":"The task card."},"phases_path":{"type":["string","null"],"description":"`PHASES.md`."},"agent_read_paths_path":{"type":["string","null"],"description":"The agent's `read_paths.txt`."},"agent_receipt_path":{"type":["string","null"],"description":"The agent's `receipt.yaml`."},"read_compliance_review_path":{"type":["string","null"],"description":"The read-compliance review."}}},"pass_condition":{"type":["string","null"],"description":"When the gate passes (`all_checks_pass_or_not_applicable_with_reason`)."},"fail_reaction":{"type":["string","null"],"description":"Reaction on failure (`repair_read_contract_or_rerun_unit`)."}}},"selected_skills":{"type":"array","description":"Skills routed to this unit: at most 2.","items":{"type":"object","description":"One selected skill.","properties":{"skill_path":{"type":["string","null"],"description":"Path of the skill."},"use_mode":{"type":["string","null"],"enum":["call_directly","absorb_principle","reject",null],"description":"How the skill is used."},"covers_req_ids":{"type":"array","description":"Requirement ids the skill serves.","items":{"type":"string","description":"One entry."}},"reason_now":{"type":["string","null"],"description":"Why the skill is used now."},"local_instruction":{"type":["string","null"],"description":"The instruction projected into this unit."},"expected_artifact_effect":{"type":["string","null"],"description":"How the skill must change the artifact."},"expected_effect":{"type":["string","null"],"description":"How the skill must change the work."},"authority_boundary":{"type":["string","null"],"description":"What the skill may not decide."},"skill_effect_checked_by":{"type":["string","null"],"description":"Who checks the skill's effect."}}}},"expected_write_paths":{"type":"array","description":"Paths the unit is expected to write.","items":{"type":"string","description":"One entry."}},"claim_ceiling":{"type":["string","null"],"description":"The highest claim the unit's outputs may make (claim-ceiling lattice)."}}};
const func2 = require("./ucs2length.cjs").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/loop-task-card.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.task_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "task_id"},message:"must have required property '"+"task_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.controller_phase_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "controller_phase_id"},message:"must have required property '"+"controller_phase_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.user_requirement_phase_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user_requirement_phase_id"},message:"must have required property '"+"user_requirement_phase_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.agent_unit_phase_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent_unit_phase_id"},message:"must have required property '"+"agent_unit_phase_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.unit_scope === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit_scope"},message:"must have required property '"+"unit_scope"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.required_read_paths === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "required_read_paths"},message:"must have required property '"+"required_read_paths"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.context_grant === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context_grant"},message:"must have required property '"+"context_grant"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.protocol_visibility === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protocol_visibility"},message:"must have required property '"+"protocol_visibility"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.consumer_protocol_receipt_gate === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consumer_protocol_receipt_gate"},message:"must have required property '"+"consumer_protocol_receipt_gate"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.task_id !== undefined){
let data0 = data.task_id;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err9 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.controller_phase_id !== undefined){
let data1 = data.controller_phase_id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err11 = {instancePath:instancePath+"/controller_phase_id",schemaPath:"#/properties/controller_phase_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/controller_phase_id",schemaPath:"#/properties/controller_phase_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.user_requirement_phase_id !== undefined){
let data2 = data.user_requirement_phase_id;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err13 = {instancePath:instancePath+"/user_requirement_phase_id",schemaPath:"#/properties/user_requirement_phase_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/user_requirement_phase_id",schemaPath:"#/properties/user_requirement_phase_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.agent_unit_phase_id !== undefined){
let data3 = data.agent_unit_phase_id;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err15 = {instancePath:instancePath+"/agent_unit_phase_id",schemaPath:"#/properties/agent_unit_phase_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/agent_unit_phase_id",schemaPath:"#/properties/agent_unit_phase_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.task_phase_plan_id !== undefined){
let data4 = data.task_phase_plan_id;
if((typeof data4 !== "string") && (data4 !== null)){
const err17 = {instancePath:instancePath+"/task_phase_plan_id",schemaPath:"#/properties/task_phase_plan_id/type",keyword:"type",params:{type: schema11.properties.task_phase_plan_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.agent_roster !== undefined){
let data5 = data.agent_roster;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.agent_id !== undefined){
let data7 = data6.agent_id;
if((typeof data7 !== "string") && (data7 !== null)){
const err18 = {instancePath:instancePath+"/agent_roster/" + i0+"/agent_id",schemaPath:"#/properties/agent_roster/items/properties/agent_id/type",keyword:"type",params:{type: schema11.properties.agent_roster.items.properties.agent_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.role !== undefined){
let data8 = data6.role;
if((typeof data8 !== "string") && (data8 !== null)){
const err19 = {instancePath:instancePath+"/agent_roster/" + i0+"/role",schemaPath:"#/properties/agent_roster/items/properties/role/type",keyword:"type",params:{type: schema11.properties.agent_roster.items.properties.role.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((data8 === "controlled_task_agent") || (data8 === "review_agent")) || (data8 === "verifier")) || (data8 === "controller")) || (data8 === null))){
const err20 = {instancePath:instancePath+"/agent_roster/" + i0+"/role",schemaPath:"#/properties/agent_roster/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema11.properties.agent_roster.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.objective !== undefined){
let data9 = data6.objective;
if((typeof data9 !== "string") && (data9 !== null)){
const err21 = {instancePath:instancePath+"/agent_roster/" + i0+"/objective",schemaPath:"#/properties/agent_roster/items/properties/objective/type",keyword:"type",params:{type: schema11.properties.agent_roster.items.properties.objective.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.prompt_path !== undefined){
let data10 = data6.prompt_path;
if((typeof data10 !== "string") && (data10 !== null)){
const err22 = {instancePath:instancePath+"/agent_roster/" + i0+"/prompt_path",schemaPath:"#/properties/agent_roster/items/properties/prompt_path/type",keyword:"type",params:{type: schema11.properties.agent_roster.items.properties.prompt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.read_paths_path !== undefined){
let data11 = data6.read_paths_path;
if((typeof data11 !== "string") && (data11 !== null)){
const err23 = {instancePath:instancePath+"/agent_roster/" + i0+"/read_paths_path",schemaPath:"#/properties/agent_roster/items/properties/read_paths_path/type",keyword:"type",params:{type: schema11.properties.agent_roster.items.properties.read_paths_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.output_path !== undefined){
let data12 = data6.output_path;
if((typeof data12 !== "string") && (data12 !== null)){
const err24 = {instancePath:instancePath+"/agent_roster/" + i0+"/output_path",schemaPath:"#/properties/agent_roster/items/properties/output_path/type",keyword:"type",params:{type: schema11.properties.agent_roster.items.properties.output_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.receipt_path !== undefined){
let data13 = data6.receipt_path;
if((typeof data13 !== "string") && (data13 !== null)){
const err25 = {instancePath:instancePath+"/agent_roster/" + i0+"/receipt_path",schemaPath:"#/properties/agent_roster/items/properties/receipt_path/type",keyword:"type",params:{type: schema11.properties.agent_roster.items.properties.receipt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.req_ids !== undefined){
let data14 = data6.req_ids;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
if(typeof data14[i1] !== "string"){
const err26 = {instancePath:instancePath+"/agent_roster/" + i0+"/req_ids/" + i1,schemaPath:"#/properties/agent_roster/items/properties/req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/agent_roster/" + i0+"/req_ids",schemaPath:"#/properties/agent_roster/items/properties/req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.may_read !== undefined){
let data16 = data6.may_read;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
if(typeof data16[i2] !== "string"){
const err28 = {instancePath:instancePath+"/agent_roster/" + i0+"/may_read/" + i2,schemaPath:"#/properties/agent_roster/items/properties/may_read/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/agent_roster/" + i0+"/may_read",schemaPath:"#/properties/agent_roster/items/properties/may_read/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data6.forbidden_read !== undefined){
let data18 = data6.forbidden_read;
if(Array.isArray(data18)){
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
if(typeof data18[i3] !== "string"){
const err30 = {instancePath:instancePath+"/agent_roster/" + i0+"/forbidden_read/" + i3,schemaPath:"#/properties/agent_roster/items/properties/forbidden_read/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err31 = {instancePath:instancePath+"/agent_roster/" + i0+"/forbidden_read",schemaPath:"#/properties/agent_roster/items/properties/forbidden_read/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data6.must_output !== undefined){
let data20 = data6.must_output;
if(Array.isArray(data20)){
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
if(typeof data20[i4] !== "string"){
const err32 = {instancePath:instancePath+"/agent_roster/" + i0+"/must_output/" + i4,schemaPath:"#/properties/agent_roster/items/properties/must_output/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/agent_roster/" + i0+"/must_output",schemaPath:"#/properties/agent_roster/items/properties/must_output/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data6.decision_authority !== undefined){
let data22 = data6.decision_authority;
if((typeof data22 !== "string") && (data22 !== null)){
const err34 = {instancePath:instancePath+"/agent_roster/" + i0+"/decision_authority",schemaPath:"#/properties/agent_roster/items/properties/decision_authority/type",keyword:"type",params:{type: schema11.properties.agent_roster.items.properties.decision_authority.type},message:"must be string,null"};
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
const err35 = {instancePath:instancePath+"/agent_roster/" + i0,schemaPath:"#/properties/agent_roster/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/agent_roster",schemaPath:"#/properties/agent_roster/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.single_agent_exception !== undefined){
let data23 = data.single_agent_exception;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.allowed !== undefined){
let data24 = data23.allowed;
if((typeof data24 !== "boolean") && (data24 !== null)){
const err37 = {instancePath:instancePath+"/single_agent_exception/allowed",schemaPath:"#/properties/single_agent_exception/properties/allowed/type",keyword:"type",params:{type: schema11.properties.single_agent_exception.properties.allowed.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data23.reason !== undefined){
let data25 = data23.reason;
if((typeof data25 !== "string") && (data25 !== null)){
const err38 = {instancePath:instancePath+"/single_agent_exception/reason",schemaPath:"#/properties/single_agent_exception/properties/reason/type",keyword:"type",params:{type: schema11.properties.single_agent_exception.properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data23.review_substitute !== undefined){
let data26 = data23.review_substitute;
if((typeof data26 !== "string") && (data26 !== null)){
const err39 = {instancePath:instancePath+"/single_agent_exception/review_substitute",schemaPath:"#/properties/single_agent_exception/properties/review_substitute/type",keyword:"type",params:{type: schema11.properties.single_agent_exception.properties.review_substitute.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data23.risk_acceptance !== undefined){
let data27 = data23.risk_acceptance;
if((typeof data27 !== "string") && (data27 !== null)){
const err40 = {instancePath:instancePath+"/single_agent_exception/risk_acceptance",schemaPath:"#/properties/single_agent_exception/properties/risk_acceptance/type",keyword:"type",params:{type: schema11.properties.single_agent_exception.properties.risk_acceptance.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/single_agent_exception",schemaPath:"#/properties/single_agent_exception/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.unit_scope !== undefined){
let data28 = data.unit_scope;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.unit_id !== undefined){
let data29 = data28.unit_id;
if((typeof data29 !== "string") && (data29 !== null)){
const err42 = {instancePath:instancePath+"/unit_scope/unit_id",schemaPath:"#/properties/unit_scope/properties/unit_id/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.unit_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data28.task_phase_plan_id !== undefined){
let data30 = data28.task_phase_plan_id;
if((typeof data30 !== "string") && (data30 !== null)){
const err43 = {instancePath:instancePath+"/unit_scope/task_phase_plan_id",schemaPath:"#/properties/unit_scope/properties/task_phase_plan_id/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.task_phase_plan_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data28.controller_phase_id !== undefined){
let data31 = data28.controller_phase_id;
if((typeof data31 !== "string") && (data31 !== null)){
const err44 = {instancePath:instancePath+"/unit_scope/controller_phase_id",schemaPath:"#/properties/unit_scope/properties/controller_phase_id/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.controller_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data28.user_requirement_phase_id !== undefined){
let data32 = data28.user_requirement_phase_id;
if((typeof data32 !== "string") && (data32 !== null)){
const err45 = {instancePath:instancePath+"/unit_scope/user_requirement_phase_id",schemaPath:"#/properties/unit_scope/properties/user_requirement_phase_id/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.user_requirement_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data28.agent_unit_phase_id !== undefined){
let data33 = data28.agent_unit_phase_id;
if((typeof data33 !== "string") && (data33 !== null)){
const err46 = {instancePath:instancePath+"/unit_scope/agent_unit_phase_id",schemaPath:"#/properties/unit_scope/properties/agent_unit_phase_id/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.agent_unit_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data28.directions !== undefined){
let data34 = data28.directions;
if(Array.isArray(data34)){
const len5 = data34.length;
for(let i5=0; i5<len5; i5++){
if(typeof data34[i5] !== "string"){
const err47 = {instancePath:instancePath+"/unit_scope/directions/" + i5,schemaPath:"#/properties/unit_scope/properties/directions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/unit_scope/directions",schemaPath:"#/properties/unit_scope/properties/directions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data28.atomic_tasks !== undefined){
let data36 = data28.atomic_tasks;
if(Array.isArray(data36)){
const len6 = data36.length;
for(let i6=0; i6<len6; i6++){
if(typeof data36[i6] !== "string"){
const err49 = {instancePath:instancePath+"/unit_scope/atomic_tasks/" + i6,schemaPath:"#/properties/unit_scope/properties/atomic_tasks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/unit_scope/atomic_tasks",schemaPath:"#/properties/unit_scope/properties/atomic_tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data28.why_these_directions !== undefined){
let data38 = data28.why_these_directions;
if((typeof data38 !== "string") && (data38 !== null)){
const err51 = {instancePath:instancePath+"/unit_scope/why_these_directions",schemaPath:"#/properties/unit_scope/properties/why_these_directions/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.why_these_directions.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data28.deferred_directions !== undefined){
let data39 = data28.deferred_directions;
if(Array.isArray(data39)){
const len7 = data39.length;
for(let i7=0; i7<len7; i7++){
if(typeof data39[i7] !== "string"){
const err52 = {instancePath:instancePath+"/unit_scope/deferred_directions/" + i7,schemaPath:"#/properties/unit_scope/properties/deferred_directions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/unit_scope/deferred_directions",schemaPath:"#/properties/unit_scope/properties/deferred_directions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data28.deferred_atomic_tasks !== undefined){
let data41 = data28.deferred_atomic_tasks;
if(Array.isArray(data41)){
const len8 = data41.length;
for(let i8=0; i8<len8; i8++){
if(typeof data41[i8] !== "string"){
const err54 = {instancePath:instancePath+"/unit_scope/deferred_atomic_tasks/" + i8,schemaPath:"#/properties/unit_scope/properties/deferred_atomic_tasks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err55 = {instancePath:instancePath+"/unit_scope/deferred_atomic_tasks",schemaPath:"#/properties/unit_scope/properties/deferred_atomic_tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data28.next_unit_candidates !== undefined){
let data43 = data28.next_unit_candidates;
if(Array.isArray(data43)){
const len9 = data43.length;
for(let i9=0; i9<len9; i9++){
if(typeof data43[i9] !== "string"){
const err56 = {instancePath:instancePath+"/unit_scope/next_unit_candidates/" + i9,schemaPath:"#/properties/unit_scope/properties/next_unit_candidates/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/unit_scope/next_unit_candidates",schemaPath:"#/properties/unit_scope/properties/next_unit_candidates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data28.scope_reason !== undefined){
let data45 = data28.scope_reason;
if((typeof data45 !== "string") && (data45 !== null)){
const err58 = {instancePath:instancePath+"/unit_scope/scope_reason",schemaPath:"#/properties/unit_scope/properties/scope_reason/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.scope_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data28.task_volume_policy !== undefined){
let data46 = data28.task_volume_policy;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.target_atomic_tasks !== undefined){
let data47 = data46.target_atomic_tasks;
if((typeof data47 !== "string") && (!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47))))){
const err59 = {instancePath:instancePath+"/unit_scope/task_volume_policy/target_atomic_tasks",schemaPath:"#/properties/unit_scope/properties/task_volume_policy/properties/target_atomic_tasks/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.task_volume_policy.properties.target_atomic_tasks.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data46.avoid_too_small !== undefined){
if(typeof data46.avoid_too_small !== "boolean"){
const err60 = {instancePath:instancePath+"/unit_scope/task_volume_policy/avoid_too_small",schemaPath:"#/properties/unit_scope/properties/task_volume_policy/properties/avoid_too_small/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data46.if_more_than_five !== undefined){
let data49 = data46.if_more_than_five;
if((typeof data49 !== "string") && (data49 !== null)){
const err61 = {instancePath:instancePath+"/unit_scope/task_volume_policy/if_more_than_five",schemaPath:"#/properties/unit_scope/properties/task_volume_policy/properties/if_more_than_five/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.task_volume_policy.properties.if_more_than_five.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data46.if_less_than_three !== undefined){
let data50 = data46.if_less_than_three;
if((typeof data50 !== "string") && (data50 !== null)){
const err62 = {instancePath:instancePath+"/unit_scope/task_volume_policy/if_less_than_three",schemaPath:"#/properties/unit_scope/properties/task_volume_policy/properties/if_less_than_three/type",keyword:"type",params:{type: schema11.properties.unit_scope.properties.task_volume_policy.properties.if_less_than_three.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/unit_scope/task_volume_policy",schemaPath:"#/properties/unit_scope/properties/task_volume_policy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/unit_scope",schemaPath:"#/properties/unit_scope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.requirement_grouping !== undefined){
let data51 = data.requirement_grouping;
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.grouping_basis !== undefined){
let data52 = data51.grouping_basis;
if((typeof data52 !== "string") && (data52 !== null)){
const err65 = {instancePath:instancePath+"/requirement_grouping/grouping_basis",schemaPath:"#/properties/requirement_grouping/properties/grouping_basis/type",keyword:"type",params:{type: schema11.properties.requirement_grouping.properties.grouping_basis.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!((((((data52 === "same_kind") || (data52 === "broad_cross_cutting")) || (data52 === "dependency_chain")) || (data52 === "test_lane")) || (data52 === "external_resource")) || (data52 === null))){
const err66 = {instancePath:instancePath+"/requirement_grouping/grouping_basis",schemaPath:"#/properties/requirement_grouping/properties/grouping_basis/enum",keyword:"enum",params:{allowedValues: schema11.properties.requirement_grouping.properties.grouping_basis.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data51.grouped_req_ids !== undefined){
let data53 = data51.grouped_req_ids;
if(Array.isArray(data53)){
const len10 = data53.length;
for(let i10=0; i10<len10; i10++){
if(typeof data53[i10] !== "string"){
const err67 = {instancePath:instancePath+"/requirement_grouping/grouped_req_ids/" + i10,schemaPath:"#/properties/requirement_grouping/properties/grouped_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/requirement_grouping/grouped_req_ids",schemaPath:"#/properties/requirement_grouping/properties/grouped_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data51.broad_req_ids !== undefined){
let data55 = data51.broad_req_ids;
if(Array.isArray(data55)){
const len11 = data55.length;
for(let i11=0; i11<len11; i11++){
if(typeof data55[i11] !== "string"){
const err69 = {instancePath:instancePath+"/requirement_grouping/broad_req_ids/" + i11,schemaPath:"#/properties/requirement_grouping/properties/broad_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/requirement_grouping/broad_req_ids",schemaPath:"#/properties/requirement_grouping/properties/broad_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data51.max_req_ids_per_subagent !== undefined){
let data57 = data51.max_req_ids_per_subagent;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err71 = {instancePath:instancePath+"/requirement_grouping/max_req_ids_per_subagent",schemaPath:"#/properties/requirement_grouping/properties/max_req_ids_per_subagent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 1 || isNaN(data57)){
const err72 = {instancePath:instancePath+"/requirement_grouping/max_req_ids_per_subagent",schemaPath:"#/properties/requirement_grouping/properties/max_req_ids_per_subagent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
if(data51.singleton_agent_required !== undefined){
let data58 = data51.singleton_agent_required;
if((typeof data58 !== "boolean") && (data58 !== null)){
const err73 = {instancePath:instancePath+"/requirement_grouping/singleton_agent_required",schemaPath:"#/properties/requirement_grouping/properties/singleton_agent_required/type",keyword:"type",params:{type: schema11.properties.requirement_grouping.properties.singleton_agent_required.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data51.assignment_reason !== undefined){
let data59 = data51.assignment_reason;
if((typeof data59 !== "string") && (data59 !== null)){
const err74 = {instancePath:instancePath+"/requirement_grouping/assignment_reason",schemaPath:"#/properties/requirement_grouping/properties/assignment_reason/type",keyword:"type",params:{type: schema11.properties.requirement_grouping.properties.assignment_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data51.deferred_req_ids !== undefined){
let data60 = data51.deferred_req_ids;
if(Array.isArray(data60)){
const len12 = data60.length;
for(let i12=0; i12<len12; i12++){
if(typeof data60[i12] !== "string"){
const err75 = {instancePath:instancePath+"/requirement_grouping/deferred_req_ids/" + i12,schemaPath:"#/properties/requirement_grouping/properties/deferred_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err76 = {instancePath:instancePath+"/requirement_grouping/deferred_req_ids",schemaPath:"#/properties/requirement_grouping/properties/deferred_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/requirement_grouping",schemaPath:"#/properties/requirement_grouping/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.required_read_paths !== undefined){
let data62 = data.required_read_paths;
if(Array.isArray(data62)){
const len13 = data62.length;
for(let i13=0; i13<len13; i13++){
if(typeof data62[i13] !== "string"){
const err78 = {instancePath:instancePath+"/required_read_paths/" + i13,schemaPath:"#/properties/required_read_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err79 = {instancePath:instancePath+"/required_read_paths",schemaPath:"#/properties/required_read_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.forbidden_read_paths !== undefined){
let data64 = data.forbidden_read_paths;
if(Array.isArray(data64)){
const len14 = data64.length;
for(let i14=0; i14<len14; i14++){
if(typeof data64[i14] !== "string"){
const err80 = {instancePath:instancePath+"/forbidden_read_paths/" + i14,schemaPath:"#/properties/forbidden_read_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath:instancePath+"/forbidden_read_paths",schemaPath:"#/properties/forbidden_read_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.forbidden_read !== undefined){
let data66 = data.forbidden_read;
if(Array.isArray(data66)){
const len15 = data66.length;
for(let i15=0; i15<len15; i15++){
if(typeof data66[i15] !== "string"){
const err82 = {instancePath:instancePath+"/forbidden_read/" + i15,schemaPath:"#/properties/forbidden_read/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/forbidden_read",schemaPath:"#/properties/forbidden_read/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.forbidden_even_as_preflight !== undefined){
let data68 = data.forbidden_even_as_preflight;
if(Array.isArray(data68)){
const len16 = data68.length;
for(let i16=0; i16<len16; i16++){
if(typeof data68[i16] !== "string"){
const err84 = {instancePath:instancePath+"/forbidden_even_as_preflight/" + i16,schemaPath:"#/properties/forbidden_even_as_preflight/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err85 = {instancePath:instancePath+"/forbidden_even_as_preflight",schemaPath:"#/properties/forbidden_even_as_preflight/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.context_grant !== undefined){
let data70 = data.context_grant;
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
if(data70.execution_context !== undefined){
let data71 = data70.execution_context;
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
if(data71.allowed_sources !== undefined){
let data72 = data71.allowed_sources;
if(Array.isArray(data72)){
const len17 = data72.length;
for(let i17=0; i17<len17; i17++){
if(typeof data72[i17] !== "string"){
const err86 = {instancePath:instancePath+"/context_grant/execution_context/allowed_sources/" + i17,schemaPath:"#/properties/context_grant/properties/execution_context/properties/allowed_sources/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/context_grant/execution_context/allowed_sources",schemaPath:"#/properties/context_grant/properties/execution_context/properties/allowed_sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data71.user_requirement_excerpt_path !== undefined){
let data74 = data71.user_requirement_excerpt_path;
if((typeof data74 !== "string") && (data74 !== null)){
const err88 = {instancePath:instancePath+"/context_grant/execution_context/user_requirement_excerpt_path",schemaPath:"#/properties/context_grant/properties/execution_context/properties/user_requirement_excerpt_path/type",keyword:"type",params:{type: schema11.properties.context_grant.properties.execution_context.properties.user_requirement_excerpt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data71.previous_next_prompt_path !== undefined){
let data75 = data71.previous_next_prompt_path;
if((typeof data75 !== "string") && (data75 !== null)){
const err89 = {instancePath:instancePath+"/context_grant/execution_context/previous_next_prompt_path",schemaPath:"#/properties/context_grant/properties/execution_context/properties/previous_next_prompt_path/type",keyword:"type",params:{type: schema11.properties.context_grant.properties.execution_context.properties.previous_next_prompt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data71.phase_context_brief_path !== undefined){
let data76 = data71.phase_context_brief_path;
if((typeof data76 !== "string") && (data76 !== null)){
const err90 = {instancePath:instancePath+"/context_grant/execution_context/phase_context_brief_path",schemaPath:"#/properties/context_grant/properties/execution_context/properties/phase_context_brief_path/type",keyword:"type",params:{type: schema11.properties.context_grant.properties.execution_context.properties.phase_context_brief_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data71.bounded_context_package_path !== undefined){
let data77 = data71.bounded_context_package_path;
if((typeof data77 !== "string") && (data77 !== null)){
const err91 = {instancePath:instancePath+"/context_grant/execution_context/bounded_context_package_path",schemaPath:"#/properties/context_grant/properties/execution_context/properties/bounded_context_package_path/type",keyword:"type",params:{type: schema11.properties.context_grant.properties.execution_context.properties.bounded_context_package_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data71.full_user_prompt_allowed !== undefined){
if(typeof data71.full_user_prompt_allowed !== "boolean"){
const err92 = {instancePath:instancePath+"/context_grant/execution_context/full_user_prompt_allowed",schemaPath:"#/properties/context_grant/properties/execution_context/properties/full_user_prompt_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data71.full_phase_plan_allowed !== undefined){
if(typeof data71.full_phase_plan_allowed !== "boolean"){
const err93 = {instancePath:instancePath+"/context_grant/execution_context/full_phase_plan_allowed",schemaPath:"#/properties/context_grant/properties/execution_context/properties/full_phase_plan_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data71.future_phase_details_allowed !== undefined){
if(typeof data71.future_phase_details_allowed !== "boolean"){
const err94 = {instancePath:instancePath+"/context_grant/execution_context/future_phase_details_allowed",schemaPath:"#/properties/context_grant/properties/execution_context/properties/future_phase_details_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/context_grant/execution_context",schemaPath:"#/properties/context_grant/properties/execution_context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data70.review_context !== undefined){
let data81 = data70.review_context;
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
if(data81.full_user_prompt_allowed !== undefined){
if(typeof data81.full_user_prompt_allowed !== "boolean"){
const err96 = {instancePath:instancePath+"/context_grant/review_context/full_user_prompt_allowed",schemaPath:"#/properties/context_grant/properties/review_context/properties/full_user_prompt_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data81.full_phase_plan_allowed !== undefined){
if(typeof data81.full_phase_plan_allowed !== "boolean"){
const err97 = {instancePath:instancePath+"/context_grant/review_context/full_phase_plan_allowed",schemaPath:"#/properties/context_grant/properties/review_context/properties/full_phase_plan_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data81.source_manifest_allowed !== undefined){
if(typeof data81.source_manifest_allowed !== "boolean"){
const err98 = {instancePath:instancePath+"/context_grant/review_context/source_manifest_allowed",schemaPath:"#/properties/context_grant/properties/review_context/properties/source_manifest_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data81.residual_ledger_allowed !== undefined){
if(typeof data81.residual_ledger_allowed !== "boolean"){
const err99 = {instancePath:instancePath+"/context_grant/review_context/residual_ledger_allowed",schemaPath:"#/properties/context_grant/properties/review_context/properties/residual_ledger_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data81.solid_decision_skill_allowed !== undefined){
if(typeof data81.solid_decision_skill_allowed !== "boolean"){
const err100 = {instancePath:instancePath+"/context_grant/review_context/solid_decision_skill_allowed",schemaPath:"#/properties/context_grant/properties/review_context/properties/solid_decision_skill_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath:instancePath+"/context_grant/review_context",schemaPath:"#/properties/context_grant/properties/review_context/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath:instancePath+"/context_grant",schemaPath:"#/properties/context_grant/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.protocol_visibility !== undefined){
let data87 = data.protocol_visibility;
if(!data87 || typeof data87 != "object"){
const err103 = {instancePath:instancePath+"/protocol_visibility",schemaPath:"#/properties/protocol_visibility/type",keyword:"type",params:{type: schema11.properties.protocol_visibility.type},message:"must be object,array"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.consumer_protocol_receipt_gate !== undefined){
let data88 = data.consumer_protocol_receipt_gate;
if(data88 && typeof data88 == "object" && !Array.isArray(data88)){
if(data88.required !== undefined){
let data89 = data88.required;
if((typeof data89 !== "boolean") && (data89 !== null)){
const err104 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/required",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/required/type",keyword:"type",params:{type: schema11.properties.consumer_protocol_receipt_gate.properties.required.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data88.applies_to_roles !== undefined){
let data90 = data88.applies_to_roles;
if(Array.isArray(data90)){
const len18 = data90.length;
for(let i18=0; i18<len18; i18++){
if(typeof data90[i18] !== "string"){
const err105 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/applies_to_roles/" + i18,schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/applies_to_roles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/applies_to_roles",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/applies_to_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data88.checks !== undefined){
let data92 = data88.checks;
if(Array.isArray(data92)){
const len19 = data92.length;
for(let i19=0; i19<len19; i19++){
if(typeof data92[i19] !== "string"){
const err107 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/checks/" + i19,schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/checks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err108 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/checks",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data88.evidence_inputs !== undefined){
let data94 = data88.evidence_inputs;
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
if(data94.task_card_path !== undefined){
let data95 = data94.task_card_path;
if((typeof data95 !== "string") && (data95 !== null)){
const err109 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/evidence_inputs/task_card_path",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/task_card_path/type",keyword:"type",params:{type: schema11.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.task_card_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data94.phases_path !== undefined){
let data96 = data94.phases_path;
if((typeof data96 !== "string") && (data96 !== null)){
const err110 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/evidence_inputs/phases_path",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/phases_path/type",keyword:"type",params:{type: schema11.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.phases_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data94.agent_read_paths_path !== undefined){
let data97 = data94.agent_read_paths_path;
if((typeof data97 !== "string") && (data97 !== null)){
const err111 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/evidence_inputs/agent_read_paths_path",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/agent_read_paths_path/type",keyword:"type",params:{type: schema11.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.agent_read_paths_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data94.agent_receipt_path !== undefined){
let data98 = data94.agent_receipt_path;
if((typeof data98 !== "string") && (data98 !== null)){
const err112 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/evidence_inputs/agent_receipt_path",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/agent_receipt_path/type",keyword:"type",params:{type: schema11.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.agent_receipt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data94.read_compliance_review_path !== undefined){
let data99 = data94.read_compliance_review_path;
if((typeof data99 !== "string") && (data99 !== null)){
const err113 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/evidence_inputs/read_compliance_review_path",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/read_compliance_review_path/type",keyword:"type",params:{type: schema11.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.read_compliance_review_path.type},message:"must be string,null"};
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
else {
const err114 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/evidence_inputs",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data88.pass_condition !== undefined){
let data100 = data88.pass_condition;
if((typeof data100 !== "string") && (data100 !== null)){
const err115 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/pass_condition",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/pass_condition/type",keyword:"type",params:{type: schema11.properties.consumer_protocol_receipt_gate.properties.pass_condition.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data88.fail_reaction !== undefined){
let data101 = data88.fail_reaction;
if((typeof data101 !== "string") && (data101 !== null)){
const err116 = {instancePath:instancePath+"/consumer_protocol_receipt_gate/fail_reaction",schemaPath:"#/properties/consumer_protocol_receipt_gate/properties/fail_reaction/type",keyword:"type",params:{type: schema11.properties.consumer_protocol_receipt_gate.properties.fail_reaction.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
else {
const err117 = {instancePath:instancePath+"/consumer_protocol_receipt_gate",schemaPath:"#/properties/consumer_protocol_receipt_gate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data.selected_skills !== undefined){
let data102 = data.selected_skills;
if(Array.isArray(data102)){
const len20 = data102.length;
for(let i20=0; i20<len20; i20++){
let data103 = data102[i20];
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
if(data103.skill_path !== undefined){
let data104 = data103.skill_path;
if((typeof data104 !== "string") && (data104 !== null)){
const err118 = {instancePath:instancePath+"/selected_skills/" + i20+"/skill_path",schemaPath:"#/properties/selected_skills/items/properties/skill_path/type",keyword:"type",params:{type: schema11.properties.selected_skills.items.properties.skill_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data103.use_mode !== undefined){
let data105 = data103.use_mode;
if((typeof data105 !== "string") && (data105 !== null)){
const err119 = {instancePath:instancePath+"/selected_skills/" + i20+"/use_mode",schemaPath:"#/properties/selected_skills/items/properties/use_mode/type",keyword:"type",params:{type: schema11.properties.selected_skills.items.properties.use_mode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(!((((data105 === "call_directly") || (data105 === "absorb_principle")) || (data105 === "reject")) || (data105 === null))){
const err120 = {instancePath:instancePath+"/selected_skills/" + i20+"/use_mode",schemaPath:"#/properties/selected_skills/items/properties/use_mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.selected_skills.items.properties.use_mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data103.covers_req_ids !== undefined){
let data106 = data103.covers_req_ids;
if(Array.isArray(data106)){
const len21 = data106.length;
for(let i21=0; i21<len21; i21++){
if(typeof data106[i21] !== "string"){
const err121 = {instancePath:instancePath+"/selected_skills/" + i20+"/covers_req_ids/" + i21,schemaPath:"#/properties/selected_skills/items/properties/covers_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/selected_skills/" + i20+"/covers_req_ids",schemaPath:"#/properties/selected_skills/items/properties/covers_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data103.reason_now !== undefined){
let data108 = data103.reason_now;
if((typeof data108 !== "string") && (data108 !== null)){
const err123 = {instancePath:instancePath+"/selected_skills/" + i20+"/reason_now",schemaPath:"#/properties/selected_skills/items/properties/reason_now/type",keyword:"type",params:{type: schema11.properties.selected_skills.items.properties.reason_now.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data103.local_instruction !== undefined){
let data109 = data103.local_instruction;
if((typeof data109 !== "string") && (data109 !== null)){
const err124 = {instancePath:instancePath+"/selected_skills/" + i20+"/local_instruction",schemaPath:"#/properties/selected_skills/items/properties/local_instruction/type",keyword:"type",params:{type: schema11.properties.selected_skills.items.properties.local_instruction.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data103.expected_artifact_effect !== undefined){
let data110 = data103.expected_artifact_effect;
if((typeof data110 !== "string") && (data110 !== null)){
const err125 = {instancePath:instancePath+"/selected_skills/" + i20+"/expected_artifact_effect",schemaPath:"#/properties/selected_skills/items/properties/expected_artifact_effect/type",keyword:"type",params:{type: schema11.properties.selected_skills.items.properties.expected_artifact_effect.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data103.expected_effect !== undefined){
let data111 = data103.expected_effect;
if((typeof data111 !== "string") && (data111 !== null)){
const err126 = {instancePath:instancePath+"/selected_skills/" + i20+"/expected_effect",schemaPath:"#/properties/selected_skills/items/properties/expected_effect/type",keyword:"type",params:{type: schema11.properties.selected_skills.items.properties.expected_effect.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data103.authority_boundary !== undefined){
let data112 = data103.authority_boundary;
if((typeof data112 !== "string") && (data112 !== null)){
const err127 = {instancePath:instancePath+"/selected_skills/" + i20+"/authority_boundary",schemaPath:"#/properties/selected_skills/items/properties/authority_boundary/type",keyword:"type",params:{type: schema11.properties.selected_skills.items.properties.authority_boundary.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data103.skill_effect_checked_by !== undefined){
let data113 = data103.skill_effect_checked_by;
if((typeof data113 !== "string") && (data113 !== null)){
const err128 = {instancePath:instancePath+"/selected_skills/" + i20+"/skill_effect_checked_by",schemaPath:"#/properties/selected_skills/items/properties/skill_effect_checked_by/type",keyword:"type",params:{type: schema11.properties.selected_skills.items.properties.skill_effect_checked_by.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath:instancePath+"/selected_skills/" + i20,schemaPath:"#/properties/selected_skills/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath:instancePath+"/selected_skills",schemaPath:"#/properties/selected_skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data.expected_write_paths !== undefined){
let data114 = data.expected_write_paths;
if(Array.isArray(data114)){
const len22 = data114.length;
for(let i22=0; i22<len22; i22++){
if(typeof data114[i22] !== "string"){
const err131 = {instancePath:instancePath+"/expected_write_paths/" + i22,schemaPath:"#/properties/expected_write_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
else {
const err132 = {instancePath:instancePath+"/expected_write_paths",schemaPath:"#/properties/expected_write_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data.claim_ceiling !== undefined){
let data116 = data.claim_ceiling;
if((typeof data116 !== "string") && (data116 !== null)){
const err133 = {instancePath:instancePath+"/claim_ceiling",schemaPath:"#/properties/claim_ceiling/type",keyword:"type",params:{type: schema11.properties.claim_ceiling.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
else {
const err134 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

