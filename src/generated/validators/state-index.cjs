// Generated from schemas/state-index.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/state-index.schema.json","title":"StateIndex","description":"Header fields of the ac-memory task index (`.agents/state/INDEX.md`, seed 000).","x-wflint-kind":"state-index","x-wflint-version":"1","type":"object","required":["CURRENT_TASK"],"properties":{"CURRENT_TASK":{"description":"The `TASK_ID` of the task being pushed forward now, or `none`.","type":"string","pattern":"^(none|\\d{4}-\\d{2}-\\d{2}-[a-z0-9]+(-[a-z0-9]+)*)$"}},"additionalProperties":{"type":"string","description":"Other header lines are kept as written."}};
const pattern0 = new RegExp("^(none|\\d{4}-\\d{2}-\\d{2}-[a-z0-9]+(-[a-z0-9]+)*)$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/state-index.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.CURRENT_TASK === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "CURRENT_TASK"},message:"must have required property '"+"CURRENT_TASK"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "CURRENT_TASK")){
if(typeof data[key0] !== "string"){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.CURRENT_TASK !== undefined){
let data1 = data.CURRENT_TASK;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err2 = {instancePath:instancePath+"/CURRENT_TASK",schemaPath:"#/properties/CURRENT_TASK/pattern",keyword:"pattern",params:{pattern: "^(none|\\d{4}-\\d{2}-\\d{2}-[a-z0-9]+(-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(none|\\d{4}-\\d{2}-\\d{2}-[a-z0-9]+(-[a-z0-9]+)*)$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/CURRENT_TASK",schemaPath:"#/properties/CURRENT_TASK/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

