// Generated from schemas/gate-verdict.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/wflint/wflint/blob/main/schemas/gate-verdict.schema.json","title":"GateVerdict","description":"What `wflint gate <path> --action <action>` prints (and `runGate` and the MCP `gate` tool return): may this workflow take this step now?","x-wflint-output":"gate-verdict","x-wflint-version":"1","type":"object","additionalProperties":false,"required":["allowed","action","path","workflow","blocking","ignoredSuppressions","unchecked","warnings"],"properties":{"allowed":{"type":"boolean","description":"Whether the step may be taken: no precondition of it is broken."},"action":{"description":"The step asked about.","enum":["repair","continue_execution","continue_test","branch","advance","await_user","block","close","promotion","scheduler_stop"]},"path":{"type":"string","description":"The gated path, relative to the working directory."},"workflow":{"description":"The workflow the path names (one precondition table per workflow).","enum":["task-state","plan-summary","loop","checkpoint","harness"]},"blocking":{"type":"array","description":"The findings that refuse the step, each with the precondition it breaks.","items":{"$ref":"#/definitions/blockingFinding"}},"ignoredSuppressions":{"type":"array","description":"Inline suppressions inside the gated documents that would have hidden a blocking finding; the gate does not honour them.","items":{"$ref":"#/definitions/ignoredSuppression"}},"unchecked":{"type":"array","description":"Preconditions of the step whose rule the project's configuration turned off.","items":{"title":"UncheckedPrecondition","type":"object","additionalProperties":false,"required":["preconditionId","rule"],"properties":{"preconditionId":{"type":"string","description":"The precondition's id in its workflow's table."},"rule":{"type":"string","description":"The rule that checks it (turned off)."}}}},"warnings":{"type":"array","description":"Everything else the documents of the step report (they do not refuse it).","items":{"$ref":"#/definitions/finding"}}},"definitions":{"finding":{"title":"GateFinding","type":"object","additionalProperties":false,"required":["ruleId","filePath","line","column","endLine","endColumn","message"],"properties":{"ruleId":{"type":["string","null"],"description":"The rule that reported it (null: the file could not be read)."},"messageId":{"type":"string","description":"The rule's message id."},"filePath":{"type":"string","description":"Absolute path of the document."},"line":{"type":"integer","minimum":1,"description":"1-based start line."},"column":{"type":"integer","minimum":1,"description":"1-based start column."},"endLine":{"type":"integer","minimum":1,"description":"1-based end line."},"endColumn":{"type":"integer","minimum":1,"description":"1-based end column."},"message":{"type":"string","description":"What is wrong and what is expected."}}},"blockingFinding":{"title":"BlockingFinding","type":"object","additionalProperties":false,"required":["ruleId","filePath","line","column","endLine","endColumn","message","preconditionId","precondition","seed","remedy"],"properties":{"ruleId":{"type":["string","null"],"description":"The rule that checks the precondition."},"messageId":{"type":"string","description":"The rule's message id."},"filePath":{"type":"string","description":"Absolute path of the document that must change."},"line":{"type":"integer","minimum":1,"description":"1-based start line."},"column":{"type":"integer","minimum":1,"description":"1-based start column."},"endLine":{"type":"integer","minimum":1,"description":"1-based end line."},"endColumn":{"type":"integer","minimum":1,"description":"1-based end column."},"message":{"type":"string","description":"What is wrong and what is expected."},"preconditionId":{"type":"string","description":"The precondition's id in its workflow's table."},"precondition":{"type":"string","description":"What must hold before the step."},"seed":{"type":"string","description":"Where the seed says so (`<seed>:<line>`, or an upstream skill's step)."},"remedy":{"type":"string","description":"The smallest change that satisfies the precondition."},"fix":{"title":"GateFix","type":"object","description":"The safe fix (`wflint --fix`) that would satisfy it, when the rule has one: replace the text in `range` (offsets) by `text`.","additionalProperties":false,"required":["range","text"],"properties":{"range":{"type":"array","items":{"type":"integer","minimum":0},"minItems":2,"maxItems":2,"description":"Start and end offsets in the document text."},"text":{"type":"string","description":"The replacement text."}}}}},"ignoredSuppression":{"title":"IgnoredSuppression","type":"object","additionalProperties":false,"required":["filePath","line","column","directive","ruleId"],"properties":{"filePath":{"type":"string","description":"Absolute path of the document holding the comment."},"line":{"type":"integer","minimum":1,"description":"1-based line of the comment."},"column":{"type":"integer","minimum":1,"description":"1-based column of the comment."},"directive":{"type":"string","description":"The comment as written."},"ruleId":{"type":"string","description":"The rule whose blocking finding it would have hidden."}}}}};
const schema12 = {"title":"BlockingFinding","type":"object","additionalProperties":false,"required":["ruleId","filePath","line","column","endLine","endColumn","message","preconditionId","precondition","seed","remedy"],"properties":{"ruleId":{"type":["string","null"],"description":"The rule that checks the precondition."},"messageId":{"type":"string","description":"The rule's message id."},"filePath":{"type":"string","description":"Absolute path of the document that must change."},"line":{"type":"integer","minimum":1,"description":"1-based start line."},"column":{"type":"integer","minimum":1,"description":"1-based start column."},"endLine":{"type":"integer","minimum":1,"description":"1-based end line."},"endColumn":{"type":"integer","minimum":1,"description":"1-based end column."},"message":{"type":"string","description":"What is wrong and what is expected."},"preconditionId":{"type":"string","description":"The precondition's id in its workflow's table."},"precondition":{"type":"string","description":"What must hold before the step."},"seed":{"type":"string","description":"Where the seed says so (`<seed>:<line>`, or an upstream skill's step)."},"remedy":{"type":"string","description":"The smallest change that satisfies the precondition."},"fix":{"title":"GateFix","type":"object","description":"The safe fix (`wflint --fix`) that would satisfy it, when the rule has one: replace the text in `range` (offsets) by `text`.","additionalProperties":false,"required":["range","text"],"properties":{"range":{"type":"array","items":{"type":"integer","minimum":0},"minItems":2,"maxItems":2,"description":"Start and end offsets in the document text."},"text":{"type":"string","description":"The replacement text."}}}}};
const schema13 = {"title":"IgnoredSuppression","type":"object","additionalProperties":false,"required":["filePath","line","column","directive","ruleId"],"properties":{"filePath":{"type":"string","description":"Absolute path of the document holding the comment."},"line":{"type":"integer","minimum":1,"description":"1-based line of the comment."},"column":{"type":"integer","minimum":1,"description":"1-based column of the comment."},"directive":{"type":"string","description":"The comment as written."},"ruleId":{"type":"string","description":"The rule whose blocking finding it would have hidden."}}};
const schema14 = {"title":"GateFinding","type":"object","additionalProperties":false,"required":["ruleId","filePath","line","column","endLine","endColumn","message"],"properties":{"ruleId":{"type":["string","null"],"description":"The rule that reported it (null: the file could not be read)."},"messageId":{"type":"string","description":"The rule's message id."},"filePath":{"type":"string","description":"Absolute path of the document."},"line":{"type":"integer","minimum":1,"description":"1-based start line."},"column":{"type":"integer","minimum":1,"description":"1-based start column."},"endLine":{"type":"integer","minimum":1,"description":"1-based end line."},"endColumn":{"type":"integer","minimum":1,"description":"1-based end column."},"message":{"type":"string","description":"What is wrong and what is expected."}}};
const func2 = Object.prototype.hasOwnProperty;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://github.com/wflint/wflint/blob/main/schemas/gate-verdict.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.allowed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allowed"},message:"must have required property '"+"allowed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.action === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.path === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.workflow === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow"},message:"must have required property '"+"workflow"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.blocking === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "blocking"},message:"must have required property '"+"blocking"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.ignoredSuppressions === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ignoredSuppressions"},message:"must have required property '"+"ignoredSuppressions"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.unchecked === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unchecked"},message:"must have required property '"+"unchecked"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.warnings === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "allowed") || (key0 === "action")) || (key0 === "path")) || (key0 === "workflow")) || (key0 === "blocking")) || (key0 === "ignoredSuppressions")) || (key0 === "unchecked")) || (key0 === "warnings"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.allowed !== undefined){
if(typeof data.allowed !== "boolean"){
const err9 = {instancePath:instancePath+"/allowed",schemaPath:"#/properties/allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.action !== undefined){
let data1 = data.action;
if(!((((((((((data1 === "repair") || (data1 === "continue_execution")) || (data1 === "continue_test")) || (data1 === "branch")) || (data1 === "advance")) || (data1 === "await_user")) || (data1 === "block")) || (data1 === "close")) || (data1 === "promotion")) || (data1 === "scheduler_stop"))){
const err10 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/enum",keyword:"enum",params:{allowedValues: schema11.properties.action.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.path !== undefined){
if(typeof data.path !== "string"){
const err11 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.workflow !== undefined){
let data3 = data.workflow;
if(!(((((data3 === "task-state") || (data3 === "plan-summary")) || (data3 === "loop")) || (data3 === "checkpoint")) || (data3 === "harness"))){
const err12 = {instancePath:instancePath+"/workflow",schemaPath:"#/properties/workflow/enum",keyword:"enum",params:{allowedValues: schema11.properties.workflow.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.blocking !== undefined){
let data4 = data.blocking;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.ruleId === undefined){
const err13 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "ruleId"},message:"must have required property '"+"ruleId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.filePath === undefined){
const err14 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "filePath"},message:"must have required property '"+"filePath"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.line === undefined){
const err15 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.column === undefined){
const err16 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.endLine === undefined){
const err17 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "endLine"},message:"must have required property '"+"endLine"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.endColumn === undefined){
const err18 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "endColumn"},message:"must have required property '"+"endColumn"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.message === undefined){
const err19 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.preconditionId === undefined){
const err20 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "preconditionId"},message:"must have required property '"+"preconditionId"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.precondition === undefined){
const err21 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "precondition"},message:"must have required property '"+"precondition"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.seed === undefined){
const err22 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "seed"},message:"must have required property '"+"seed"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5.remedy === undefined){
const err23 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/required",keyword:"required",params:{missingProperty: "remedy"},message:"must have required property '"+"remedy"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key1 in data5){
if(!(func2.call(schema12.properties, key1))){
const err24 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.ruleId !== undefined){
let data6 = data5.ruleId;
if((typeof data6 !== "string") && (data6 !== null)){
const err25 = {instancePath:instancePath+"/blocking/" + i0+"/ruleId",schemaPath:"#/definitions/blockingFinding/properties/ruleId/type",keyword:"type",params:{type: schema12.properties.ruleId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.messageId !== undefined){
if(typeof data5.messageId !== "string"){
const err26 = {instancePath:instancePath+"/blocking/" + i0+"/messageId",schemaPath:"#/definitions/blockingFinding/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.filePath !== undefined){
if(typeof data5.filePath !== "string"){
const err27 = {instancePath:instancePath+"/blocking/" + i0+"/filePath",schemaPath:"#/definitions/blockingFinding/properties/filePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.line !== undefined){
let data9 = data5.line;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err28 = {instancePath:instancePath+"/blocking/" + i0+"/line",schemaPath:"#/definitions/blockingFinding/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/blocking/" + i0+"/line",schemaPath:"#/definitions/blockingFinding/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data5.column !== undefined){
let data10 = data5.column;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err30 = {instancePath:instancePath+"/blocking/" + i0+"/column",schemaPath:"#/definitions/blockingFinding/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/blocking/" + i0+"/column",schemaPath:"#/definitions/blockingFinding/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data5.endLine !== undefined){
let data11 = data5.endLine;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err32 = {instancePath:instancePath+"/blocking/" + i0+"/endLine",schemaPath:"#/definitions/blockingFinding/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/blocking/" + i0+"/endLine",schemaPath:"#/definitions/blockingFinding/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data5.endColumn !== undefined){
let data12 = data5.endColumn;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err34 = {instancePath:instancePath+"/blocking/" + i0+"/endColumn",schemaPath:"#/definitions/blockingFinding/properties/endColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err35 = {instancePath:instancePath+"/blocking/" + i0+"/endColumn",schemaPath:"#/definitions/blockingFinding/properties/endColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.message !== undefined){
if(typeof data5.message !== "string"){
const err36 = {instancePath:instancePath+"/blocking/" + i0+"/message",schemaPath:"#/definitions/blockingFinding/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data5.preconditionId !== undefined){
if(typeof data5.preconditionId !== "string"){
const err37 = {instancePath:instancePath+"/blocking/" + i0+"/preconditionId",schemaPath:"#/definitions/blockingFinding/properties/preconditionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data5.precondition !== undefined){
if(typeof data5.precondition !== "string"){
const err38 = {instancePath:instancePath+"/blocking/" + i0+"/precondition",schemaPath:"#/definitions/blockingFinding/properties/precondition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data5.seed !== undefined){
if(typeof data5.seed !== "string"){
const err39 = {instancePath:instancePath+"/blocking/" + i0+"/seed",schemaPath:"#/definitions/blockingFinding/properties/seed/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data5.remedy !== undefined){
if(typeof data5.remedy !== "string"){
const err40 = {instancePath:instancePath+"/blocking/" + i0+"/remedy",schemaPath:"#/definitions/blockingFinding/properties/remedy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data5.fix !== undefined){
let data18 = data5.fix;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.range === undefined){
const err41 = {instancePath:instancePath+"/blocking/" + i0+"/fix",schemaPath:"#/definitions/blockingFinding/properties/fix/required",keyword:"required",params:{missingProperty: "range"},message:"must have required property '"+"range"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data18.text === undefined){
const err42 = {instancePath:instancePath+"/blocking/" + i0+"/fix",schemaPath:"#/definitions/blockingFinding/properties/fix/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key2 in data18){
if(!((key2 === "range") || (key2 === "text"))){
const err43 = {instancePath:instancePath+"/blocking/" + i0+"/fix",schemaPath:"#/definitions/blockingFinding/properties/fix/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data18.range !== undefined){
let data19 = data18.range;
if(Array.isArray(data19)){
if(data19.length > 2){
const err44 = {instancePath:instancePath+"/blocking/" + i0+"/fix/range",schemaPath:"#/definitions/blockingFinding/properties/fix/properties/range/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data19.length < 2){
const err45 = {instancePath:instancePath+"/blocking/" + i0+"/fix/range",schemaPath:"#/definitions/blockingFinding/properties/fix/properties/range/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err46 = {instancePath:instancePath+"/blocking/" + i0+"/fix/range/" + i1,schemaPath:"#/definitions/blockingFinding/properties/fix/properties/range/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err47 = {instancePath:instancePath+"/blocking/" + i0+"/fix/range/" + i1,schemaPath:"#/definitions/blockingFinding/properties/fix/properties/range/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err48 = {instancePath:instancePath+"/blocking/" + i0+"/fix/range",schemaPath:"#/definitions/blockingFinding/properties/fix/properties/range/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data18.text !== undefined){
if(typeof data18.text !== "string"){
const err49 = {instancePath:instancePath+"/blocking/" + i0+"/fix/text",schemaPath:"#/definitions/blockingFinding/properties/fix/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err50 = {instancePath:instancePath+"/blocking/" + i0+"/fix",schemaPath:"#/definitions/blockingFinding/properties/fix/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err51 = {instancePath:instancePath+"/blocking/" + i0,schemaPath:"#/definitions/blockingFinding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/blocking",schemaPath:"#/properties/blocking/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.ignoredSuppressions !== undefined){
let data22 = data.ignoredSuppressions;
if(Array.isArray(data22)){
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
let data23 = data22[i2];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.filePath === undefined){
const err53 = {instancePath:instancePath+"/ignoredSuppressions/" + i2,schemaPath:"#/definitions/ignoredSuppression/required",keyword:"required",params:{missingProperty: "filePath"},message:"must have required property '"+"filePath"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data23.line === undefined){
const err54 = {instancePath:instancePath+"/ignoredSuppressions/" + i2,schemaPath:"#/definitions/ignoredSuppression/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data23.column === undefined){
const err55 = {instancePath:instancePath+"/ignoredSuppressions/" + i2,schemaPath:"#/definitions/ignoredSuppression/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data23.directive === undefined){
const err56 = {instancePath:instancePath+"/ignoredSuppressions/" + i2,schemaPath:"#/definitions/ignoredSuppression/required",keyword:"required",params:{missingProperty: "directive"},message:"must have required property '"+"directive"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data23.ruleId === undefined){
const err57 = {instancePath:instancePath+"/ignoredSuppressions/" + i2,schemaPath:"#/definitions/ignoredSuppression/required",keyword:"required",params:{missingProperty: "ruleId"},message:"must have required property '"+"ruleId"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key3 in data23){
if(!(((((key3 === "filePath") || (key3 === "line")) || (key3 === "column")) || (key3 === "directive")) || (key3 === "ruleId"))){
const err58 = {instancePath:instancePath+"/ignoredSuppressions/" + i2,schemaPath:"#/definitions/ignoredSuppression/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data23.filePath !== undefined){
if(typeof data23.filePath !== "string"){
const err59 = {instancePath:instancePath+"/ignoredSuppressions/" + i2+"/filePath",schemaPath:"#/definitions/ignoredSuppression/properties/filePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data23.line !== undefined){
let data25 = data23.line;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err60 = {instancePath:instancePath+"/ignoredSuppressions/" + i2+"/line",schemaPath:"#/definitions/ignoredSuppression/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 1 || isNaN(data25)){
const err61 = {instancePath:instancePath+"/ignoredSuppressions/" + i2+"/line",schemaPath:"#/definitions/ignoredSuppression/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data23.column !== undefined){
let data26 = data23.column;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err62 = {instancePath:instancePath+"/ignoredSuppressions/" + i2+"/column",schemaPath:"#/definitions/ignoredSuppression/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1 || isNaN(data26)){
const err63 = {instancePath:instancePath+"/ignoredSuppressions/" + i2+"/column",schemaPath:"#/definitions/ignoredSuppression/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data23.directive !== undefined){
if(typeof data23.directive !== "string"){
const err64 = {instancePath:instancePath+"/ignoredSuppressions/" + i2+"/directive",schemaPath:"#/definitions/ignoredSuppression/properties/directive/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data23.ruleId !== undefined){
if(typeof data23.ruleId !== "string"){
const err65 = {instancePath:instancePath+"/ignoredSuppressions/" + i2+"/ruleId",schemaPath:"#/definitions/ignoredSuppression/properties/ruleId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/ignoredSuppressions/" + i2,schemaPath:"#/definitions/ignoredSuppression/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/ignoredSuppressions",schemaPath:"#/properties/ignoredSuppressions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.unchecked !== undefined){
let data29 = data.unchecked;
if(Array.isArray(data29)){
const len3 = data29.length;
for(let i3=0; i3<len3; i3++){
let data30 = data29[i3];
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.preconditionId === undefined){
const err68 = {instancePath:instancePath+"/unchecked/" + i3,schemaPath:"#/properties/unchecked/items/required",keyword:"required",params:{missingProperty: "preconditionId"},message:"must have required property '"+"preconditionId"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data30.rule === undefined){
const err69 = {instancePath:instancePath+"/unchecked/" + i3,schemaPath:"#/properties/unchecked/items/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
for(const key4 in data30){
if(!((key4 === "preconditionId") || (key4 === "rule"))){
const err70 = {instancePath:instancePath+"/unchecked/" + i3,schemaPath:"#/properties/unchecked/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data30.preconditionId !== undefined){
if(typeof data30.preconditionId !== "string"){
const err71 = {instancePath:instancePath+"/unchecked/" + i3+"/preconditionId",schemaPath:"#/properties/unchecked/items/properties/preconditionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data30.rule !== undefined){
if(typeof data30.rule !== "string"){
const err72 = {instancePath:instancePath+"/unchecked/" + i3+"/rule",schemaPath:"#/properties/unchecked/items/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err73 = {instancePath:instancePath+"/unchecked/" + i3,schemaPath:"#/properties/unchecked/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err74 = {instancePath:instancePath+"/unchecked",schemaPath:"#/properties/unchecked/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.warnings !== undefined){
let data33 = data.warnings;
if(Array.isArray(data33)){
const len4 = data33.length;
for(let i4=0; i4<len4; i4++){
let data34 = data33[i4];
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.ruleId === undefined){
const err75 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/definitions/finding/required",keyword:"required",params:{missingProperty: "ruleId"},message:"must have required property '"+"ruleId"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data34.filePath === undefined){
const err76 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/definitions/finding/required",keyword:"required",params:{missingProperty: "filePath"},message:"must have required property '"+"filePath"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data34.line === undefined){
const err77 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/definitions/finding/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data34.column === undefined){
const err78 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/definitions/finding/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data34.endLine === undefined){
const err79 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/definitions/finding/required",keyword:"required",params:{missingProperty: "endLine"},message:"must have required property '"+"endLine"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data34.endColumn === undefined){
const err80 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/definitions/finding/required",keyword:"required",params:{missingProperty: "endColumn"},message:"must have required property '"+"endColumn"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data34.message === undefined){
const err81 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/definitions/finding/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
for(const key5 in data34){
if(!((((((((key5 === "ruleId") || (key5 === "messageId")) || (key5 === "filePath")) || (key5 === "line")) || (key5 === "column")) || (key5 === "endLine")) || (key5 === "endColumn")) || (key5 === "message"))){
const err82 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/definitions/finding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data34.ruleId !== undefined){
let data35 = data34.ruleId;
if((typeof data35 !== "string") && (data35 !== null)){
const err83 = {instancePath:instancePath+"/warnings/" + i4+"/ruleId",schemaPath:"#/definitions/finding/properties/ruleId/type",keyword:"type",params:{type: schema14.properties.ruleId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data34.messageId !== undefined){
if(typeof data34.messageId !== "string"){
const err84 = {instancePath:instancePath+"/warnings/" + i4+"/messageId",schemaPath:"#/definitions/finding/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data34.filePath !== undefined){
if(typeof data34.filePath !== "string"){
const err85 = {instancePath:instancePath+"/warnings/" + i4+"/filePath",schemaPath:"#/definitions/finding/properties/filePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data34.line !== undefined){
let data38 = data34.line;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err86 = {instancePath:instancePath+"/warnings/" + i4+"/line",schemaPath:"#/definitions/finding/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 1 || isNaN(data38)){
const err87 = {instancePath:instancePath+"/warnings/" + i4+"/line",schemaPath:"#/definitions/finding/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data34.column !== undefined){
let data39 = data34.column;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err88 = {instancePath:instancePath+"/warnings/" + i4+"/column",schemaPath:"#/definitions/finding/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 1 || isNaN(data39)){
const err89 = {instancePath:instancePath+"/warnings/" + i4+"/column",schemaPath:"#/definitions/finding/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
if(data34.endLine !== undefined){
let data40 = data34.endLine;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err90 = {instancePath:instancePath+"/warnings/" + i4+"/endLine",schemaPath:"#/definitions/finding/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 1 || isNaN(data40)){
const err91 = {instancePath:instancePath+"/warnings/" + i4+"/endLine",schemaPath:"#/definitions/finding/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
if(data34.endColumn !== undefined){
let data41 = data34.endColumn;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err92 = {instancePath:instancePath+"/warnings/" + i4+"/endColumn",schemaPath:"#/definitions/finding/properties/endColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 1 || isNaN(data41)){
const err93 = {instancePath:instancePath+"/warnings/" + i4+"/endColumn",schemaPath:"#/definitions/finding/properties/endColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
if(data34.message !== undefined){
if(typeof data34.message !== "string"){
const err94 = {instancePath:instancePath+"/warnings/" + i4+"/message",schemaPath:"#/definitions/finding/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err95 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/definitions/finding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

