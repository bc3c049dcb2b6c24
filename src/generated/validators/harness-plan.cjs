// Generated from schemas/harness-plan.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/harness-plan.schema.json","title":"HarnessPlan","description":"A harness work plan (`.webwork/harness/{work,archive}/<session_id>/plan.md`, seed 004 work-plan) as wflint reads it: `# Plan — target: <target>`, `## Global Constraints`, `## Tasks`, then one `### T<N>: <goal>` per task with nine `field: value` lines. List fields are written on one line (separated by `|`, `;`, `；` or `,`) or as a list indented under the field; `无`/`none` means an empty list.","x-wflint-kind":"harness-plan","x-wflint-version":"1","type":"object","required":["target","global_constraints","tasks"],"additionalProperties":false,"properties":{"target":{"description":"The user's target, from the H1 `# Plan — target: <target>`; it defines the acceptance criteria of the whole run.","type":"string","minLength":1},"global_constraints":{"description":"The text of `## Global Constraints` (the user's constraints as given; every task's `forbidden` includes them).","type":"string"},"tasks":{"description":"The tasks in document order (`### T<N>: <goal>`); at most 20 (scope gate).","type":"array","maxItems":20,"items":{"$ref":"#/definitions/task"}}},"definitions":{"task":{"description":"One independently acceptable unit of work, dispatched to one subagent.","type":"object","required":["id","goal","files","interfaces","accept","verify","agent","writable","forbidden","depends","budget"],"additionalProperties":false,"properties":{"id":{"description":"Stable task id `T<N>` (T1, T2, …) from the heading.","type":"string","pattern":"^T[1-9][0-9]*$"},"goal":{"description":"The goal, one acceptable sentence, from the heading after `T<N>:`.","type":"string","minLength":1},"files":{"description":"Files the task touches (`Create: path | Modify: path:120-145 | Touch: path`), paths relative to `root_dir`; empty when the task changes no file.","type":"array","items":{"$ref":"#/definitions/fileRef"}},"interfaces":{"description":"Cross-task interfaces (`Consumes: …` / `Produces: …`), or `无` when there are none.","type":"string","minLength":1},"accept":{"description":"Acceptance criteria, each decidable true/false; 1 to 3 items.","type":"array","minItems":1,"maxItems":3,"items":{"type":"string","description":"One boolean acceptance criterion."}},"verify":{"description":"The verification command (e.g. `npm test -- src/foo.test.ts`), or `无` when there is no test.","type":"string","minLength":1},"agent":{"description":"Subagent type: `explore` (read-only research, may run in parallel) or `general` (writes; strictly serial).","type":"string","enum":["explore","general"]},"writable":{"description":"Write whitelist, paths relative to `root_dir`; empty for a read-only task; equals the Create/Modify paths of `files` for a `general` task.","type":"array","items":{"type":"string","description":"A repo-relative path the task may write."}},"forbidden":{"description":"Files (and operations) the task must not change; includes every global constraint.","type":"array","items":{"type":"string","description":"A forbidden path or operation."}},"depends":{"description":"Tasks that must be complete first (`T1, T3`); empty for `无`.","type":"array","items":{"type":"string","description":"A task id of this plan.","pattern":"^T[1-9][0-9]*$"}},"budget":{"description":"Estimated minutes, parsed from `budget_text` (`≤10 分钟`, `10 min`, `8m`, `10分钟`; a range counts its upper end); at most 10.","type":"number","exclusiveMinimum":0,"maximum":10},"budget_text":{"description":"The `budget` field as written.","type":"string"}}},"fileRef":{"description":"One entry of `files`.","type":"object","required":["path"],"additionalProperties":false,"properties":{"action":{"description":"What the task does to the file; an entry without its own action takes the previous one.","type":"string","enum":["Create","Modify","Touch","Delete"]},"path":{"description":"Path relative to `root_dir`, without the line range.","type":"string","minLength":1},"lines":{"description":"Line range of a `Modify` entry (`120-145`).","type":"string","pattern":"^[0-9]+(-[0-9]+)?$"}}}}};
const func2 = require("./ucs2length.cjs").default;
const schema12 = {"description":"One independently acceptable unit of work, dispatched to one subagent.","type":"object","required":["id","goal","files","interfaces","accept","verify","agent","writable","forbidden","depends","budget"],"additionalProperties":false,"properties":{"id":{"description":"Stable task id `T<N>` (T1, T2, …) from the heading.","type":"string","pattern":"^T[1-9][0-9]*$"},"goal":{"description":"The goal, one acceptable sentence, from the heading after `T<N>:`.","type":"string","minLength":1},"files":{"description":"Files the task touches (`Create: path | Modify: path:120-145 | Touch: path`), paths relative to `root_dir`; empty when the task changes no file.","type":"array","items":{"$ref":"#/definitions/fileRef"}},"interfaces":{"description":"Cross-task interfaces (`Consumes: …` / `Produces: …`), or `无` when there are none.","type":"string","minLength":1},"accept":{"description":"Acceptance criteria, each decidable true/false; 1 to 3 items.","type":"array","minItems":1,"maxItems":3,"items":{"type":"string","description":"One boolean acceptance criterion."}},"verify":{"description":"The verification command (e.g. `npm test -- src/foo.test.ts`), or `无` when there is no test.","type":"string","minLength":1},"agent":{"description":"Subagent type: `explore` (read-only research, may run in parallel) or `general` (writes; strictly serial).","type":"string","enum":["explore","general"]},"writable":{"description":"Write whitelist, paths relative to `root_dir`; empty for a read-only task; equals the Create/Modify paths of `files` for a `general` task.","type":"array","items":{"type":"string","description":"A repo-relative path the task may write."}},"forbidden":{"description":"Files (and operations) the task must not change; includes every global constraint.","type":"array","items":{"type":"string","description":"A forbidden path or operation."}},"depends":{"description":"Tasks that must be complete first (`T1, T3`); empty for `无`.","type":"array","items":{"type":"string","description":"A task id of this plan.","pattern":"^T[1-9][0-9]*$"}},"budget":{"description":"Estimated minutes, parsed from `budget_text` (`≤10 分钟`, `10 min`, `8m`, `10分钟`; a range counts its upper end); at most 10.","type":"number","exclusiveMinimum":0,"maximum":10},"budget_text":{"description":"The `budget` field as written.","type":"string"}}};
const schema13 = {"description":"One entry of `files`.","type":"object","required":["path"],"additionalProperties":false,"properties":{"action":{"description":"What the task does to the file; an entry without its own action takes the previous one.","type":"string","enum":["Create","Modify","Touch","Delete"]},"path":{"description":"Path relative to `root_dir`, without the line range.","type":"string","minLength":1},"lines":{"description":"Line range of a `Modify` entry (`120-145`).","type":"string","pattern":"^[0-9]+(-[0-9]+)?$"}}};
const func3 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^T[1-9][0-9]*$", "u");
const pattern1 = new RegExp("^[0-9]+(-[0-9]+)?$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.goal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "goal"},message:"must have required property '"+"goal"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.files === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.interfaces === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interfaces"},message:"must have required property '"+"interfaces"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.accept === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accept"},message:"must have required property '"+"accept"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.verify === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verify"},message:"must have required property '"+"verify"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.agent === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent"},message:"must have required property '"+"agent"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.writable === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "writable"},message:"must have required property '"+"writable"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.forbidden === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "forbidden"},message:"must have required property '"+"forbidden"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.depends === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "depends"},message:"must have required property '"+"depends"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.budget === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "budget"},message:"must have required property '"+"budget"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema12.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
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
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.goal !== undefined){
let data1 = data.goal;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err14 = {instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err15 = {instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.files !== undefined){
let data2 = data.files;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.path === undefined){
const err16 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/definitions/fileRef/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "action") || (key1 === "path")) || (key1 === "lines"))){
const err17 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/definitions/fileRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.action !== undefined){
let data4 = data3.action;
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/files/" + i0+"/action",schemaPath:"#/definitions/fileRef/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((data4 === "Create") || (data4 === "Modify")) || (data4 === "Touch")) || (data4 === "Delete"))){
const err19 = {instancePath:instancePath+"/files/" + i0+"/action",schemaPath:"#/definitions/fileRef/properties/action/enum",keyword:"enum",params:{allowedValues: schema13.properties.action.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.path !== undefined){
let data5 = data3.path;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err20 = {instancePath:instancePath+"/files/" + i0+"/path",schemaPath:"#/definitions/fileRef/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/files/" + i0+"/path",schemaPath:"#/definitions/fileRef/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.lines !== undefined){
let data6 = data3.lines;
if(typeof data6 === "string"){
if(!pattern1.test(data6)){
const err22 = {instancePath:instancePath+"/files/" + i0+"/lines",schemaPath:"#/definitions/fileRef/properties/lines/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(-[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(-[0-9]+)?$"+"\""};
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
const err23 = {instancePath:instancePath+"/files/" + i0+"/lines",schemaPath:"#/definitions/fileRef/properties/lines/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/definitions/fileRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.interfaces !== undefined){
let data7 = data.interfaces;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err26 = {instancePath:instancePath+"/interfaces",schemaPath:"#/properties/interfaces/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err27 = {instancePath:instancePath+"/interfaces",schemaPath:"#/properties/interfaces/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.accept !== undefined){
let data8 = data.accept;
if(Array.isArray(data8)){
if(data8.length > 3){
const err28 = {instancePath:instancePath+"/accept",schemaPath:"#/properties/accept/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8.length < 1){
const err29 = {instancePath:instancePath+"/accept",schemaPath:"#/properties/accept/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(typeof data8[i1] !== "string"){
const err30 = {instancePath:instancePath+"/accept/" + i1,schemaPath:"#/properties/accept/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/accept",schemaPath:"#/properties/accept/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.verify !== undefined){
let data10 = data.verify;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err32 = {instancePath:instancePath+"/verify",schemaPath:"#/properties/verify/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err33 = {instancePath:instancePath+"/verify",schemaPath:"#/properties/verify/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.agent !== undefined){
let data11 = data.agent;
if(typeof data11 !== "string"){
const err34 = {instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((data11 === "explore") || (data11 === "general"))){
const err35 = {instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/enum",keyword:"enum",params:{allowedValues: schema12.properties.agent.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.writable !== undefined){
let data12 = data.writable;
if(Array.isArray(data12)){
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
if(typeof data12[i2] !== "string"){
const err36 = {instancePath:instancePath+"/writable/" + i2,schemaPath:"#/properties/writable/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath:instancePath+"/writable",schemaPath:"#/properties/writable/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.forbidden !== undefined){
let data14 = data.forbidden;
if(Array.isArray(data14)){
const len3 = data14.length;
for(let i3=0; i3<len3; i3++){
if(typeof data14[i3] !== "string"){
const err38 = {instancePath:instancePath+"/forbidden/" + i3,schemaPath:"#/properties/forbidden/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/forbidden",schemaPath:"#/properties/forbidden/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.depends !== undefined){
let data16 = data.depends;
if(Array.isArray(data16)){
const len4 = data16.length;
for(let i4=0; i4<len4; i4++){
let data17 = data16[i4];
if(typeof data17 === "string"){
if(!pattern0.test(data17)){
const err40 = {instancePath:instancePath+"/depends/" + i4,schemaPath:"#/properties/depends/items/pattern",keyword:"pattern",params:{pattern: "^T[1-9][0-9]*$"},message:"must match pattern \""+"^T[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/depends/" + i4,schemaPath:"#/properties/depends/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/depends",schemaPath:"#/properties/depends/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.budget !== undefined){
let data18 = data.budget;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 10 || isNaN(data18)){
const err43 = {instancePath:instancePath+"/budget",schemaPath:"#/properties/budget/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data18 <= 0 || isNaN(data18)){
const err44 = {instancePath:instancePath+"/budget",schemaPath:"#/properties/budget/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/budget",schemaPath:"#/properties/budget/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.budget_text !== undefined){
if(typeof data.budget_text !== "string"){
const err46 = {instancePath:instancePath+"/budget_text",schemaPath:"#/properties/budget_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/harness-plan.schema.json" */;
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
if(data.global_constraints === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "global_constraints"},message:"must have required property '"+"global_constraints"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.tasks === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "target") || (key0 === "global_constraints")) || (key0 === "tasks"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.target !== undefined){
let data0 = data.target;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.global_constraints !== undefined){
if(typeof data.global_constraints !== "string"){
const err6 = {instancePath:instancePath+"/global_constraints",schemaPath:"#/properties/global_constraints/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tasks !== undefined){
let data2 = data.tasks;
if(Array.isArray(data2)){
if(data2.length > 20){
const err7 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate11(data2[i0], {instancePath:instancePath+"/tasks/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

