// Generated from schemas/loop-control.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/loop-control.schema.json","title":"LoopControl","description":"A loop home's `CONTROL.md` (seed 001): the current control surface. `loop_home`, `loop_class` and `source_sessions` open the file (front matter, or the first yaml block before any `##` heading); `action_authority` and `active_tasks` follow in yaml blocks.","x-wflint-kind":"loop-control","x-wflint-version":"1","type":"object","required":["loop_home","loop_class","source_sessions"],"properties":{"loop_home":{"type":"string","description":"The loop home's own path, relative to the repository root (e.g. `adhoc_jobs/login_fix_20260501`).","minLength":1},"loop_class":{"type":"string","enum":["controller_loop","validation_lane","fixture_loop","report_only"],"description":"What kind of loop this is."},"source_sessions":{"type":"array","description":"Session ids (or rollout paths) the loop comes from; `[]` when none.","items":{"type":"string","description":"One entry."}},"loop_mode":{"type":"string","enum":["inline","task_loop","recoverable_overlay"],"description":"The execution surface; `recoverable_overlay` makes the loop sustained (it then needs `SCHEDULER_DECISION.md`)."},"loop_state":{"type":"string","description":"The loop state (e.g. `active_awaiting_first_wakeup` during Bootstrap, `active`, `awaiting_user`, `blocked`, `completed`).","minLength":1},"action_authority":{"type":"object","description":"What the current evidence authorises (seed 001 `action_authority`).","properties":{"action_type":{"type":"string","enum":["answer","dispatch","proposal","implementation","scheduler_change","promotion"],"description":"The strongest action the evidence supports."},"evidence_sufficient_for":{"type":["string","null"],"description":"What the evidence is sufficient for."},"approved_decision_path":{"type":["string","null"],"description":"The user authorisation, reviewed proposal, version decision or task card that approves `implementation`, `scheduler_change` or `promotion`; must exist."},"allowed_next_action":{"type":["string","array","null"],"description":"The next action allowed. A string or a list (seed 001:714-715 leave it untyped).","items":{"type":"string","description":"One action."}},"forbidden_next_action":{"type":["string","array","null"],"description":"Actions that stay forbidden. A string or a list (seed 001:714-715 leave it untyped).","items":{"type":"string","description":"One action."}}},"required":["action_type"]},"active_tasks":{"type":"array","description":"The tasks the loop runs now; details stay in their task cards.","items":{"type":"object","description":"One active task.","properties":{"task_id":{"type":"string","description":"The task id (`T001`).","minLength":1},"controller_phase_id":{"type":["string","null"],"description":"Its controller lifecycle phase."},"user_requirement_phase_id":{"type":["string","null"],"description":"Its user requirement phase."},"agent_unit_phase_id":{"type":["string","null"],"description":"Its agent unit phase."},"task_card_path":{"type":"string","description":"Its task card (`TASKS/T001.md`); must exist.","minLength":1},"status":{"type":"string","enum":["planned","running","completed","blocked"],"description":"Its status."}},"required":["task_id","task_card_path","status"]}}}};
const func2 = require("./ucs2length.cjs").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/loop-control.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.loop_home === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loop_home"},message:"must have required property '"+"loop_home"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.loop_class === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loop_class"},message:"must have required property '"+"loop_class"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.source_sessions === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_sessions"},message:"must have required property '"+"source_sessions"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.loop_home !== undefined){
let data0 = data.loop_home;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/loop_home",schemaPath:"#/properties/loop_home/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/loop_home",schemaPath:"#/properties/loop_home/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.loop_class !== undefined){
let data1 = data.loop_class;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/loop_class",schemaPath:"#/properties/loop_class/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data1 === "controller_loop") || (data1 === "validation_lane")) || (data1 === "fixture_loop")) || (data1 === "report_only"))){
const err6 = {instancePath:instancePath+"/loop_class",schemaPath:"#/properties/loop_class/enum",keyword:"enum",params:{allowedValues: schema11.properties.loop_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.source_sessions !== undefined){
let data2 = data.source_sessions;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err7 = {instancePath:instancePath+"/source_sessions/" + i0,schemaPath:"#/properties/source_sessions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/source_sessions",schemaPath:"#/properties/source_sessions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.loop_mode !== undefined){
let data4 = data.loop_mode;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/loop_mode",schemaPath:"#/properties/loop_mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data4 === "inline") || (data4 === "task_loop")) || (data4 === "recoverable_overlay"))){
const err10 = {instancePath:instancePath+"/loop_mode",schemaPath:"#/properties/loop_mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.loop_mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.loop_state !== undefined){
let data5 = data.loop_state;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err11 = {instancePath:instancePath+"/loop_state",schemaPath:"#/properties/loop_state/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/loop_state",schemaPath:"#/properties/loop_state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.action_authority !== undefined){
let data6 = data.action_authority;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.action_type === undefined){
const err13 = {instancePath:instancePath+"/action_authority",schemaPath:"#/properties/action_authority/required",keyword:"required",params:{missingProperty: "action_type"},message:"must have required property '"+"action_type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.action_type !== undefined){
let data7 = data6.action_type;
if(typeof data7 !== "string"){
const err14 = {instancePath:instancePath+"/action_authority/action_type",schemaPath:"#/properties/action_authority/properties/action_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((((data7 === "answer") || (data7 === "dispatch")) || (data7 === "proposal")) || (data7 === "implementation")) || (data7 === "scheduler_change")) || (data7 === "promotion"))){
const err15 = {instancePath:instancePath+"/action_authority/action_type",schemaPath:"#/properties/action_authority/properties/action_type/enum",keyword:"enum",params:{allowedValues: schema11.properties.action_authority.properties.action_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6.evidence_sufficient_for !== undefined){
let data8 = data6.evidence_sufficient_for;
if((typeof data8 !== "string") && (data8 !== null)){
const err16 = {instancePath:instancePath+"/action_authority/evidence_sufficient_for",schemaPath:"#/properties/action_authority/properties/evidence_sufficient_for/type",keyword:"type",params:{type: schema11.properties.action_authority.properties.evidence_sufficient_for.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.approved_decision_path !== undefined){
let data9 = data6.approved_decision_path;
if((typeof data9 !== "string") && (data9 !== null)){
const err17 = {instancePath:instancePath+"/action_authority/approved_decision_path",schemaPath:"#/properties/action_authority/properties/approved_decision_path/type",keyword:"type",params:{type: schema11.properties.action_authority.properties.approved_decision_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.allowed_next_action !== undefined){
let data10 = data6.allowed_next_action;
if(((typeof data10 !== "string") && (!(Array.isArray(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/action_authority/allowed_next_action",schemaPath:"#/properties/action_authority/properties/allowed_next_action/type",keyword:"type",params:{type: schema11.properties.action_authority.properties.allowed_next_action.type},message:"must be string,array,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(typeof data10[i1] !== "string"){
const err19 = {instancePath:instancePath+"/action_authority/allowed_next_action/" + i1,schemaPath:"#/properties/action_authority/properties/allowed_next_action/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
if(data6.forbidden_next_action !== undefined){
let data12 = data6.forbidden_next_action;
if(((typeof data12 !== "string") && (!(Array.isArray(data12)))) && (data12 !== null)){
const err20 = {instancePath:instancePath+"/action_authority/forbidden_next_action",schemaPath:"#/properties/action_authority/properties/forbidden_next_action/type",keyword:"type",params:{type: schema11.properties.action_authority.properties.forbidden_next_action.type},message:"must be string,array,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(Array.isArray(data12)){
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
if(typeof data12[i2] !== "string"){
const err21 = {instancePath:instancePath+"/action_authority/forbidden_next_action/" + i2,schemaPath:"#/properties/action_authority/properties/forbidden_next_action/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
}
else {
const err22 = {instancePath:instancePath+"/action_authority",schemaPath:"#/properties/action_authority/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.active_tasks !== undefined){
let data14 = data.active_tasks;
if(Array.isArray(data14)){
const len3 = data14.length;
for(let i3=0; i3<len3; i3++){
let data15 = data14[i3];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.task_id === undefined){
const err23 = {instancePath:instancePath+"/active_tasks/" + i3,schemaPath:"#/properties/active_tasks/items/required",keyword:"required",params:{missingProperty: "task_id"},message:"must have required property '"+"task_id"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data15.task_card_path === undefined){
const err24 = {instancePath:instancePath+"/active_tasks/" + i3,schemaPath:"#/properties/active_tasks/items/required",keyword:"required",params:{missingProperty: "task_card_path"},message:"must have required property '"+"task_card_path"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data15.status === undefined){
const err25 = {instancePath:instancePath+"/active_tasks/" + i3,schemaPath:"#/properties/active_tasks/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data15.task_id !== undefined){
let data16 = data15.task_id;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err26 = {instancePath:instancePath+"/active_tasks/" + i3+"/task_id",schemaPath:"#/properties/active_tasks/items/properties/task_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err27 = {instancePath:instancePath+"/active_tasks/" + i3+"/task_id",schemaPath:"#/properties/active_tasks/items/properties/task_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data15.controller_phase_id !== undefined){
let data17 = data15.controller_phase_id;
if((typeof data17 !== "string") && (data17 !== null)){
const err28 = {instancePath:instancePath+"/active_tasks/" + i3+"/controller_phase_id",schemaPath:"#/properties/active_tasks/items/properties/controller_phase_id/type",keyword:"type",params:{type: schema11.properties.active_tasks.items.properties.controller_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data15.user_requirement_phase_id !== undefined){
let data18 = data15.user_requirement_phase_id;
if((typeof data18 !== "string") && (data18 !== null)){
const err29 = {instancePath:instancePath+"/active_tasks/" + i3+"/user_requirement_phase_id",schemaPath:"#/properties/active_tasks/items/properties/user_requirement_phase_id/type",keyword:"type",params:{type: schema11.properties.active_tasks.items.properties.user_requirement_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data15.agent_unit_phase_id !== undefined){
let data19 = data15.agent_unit_phase_id;
if((typeof data19 !== "string") && (data19 !== null)){
const err30 = {instancePath:instancePath+"/active_tasks/" + i3+"/agent_unit_phase_id",schemaPath:"#/properties/active_tasks/items/properties/agent_unit_phase_id/type",keyword:"type",params:{type: schema11.properties.active_tasks.items.properties.agent_unit_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data15.task_card_path !== undefined){
let data20 = data15.task_card_path;
if(typeof data20 === "string"){
if(func2(data20) < 1){
const err31 = {instancePath:instancePath+"/active_tasks/" + i3+"/task_card_path",schemaPath:"#/properties/active_tasks/items/properties/task_card_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/active_tasks/" + i3+"/task_card_path",schemaPath:"#/properties/active_tasks/items/properties/task_card_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data15.status !== undefined){
let data21 = data15.status;
if(typeof data21 !== "string"){
const err33 = {instancePath:instancePath+"/active_tasks/" + i3+"/status",schemaPath:"#/properties/active_tasks/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!((((data21 === "planned") || (data21 === "running")) || (data21 === "completed")) || (data21 === "blocked"))){
const err34 = {instancePath:instancePath+"/active_tasks/" + i3+"/status",schemaPath:"#/properties/active_tasks/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema11.properties.active_tasks.items.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err35 = {instancePath:instancePath+"/active_tasks/" + i3,schemaPath:"#/properties/active_tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err36 = {instancePath:instancePath+"/active_tasks",schemaPath:"#/properties/active_tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

