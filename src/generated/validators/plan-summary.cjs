// Generated from schemas/plan-summary.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/plan-summary.schema.json","title":"PlanSummary","description":"The structured parts of a task-driver plan summary (`.task-driver/<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md`, seed 002), as read from its markdown: the title and timestamp, the rows of the tables `已确认内容`, `验收目标` and `目标执行记录`, the plan items under `计划` with their labelled bullets, and `当前结论`.","x-wflint-kind":"plan-summary","x-wflint-version":"1","type":"object","required":["title","timestamp","confirmed","plan","goals","rounds","conclusion"],"additionalProperties":false,"properties":{"title":{"type":"string","description":"任务标题: the H1 `# <任务标题> 计划摘要` without the ` 计划摘要` suffix; equals the title in the file name.","minLength":1},"timestamp":{"type":"string","description":"`YYYYMMDDHHmmss` creation time from the file name `<任务标题>-<YYYYMMDDHHmmss>-计划摘要.md`.","pattern":"^\\d{14}$"},"confirmed":{"type":"array","description":"Rows of the `已确认内容` table (`项目 | 内容 | 状态`).","items":{"type":"object","description":"One confirmed item of the discussion.","additionalProperties":false,"required":["item","content","status"],"properties":{"item":{"type":"string","description":"`项目`: what was decided (a requirement, a problem, a boundary)."},"content":{"type":"string","description":"`内容`: the confirmed content, in the user's words where they matter."},"status":{"type":"string","description":"`状态`: e.g. `已确认`, `待确认`, `已排除`."}}}},"plan":{"type":"array","description":"Plan items under `计划`: each `### N. <计划事项>` with its labelled bullets (a non-numbered `### 统一实施工作` is not an item).","items":{"type":"object","description":"One plan item; it traces back to a confirmed requirement or problem.","additionalProperties":false,"required":["number","title","confirmed","approach"],"properties":{"number":{"type":"integer","minimum":1,"description":"`N` of `### N. <计划事项>`; items are numbered 1, 2, 3… (`null` when the heading has no number)."},"title":{"type":"string","description":"`<计划事项>`: the item's name."},"confirmed":{"type":"string","description":"`已确认：` the decisions and boundaries confirmed in the discussion (required, non-empty).","minLength":1},"approach":{"type":"string","description":"`实施方案：` the core method, its boundary and key constraints (required, non-empty).","minLength":1},"scope":{"type":"string","description":"`影响范围：` files, modules, flows or products affected (optional)."},"status":{"type":"string","description":"`状态：` the item's progress as written (optional)."}}}},"goals":{"type":"array","description":"Rows of the `验收目标` table (`序号 | 最终验收目标 | 宿主任务 ID（如有） | 内部检查方式 | 状态`).","items":{"type":"object","description":"One final acceptance goal confirmed by the user.","additionalProperties":false,"required":["number","goal","hostTaskId","check","status"],"properties":{"number":{"type":"string","description":"`序号`: the goal's number (`1`, `2`, …); empty only when the cell is blank.","pattern":"^\\d*$"},"goal":{"type":"string","description":"`最终验收目标`: a user-visible, checkable final state (not an engineering check, no vague word)."},"hostTaskId":{"type":"string","description":"`宿主任务 ID（如有）`: the id the host's goal/task tool returned, when one was created."},"check":{"type":"string","description":"`内部检查方式`: how the agent checks the goal internally (tests, replay, review)."},"status":{"type":"string","description":"`状态` as written (bold and code markers removed; a lone `-` counts as empty): empty (not started), or `已达成`, `未达成` or `受阻`, optionally followed by the quality `达标`/`未达标` (`已达成（达标）`, `未达成 / 未达标`) and a note after the quality (`已达成（达标，用户验收通过）`).","pattern":"^(?:|(已达成|未达成|受阻)(?:(?:\\s*[（(]\\s*(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标)\\s*(?:[，,;；、:：]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*))?[)）]|(?:\\s*[/／,，、;；:：|]\\s*|\\s+)(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标))(?:\\s*[（(]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*)[)）])?)?\\s*[。.]?)$"},"state":{"type":"string","description":"The state part of `status` (seed 002 §6: the three internal states).","enum":["已达成","未达成","受阻"]},"quality":{"type":"string","description":"The quality judgement part of `status` (seed 002 §6: any flaw means `未达标`).","enum":["达标","未达标"]}}}},"rounds":{"type":"array","description":"Rows of the `目标执行记录` table (`轮次 | 验收目标 | 状态 | 打回原因 | 处理结果`): one row per check or repair round.","items":{"type":"object","description":"One execution / self-check round of one goal.","additionalProperties":false,"required":["round","goal","status","reason","result"],"properties":{"round":{"type":"string","description":"`轮次`: the round number (`1`, `第 2 轮`), or a sub-agent review round, counted apart from the repairs (002:367: `子代理审查 1`, `子代理独立审查第 2 次`); empty only when the cell is blank.","pattern":"^(?:(?:子代理(?:独立)?审查\\s*)?(?:第\\s*)?\\d+(?:\\s*[轮次])?)?$"},"goal":{"type":"string","description":"`验收目标`: the goal checked in this round (its 序号, `目标 1`, or its text)."},"status":{"type":"string","description":"`状态`: the goal's state after this round as written (bold and code markers removed; a lone `-` counts as empty): empty (not started), or `已达成`, `未达成` or `受阻`, optionally followed by the quality `达标`/`未达标` (`已达成（达标）`, `未达成 / 未达标`) and a note after the quality (`已达成（达标，用户验收通过）`).","pattern":"^(?:|(已达成|未达成|受阻)(?:(?:\\s*[（(]\\s*(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标)\\s*(?:[，,;；、:：]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*))?[)）]|(?:\\s*[/／,，、;；:：|]\\s*|\\s+)(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标))(?:\\s*[（(]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*)[)）])?)?\\s*[。.]?)$"},"reason":{"type":"string","description":"`打回原因`: why the goal was sent back (empty when it passed)."},"result":{"type":"string","description":"`处理结果`: what this round changed (each repair must change strategy) and the evidence used to re-check."},"state":{"type":"string","description":"The state part of `status` (seed 002 §6: the three internal states).","enum":["已达成","未达成","受阻"]},"quality":{"type":"string","description":"The quality judgement part of `status` (seed 002 §6: any flaw means `未达标`).","enum":["达标","未达标"]}}}},"conclusion":{"type":"string","description":"Text of `当前结论`: where the task stands; claims completion only when every goal is `已达成`."}}};
const func2 = require("./ucs2length.cjs").default;
const pattern0 = new RegExp("^\\d{14}$", "u");
const pattern1 = new RegExp("^\\d*$", "u");
const pattern2 = new RegExp("^(?:|(已达成|未达成|受阻)(?:(?:\\s*[（(]\\s*(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标)\\s*(?:[，,;；、:：]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*))?[)）]|(?:\\s*[/／,，、;；:：|]\\s*|\\s+)(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标))(?:\\s*[（(]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*)[)）])?)?\\s*[。.]?)$", "u");
const pattern3 = new RegExp("^(?:(?:子代理(?:独立)?审查\\s*)?(?:第\\s*)?\\d+(?:\\s*[轮次])?)?$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/plan-summary.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.timestamp === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.confirmed === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmed"},message:"must have required property '"+"confirmed"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.plan === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan"},message:"must have required property '"+"plan"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.goals === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "goals"},message:"must have required property '"+"goals"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.rounds === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rounds"},message:"must have required property '"+"rounds"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.conclusion === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "conclusion"},message:"must have required property '"+"conclusion"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "title") || (key0 === "timestamp")) || (key0 === "confirmed")) || (key0 === "plan")) || (key0 === "goals")) || (key0 === "rounds")) || (key0 === "conclusion"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data1 = data.timestamp;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/pattern",keyword:"pattern",params:{pattern: "^\\d{14}$"},message:"must match pattern \""+"^\\d{14}$"+"\""};
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
const err11 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.confirmed !== undefined){
let data2 = data.confirmed;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.item === undefined){
const err12 = {instancePath:instancePath+"/confirmed/" + i0,schemaPath:"#/properties/confirmed/items/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.content === undefined){
const err13 = {instancePath:instancePath+"/confirmed/" + i0,schemaPath:"#/properties/confirmed/items/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.status === undefined){
const err14 = {instancePath:instancePath+"/confirmed/" + i0,schemaPath:"#/properties/confirmed/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "item") || (key1 === "content")) || (key1 === "status"))){
const err15 = {instancePath:instancePath+"/confirmed/" + i0,schemaPath:"#/properties/confirmed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.item !== undefined){
if(typeof data3.item !== "string"){
const err16 = {instancePath:instancePath+"/confirmed/" + i0+"/item",schemaPath:"#/properties/confirmed/items/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.content !== undefined){
if(typeof data3.content !== "string"){
const err17 = {instancePath:instancePath+"/confirmed/" + i0+"/content",schemaPath:"#/properties/confirmed/items/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.status !== undefined){
if(typeof data3.status !== "string"){
const err18 = {instancePath:instancePath+"/confirmed/" + i0+"/status",schemaPath:"#/properties/confirmed/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/confirmed/" + i0,schemaPath:"#/properties/confirmed/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/confirmed",schemaPath:"#/properties/confirmed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.plan !== undefined){
let data7 = data.plan;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.number === undefined){
const err21 = {instancePath:instancePath+"/plan/" + i1,schemaPath:"#/properties/plan/items/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8.title === undefined){
const err22 = {instancePath:instancePath+"/plan/" + i1,schemaPath:"#/properties/plan/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8.confirmed === undefined){
const err23 = {instancePath:instancePath+"/plan/" + i1,schemaPath:"#/properties/plan/items/required",keyword:"required",params:{missingProperty: "confirmed"},message:"must have required property '"+"confirmed"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.approach === undefined){
const err24 = {instancePath:instancePath+"/plan/" + i1,schemaPath:"#/properties/plan/items/required",keyword:"required",params:{missingProperty: "approach"},message:"must have required property '"+"approach"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data8){
if(!((((((key2 === "number") || (key2 === "title")) || (key2 === "confirmed")) || (key2 === "approach")) || (key2 === "scope")) || (key2 === "status"))){
const err25 = {instancePath:instancePath+"/plan/" + i1,schemaPath:"#/properties/plan/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.number !== undefined){
let data9 = data8.number;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/plan/" + i1+"/number",schemaPath:"#/properties/plan/items/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/plan/" + i1+"/number",schemaPath:"#/properties/plan/items/properties/number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data8.title !== undefined){
if(typeof data8.title !== "string"){
const err28 = {instancePath:instancePath+"/plan/" + i1+"/title",schemaPath:"#/properties/plan/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.confirmed !== undefined){
let data11 = data8.confirmed;
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err29 = {instancePath:instancePath+"/plan/" + i1+"/confirmed",schemaPath:"#/properties/plan/items/properties/confirmed/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/plan/" + i1+"/confirmed",schemaPath:"#/properties/plan/items/properties/confirmed/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.approach !== undefined){
let data12 = data8.approach;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err31 = {instancePath:instancePath+"/plan/" + i1+"/approach",schemaPath:"#/properties/plan/items/properties/approach/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err32 = {instancePath:instancePath+"/plan/" + i1+"/approach",schemaPath:"#/properties/plan/items/properties/approach/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8.scope !== undefined){
if(typeof data8.scope !== "string"){
const err33 = {instancePath:instancePath+"/plan/" + i1+"/scope",schemaPath:"#/properties/plan/items/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data8.status !== undefined){
if(typeof data8.status !== "string"){
const err34 = {instancePath:instancePath+"/plan/" + i1+"/status",schemaPath:"#/properties/plan/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/plan/" + i1,schemaPath:"#/properties/plan/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err36 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.goals !== undefined){
let data15 = data.goals;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.number === undefined){
const err37 = {instancePath:instancePath+"/goals/" + i2,schemaPath:"#/properties/goals/items/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data16.goal === undefined){
const err38 = {instancePath:instancePath+"/goals/" + i2,schemaPath:"#/properties/goals/items/required",keyword:"required",params:{missingProperty: "goal"},message:"must have required property '"+"goal"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data16.hostTaskId === undefined){
const err39 = {instancePath:instancePath+"/goals/" + i2,schemaPath:"#/properties/goals/items/required",keyword:"required",params:{missingProperty: "hostTaskId"},message:"must have required property '"+"hostTaskId"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data16.check === undefined){
const err40 = {instancePath:instancePath+"/goals/" + i2,schemaPath:"#/properties/goals/items/required",keyword:"required",params:{missingProperty: "check"},message:"must have required property '"+"check"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data16.status === undefined){
const err41 = {instancePath:instancePath+"/goals/" + i2,schemaPath:"#/properties/goals/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key3 in data16){
if(!(((((((key3 === "number") || (key3 === "goal")) || (key3 === "hostTaskId")) || (key3 === "check")) || (key3 === "status")) || (key3 === "state")) || (key3 === "quality"))){
const err42 = {instancePath:instancePath+"/goals/" + i2,schemaPath:"#/properties/goals/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data16.number !== undefined){
let data17 = data16.number;
if(typeof data17 === "string"){
if(!pattern1.test(data17)){
const err43 = {instancePath:instancePath+"/goals/" + i2+"/number",schemaPath:"#/properties/goals/items/properties/number/pattern",keyword:"pattern",params:{pattern: "^\\d*$"},message:"must match pattern \""+"^\\d*$"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/goals/" + i2+"/number",schemaPath:"#/properties/goals/items/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data16.goal !== undefined){
if(typeof data16.goal !== "string"){
const err45 = {instancePath:instancePath+"/goals/" + i2+"/goal",schemaPath:"#/properties/goals/items/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data16.hostTaskId !== undefined){
if(typeof data16.hostTaskId !== "string"){
const err46 = {instancePath:instancePath+"/goals/" + i2+"/hostTaskId",schemaPath:"#/properties/goals/items/properties/hostTaskId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data16.check !== undefined){
if(typeof data16.check !== "string"){
const err47 = {instancePath:instancePath+"/goals/" + i2+"/check",schemaPath:"#/properties/goals/items/properties/check/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data16.status !== undefined){
let data21 = data16.status;
if(typeof data21 === "string"){
if(!pattern2.test(data21)){
const err48 = {instancePath:instancePath+"/goals/" + i2+"/status",schemaPath:"#/properties/goals/items/properties/status/pattern",keyword:"pattern",params:{pattern: "^(?:|(已达成|未达成|受阻)(?:(?:\\s*[（(]\\s*(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标)\\s*(?:[，,;；、:：]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*))?[)）]|(?:\\s*[/／,，、;；:：|]\\s*|\\s+)(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标))(?:\\s*[（(]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*)[)）])?)?\\s*[。.]?)$"},message:"must match pattern \""+"^(?:|(已达成|未达成|受阻)(?:(?:\\s*[（(]\\s*(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标)\\s*(?:[，,;；、:：]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*))?[)）]|(?:\\s*[/／,，、;；:：|]\\s*|\\s+)(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标))(?:\\s*[（(]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*)[)）])?)?\\s*[。.]?)$"+"\""};
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
const err49 = {instancePath:instancePath+"/goals/" + i2+"/status",schemaPath:"#/properties/goals/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data16.state !== undefined){
let data22 = data16.state;
if(typeof data22 !== "string"){
const err50 = {instancePath:instancePath+"/goals/" + i2+"/state",schemaPath:"#/properties/goals/items/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(((data22 === "已达成") || (data22 === "未达成")) || (data22 === "受阻"))){
const err51 = {instancePath:instancePath+"/goals/" + i2+"/state",schemaPath:"#/properties/goals/items/properties/state/enum",keyword:"enum",params:{allowedValues: schema11.properties.goals.items.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data16.quality !== undefined){
let data23 = data16.quality;
if(typeof data23 !== "string"){
const err52 = {instancePath:instancePath+"/goals/" + i2+"/quality",schemaPath:"#/properties/goals/items/properties/quality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!((data23 === "达标") || (data23 === "未达标"))){
const err53 = {instancePath:instancePath+"/goals/" + i2+"/quality",schemaPath:"#/properties/goals/items/properties/quality/enum",keyword:"enum",params:{allowedValues: schema11.properties.goals.items.properties.quality.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/goals/" + i2,schemaPath:"#/properties/goals/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err55 = {instancePath:instancePath+"/goals",schemaPath:"#/properties/goals/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.rounds !== undefined){
let data24 = data.rounds;
if(Array.isArray(data24)){
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.round === undefined){
const err56 = {instancePath:instancePath+"/rounds/" + i3,schemaPath:"#/properties/rounds/items/required",keyword:"required",params:{missingProperty: "round"},message:"must have required property '"+"round"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data25.goal === undefined){
const err57 = {instancePath:instancePath+"/rounds/" + i3,schemaPath:"#/properties/rounds/items/required",keyword:"required",params:{missingProperty: "goal"},message:"must have required property '"+"goal"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data25.status === undefined){
const err58 = {instancePath:instancePath+"/rounds/" + i3,schemaPath:"#/properties/rounds/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data25.reason === undefined){
const err59 = {instancePath:instancePath+"/rounds/" + i3,schemaPath:"#/properties/rounds/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data25.result === undefined){
const err60 = {instancePath:instancePath+"/rounds/" + i3,schemaPath:"#/properties/rounds/items/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key4 in data25){
if(!(((((((key4 === "round") || (key4 === "goal")) || (key4 === "status")) || (key4 === "reason")) || (key4 === "result")) || (key4 === "state")) || (key4 === "quality"))){
const err61 = {instancePath:instancePath+"/rounds/" + i3,schemaPath:"#/properties/rounds/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data25.round !== undefined){
let data26 = data25.round;
if(typeof data26 === "string"){
if(!pattern3.test(data26)){
const err62 = {instancePath:instancePath+"/rounds/" + i3+"/round",schemaPath:"#/properties/rounds/items/properties/round/pattern",keyword:"pattern",params:{pattern: "^(?:(?:子代理(?:独立)?审查\\s*)?(?:第\\s*)?\\d+(?:\\s*[轮次])?)?$"},message:"must match pattern \""+"^(?:(?:子代理(?:独立)?审查\\s*)?(?:第\\s*)?\\d+(?:\\s*[轮次])?)?$"+"\""};
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
const err63 = {instancePath:instancePath+"/rounds/" + i3+"/round",schemaPath:"#/properties/rounds/items/properties/round/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data25.goal !== undefined){
if(typeof data25.goal !== "string"){
const err64 = {instancePath:instancePath+"/rounds/" + i3+"/goal",schemaPath:"#/properties/rounds/items/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data25.status !== undefined){
let data28 = data25.status;
if(typeof data28 === "string"){
if(!pattern2.test(data28)){
const err65 = {instancePath:instancePath+"/rounds/" + i3+"/status",schemaPath:"#/properties/rounds/items/properties/status/pattern",keyword:"pattern",params:{pattern: "^(?:|(已达成|未达成|受阻)(?:(?:\\s*[（(]\\s*(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标)\\s*(?:[，,;；、:：]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*))?[)）]|(?:\\s*[/／,，、;；:：|]\\s*|\\s+)(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标))(?:\\s*[（(]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*)[)）])?)?\\s*[。.]?)$"},message:"must match pattern \""+"^(?:|(已达成|未达成|受阻)(?:(?:\\s*[（(]\\s*(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标)\\s*(?:[，,;；、:：]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*))?[)）]|(?:\\s*[/／,，、;；:：|]\\s*|\\s+)(?:质量\\s*(?:[:：]\\s*)?)?(达标|未达标))(?:\\s*[（(]\\s*((?!已达成|未达成|受阻|达标)[^（()）\\s](?:(?!已达成|未达成|受阻|达标)[^（()）])*)[)）])?)?\\s*[。.]?)$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/rounds/" + i3+"/status",schemaPath:"#/properties/rounds/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data25.reason !== undefined){
if(typeof data25.reason !== "string"){
const err67 = {instancePath:instancePath+"/rounds/" + i3+"/reason",schemaPath:"#/properties/rounds/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data25.result !== undefined){
if(typeof data25.result !== "string"){
const err68 = {instancePath:instancePath+"/rounds/" + i3+"/result",schemaPath:"#/properties/rounds/items/properties/result/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data25.state !== undefined){
let data31 = data25.state;
if(typeof data31 !== "string"){
const err69 = {instancePath:instancePath+"/rounds/" + i3+"/state",schemaPath:"#/properties/rounds/items/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!(((data31 === "已达成") || (data31 === "未达成")) || (data31 === "受阻"))){
const err70 = {instancePath:instancePath+"/rounds/" + i3+"/state",schemaPath:"#/properties/rounds/items/properties/state/enum",keyword:"enum",params:{allowedValues: schema11.properties.rounds.items.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data25.quality !== undefined){
let data32 = data25.quality;
if(typeof data32 !== "string"){
const err71 = {instancePath:instancePath+"/rounds/" + i3+"/quality",schemaPath:"#/properties/rounds/items/properties/quality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(!((data32 === "达标") || (data32 === "未达标"))){
const err72 = {instancePath:instancePath+"/rounds/" + i3+"/quality",schemaPath:"#/properties/rounds/items/properties/quality/enum",keyword:"enum",params:{allowedValues: schema11.properties.rounds.items.properties.quality.enum},message:"must be equal to one of the allowed values"};
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
const err73 = {instancePath:instancePath+"/rounds/" + i3,schemaPath:"#/properties/rounds/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err74 = {instancePath:instancePath+"/rounds",schemaPath:"#/properties/rounds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.conclusion !== undefined){
if(typeof data.conclusion !== "string"){
const err75 = {instancePath:instancePath+"/conclusion",schemaPath:"#/properties/conclusion/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err76 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

