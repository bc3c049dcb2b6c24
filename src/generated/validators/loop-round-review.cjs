// Generated from schemas/loop-round-review.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/loop-round-review.schema.json","title":"LoopRoundReview","description":"A round review `evidence/reviews/round_<N>_review.md` (seed 001): file-production check, effect review and next-step plan sections, and the round's `round_evolution` record.","x-wflint-kind":"loop-round-review","x-wflint-version":"1","type":"object","required":["round_evolution"],"properties":{"round_evolution":{"type":"object","description":"The facts every meaningful round records (seed 001 `round_evolution`).","properties":{"controller_phase_id":{"type":["string","null"],"description":"Controller lifecycle phase of the round."},"user_requirement_phase_id":{"type":["string","null"],"description":"User requirement phase of the round."},"agent_unit_phase_id":{"type":["string","null"],"description":"Agent unit phase of the round."},"phase_decision":{"type":"string","enum":["stay","advance","repair","branch","await_user","close"],"description":"The phase decision."},"controller_phase_decision":{"type":["string","null"],"enum":["stay","advance","repair","branch","await_user","close",null],"description":"The controller phase decision."},"user_requirement_phase_decision":{"type":["string","null"],"enum":["stay","advance","repair","branch","await_user","close",null],"description":"The user requirement phase decision."},"next_phase_id":{"type":["string","null"],"description":"The phase the next round runs in."},"action_kind":{"type":"string","enum":["classify","prepare_fixture","execute","rerun_or_recheck","synthesize","review","close","other"],"description":"The round's one main action."},"atomic_tasks_completed":{"type":"array","description":"Atomic tasks completed.","items":{"type":"string","description":"One entry."}},"atomic_tasks_deferred":{"type":"array","description":"Atomic tasks deferred.","items":{"type":"string","description":"One entry."}},"did_what":{"type":["string","null"],"description":"What the round did."},"evidence_paths":{"type":"array","description":"Where the evidence is.","items":{"type":"string","description":"One entry."}},"issue_class":{"type":"string","enum":["task_core_defect","runtime_or_wrapper_defect","test_or_evaluator_glue","fixture_or_source_limitation","model_task_failure","controller_prompt_risk","no_issue"],"description":"Which layer the round's issue belongs to."},"semantic_effect":{"type":"string","enum":["requirement_effect_changed","artifact_only","useful_reasoning_only","not_measured"],"description":"The round's semantic effect."},"next_allowed":{"type":"array","description":"What the next round may do.","items":{"type":"string","description":"One entry."}},"next_forbidden":{"type":"array","description":"What the next round may not do.","items":{"type":"string","description":"One entry."}},"read_compliance_verdict":{"type":["string","null"],"description":"The read-compliance verdict."},"solid_decision_review_path":{"type":["string","null"],"description":"The solid decision review."},"weakest_evidence_class":{"type":["string","null"],"description":"The weakest evidence class."},"claim_ceiling":{"type":["string","null"],"description":"The claim ceiling."},"decision_packet_path":{"type":["string","null"],"description":"The decision packet of the round."},"binding_next_action":{"type":["string","object","null"],"description":"The binding next action (a reaction, or the packet's `binding_next_action`)."}},"required":["phase_decision","action_kind","issue_class","semantic_effect"]}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/loop-round-review.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.round_evolution === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "round_evolution"},message:"must have required property '"+"round_evolution"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.round_evolution !== undefined){
let data0 = data.round_evolution;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.phase_decision === undefined){
const err1 = {instancePath:instancePath+"/round_evolution",schemaPath:"#/properties/round_evolution/required",keyword:"required",params:{missingProperty: "phase_decision"},message:"must have required property '"+"phase_decision"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.action_kind === undefined){
const err2 = {instancePath:instancePath+"/round_evolution",schemaPath:"#/properties/round_evolution/required",keyword:"required",params:{missingProperty: "action_kind"},message:"must have required property '"+"action_kind"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.issue_class === undefined){
const err3 = {instancePath:instancePath+"/round_evolution",schemaPath:"#/properties/round_evolution/required",keyword:"required",params:{missingProperty: "issue_class"},message:"must have required property '"+"issue_class"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.semantic_effect === undefined){
const err4 = {instancePath:instancePath+"/round_evolution",schemaPath:"#/properties/round_evolution/required",keyword:"required",params:{missingProperty: "semantic_effect"},message:"must have required property '"+"semantic_effect"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.controller_phase_id !== undefined){
let data1 = data0.controller_phase_id;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/round_evolution/controller_phase_id",schemaPath:"#/properties/round_evolution/properties/controller_phase_id/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.controller_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.user_requirement_phase_id !== undefined){
let data2 = data0.user_requirement_phase_id;
if((typeof data2 !== "string") && (data2 !== null)){
const err6 = {instancePath:instancePath+"/round_evolution/user_requirement_phase_id",schemaPath:"#/properties/round_evolution/properties/user_requirement_phase_id/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.user_requirement_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.agent_unit_phase_id !== undefined){
let data3 = data0.agent_unit_phase_id;
if((typeof data3 !== "string") && (data3 !== null)){
const err7 = {instancePath:instancePath+"/round_evolution/agent_unit_phase_id",schemaPath:"#/properties/round_evolution/properties/agent_unit_phase_id/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.agent_unit_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.phase_decision !== undefined){
let data4 = data0.phase_decision;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/round_evolution/phase_decision",schemaPath:"#/properties/round_evolution/properties/phase_decision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((((data4 === "stay") || (data4 === "advance")) || (data4 === "repair")) || (data4 === "branch")) || (data4 === "await_user")) || (data4 === "close"))){
const err9 = {instancePath:instancePath+"/round_evolution/phase_decision",schemaPath:"#/properties/round_evolution/properties/phase_decision/enum",keyword:"enum",params:{allowedValues: schema11.properties.round_evolution.properties.phase_decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.controller_phase_decision !== undefined){
let data5 = data0.controller_phase_decision;
if((typeof data5 !== "string") && (data5 !== null)){
const err10 = {instancePath:instancePath+"/round_evolution/controller_phase_decision",schemaPath:"#/properties/round_evolution/properties/controller_phase_decision/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.controller_phase_decision.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((((((data5 === "stay") || (data5 === "advance")) || (data5 === "repair")) || (data5 === "branch")) || (data5 === "await_user")) || (data5 === "close")) || (data5 === null))){
const err11 = {instancePath:instancePath+"/round_evolution/controller_phase_decision",schemaPath:"#/properties/round_evolution/properties/controller_phase_decision/enum",keyword:"enum",params:{allowedValues: schema11.properties.round_evolution.properties.controller_phase_decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.user_requirement_phase_decision !== undefined){
let data6 = data0.user_requirement_phase_decision;
if((typeof data6 !== "string") && (data6 !== null)){
const err12 = {instancePath:instancePath+"/round_evolution/user_requirement_phase_decision",schemaPath:"#/properties/round_evolution/properties/user_requirement_phase_decision/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.user_requirement_phase_decision.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((data6 === "stay") || (data6 === "advance")) || (data6 === "repair")) || (data6 === "branch")) || (data6 === "await_user")) || (data6 === "close")) || (data6 === null))){
const err13 = {instancePath:instancePath+"/round_evolution/user_requirement_phase_decision",schemaPath:"#/properties/round_evolution/properties/user_requirement_phase_decision/enum",keyword:"enum",params:{allowedValues: schema11.properties.round_evolution.properties.user_requirement_phase_decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.next_phase_id !== undefined){
let data7 = data0.next_phase_id;
if((typeof data7 !== "string") && (data7 !== null)){
const err14 = {instancePath:instancePath+"/round_evolution/next_phase_id",schemaPath:"#/properties/round_evolution/properties/next_phase_id/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.next_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.action_kind !== undefined){
let data8 = data0.action_kind;
if(typeof data8 !== "string"){
const err15 = {instancePath:instancePath+"/round_evolution/action_kind",schemaPath:"#/properties/round_evolution/properties/action_kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((((((((data8 === "classify") || (data8 === "prepare_fixture")) || (data8 === "execute")) || (data8 === "rerun_or_recheck")) || (data8 === "synthesize")) || (data8 === "review")) || (data8 === "close")) || (data8 === "other"))){
const err16 = {instancePath:instancePath+"/round_evolution/action_kind",schemaPath:"#/properties/round_evolution/properties/action_kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.round_evolution.properties.action_kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.atomic_tasks_completed !== undefined){
let data9 = data0.atomic_tasks_completed;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(typeof data9[i0] !== "string"){
const err17 = {instancePath:instancePath+"/round_evolution/atomic_tasks_completed/" + i0,schemaPath:"#/properties/round_evolution/properties/atomic_tasks_completed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/round_evolution/atomic_tasks_completed",schemaPath:"#/properties/round_evolution/properties/atomic_tasks_completed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.atomic_tasks_deferred !== undefined){
let data11 = data0.atomic_tasks_deferred;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
if(typeof data11[i1] !== "string"){
const err19 = {instancePath:instancePath+"/round_evolution/atomic_tasks_deferred/" + i1,schemaPath:"#/properties/round_evolution/properties/atomic_tasks_deferred/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/round_evolution/atomic_tasks_deferred",schemaPath:"#/properties/round_evolution/properties/atomic_tasks_deferred/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.did_what !== undefined){
let data13 = data0.did_what;
if((typeof data13 !== "string") && (data13 !== null)){
const err21 = {instancePath:instancePath+"/round_evolution/did_what",schemaPath:"#/properties/round_evolution/properties/did_what/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.did_what.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.evidence_paths !== undefined){
let data14 = data0.evidence_paths;
if(Array.isArray(data14)){
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
if(typeof data14[i2] !== "string"){
const err22 = {instancePath:instancePath+"/round_evolution/evidence_paths/" + i2,schemaPath:"#/properties/round_evolution/properties/evidence_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/round_evolution/evidence_paths",schemaPath:"#/properties/round_evolution/properties/evidence_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data0.issue_class !== undefined){
let data16 = data0.issue_class;
if(typeof data16 !== "string"){
const err24 = {instancePath:instancePath+"/round_evolution/issue_class",schemaPath:"#/properties/round_evolution/properties/issue_class/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((((((data16 === "task_core_defect") || (data16 === "runtime_or_wrapper_defect")) || (data16 === "test_or_evaluator_glue")) || (data16 === "fixture_or_source_limitation")) || (data16 === "model_task_failure")) || (data16 === "controller_prompt_risk")) || (data16 === "no_issue"))){
const err25 = {instancePath:instancePath+"/round_evolution/issue_class",schemaPath:"#/properties/round_evolution/properties/issue_class/enum",keyword:"enum",params:{allowedValues: schema11.properties.round_evolution.properties.issue_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data0.semantic_effect !== undefined){
let data17 = data0.semantic_effect;
if(typeof data17 !== "string"){
const err26 = {instancePath:instancePath+"/round_evolution/semantic_effect",schemaPath:"#/properties/round_evolution/properties/semantic_effect/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((((data17 === "requirement_effect_changed") || (data17 === "artifact_only")) || (data17 === "useful_reasoning_only")) || (data17 === "not_measured"))){
const err27 = {instancePath:instancePath+"/round_evolution/semantic_effect",schemaPath:"#/properties/round_evolution/properties/semantic_effect/enum",keyword:"enum",params:{allowedValues: schema11.properties.round_evolution.properties.semantic_effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data0.next_allowed !== undefined){
let data18 = data0.next_allowed;
if(Array.isArray(data18)){
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
if(typeof data18[i3] !== "string"){
const err28 = {instancePath:instancePath+"/round_evolution/next_allowed/" + i3,schemaPath:"#/properties/round_evolution/properties/next_allowed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath:instancePath+"/round_evolution/next_allowed",schemaPath:"#/properties/round_evolution/properties/next_allowed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data0.next_forbidden !== undefined){
let data20 = data0.next_forbidden;
if(Array.isArray(data20)){
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
if(typeof data20[i4] !== "string"){
const err30 = {instancePath:instancePath+"/round_evolution/next_forbidden/" + i4,schemaPath:"#/properties/round_evolution/properties/next_forbidden/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/round_evolution/next_forbidden",schemaPath:"#/properties/round_evolution/properties/next_forbidden/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data0.read_compliance_verdict !== undefined){
let data22 = data0.read_compliance_verdict;
if((typeof data22 !== "string") && (data22 !== null)){
const err32 = {instancePath:instancePath+"/round_evolution/read_compliance_verdict",schemaPath:"#/properties/round_evolution/properties/read_compliance_verdict/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.read_compliance_verdict.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data0.solid_decision_review_path !== undefined){
let data23 = data0.solid_decision_review_path;
if((typeof data23 !== "string") && (data23 !== null)){
const err33 = {instancePath:instancePath+"/round_evolution/solid_decision_review_path",schemaPath:"#/properties/round_evolution/properties/solid_decision_review_path/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.solid_decision_review_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data0.weakest_evidence_class !== undefined){
let data24 = data0.weakest_evidence_class;
if((typeof data24 !== "string") && (data24 !== null)){
const err34 = {instancePath:instancePath+"/round_evolution/weakest_evidence_class",schemaPath:"#/properties/round_evolution/properties/weakest_evidence_class/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.weakest_evidence_class.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.claim_ceiling !== undefined){
let data25 = data0.claim_ceiling;
if((typeof data25 !== "string") && (data25 !== null)){
const err35 = {instancePath:instancePath+"/round_evolution/claim_ceiling",schemaPath:"#/properties/round_evolution/properties/claim_ceiling/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.claim_ceiling.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data0.decision_packet_path !== undefined){
let data26 = data0.decision_packet_path;
if((typeof data26 !== "string") && (data26 !== null)){
const err36 = {instancePath:instancePath+"/round_evolution/decision_packet_path",schemaPath:"#/properties/round_evolution/properties/decision_packet_path/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.decision_packet_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data0.binding_next_action !== undefined){
let data27 = data0.binding_next_action;
if(((typeof data27 !== "string") && (!(data27 && typeof data27 == "object" && !Array.isArray(data27)))) && (data27 !== null)){
const err37 = {instancePath:instancePath+"/round_evolution/binding_next_action",schemaPath:"#/properties/round_evolution/properties/binding_next_action/type",keyword:"type",params:{type: schema11.properties.round_evolution.properties.binding_next_action.type},message:"must be string,object,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/round_evolution",schemaPath:"#/properties/round_evolution/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

