// Generated from schemas/task-state.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/task-state.schema.json","title":"TaskState","description":"Header fields of an ac-memory task state file (`.agents/state/tasks/<task-id>.md`, seed 000): bare `KEY: value` lines before the first `##` section.","x-wflint-kind":"task-state","x-wflint-version":"1","type":"object","required":["TASK_ID","TASK_TITLE","TASK_TYPE","PLAN_FROZEN","CURRENT_ROLE","WORKFLOW_STATUS","STARTED_AT","LAST_UPDATED_AT"],"properties":{"TASK_ID":{"description":"Stable task id `yyyy-mm-dd-slug`; equals the file name stem.","type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}-[a-z0-9]+(-[a-z0-9]+)*$"},"TASK_TITLE":{"description":"Short stable title; `continue <title>` resolves against it exactly.","type":"string","minLength":1},"TASK_TYPE":{"description":"Kind of work.","type":"string","enum":["feat","fix","refactor","chore","docs"]},"PLAN_FROZEN":{"description":"Whether the Execution Contract is frozen (execution may start only when `true`).","type":"string","enum":["true","false"]},"CURRENT_ROLE":{"description":"The role that owns the task now.","type":"string","enum":["planner","executor","reviewer","single"]},"WORKFLOW_STATUS":{"description":"Lifecycle status; decides the index list the task stands in.","type":"string","enum":["active","blocked","completed"]},"STARTED_AT":{"description":"Start date `YYYY-MM-DD` (an ISO date-time is accepted).","type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}([T ].*)?$"},"LAST_UPDATED_AT":{"description":"Date of the last material update, `YYYY-MM-DD` (an ISO date-time is accepted); never before `STARTED_AT`.","type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}([T ].*)?$"}},"additionalProperties":{"type":"string","description":"Other header lines are kept as written."}};
const pattern0 = new RegExp("^\\d{4}-\\d{2}-\\d{2}-[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern1 = new RegExp("^\\d{4}-\\d{2}-\\d{2}([T ].*)?$", "u");
const func2 = require("./ucs2length.cjs").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/task-state.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TASK_ID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TASK_ID"},message:"must have required property '"+"TASK_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TASK_TITLE === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TASK_TITLE"},message:"must have required property '"+"TASK_TITLE"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TASK_TYPE === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TASK_TYPE"},message:"must have required property '"+"TASK_TYPE"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.PLAN_FROZEN === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "PLAN_FROZEN"},message:"must have required property '"+"PLAN_FROZEN"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.CURRENT_ROLE === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "CURRENT_ROLE"},message:"must have required property '"+"CURRENT_ROLE"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.WORKFLOW_STATUS === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "WORKFLOW_STATUS"},message:"must have required property '"+"WORKFLOW_STATUS"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.STARTED_AT === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "STARTED_AT"},message:"must have required property '"+"STARTED_AT"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.LAST_UPDATED_AT === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LAST_UPDATED_AT"},message:"must have required property '"+"LAST_UPDATED_AT"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "TASK_ID") || (key0 === "TASK_TITLE")) || (key0 === "TASK_TYPE")) || (key0 === "PLAN_FROZEN")) || (key0 === "CURRENT_ROLE")) || (key0 === "WORKFLOW_STATUS")) || (key0 === "STARTED_AT")) || (key0 === "LAST_UPDATED_AT"))){
if(typeof data[key0] !== "string"){
const err8 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.TASK_ID !== undefined){
let data1 = data.TASK_ID;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/TASK_ID",schemaPath:"#/properties/TASK_ID/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}-[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}-[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
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
const err10 = {instancePath:instancePath+"/TASK_ID",schemaPath:"#/properties/TASK_ID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.TASK_TITLE !== undefined){
let data2 = data.TASK_TITLE;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err11 = {instancePath:instancePath+"/TASK_TITLE",schemaPath:"#/properties/TASK_TITLE/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/TASK_TITLE",schemaPath:"#/properties/TASK_TITLE/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.TASK_TYPE !== undefined){
let data3 = data.TASK_TYPE;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/TASK_TYPE",schemaPath:"#/properties/TASK_TYPE/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((data3 === "feat") || (data3 === "fix")) || (data3 === "refactor")) || (data3 === "chore")) || (data3 === "docs"))){
const err14 = {instancePath:instancePath+"/TASK_TYPE",schemaPath:"#/properties/TASK_TYPE/enum",keyword:"enum",params:{allowedValues: schema11.properties.TASK_TYPE.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.PLAN_FROZEN !== undefined){
let data4 = data.PLAN_FROZEN;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/PLAN_FROZEN",schemaPath:"#/properties/PLAN_FROZEN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data4 === "true") || (data4 === "false"))){
const err16 = {instancePath:instancePath+"/PLAN_FROZEN",schemaPath:"#/properties/PLAN_FROZEN/enum",keyword:"enum",params:{allowedValues: schema11.properties.PLAN_FROZEN.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.CURRENT_ROLE !== undefined){
let data5 = data.CURRENT_ROLE;
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/CURRENT_ROLE",schemaPath:"#/properties/CURRENT_ROLE/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((((data5 === "planner") || (data5 === "executor")) || (data5 === "reviewer")) || (data5 === "single"))){
const err18 = {instancePath:instancePath+"/CURRENT_ROLE",schemaPath:"#/properties/CURRENT_ROLE/enum",keyword:"enum",params:{allowedValues: schema11.properties.CURRENT_ROLE.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.WORKFLOW_STATUS !== undefined){
let data6 = data.WORKFLOW_STATUS;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/WORKFLOW_STATUS",schemaPath:"#/properties/WORKFLOW_STATUS/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((data6 === "active") || (data6 === "blocked")) || (data6 === "completed"))){
const err20 = {instancePath:instancePath+"/WORKFLOW_STATUS",schemaPath:"#/properties/WORKFLOW_STATUS/enum",keyword:"enum",params:{allowedValues: schema11.properties.WORKFLOW_STATUS.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.STARTED_AT !== undefined){
let data7 = data.STARTED_AT;
if(typeof data7 === "string"){
if(!pattern1.test(data7)){
const err21 = {instancePath:instancePath+"/STARTED_AT",schemaPath:"#/properties/STARTED_AT/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}([T ].*)?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}([T ].*)?$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/STARTED_AT",schemaPath:"#/properties/STARTED_AT/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.LAST_UPDATED_AT !== undefined){
let data8 = data.LAST_UPDATED_AT;
if(typeof data8 === "string"){
if(!pattern1.test(data8)){
const err23 = {instancePath:instancePath+"/LAST_UPDATED_AT",schemaPath:"#/properties/LAST_UPDATED_AT/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}([T ].*)?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}([T ].*)?$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/LAST_UPDATED_AT",schemaPath:"#/properties/LAST_UPDATED_AT/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

