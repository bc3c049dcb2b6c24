// Generated from schemas/loop-receipt.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/loop-receipt.schema.json","title":"LoopReceipt","description":"An agent run's `receipt.yaml` (`AGENT_RUNS/round_<N>_<role>_<slug>/`, seed 001): what the agent covered, read, wrote and suggests, and its read contract.","x-wflint-kind":"loop-receipt","x-wflint-version":"1","type":"object","required":["controller_phase_id","user_requirement_phase_id","agent_unit_phase_id","covered_req_ids","declared_sources","missing_or_blocked_sources","atomic_tasks_completed","atomic_tasks_deferred","output_paths","limitations","suggested_next_reaction","mandatory_startup_reads_completed","actual_read_classes","state_authority_source","forbidden_sources_not_read","required_information_use_traced","scheduler_or_manual_resume_expectation","consumer_protocol_receipt_gate_status","receipt_output_agreement_status","claim_ceiling"],"properties":{"task_id":{"type":"string","description":"The task card (`TASKS/<task_id>.md`) the receipt answers to; seed 001 asks none, so wflint also finds the card whose roster names the run.","minLength":1},"controller_phase_id":{"type":"string","description":"Controller lifecycle phase; equals the task card's.","minLength":1},"user_requirement_phase_id":{"type":"string","description":"User requirement phase; equals the task card's.","minLength":1},"agent_unit_phase_id":{"type":"string","description":"Agent unit phase; equals the task card's.","minLength":1},"covered_req_ids":{"type":"array","description":"Requirement ids the run covered.","items":{"type":"string","description":"One entry."}},"declared_sources":{"type":"array","description":"Sources the agent declares it used.","items":{"type":"string","description":"One entry."}},"missing_or_blocked_sources":{"type":"array","description":"Sources that were missing or blocked.","items":{"type":"string","description":"One entry."}},"atomic_tasks_completed":{"type":"array","description":"Atomic tasks completed.","items":{"type":"string","description":"One entry."}},"atomic_tasks_deferred":{"type":"array","description":"Atomic tasks deferred.","items":{"type":"string","description":"One entry."}},"output_paths":{"type":"array","description":"Paths the run wrote; each must exist.","items":{"type":"string","description":"One entry."}},"limitations":{"type":"array","description":"Self-reported limitations.","items":{"type":"string","description":"One entry."}},"suggested_next_reaction":{"type":"string","enum":["repair","continue_execution","continue_test","branch","advance","await_user","block","close"],"description":"The reaction the agent suggests (the Controller binds the real one)."},"mandatory_startup_reads_completed":{"description":"Whether the mandatory startup files were read. `not_applicable_with_reason` (with `mandatory_startup_reads_completed_reason` or a comment) where it does not apply (seed 001:893).","oneOf":[{"type":"boolean","description":"The answer."},{"const":"not_applicable_with_reason","description":"Not applicable; the reason is written next to it."}]},"startup_instruction_source":{"type":["string","null"],"description":"Where the startup instructions came from (`AGENTS.md`)."},"skill_routing_source":{"type":["string","null"],"description":"The skill routing source (`rules/skills/INDEX.md`)."},"selected_skill_effect":{"type":["string","null"],"description":"What the selected skill changed."},"actual_read_classes":{"type":"object","description":"Every actual read, by class.","properties":{"preflight_repository_non_evidentiary":{"type":"array","description":"Repository startup reads (not evidence).","items":{"type":"string","description":"One entry."}},"preflight_skill_protocol_non_evidentiary":{"type":"array","description":"Skill / protocol routing reads (not evidence).","items":{"type":"string","description":"One entry."}},"promoted_preflight_evidence":{"type":"array","description":"Preflight reads promoted to evidence by the task card.","items":{"type":"string","description":"One entry."}},"task_local_evidence":{"type":"array","description":"Task-local evidence reads.","items":{"type":"string","description":"One entry."}},"forbidden_source":{"type":"array","description":"Forbidden sources that were read anyway.","items":{"type":"string","description":"One entry."}}}},"read_use_declaration":{"type":"object","description":"What each read was used for.","properties":{"used_for_task_judgment":{"type":"array","description":"Reads used for task judgment.","items":{"type":"string","description":"One entry."}},"read_only_for_operational_routing":{"type":"array","description":"Reads used only for routing.","items":{"type":"string","description":"One entry."}}}},"state_authority_source":{"type":["string","null"],"description":"The state authority the agent resumed from."},"stale_sources_not_read":{"type":"array","description":"Stale sources the agent did not read.","items":{"type":"string","description":"One entry."}},"forbidden_sources_not_read":{"description":"Whether no forbidden source was read. `not_applicable_with_reason` (with `forbidden_sources_not_read_reason` or a comment) where it does not apply (seed 001:893).","oneOf":[{"type":"boolean","description":"The answer."},{"const":"not_applicable_with_reason","description":"Not applicable; the reason is written next to it."}]},"required_information_use_traced":{"description":"Whether required information use is traced in the outputs. `not_applicable_with_reason` (with `required_information_use_traced_reason` or a comment) where it does not apply (seed 001:893).","oneOf":[{"type":"boolean","description":"The answer."},{"const":"not_applicable_with_reason","description":"Not applicable; the reason is written next to it."}]},"scheduler_or_manual_resume_expectation":{"type":["string","null"],"description":"The scheduler or manual resume expectation."},"consumer_protocol_receipt_gate_status":{"type":"string","enum":["pass","fail","not_applicable_with_reason"],"description":"Gate status; `not_applicable_with_reason` needs a reason."},"receipt_output_agreement_status":{"type":"string","enum":["pass","fail","not_applicable_with_reason"],"description":"Gate status; `not_applicable_with_reason` needs a reason."},"claim_ceiling":{"type":["string","null"],"description":"The highest claim the run's outputs make (at most the task card's)."}}};
const func2 = require("./ucs2length.cjs").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/loop-receipt.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.controller_phase_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "controller_phase_id"},message:"must have required property '"+"controller_phase_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.user_requirement_phase_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user_requirement_phase_id"},message:"must have required property '"+"user_requirement_phase_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.agent_unit_phase_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent_unit_phase_id"},message:"must have required property '"+"agent_unit_phase_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.covered_req_ids === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "covered_req_ids"},message:"must have required property '"+"covered_req_ids"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.declared_sources === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "declared_sources"},message:"must have required property '"+"declared_sources"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.missing_or_blocked_sources === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "missing_or_blocked_sources"},message:"must have required property '"+"missing_or_blocked_sources"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.atomic_tasks_completed === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "atomic_tasks_completed"},message:"must have required property '"+"atomic_tasks_completed"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.atomic_tasks_deferred === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "atomic_tasks_deferred"},message:"must have required property '"+"atomic_tasks_deferred"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.output_paths === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output_paths"},message:"must have required property '"+"output_paths"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.limitations === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "limitations"},message:"must have required property '"+"limitations"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.suggested_next_reaction === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suggested_next_reaction"},message:"must have required property '"+"suggested_next_reaction"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.mandatory_startup_reads_completed === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mandatory_startup_reads_completed"},message:"must have required property '"+"mandatory_startup_reads_completed"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.actual_read_classes === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actual_read_classes"},message:"must have required property '"+"actual_read_classes"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.state_authority_source === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state_authority_source"},message:"must have required property '"+"state_authority_source"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.forbidden_sources_not_read === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "forbidden_sources_not_read"},message:"must have required property '"+"forbidden_sources_not_read"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.required_information_use_traced === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "required_information_use_traced"},message:"must have required property '"+"required_information_use_traced"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.scheduler_or_manual_resume_expectation === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scheduler_or_manual_resume_expectation"},message:"must have required property '"+"scheduler_or_manual_resume_expectation"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.consumer_protocol_receipt_gate_status === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consumer_protocol_receipt_gate_status"},message:"must have required property '"+"consumer_protocol_receipt_gate_status"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.receipt_output_agreement_status === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receipt_output_agreement_status"},message:"must have required property '"+"receipt_output_agreement_status"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.claim_ceiling === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "claim_ceiling"},message:"must have required property '"+"claim_ceiling"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.task_id !== undefined){
let data0 = data.task_id;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err20 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.controller_phase_id !== undefined){
let data1 = data.controller_phase_id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err22 = {instancePath:instancePath+"/controller_phase_id",schemaPath:"#/properties/controller_phase_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/controller_phase_id",schemaPath:"#/properties/controller_phase_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.user_requirement_phase_id !== undefined){
let data2 = data.user_requirement_phase_id;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err24 = {instancePath:instancePath+"/user_requirement_phase_id",schemaPath:"#/properties/user_requirement_phase_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/user_requirement_phase_id",schemaPath:"#/properties/user_requirement_phase_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.agent_unit_phase_id !== undefined){
let data3 = data.agent_unit_phase_id;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err26 = {instancePath:instancePath+"/agent_unit_phase_id",schemaPath:"#/properties/agent_unit_phase_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/agent_unit_phase_id",schemaPath:"#/properties/agent_unit_phase_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.covered_req_ids !== undefined){
let data4 = data.covered_req_ids;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err28 = {instancePath:instancePath+"/covered_req_ids/" + i0,schemaPath:"#/properties/covered_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath:instancePath+"/covered_req_ids",schemaPath:"#/properties/covered_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.declared_sources !== undefined){
let data6 = data.declared_sources;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(typeof data6[i1] !== "string"){
const err30 = {instancePath:instancePath+"/declared_sources/" + i1,schemaPath:"#/properties/declared_sources/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/declared_sources",schemaPath:"#/properties/declared_sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.missing_or_blocked_sources !== undefined){
let data8 = data.missing_or_blocked_sources;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
if(typeof data8[i2] !== "string"){
const err32 = {instancePath:instancePath+"/missing_or_blocked_sources/" + i2,schemaPath:"#/properties/missing_or_blocked_sources/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/missing_or_blocked_sources",schemaPath:"#/properties/missing_or_blocked_sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.atomic_tasks_completed !== undefined){
let data10 = data.atomic_tasks_completed;
if(Array.isArray(data10)){
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
if(typeof data10[i3] !== "string"){
const err34 = {instancePath:instancePath+"/atomic_tasks_completed/" + i3,schemaPath:"#/properties/atomic_tasks_completed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/atomic_tasks_completed",schemaPath:"#/properties/atomic_tasks_completed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.atomic_tasks_deferred !== undefined){
let data12 = data.atomic_tasks_deferred;
if(Array.isArray(data12)){
const len4 = data12.length;
for(let i4=0; i4<len4; i4++){
if(typeof data12[i4] !== "string"){
const err36 = {instancePath:instancePath+"/atomic_tasks_deferred/" + i4,schemaPath:"#/properties/atomic_tasks_deferred/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/atomic_tasks_deferred",schemaPath:"#/properties/atomic_tasks_deferred/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.output_paths !== undefined){
let data14 = data.output_paths;
if(Array.isArray(data14)){
const len5 = data14.length;
for(let i5=0; i5<len5; i5++){
if(typeof data14[i5] !== "string"){
const err38 = {instancePath:instancePath+"/output_paths/" + i5,schemaPath:"#/properties/output_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/output_paths",schemaPath:"#/properties/output_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.limitations !== undefined){
let data16 = data.limitations;
if(Array.isArray(data16)){
const len6 = data16.length;
for(let i6=0; i6<len6; i6++){
if(typeof data16[i6] !== "string"){
const err40 = {instancePath:instancePath+"/limitations/" + i6,schemaPath:"#/properties/limitations/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err41 = {instancePath:instancePath+"/limitations",schemaPath:"#/properties/limitations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.suggested_next_reaction !== undefined){
let data18 = data.suggested_next_reaction;
if(typeof data18 !== "string"){
const err42 = {instancePath:instancePath+"/suggested_next_reaction",schemaPath:"#/properties/suggested_next_reaction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!((((((((data18 === "repair") || (data18 === "continue_execution")) || (data18 === "continue_test")) || (data18 === "branch")) || (data18 === "advance")) || (data18 === "await_user")) || (data18 === "block")) || (data18 === "close"))){
const err43 = {instancePath:instancePath+"/suggested_next_reaction",schemaPath:"#/properties/suggested_next_reaction/enum",keyword:"enum",params:{allowedValues: schema11.properties.suggested_next_reaction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.mandatory_startup_reads_completed !== undefined){
let data19 = data.mandatory_startup_reads_completed;
const _errs40 = errors;
let valid15 = false;
let passing0 = null;
const _errs41 = errors;
if(typeof data19 !== "boolean"){
const err44 = {instancePath:instancePath+"/mandatory_startup_reads_completed",schemaPath:"#/properties/mandatory_startup_reads_completed/oneOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs41 === errors;
if(_valid0){
valid15 = true;
passing0 = 0;
}
const _errs43 = errors;
if("not_applicable_with_reason" !== data19){
const err45 = {instancePath:instancePath+"/mandatory_startup_reads_completed",schemaPath:"#/properties/mandatory_startup_reads_completed/oneOf/1/const",keyword:"const",params:{allowedValue: "not_applicable_with_reason"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid0 = _errs43 === errors;
if(_valid0 && valid15){
valid15 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid15 = true;
passing0 = 1;
}
}
if(!valid15){
const err46 = {instancePath:instancePath+"/mandatory_startup_reads_completed",schemaPath:"#/properties/mandatory_startup_reads_completed/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data.startup_instruction_source !== undefined){
let data20 = data.startup_instruction_source;
if((typeof data20 !== "string") && (data20 !== null)){
const err47 = {instancePath:instancePath+"/startup_instruction_source",schemaPath:"#/properties/startup_instruction_source/type",keyword:"type",params:{type: schema11.properties.startup_instruction_source.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.skill_routing_source !== undefined){
let data21 = data.skill_routing_source;
if((typeof data21 !== "string") && (data21 !== null)){
const err48 = {instancePath:instancePath+"/skill_routing_source",schemaPath:"#/properties/skill_routing_source/type",keyword:"type",params:{type: schema11.properties.skill_routing_source.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.selected_skill_effect !== undefined){
let data22 = data.selected_skill_effect;
if((typeof data22 !== "string") && (data22 !== null)){
const err49 = {instancePath:instancePath+"/selected_skill_effect",schemaPath:"#/properties/selected_skill_effect/type",keyword:"type",params:{type: schema11.properties.selected_skill_effect.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.actual_read_classes !== undefined){
let data23 = data.actual_read_classes;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.preflight_repository_non_evidentiary !== undefined){
let data24 = data23.preflight_repository_non_evidentiary;
if(Array.isArray(data24)){
const len7 = data24.length;
for(let i7=0; i7<len7; i7++){
if(typeof data24[i7] !== "string"){
const err50 = {instancePath:instancePath+"/actual_read_classes/preflight_repository_non_evidentiary/" + i7,schemaPath:"#/properties/actual_read_classes/properties/preflight_repository_non_evidentiary/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/actual_read_classes/preflight_repository_non_evidentiary",schemaPath:"#/properties/actual_read_classes/properties/preflight_repository_non_evidentiary/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data23.preflight_skill_protocol_non_evidentiary !== undefined){
let data26 = data23.preflight_skill_protocol_non_evidentiary;
if(Array.isArray(data26)){
const len8 = data26.length;
for(let i8=0; i8<len8; i8++){
if(typeof data26[i8] !== "string"){
const err52 = {instancePath:instancePath+"/actual_read_classes/preflight_skill_protocol_non_evidentiary/" + i8,schemaPath:"#/properties/actual_read_classes/properties/preflight_skill_protocol_non_evidentiary/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err53 = {instancePath:instancePath+"/actual_read_classes/preflight_skill_protocol_non_evidentiary",schemaPath:"#/properties/actual_read_classes/properties/preflight_skill_protocol_non_evidentiary/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data23.promoted_preflight_evidence !== undefined){
let data28 = data23.promoted_preflight_evidence;
if(Array.isArray(data28)){
const len9 = data28.length;
for(let i9=0; i9<len9; i9++){
if(typeof data28[i9] !== "string"){
const err54 = {instancePath:instancePath+"/actual_read_classes/promoted_preflight_evidence/" + i9,schemaPath:"#/properties/actual_read_classes/properties/promoted_preflight_evidence/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err55 = {instancePath:instancePath+"/actual_read_classes/promoted_preflight_evidence",schemaPath:"#/properties/actual_read_classes/properties/promoted_preflight_evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data23.task_local_evidence !== undefined){
let data30 = data23.task_local_evidence;
if(Array.isArray(data30)){
const len10 = data30.length;
for(let i10=0; i10<len10; i10++){
if(typeof data30[i10] !== "string"){
const err56 = {instancePath:instancePath+"/actual_read_classes/task_local_evidence/" + i10,schemaPath:"#/properties/actual_read_classes/properties/task_local_evidence/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err57 = {instancePath:instancePath+"/actual_read_classes/task_local_evidence",schemaPath:"#/properties/actual_read_classes/properties/task_local_evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data23.forbidden_source !== undefined){
let data32 = data23.forbidden_source;
if(Array.isArray(data32)){
const len11 = data32.length;
for(let i11=0; i11<len11; i11++){
if(typeof data32[i11] !== "string"){
const err58 = {instancePath:instancePath+"/actual_read_classes/forbidden_source/" + i11,schemaPath:"#/properties/actual_read_classes/properties/forbidden_source/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err59 = {instancePath:instancePath+"/actual_read_classes/forbidden_source",schemaPath:"#/properties/actual_read_classes/properties/forbidden_source/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/actual_read_classes",schemaPath:"#/properties/actual_read_classes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.read_use_declaration !== undefined){
let data34 = data.read_use_declaration;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.used_for_task_judgment !== undefined){
let data35 = data34.used_for_task_judgment;
if(Array.isArray(data35)){
const len12 = data35.length;
for(let i12=0; i12<len12; i12++){
if(typeof data35[i12] !== "string"){
const err61 = {instancePath:instancePath+"/read_use_declaration/used_for_task_judgment/" + i12,schemaPath:"#/properties/read_use_declaration/properties/used_for_task_judgment/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/read_use_declaration/used_for_task_judgment",schemaPath:"#/properties/read_use_declaration/properties/used_for_task_judgment/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data34.read_only_for_operational_routing !== undefined){
let data37 = data34.read_only_for_operational_routing;
if(Array.isArray(data37)){
const len13 = data37.length;
for(let i13=0; i13<len13; i13++){
if(typeof data37[i13] !== "string"){
const err63 = {instancePath:instancePath+"/read_use_declaration/read_only_for_operational_routing/" + i13,schemaPath:"#/properties/read_use_declaration/properties/read_only_for_operational_routing/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err64 = {instancePath:instancePath+"/read_use_declaration/read_only_for_operational_routing",schemaPath:"#/properties/read_use_declaration/properties/read_only_for_operational_routing/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err65 = {instancePath:instancePath+"/read_use_declaration",schemaPath:"#/properties/read_use_declaration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.state_authority_source !== undefined){
let data39 = data.state_authority_source;
if((typeof data39 !== "string") && (data39 !== null)){
const err66 = {instancePath:instancePath+"/state_authority_source",schemaPath:"#/properties/state_authority_source/type",keyword:"type",params:{type: schema11.properties.state_authority_source.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.stale_sources_not_read !== undefined){
let data40 = data.stale_sources_not_read;
if(Array.isArray(data40)){
const len14 = data40.length;
for(let i14=0; i14<len14; i14++){
if(typeof data40[i14] !== "string"){
const err67 = {instancePath:instancePath+"/stale_sources_not_read/" + i14,schemaPath:"#/properties/stale_sources_not_read/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err68 = {instancePath:instancePath+"/stale_sources_not_read",schemaPath:"#/properties/stale_sources_not_read/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.forbidden_sources_not_read !== undefined){
let data42 = data.forbidden_sources_not_read;
const _errs89 = errors;
let valid34 = false;
let passing1 = null;
const _errs90 = errors;
if(typeof data42 !== "boolean"){
const err69 = {instancePath:instancePath+"/forbidden_sources_not_read",schemaPath:"#/properties/forbidden_sources_not_read/oneOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid1 = _errs90 === errors;
if(_valid1){
valid34 = true;
passing1 = 0;
}
const _errs92 = errors;
if("not_applicable_with_reason" !== data42){
const err70 = {instancePath:instancePath+"/forbidden_sources_not_read",schemaPath:"#/properties/forbidden_sources_not_read/oneOf/1/const",keyword:"const",params:{allowedValue: "not_applicable_with_reason"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid1 = _errs92 === errors;
if(_valid1 && valid34){
valid34 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid34 = true;
passing1 = 1;
}
}
if(!valid34){
const err71 = {instancePath:instancePath+"/forbidden_sources_not_read",schemaPath:"#/properties/forbidden_sources_not_read/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
}
if(data.required_information_use_traced !== undefined){
let data43 = data.required_information_use_traced;
const _errs94 = errors;
let valid35 = false;
let passing2 = null;
const _errs95 = errors;
if(typeof data43 !== "boolean"){
const err72 = {instancePath:instancePath+"/required_information_use_traced",schemaPath:"#/properties/required_information_use_traced/oneOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid2 = _errs95 === errors;
if(_valid2){
valid35 = true;
passing2 = 0;
}
const _errs97 = errors;
if("not_applicable_with_reason" !== data43){
const err73 = {instancePath:instancePath+"/required_information_use_traced",schemaPath:"#/properties/required_information_use_traced/oneOf/1/const",keyword:"const",params:{allowedValue: "not_applicable_with_reason"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid2 = _errs97 === errors;
if(_valid2 && valid35){
valid35 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid35 = true;
passing2 = 1;
}
}
if(!valid35){
const err74 = {instancePath:instancePath+"/required_information_use_traced",schemaPath:"#/properties/required_information_use_traced/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
else {
errors = _errs94;
if(vErrors !== null){
if(_errs94){
vErrors.length = _errs94;
}
else {
vErrors = null;
}
}
}
}
if(data.scheduler_or_manual_resume_expectation !== undefined){
let data44 = data.scheduler_or_manual_resume_expectation;
if((typeof data44 !== "string") && (data44 !== null)){
const err75 = {instancePath:instancePath+"/scheduler_or_manual_resume_expectation",schemaPath:"#/properties/scheduler_or_manual_resume_expectation/type",keyword:"type",params:{type: schema11.properties.scheduler_or_manual_resume_expectation.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.consumer_protocol_receipt_gate_status !== undefined){
let data45 = data.consumer_protocol_receipt_gate_status;
if(typeof data45 !== "string"){
const err76 = {instancePath:instancePath+"/consumer_protocol_receipt_gate_status",schemaPath:"#/properties/consumer_protocol_receipt_gate_status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(!(((data45 === "pass") || (data45 === "fail")) || (data45 === "not_applicable_with_reason"))){
const err77 = {instancePath:instancePath+"/consumer_protocol_receipt_gate_status",schemaPath:"#/properties/consumer_protocol_receipt_gate_status/enum",keyword:"enum",params:{allowedValues: schema11.properties.consumer_protocol_receipt_gate_status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.receipt_output_agreement_status !== undefined){
let data46 = data.receipt_output_agreement_status;
if(typeof data46 !== "string"){
const err78 = {instancePath:instancePath+"/receipt_output_agreement_status",schemaPath:"#/properties/receipt_output_agreement_status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(!(((data46 === "pass") || (data46 === "fail")) || (data46 === "not_applicable_with_reason"))){
const err79 = {instancePath:instancePath+"/receipt_output_agreement_status",schemaPath:"#/properties/receipt_output_agreement_status/enum",keyword:"enum",params:{allowedValues: schema11.properties.receipt_output_agreement_status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.claim_ceiling !== undefined){
let data47 = data.claim_ceiling;
if((typeof data47 !== "string") && (data47 !== null)){
const err80 = {instancePath:instancePath+"/claim_ceiling",schemaPath:"#/properties/claim_ceiling/type",keyword:"type",params:{type: schema11.properties.claim_ceiling.type},message:"must be string,null"};
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
const err81 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

