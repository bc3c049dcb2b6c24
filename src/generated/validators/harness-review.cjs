// Generated from schemas/harness-review.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/harness-review.schema.json","title":"HarnessReview","description":"A harness review file (seed 004 work-review / work-finalize) as wflint reads it: a task review `task-<N>-review.md`, a scoped re-review `task-<N>-rereview-<R>.md`, or the branch-wide `final-review.md`, with its verdict lines, its Critical/Important/Minor counts and the optional machine-readable last line `VERDICT: Approved|Needs fixes  SHA: <head7>`.","x-wflint-kind":"harness-review","x-wflint-version":"1","type":"object","required":["kind","findings"],"additionalProperties":false,"properties":{"kind":{"description":"Which review the file is, from its name: `task` (`task-<N>-review.md`), `rereview` (`task-<N>-rereview-<R>.md`) or `final` (`final-review.md`).","type":"string","enum":["task","rereview","final"]},"task":{"description":"The reviewed task `T<N>` (task reviews and re-reviews).","type":"string","pattern":"^T[1-9][0-9]*$"},"round":{"description":"The fix round R a re-review verifies (1–5).","type":"integer","minimum":1,"maximum":5},"spec_compliance":{"description":"Part 1 of a task review: `Spec Compliance: ✅ | ❌`.","type":"string","enum":["✅","❌"]},"task_quality":{"description":"Part 2 of a task review: `Task quality: Approved | Needs fixes`.","type":"string","enum":["Approved","Needs fixes"]},"verdict":{"description":"A re-review's verdict: `Verdict: All findings addressed | Findings remain open`.","type":"string","enum":["All findings addressed","Findings remain open"]},"overall":{"description":"The final review's assessment: `总体评估: Approved | Needs fixes`.","type":"string","enum":["Approved","Needs fixes"]},"findings":{"description":"Finding counts the review states (`Critical: 0`, `Important: 1`, `Critical/Important: 0/1`, `Critical/Important 数量：1`, …).","type":"object","additionalProperties":false,"properties":{"critical":{"description":"Critical findings.","type":"integer","minimum":0},"important":{"description":"Important findings.","type":"integer","minimum":0},"critical_important":{"description":"Critical and Important findings counted together, as the reviewer's report line words it (`Critical/Important 数量：1`).","type":"integer","minimum":0},"minor":{"description":"Minor findings (recorded, not fixed in the loop).","type":"integer","minimum":0},"not_addressed":{"description":"Re-review lines that mark a finding `NOT ADDRESSED`.","type":"integer","minimum":0}}},"machine_verdict":{"description":"The machine-readable summary line `VERDICT: Approved|Needs fixes  SHA: <head7>`, last line of the report.","type":"object","required":["verdict","sha"],"additionalProperties":false,"properties":{"verdict":{"description":"The verdict.","type":"string","enum":["Approved","Needs fixes"]},"sha":{"description":"The reviewed HEAD, 7 hex characters.","type":"string","pattern":"^[0-9a-f]{7}$"}}}}};
const func2 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^T[1-9][0-9]*$", "u");
const pattern1 = new RegExp("^[0-9a-f]{7}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/harness-review.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.findings === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data0 === "task") || (data0 === "rereview")) || (data0 === "final"))){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.task !== undefined){
let data1 = data.task;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.round !== undefined){
let data2 = data.round;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/round",schemaPath:"#/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 5 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/round",schemaPath:"#/properties/round/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/round",schemaPath:"#/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.spec_compliance !== undefined){
let data3 = data.spec_compliance;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/spec_compliance",schemaPath:"#/properties/spec_compliance/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data3 === "✅") || (data3 === "❌"))){
const err11 = {instancePath:instancePath+"/spec_compliance",schemaPath:"#/properties/spec_compliance/enum",keyword:"enum",params:{allowedValues: schema11.properties.spec_compliance.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.task_quality !== undefined){
let data4 = data.task_quality;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/task_quality",schemaPath:"#/properties/task_quality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data4 === "Approved") || (data4 === "Needs fixes"))){
const err13 = {instancePath:instancePath+"/task_quality",schemaPath:"#/properties/task_quality/enum",keyword:"enum",params:{allowedValues: schema11.properties.task_quality.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.verdict !== undefined){
let data5 = data.verdict;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data5 === "All findings addressed") || (data5 === "Findings remain open"))){
const err15 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema11.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.overall !== undefined){
let data6 = data.overall;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/overall",schemaPath:"#/properties/overall/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data6 === "Approved") || (data6 === "Needs fixes"))){
const err17 = {instancePath:instancePath+"/overall",schemaPath:"#/properties/overall/enum",keyword:"enum",params:{allowedValues: schema11.properties.overall.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.findings !== undefined){
let data7 = data.findings;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
if(!(((((key1 === "critical") || (key1 === "important")) || (key1 === "critical_important")) || (key1 === "minor")) || (key1 === "not_addressed"))){
const err18 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.critical !== undefined){
let data8 = data7.critical;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err19 = {instancePath:instancePath+"/findings/critical",schemaPath:"#/properties/findings/properties/critical/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/findings/critical",schemaPath:"#/properties/findings/properties/critical/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data7.important !== undefined){
let data9 = data7.important;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/findings/important",schemaPath:"#/properties/findings/properties/important/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/findings/important",schemaPath:"#/properties/findings/properties/important/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data7.critical_important !== undefined){
let data10 = data7.critical_important;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/findings/critical_important",schemaPath:"#/properties/findings/properties/critical_important/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/findings/critical_important",schemaPath:"#/properties/findings/properties/critical_important/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data7.minor !== undefined){
let data11 = data7.minor;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err25 = {instancePath:instancePath+"/findings/minor",schemaPath:"#/properties/findings/properties/minor/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/findings/minor",schemaPath:"#/properties/findings/properties/minor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data7.not_addressed !== undefined){
let data12 = data7.not_addressed;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/findings/not_addressed",schemaPath:"#/properties/findings/properties/not_addressed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err28 = {instancePath:instancePath+"/findings/not_addressed",schemaPath:"#/properties/findings/properties/not_addressed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err29 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.machine_verdict !== undefined){
let data13 = data.machine_verdict;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.verdict === undefined){
const err30 = {instancePath:instancePath+"/machine_verdict",schemaPath:"#/properties/machine_verdict/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data13.sha === undefined){
const err31 = {instancePath:instancePath+"/machine_verdict",schemaPath:"#/properties/machine_verdict/required",keyword:"required",params:{missingProperty: "sha"},message:"must have required property '"+"sha"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key2 in data13){
if(!((key2 === "verdict") || (key2 === "sha"))){
const err32 = {instancePath:instancePath+"/machine_verdict",schemaPath:"#/properties/machine_verdict/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data13.verdict !== undefined){
let data14 = data13.verdict;
if(typeof data14 !== "string"){
const err33 = {instancePath:instancePath+"/machine_verdict/verdict",schemaPath:"#/properties/machine_verdict/properties/verdict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!((data14 === "Approved") || (data14 === "Needs fixes"))){
const err34 = {instancePath:instancePath+"/machine_verdict/verdict",schemaPath:"#/properties/machine_verdict/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema11.properties.machine_verdict.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data13.sha !== undefined){
let data15 = data13.sha;
if(typeof data15 === "string"){
if(!pattern1.test(data15)){
const err35 = {instancePath:instancePath+"/machine_verdict/sha",schemaPath:"#/properties/machine_verdict/properties/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{7}$"},message:"must match pattern \""+"^[0-9a-f]{7}$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/machine_verdict/sha",schemaPath:"#/properties/machine_verdict/properties/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath:instancePath+"/machine_verdict",schemaPath:"#/properties/machine_verdict/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

